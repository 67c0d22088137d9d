package io.pare.oracle.make;

import java.util.List;

/**
 * What the user asked {@code pare oracle} for. Commands are shell command lines in which {@code {}}
 * stands for the candidate file; {@code reference} and {@code test} are compilers with their flags
 * (wrong-code), to which the script adds the file and the output name.
 */
public record OracleRequest(OracleKind kind, String fileName, List<String> runs, String reference, String test,
        List<String> patterns, List<String> valid, int timeoutSeconds) {
    public OracleRequest {
        runs = List.copyOf(runs);
        patterns = List.copyOf(patterns);
        valid = List.copyOf(valid);
    }

    public OracleRequest withTimeout(int seconds) {
        return new OracleRequest(kind, fileName, runs, reference, test, patterns, valid, seconds);
    }

    /** What is missing or extra for the kind, as a one-line message; null when the request is complete. */
    public String problem() {
        return switch (kind) {
            case CRASH -> runs.size() == 1 ? null : "crash takes one --run 'CMD {}'";
            case WARNING, OUTPUT -> runs.size() != 1 ? kind.cliName() + " takes one --run 'CMD {}'"
                    : patterns.isEmpty() ? kind.cliName() + " needs --pattern TEXT" : null;
            case DISAGREE -> runs.size() == 2 ? null : "disagree takes two --run 'CMD {}', one per tool";
            case WRONG_CODE -> reference == null || test == null ? "wrong-code needs --reference 'CC FLAGS' and --test 'CC FLAGS'"
                    : runs.isEmpty() ? null : "wrong-code takes --reference and --test, not --run";
        };
    }
}
