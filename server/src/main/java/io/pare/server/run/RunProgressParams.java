package io.pare.server.run;

/**
 * Parameters of {@code pare/progress}: one run's progress as fields, for clients that show counts
 * (the VS Code status bar) and should not have to read them out of the human {@code $/progress}
 * text. Sent when the run's progress begins, with each {@code $/progress} report, and once more
 * when the run ends, with its final {@code state}. Null fields are left out of the JSON.
 *
 * @param runId          the run: its work-done progress token when it has one (the client's from
 *                       {@code executeCommand}, or the one the server created), else an id of the server's
 * @param uri            the document the run works on
 * @param command        the action's command ({@code pare.reduce}, {@code pare.canonicalize}, {@code pare.pairwiseDiff})
 * @param state          {@code running}, then one of {@code done}, {@code cancelled}, {@code failed}
 * @param pass           the engine pass now running (e.g. {@code perses}), or null before the first
 * @param round          that pass's round, or null
 * @param tokens         the best candidate's size (a pairwise diff: seed and variant together), or null
 *                       until the engine has parsed the input; while running, as the current pass counts
 *                       (a text file's first passes count lines), and in the final state of a
 *                       reduction, the result's tokens
 * @param originalTokens the input's tokens, or null until parsed
 * @param queries        oracle queries run so far
 * @param cacheHits      candidates the cache answered without running the oracle
 * @param elapsedSeconds seconds since the run's progress began
 */
public record RunProgressParams(String runId, String uri, String command, String state, String pass, Integer round,
        Integer tokens, Integer originalTokens, long queries, long cacheHits, double elapsedSeconds) {
    public static final String RUNNING = "running", DONE = "done", CANCELLED = "cancelled", FAILED = "failed";

    static RunProgressParams of(String runId, String uri, String command, String state, RunCounts c,
            double elapsedSeconds) {
        return new RunProgressParams(runId, uri, command, state, c.pass(), c.round(), c.tokens(), c.originalTokens(),
                c.queries(), c.cacheHits(), elapsedSeconds);
    }
}
