package io.pare.server.commands;

/** The commands the server executes ({@code workspace/executeCommand}) and the titles of their code actions. */
public final class PareCommands {
    public static final String REDUCE = "pare.reduce";
    public static final String CANONICALIZE = "pare.canonicalize";
    public static final String PAIRWISE_DIFF = "pare.pairwiseDiff";
    public static final String CANCEL = "pare.cancel";
    public static final String CREATE_ORACLE = "pare.createOracle";

    public static final String REDUCE_TITLE = "Reduce test case";
    public static final String CANONICALIZE_TITLE = "Canonicalize tokens";
    public static final String PAIRWISE_DIFF_TITLE = "Pairwise diff with\u2026";
    public static final String CANCEL_TITLE = "Cancel Pare run";
    public static final String CREATE_ORACLE_TITLE = "Create oracle\u2026";

    private PareCommands() {
    }
}
