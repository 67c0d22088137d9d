package io.pare.server.oracle;

import java.util.List;

/**
 * What {@code pare.createOracle} answers about the script, for clients that show it their way.
 *
 * @param path     where the script is (or would have been) written
 * @param uri      the same as a URI
 * @param kind     the kind's name ({@code output}, {@code crash}, ...)
 * @param meaning  what exit 0 of the script means
 * @param checks   what the script checks, in the user's words
 * @param saved    whether the script was written (only when it accepts the file and rejects an empty one)
 * @param used     whether "Reduce test case" on the document now resolves to this script (a setting comes first)
 * @param verdicts the script on the file, on an empty file and on the file's first half
 * @param output   the end of what the (first) command printed on the file
 */
public record OracleReport(String path, String uri, String kind, String meaning, List<String> checks, boolean saved,
        boolean used, List<TrialVerdict> verdicts, String output) {
    public OracleReport {
        checks = List.copyOf(checks);
        verdicts = List.copyOf(verdicts);
    }

    /**
     * One of the three questions asked of the script.
     *
     * @param input      {@code original}, {@code empty} or {@code half}
     * @param label      the input in words ("prog.smt2", "an empty file", "the first half of prog.smt2")
     * @param expected   {@code interesting} or {@code not interesting}
     * @param actual     {@code interesting}, {@code not interesting}, {@code timed out} or {@code error}
     * @param asExpected whether actual is what was expected
     * @param seconds    how long the script took
     */
    public record TrialVerdict(String input, String label, String expected, String actual, boolean asExpected,
            double seconds) {
    }
}
