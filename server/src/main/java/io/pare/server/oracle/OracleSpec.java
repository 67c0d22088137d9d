package io.pare.server.oracle;

import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.pare.oracle.make.OracleKind;
import io.pare.oracle.make.OracleRequest;

/**
 * What a client asks {@code pare.createOracle} for, read from the command's options object: the
 * names are those of {@code pare oracle}'s options. {@code runs}, {@code patterns} and
 * {@code valid} take a list or one string.
 *
 * <pre>{"uri": "file:///…/prog.smt2", "kind": "output", "runs": ["cvc5 {}"], "patterns": ["invalid size"],
 *  "valid": ["z3 -smt2 {}"], "reference": "gcc -O0", "test": "gcc -O2", "timeout": 20, "force": false}</pre>
 *
 * @param kind    the kind, or null when the options name none (a client that only passed the URI)
 * @param timeout seconds per command, or null for the engine's default (10 times the first run)
 */
public record OracleSpec(OracleKind kind, List<String> runs, String reference, String test, List<String> patterns,
        List<String> valid, Integer timeout, boolean force) {
    public OracleSpec {
        runs = List.copyOf(runs);
        patterns = List.copyOf(patterns);
        valid = List.copyOf(valid);
    }

    /** @throws OracleProblem when a value has the wrong shape, or the kind is unknown */
    public static OracleSpec parse(JsonObject o) throws OracleProblem {
        OracleKind kind = null;
        String kindName = text(o, "kind");
        if (kindName != null) {
            kind = OracleKind.byName(kindName).orElseThrow(() -> new OracleProblem(
                    "unknown oracle kind \"" + kindName + "\"; known: " + OracleKind.names()));
        }
        Integer timeout = null;
        JsonElement t = o.get("timeout");
        if (t != null && !t.isJsonNull()) {
            if (!t.isJsonPrimitive() || !t.getAsJsonPrimitive().isNumber() || t.getAsDouble() < 1) {
                throw new OracleProblem("timeout must be a number of seconds, at least 1");
            }
            timeout = (int) Math.ceil(t.getAsDouble());
        }
        JsonElement f = o.get("force");
        boolean force = f != null && f.isJsonPrimitive() && f.getAsJsonPrimitive().isBoolean() && f.getAsBoolean();
        return new OracleSpec(kind, texts(o, "runs"), text(o, "reference"), text(o, "test"), texts(o, "patterns"),
                texts(o, "valid"), timeout, force);
    }

    /** The engine's request for the file named {@code fileName}; its timeout is a placeholder when {@link #timeout()} is null. */
    public OracleRequest toRequest(String fileName) {
        return new OracleRequest(kind, fileName, runs, reference, test, patterns, valid, timeout != null ? timeout : 30);
    }

    private static String text(JsonObject o, String key) throws OracleProblem {
        JsonElement v = o.get(key);
        if (v == null || v.isJsonNull()) return null;
        if (!v.isJsonPrimitive()) throw new OracleProblem(key + " must be a string");
        String s = v.getAsString().strip();
        return s.isEmpty() ? null : s;
    }

    private static List<String> texts(JsonObject o, String key) throws OracleProblem {
        JsonElement v = o.get(key);
        List<String> out = new ArrayList<>();
        if (v == null || v.isJsonNull()) return out;
        if (v.isJsonPrimitive()) {
            String s = v.getAsString().strip();
            if (!s.isEmpty()) out.add(s);
            return out;
        }
        if (!v.isJsonArray()) throw new OracleProblem(key + " must be a list of strings");
        for (JsonElement e : v.getAsJsonArray()) {
            if (e == null || !e.isJsonPrimitive()) throw new OracleProblem(key + " must be a list of strings");
            String s = e.getAsString().strip();
            if (!s.isEmpty()) out.add(s);
        }
        return out;
    }
}
