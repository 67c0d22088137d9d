package io.pare.server.oracle;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.pare.oracle.ScriptOracle;

/**
 * Turns an oracle setting into a command: a path to a script ({@code ./oracle.sh}), run directly
 * when executable, else through {@code sh}; or a command line ({@code sh oracle.sh --strict}), whose
 * words naming existing files become absolute (the oracle runs in a temporary folder). Relative
 * paths start at {@code base}. Single and double quotes group words.
 */
public final class OracleCommandLine {
    private OracleCommandLine() {
    }

    /** The command, or throws with a message a user can act on. */
    public static List<String> parse(String value, Path base) throws OracleProblem {
        String v = value.trim();
        if (v.isEmpty()) throw new OracleProblem("the oracle setting is empty");
        Path whole = resolve(v, base);
        if (Files.isRegularFile(whole)) return ScriptOracle.commandFor(whole);
        List<String> words = split(v);
        if (words.isEmpty()) throw new OracleProblem("the oracle setting is empty");
        List<String> cmd = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            Path p = resolve(w, base);
            if (Files.isRegularFile(p)) {
                cmd.add(p.toString());
            } else if (i == 0 && w.contains("/")) {
                throw new OracleProblem("the oracle " + w + " does not exist (looked at " + p + ")");
            } else {
                cmd.add(w);
            }
        }
        return cmd;
    }

    private static Path resolve(String word, Path base) {
        try {
            Path p = Path.of(word);
            if (p.isAbsolute() || base == null) return p.toAbsolutePath().normalize();
            return base.resolve(p).toAbsolutePath().normalize();
        } catch (java.nio.file.InvalidPathException e) {
            return Path.of("/nonexistent");
        }
    }

    static List<String> split(String s) {
        List<String> words = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else cur.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) words.add(cur.toString());
                cur.setLength(0);
                inWord = false;
            } else {
                cur.append(c);
                inWord = true;
            }
        }
        if (inWord) words.add(cur.toString());
        return words;
    }
}
