package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.event.ReductionEvent;
import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;
import io.pare.parse.Languages;

/**
 * With two jobs or more, the input's check and the first candidates share one oracle latency:
 * the reduction starts beside the check, and takes no answer until the check holds.
 */
class InputCheckBesideTest {
    private static final String INPUT = """
            (declare-fun x () Int)
            (declare-fun y () Int)
            (assert (> y 0))
            (assert (= x 3))
            (check-sat)
            """;

    private static final Predicate<String> BUG = t -> t.contains("(= x 3)") && t.contains("(declare-fun x () Int)");

    /**
     * Answers the input only once another question runs beside it (or after 5 s), with
     * {@code input}'s answer; every other question gets {@code others}' answer.
     */
    private static final class Beside implements Oracle {
        private final Predicate<String> others;
        private final boolean inputHolds;
        private int running;
        volatile boolean metACandidate;

        Beside(Predicate<String> others, boolean inputHolds) {
            this.others = others;
            this.inputHolds = inputHolds;
        }

        @Override
        public Outcome test(Candidate candidate, CancelSignal cancel) throws InterruptedException {
            if (!candidate.text().equals(INPUT)) {
                synchronized (this) {
                    running++;
                    notifyAll();
                }
                return Outcome.of(others.test(candidate.text()));
            }
            synchronized (this) {
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                while (running == 0 && System.nanoTime() < until) wait(50);
                if (running > 0) metACandidate = true;
            }
            return inputHolds ? Outcome.of(true)
                    : new Outcome(Verdict.NOT_INTERESTING, 1, "error: no bug here", Duration.ofMillis(5));
        }
    }

    @Test
    void theFirstCandidatesAreAskedWhileTheInputIsCheckedAndTheResultIsTheSame() throws Exception {
        String alone = TestPrograms.reduce(Languages.byName("smtlib2"), "t.smt2", INPUT, "default",
                new TestPrograms.RecordingOracle(BUG), 1).text();
        Beside oracle = new Beside(BUG, true);
        List<ReductionEvent> events = Collections.synchronizedList(new ArrayList<>());
        ReductionResult r = new ReductionRun(new ReductionRequest("t.smt2", INPUT, StandardCharsets.UTF_8,
                Languages.byName("smtlib2"), "default", oracle, 3, null, false), events::add).run();
        assertEquals(alone, r.text(), "the same result at 1 and 3 jobs");
        assertTrue(oracle.metACandidate, "a candidate was asked while the input was checked");
        assertTrue(events.get(0) instanceof ReductionEvent.Started, "the run starts first for its listener: " + events.get(0));
    }

    @Test
    void anInputTheOracleRejectsIsReportedWithItsOutputAndNothingIsTakenMeanwhile() {
        // every candidate "shows the bug": had the reduction taken an answer before the check, it would have built on it
        Beside oracle = new Beside(t -> true, false);
        List<ReductionEvent> events = Collections.synchronizedList(new ArrayList<>());
        ReductionRun run = new ReductionRun(new ReductionRequest("t.smt2", INPUT, StandardCharsets.UTF_8,
                Languages.byName("smtlib2"), "default", oracle, 3, null, false), events::add);
        OriginalNotInterestingException e = assertThrows(OriginalNotInterestingException.class, run::run);
        assertTrue(e.outcome().outputTail().contains("error: no bug here"), e.outcome().outputTail());
        assertTrue(oracle.metACandidate, "a candidate was asked while the input was checked");
        assertEquals(List.of(), events, "a run whose input fails never starts for its listener");
    }
}
