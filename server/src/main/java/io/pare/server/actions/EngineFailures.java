package io.pare.server.actions;

import java.io.IOException;

import io.pare.query.OracleBrokenException;
import io.pare.reduction.OriginalNotInterestingException;
import io.pare.server.commands.CommandResult;
import io.pare.server.oracle.ResolvedOracle;

/**
 * What the ways an engine call ends early mean to the user, the same for every action: cancelled
 * before it started or interrupted (quietly), the oracle rejecting the original (with its output)
 * or not running at all, or any other failure (told as an error). Each also ends the progress text.
 */
final class EngineFailures {
    private EngineFailures() {
    }

    static Refusal refusal(RunContext run, String what, Exception e) {
        String name = run.target().name();
        ResolvedOracle oracle = run.oracle();
        if (e instanceof OriginalNotInterestingException rejected) {
            // a cancel makes the oracle's runs on the original fail too: that is not the oracle's verdict
            if (run.active().cancelRequested()) {
                run.endProgress("Cancelled before " + what + " started");
                return new Refusal(CommandResult.of(CommandResult.CANCELLED, "cancelled before " + what + " started"));
            }
            run.endProgress("The oracle rejects the original");
            return run.request().fail(OriginalRejected.message(name, oracle, rejected.outcome()));
        }
        if (e instanceof OracleBrokenException) {
            run.endProgress("The oracle cannot be run");
            return run.request().fail("Pare cannot run the oracle " + String.join(" ", oracle.command()) + " (from "
                    + oracle.source() + "): " + e.getMessage());
        }
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            run.endProgress("Interrupted");
            return new Refusal(CommandResult.of(CommandResult.CANCELLED, "interrupted"));
        }
        run.endProgress("Failed");
        if (e instanceof IOException) {
            return run.request().fail("Pare cannot prepare the oracle's work folder: " + e.getMessage());
        }
        return run.request().fail("Pare: " + what + " of " + name + " failed: " + e.getMessage());
    }
}
