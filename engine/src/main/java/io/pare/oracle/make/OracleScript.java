package io.pare.oracle.make;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the oracle script for a request: the templates beside this class (one per kind, after a
 * common prologue) with the user's commands, the crash signature and the guards filled in.
 */
public final class OracleScript {
    /**
     * Warnings of GCC and Clang that mean the program's behaviour is undefined or it is not the
     * program it seems (C-Reduce's guard list, widened where reducers slipped through it): used,
     * uninitialized; falling off a function; implicit declarations and int; calls with the wrong
     * argument count; format strings that do not match; incompatible pointers. Not narrowing
     * conversions (-Woverflow): they are implementation-defined, and Csmith programs are full of them.
     */
    static final String UB_WARNINGS = "uninitialized|without a cast|control reaches end|no return statement|"
            + "return with no value|return type defaults|type defaults to|implicit declaration|incompatible|"
            + "too few arguments|too many arguments|format|division by zero|array subscript|"
            + "out of bounds|conflicting types|built-in function|sequence point|never defined|discards|"
            + "undefined behavio|dangling|returns address of local";

    /**
     * What every command of an oracle runs with, in the script and in {@code pare oracle}'s own first
     * run alike: one output format whatever the user's locale, LLVM's stack dumps without symbolizer
     * runs, rustc's ICE without a backtrace.
     */
    static final Map<String, String> ENVIRONMENT = environment();

    private static final Pattern PLACEHOLDER = Pattern.compile("@([A-Z_0-9]+)@");

    private OracleScript() {
    }

    /** The script's text; {@code scriptName} is what its usage line calls it. */
    public static String write(OracleRequest r, CrashSignature signature, String scriptName) {
        String body = template("prologue.sh") + template(r.kind().cliName() + ".sh");
        List<String> runs = r.runs();
        Map<String, String> values = new HashMap<>();
        values.put("KIND", r.kind().cliName());
        values.put("SCRIPT", scriptName);
        values.put("FILE", quote(r.fileName()));
        values.put("TIMEOUT", Integer.toString(r.timeoutSeconds()));
        values.put("CHECKS", comment(checks(r, signature)));
        values.put("ENVIRONMENT", exports());
        values.put("VALID", valid(r.valid()));
        values.put("RUN", runs.isEmpty() ? "" : quote(command(runs.get(0))));
        values.put("RUN2", runs.size() < 2 ? "" : quote(command(runs.get(1))));
        values.put("REFERENCE_CC", r.reference() == null ? "" : quote(firstWord(r.reference())));
        values.put("REFERENCE", r.reference() == null ? "" : quote(r.reference()));
        values.put("TEST_CC", r.test() == null ? "" : quote(firstWord(r.test())));
        values.put("TEST", r.test() == null ? "" : quote(r.test()));
        values.put("UB_WARNINGS", UB_WARNINGS);
        values.put("STATUS", status(signature));
        values.put("MATCHES", matches(signature != null ? signature.mustAppear() : r.patterns()));
        // one pass, so that a user's command holding "@FILE@" stays as it is
        return PLACEHOLDER.matcher(body).replaceAll(m -> {
            String v = values.get(m.group(1));
            if (v == null) throw new IllegalStateException("template placeholder " + m.group() + " has no value");
            return Matcher.quoteReplacement(v);
        });
    }

    /** What the script checks, in the user's words; also printed by {@code pare oracle}. */
    public static List<String> checks(OracleRequest r, CrashSignature signature) {
        List<String> out = new ArrayList<>();
        for (String v : r.valid()) out.add("the input is valid: `" + v + "` accepts it (exit status 0, no \"error\" in its output)");
        switch (r.kind()) {
            case CRASH -> out.add("`" + r.runs().get(0) + "` crashes: " + signature.describe() + "; a time-out is no crash");
            case WARNING -> {
                out.add("`" + r.runs().get(0) + "` succeeds (the program compiles)");
                for (String p : r.patterns()) out.add("and its output shows \"" + p + "\"");
            }
            case OUTPUT -> {
                for (String p : r.patterns()) out.add("the output of `" + r.runs().get(0) + "` shows \"" + p + "\"");
            }
            case DISAGREE -> {
                out.add("`" + r.runs().get(0) + "` and `" + r.runs().get(1) + "` both succeed with no \"error\" in their output");
                out.add("and their outputs differ");
            }
            case WRONG_CODE -> {
                String cc = firstWord(r.reference());
                out.add("`" + cc + " -O1 -Wall -Wextra` gives no warning that signals undefined behaviour (uninitialized use, "
                        + "missing return, implicit declaration, argument count, format, incompatible pointer, ...; implementation-defined narrowing is allowed)");
                out.add("a `" + cc + " -O0 -fsanitize=address,undefined` build runs clean and prints what `" + r.reference() + "` prints");
                out.add("the `" + r.test() + "` build prints something else, or fails; running out of time is no answer");
                out.add("strictly (PARE_ORACLE_STRICT=1, asked of the final result): `" + cc + " -O2` and `"
                        + firstWord(r.test()) + " -O0` builds print what the reference prints");
            }
        }
        return out;
    }

    /** The user's command with the candidate as {@code $1} of the {@code sh -c} that runs it. */
    static String command(String userCommand) {
        return userCommand.contains("{}") ? userCommand.replace("{}", "\"$1\"") : userCommand + " \"$1\"";
    }

    /** One shell word whatever the text holds. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    private static String firstWord(String command) {
        return command.strip().split("\\s+")[0];
    }

    private static String status(CrashSignature signature) {
        if (signature == null || signature.exitStatus() == CrashSignature.ANY_FAILURE) return "";
        return "[ $rc -eq " + signature.exitStatus() + " ] || exit 1";
    }

    private static String matches(List<String> texts) {
        List<String> lines = new ArrayList<>();
        for (String t : texts) lines.add("grep -qF -e " + quote(t) + " out.txt || exit 1");
        return String.join("\n", lines);
    }

    private static Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("LC_ALL", "C");
        env.put("LLVM_DISABLE_SYMBOLIZATION", "1");
        env.put("RUST_BACKTRACE", "0");
        return Collections.unmodifiableMap(env);
    }

    private static String exports() {
        List<String> lines = new ArrayList<>();
        ENVIRONMENT.forEach((name, value) -> lines.add(name + "=" + value + "; export " + name));
        return String.join("\n", lines);
    }

    private static String valid(List<String> commands) {
        List<String> lines = new ArrayList<>();
        for (String v : commands) {
            lines.add("# the input is valid for " + firstWord(v));
            lines.add("timeout -s 9 \"$T\" sh -c " + quote(command(v)) + " sh \"$f\" > valid.txt 2>&1 || exit 1");
            lines.add("grep -qi 'error' valid.txt && exit 1");
        }
        return String.join("\n", lines);
    }

    private static String comment(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) out.add("#  - " + l.replace("\n", " "));
        return String.join("\n", out);
    }

    private static String template(String name) {
        try (InputStream in = OracleScript.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing oracle template " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
