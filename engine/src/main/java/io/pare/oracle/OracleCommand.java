package io.pare.oracle;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An oracle as the user gives it ({@code --test}, the editor's setting) made into the command
 * {@link ScriptOracle} runs; the command line and the language server parse it alike. It is a
 * script's path or a command line whose words are split at blanks, single and double quotes
 * grouping. Words naming existing files become absolute (the oracle runs in a temporary folder);
 * a script that is not executable runs through {@code sh} ({@link #viaSh} says so, for a note).
 * An empty oracle, a path to nothing, a program neither a file nor on the PATH, and
 * {@code sh missing.sh} are errors, caught before the first query instead of as an oracle that
 * rejects the original.
 *
 * @param words the command; the candidate's path is appended when it runs
 * @param viaSh whether the script is not executable and runs through {@code sh} (its path is then {@code words.get(1)})
 */
public record OracleCommand(List<String> words, boolean viaSh) {
    /** Interpreters whose first operand is a script: a missing one would fail every query. */
    private static final Set<String> SCRIPT_RUNNERS = Set.of("sh", "bash", "dash", "zsh", "ksh", "python", "python3",
            "perl", "ruby", "node");

    public OracleCommand {
        words = List.copyOf(words);
    }

    /** A script's command: run directly when executable, else through {@code sh}. */
    public static OracleCommand forScript(Path script) {
        Path abs = script.toAbsolutePath().normalize();
        if (Files.isExecutable(abs)) return new OracleCommand(List.of(abs.toString()), false);
        return new OracleCommand(List.of("sh", abs.toString()), true);
    }

    /**
     * Parses an oracle; relative paths start at {@code base} (null: the working directory).
     *
     * @throws OracleCommandException with a message a user can act on
     */
    public static OracleCommand parse(String value, Path base) throws OracleCommandException {
        String v = value == null ? "" : value.trim();
        if (v.isEmpty()) throw new OracleCommandException("the oracle is empty");
        Path whole = resolve(v, base);
        if (whole != null && Files.isRegularFile(whole)) return forScript(whole);
        List<String> words = split(v);
        if (words.isEmpty() || words.get(0).isBlank()) throw new OracleCommandException("the oracle is empty");
        String program = words.get(0);
        Path programFile = resolve(program, base);
        boolean programIsFile = programFile != null && Files.isRegularFile(programFile);
        if (!programIsFile && program.contains("/")) {
            throw new OracleCommandException("the oracle " + program + " does not exist"
                    + (programFile != null ? " (looked at " + programFile + ")" : ""));
        }
        if (!programIsFile && !onPath(program)) {
            throw new OracleCommandException("the oracle " + program + " does not exist (no such file, and no such program on the PATH)");
        }
        List<String> cmd = new ArrayList<>();
        boolean viaSh = false;
        if (programIsFile) {
            OracleCommand script = forScript(programFile);
            cmd.addAll(script.words());
            viaSh = script.viaSh();
        } else {
            cmd.add(program);
        }
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i);
            Path p = resolve(w, base);
            boolean isFile = p != null && Files.isRegularFile(p);
            if (i == 1 && !isFile && !w.startsWith("-") && SCRIPT_RUNNERS.contains(Path.of(program).getFileName().toString())) {
                throw new OracleCommandException("the oracle script " + w + " does not exist"
                        + (p != null ? " (looked at " + p + ")" : ""));
            }
            cmd.add(isFile ? p.toString() : w);
        }
        return new OracleCommand(cmd, viaSh);
    }

    private static Path resolve(String word, Path base) {
        try {
            Path p = Path.of(word);
            if (p.isAbsolute() || base == null) return p.toAbsolutePath().normalize();
            return base.resolve(p).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** Whether a program name is found on the PATH (when there is no PATH to look at, assume it is). */
    public static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) return true;
        for (String dir : path.split(File.pathSeparator)) {
            try {
                Path candidate = Path.of(dir.isEmpty() ? "." : dir, program);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) return true;
            } catch (InvalidPathException e) {
                // a malformed PATH entry names no program
            }
        }
        return false;
    }

    /** Words split at blanks, single and double quotes grouping, as an oracle's are (no shell runs them). */
    public static List<String> split(String s) {
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
