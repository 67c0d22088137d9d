package io.pare.cli;

import io.pare.oracle.Outcome;
import io.pare.query.OracleBrokenException;
import io.pare.reduction.OracleTurnedException;
import io.pare.reduction.OriginalNotInterestingException;
import io.pare.reduction.ppr.PairInputException;

/**
 * The skeleton every command that runs an oracle goes through ({@code reduce}, on a file or a set,
 * {@code canonicalize}, {@code pair}), so that they share one set of exit rules (CLI.md): 0 when
 * the run finished (also at --max-seconds); 2 when the oracle rejects an original, cannot be run
 * at all, rejects the original at the end of the run (it changed meanwhile), or the input is refused, with what the oracle printed so the user can see why without
 * running it by hand; 130 on Ctrl-C, which cancels the run (its best result is already on disk);
 * 1 for anything else (PareCli). Results that cannot be written are exit 2 too ({@link ResultFiles}).
 */
final class GuardedRun {
    private GuardedRun() {
    }

    @FunctionalInterface
    interface Body<R> {
        R run() throws OriginalNotInterestingException, PairInputException, InterruptedException;
    }

    /** The oracle as the user would run it on the refused original; {@code property} says whose, for pair (else null). */
    @FunctionalInterface
    interface OracleShown {
        String of(PairInputException.Property property);
    }

    /** @param nothingDone how a refusal's message ends, e.g. "nothing was reduced" */
    static <R> R run(Body<R> body, Runnable cancel, ProgressPrinter progress, String nothingDone, OracleShown oracleShown,
            AutoCloseable... oracles) throws UsageException, InterruptedException {
        InterruptGuard guard = InterruptGuard.install(cancel, oracles);
        try {
            return body.run();
        } catch (OriginalNotInterestingException e) {
            throw refused(e.getMessage(), nothingDone, e.outcome(), oracleShown.of(null));
        } catch (PairInputException e) {
            throw refused(e.getMessage(), nothingDone, e.outcome(), e.outcome() == null ? null : oracleShown.of(e.property()));
        } catch (OracleBrokenException e) {
            throw new UsageException("the oracle cannot be run: " + e.getMessage().strip());
        } catch (OracleTurnedException e) {
            throw new UsageException(e.getMessage() + "; no result is handed back as passing it");
        } finally {
            guard.close();
            progress.finish();
        }
    }

    private static UsageException refused(String why, String nothingDone, Outcome outcome, String oracle) {
        if (outcome == null) return new UsageException(why + "; " + nothingDone + ".");
        return new UsageException(why + "; " + nothingDone + ".\n  oracle: " + oracle + "\n" + outputTail(outcome.outputTail()));
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
