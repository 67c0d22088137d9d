package io.pare.cli;

import io.pare.query.OracleBrokenException;
import io.pare.reduction.OriginalNotInterestingException;

/**
 * Runs a reduction with Ctrl-C handling, and turns the two ways it refuses to start (the oracle
 * rejects the original input, or cannot be run at all) into one exit-2 message that shows what
 * the oracle printed, so the user can see why without running it by hand.
 */
final class GuardedRun {
    private GuardedRun() {
    }

    @FunctionalInterface
    interface Body<R> {
        R run() throws OriginalNotInterestingException, InterruptedException;
    }

    /**
     * @param nothingDone how the message ends, e.g. "nothing was reduced"
     * @param oracleShown the oracle as the user would run it on the original, for the message
     */
    static <R> R run(Body<R> body, Runnable cancel, ProgressPrinter progress, String nothingDone, String oracleShown,
            AutoCloseable... oracles) throws UsageException, InterruptedException {
        InterruptGuard guard = InterruptGuard.install(cancel, oracles);
        try {
            return body.run();
        } catch (OriginalNotInterestingException e) {
            throw new UsageException(e.getMessage() + "; " + nothingDone + ".\n  oracle: " + oracleShown + "\n"
                    + outputTail(e.outcome().outputTail()));
        } catch (OracleBrokenException e) {
            throw new UsageException("the oracle cannot be run: " + e.getMessage());
        } finally {
            guard.close();
            progress.finish();
        }
    }

    /** The last lines an oracle printed, indented for an error message. */
    static String outputTail(String tail) {
        if (tail == null || tail.isBlank()) return "  (the oracle printed nothing)";
        String[] lines = tail.strip().split("\n");
        StringBuilder sb = new StringBuilder("  last lines of its output:");
        for (int i = Math.max(0, lines.length - 15); i < lines.length; i++) sb.append("\n  | ").append(lines[i]);
        return sb.toString();
    }
}
