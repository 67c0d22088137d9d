package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.parse.Languages;

/**
 * The run's last two oracle latencies are one: the final result's re-checks are asked beside the
 * first question of the stage past the grammar (the input without its last token), which an
 * oracle that wants whole programs refuses, so the run ends right after it.
 */
class FinalRechecksTest {
    private static final String INPUT = """
            (declare-fun x () Int)
            (declare-fun y () Int)
            (assert (> y 0))
            (assert (= x 3))
            (assert (< y 8))
            (check-sat)
            """;

    /** The bug needs the assertion about x, its declaration and a whole {@code (check-sat)}. */
    private static final Predicate<String> BUG = t -> t.contains("(= x 3)") && t.contains("(declare-fun x () Int)")
            && t.contains("(check-sat)");

    /**
     * The truth, where a question about the result cut before its last token, and each question
     * about the result after the first (that one is the candidate the reduction accepted; the
     * cache answers it after that), wait (at most 5 s) until one of the other kind runs beside
     * it, and tell whether one did.
     */
    private static final class Meeting implements Oracle {
        private final String result;
        private final String cut;
        private int resultsAsked;
        private int resultsRunning;
        private int cutsAsked;
        volatile boolean cutMetResult;

        Meeting(String result) {
            this.result = result;
            int last = result.lastIndexOf(')');
            this.cut = result.substring(0, last) + result.substring(last + 1);
        }

        @Override
        public Outcome test(Candidate candidate, CancelSignal cancel) {
            String t = candidate.text();
            boolean isResult = t.equals(result);
            boolean isCut = t.equals(cut);
            if (isCut || (isResult && askedBefore())) meet(isCut);
            return Outcome.of(BUG.test(t));
        }

        private synchronized boolean askedBefore() {
            return resultsAsked++ > 0;
        }

        private synchronized void meet(boolean isCut) {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            try {
                if (isCut) {
                    cutsAsked++;
                    notifyAll();
                    while (resultsRunning == 0 && waitUntil(until)) {
                        // a re-check asked beside this question is already running
                    }
                    if (resultsRunning > 0) cutMetResult = true;
                } else {
                    resultsRunning++;
                    int seen = cutsAsked;
                    while (cutsAsked == seen && waitUntil(until)) {
                        // until the question about the cut comes
                    }
                    resultsRunning--;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        /** Waits for a change until the deadline; false once it has passed. */
        private boolean waitUntil(long until) throws InterruptedException {
            long left = until - System.nanoTime();
            if (left <= 0) return false;
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            return true;
        }
    }

    @Test
    void theResultIsReCheckedBesideTheTruncationsFirstQuestion() throws Exception {
        String result = TestPrograms.reduce(Languages.byName("smtlib2"), "t.smt2", INPUT, "default",
                new TestPrograms.RecordingOracle(BUG), 1).text();
        assertTrue(BUG.test(result), result);
        Meeting oracle = new Meeting(result);
        ReductionResult r = TestPrograms.reduce(Languages.byName("smtlib2"), "t.smt2", INPUT, "default", oracle, 3);
        assertEquals(result, r.text(), "the same result at 1 and 3 jobs");
        assertTrue(oracle.cutMetResult, "a re-check of the result ran beside the question about " + oracle.cut);
    }
}
