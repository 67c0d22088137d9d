package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.parse.Languages;

/**
 * A cancel while the oracle checks the input (a slow oracle, an editor closed at once) ends the
 * run with the input as it is: the oracle stopped by the cancel said "no", which is not the
 * oracle rejecting the input, and no query starts after it (the first candidates may be asked
 * beside the check).
 */
class CancelDuringCheckTest {
    private static final String INPUT = "(declare-fun x () Int)\n(assert (= x 3))\n(check-sat)\n";

    /** Runs until its query is cancelled, then answers no, as a script killed by Pare does. */
    private static final class Slow implements Oracle {
        final AtomicInteger started = new AtomicInteger();
        final CountDownLatch running = new CountDownLatch(1);

        @Override
        public Outcome test(Candidate candidate, CancelSignal cancel) throws InterruptedException {
            started.incrementAndGet();
            running.countDown();
            while (!cancel.isCancelled()) Thread.sleep(5);
            return Outcome.of(false);
        }
    }

    @Test
    void aCancelDuringTheCheckOfTheInputEndsTheRunWithTheInputAndStartsNoOtherQuery() throws Exception {
        Slow oracle = new Slow();
        ReductionRun run = new ReductionRun(new ReductionRequest("t.smt2", INPUT, StandardCharsets.UTF_8,
                Languages.byName("smtlib2"), "perses", oracle, 2, null, false), e -> { });
        CompletableFuture<ReductionResult> result = CompletableFuture.supplyAsync(() -> {
            try {
                return run.run();
            } catch (Exception e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        });
        assertTrue(oracle.running.await(10, TimeUnit.SECONDS));
        run.cancel();
        ReductionResult r = result.get(10, TimeUnit.SECONDS);
        assertTrue(r.cancelled());
        assertEquals(INPUT, r.text());
        // every query runs until the cancel: the check, and at 2 jobs at most one candidate asked beside it
        assertTrue(oracle.started.get() <= 2, "queries started: " + oracle.started.get());
    }
}
