package io.pare.server.commands;

import io.pare.server.oracle.OracleReport;

/**
 * What a Pare command answers. The user also sees each outcome as a message or a document; this
 * answer is for clients and tests that want to act on it.
 *
 * @param status       {@code done}, {@code cancelled}, {@code refused}, {@code failed},
 *                     {@code unavailable}, {@code not-running}
 * @param message      what happened, in words
 * @param resultUri    the result document (Reduce, default mode), or null
 * @param inputTokens  tokens before (Reduce), or null
 * @param outputTokens tokens after (Reduce), or null
 * @param oracle       the script "Create oracle…" wrote or tried, its checks and verdicts; null for other actions
 */
public record CommandResult(String status, String message, String resultUri, Integer inputTokens,
        Integer outputTokens, OracleReport oracle) {
    public static final String DONE = "done", CANCELLED = "cancelled", REFUSED = "refused", FAILED = "failed",
            UNAVAILABLE = "unavailable", NOT_RUNNING = "not-running";

    public CommandResult(String status, String message, String resultUri, Integer inputTokens, Integer outputTokens) {
        this(status, message, resultUri, inputTokens, outputTokens, null);
    }

    public static CommandResult of(String status, String message) {
        return new CommandResult(status, message, null, null, null);
    }

    public static CommandResult of(String status, String message, OracleReport oracle) {
        return new CommandResult(status, message, null, null, null, oracle);
    }
}
