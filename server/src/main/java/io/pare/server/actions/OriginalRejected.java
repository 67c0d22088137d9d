package io.pare.server.actions;

import io.pare.oracle.Outcome;
import io.pare.server.oracle.ResolvedOracle;

/** The message for an oracle that rejects the unmodified input: its exit status and the tail of its output. */
final class OriginalRejected {
    static final int TAIL_LINES = 15;

    private OriginalRejected() {
    }

    static String message(String name, ResolvedOracle oracle, Outcome outcome) {
        String status = outcome.exitCode() >= 0 ? "exit status " + outcome.exitCode()
                : outcome.verdict().toString().toLowerCase().replace('_', ' ');
        StringBuilder sb = new StringBuilder("Pare: the oracle does not accept the original ").append(name)
                .append(" (").append(status).append("), so there is nothing to reduce. Oracle: ")
                .append(String.join(" ", oracle.command())).append(" (from ").append(oracle.source()).append(").");
        String tail = outcome.outputTail() == null ? "" : outcome.outputTail().strip();
        if (tail.isEmpty()) {
            sb.append(" It printed nothing.");
        } else {
            String[] lines = tail.split("\\R");
            sb.append(" Last lines of its output:");
            for (int i = Math.max(0, lines.length - TAIL_LINES); i < lines.length; i++) sb.append("\n").append(lines[i]);
        }
        return sb.toString();
    }
}
