package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionEvent;
import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.parse.Languages;
import io.pare.query.QueryService;

/** A flaky oracle is found out and contained: the result always passes it, and the user is told. */
class FlakyOracleTest {
    /** Eight assertions; the bug needs the one about x. */
    private static final String INPUT = """
            (declare-fun x () Int)
            (declare-fun y () Int)
            (assert (> y 0))
            (assert (< y 9))
            (assert (= x 3))
            (assert (> y 1))
            (assert (< y 8))
            (assert (> y 2))
            (check-sat)
            """;

    private static final Predicate<String> BUG = t -> t.contains("(= x 3)") && t.contains("(declare-fun x () Int)");

    /** The truth, except that every {@code period}th call (counting from {@code offset}) answers {@code lie}. */
    private static final class Flaky implements Oracle {
        private final AtomicInteger calls = new AtomicInteger();
        private final int period;
        private final int offset;
        private final boolean lie;
        /** Whether a lie contradicted the truth (a lie about a candidate with the bug is no lie). */
        volatile boolean misled;

        Flaky(int period, int offset, boolean lie) {
            this.period = period;
            this.offset = offset;
            this.lie = lie;
        }

        @Override
        public Outcome test(Candidate candidate, CancelSignal cancel) {
            int n = calls.getAndIncrement();
            boolean truth = BUG.test(candidate.text());
            if (n % period == offset) {
                if (lie != truth) misled = true;
                return Outcome.of(lie);
            }
            return Outcome.of(truth);
        }
    }

    private static ReductionResult reduce(Oracle oracle, List<String> warnings) throws Exception {
        return new ReductionRun(new ReductionRequest("t.smt2", INPUT, StandardCharsets.UTF_8, Languages.byName("smtlib2"),
                "perses", oracle, 1, null, false), e -> {
                    if (e instanceof ReductionEvent.Warning w) warnings.add(w.message());
                }).run();
    }

    @Test
    void anOracleThatSaysYesAtRandomNeverGetsAResultWithoutTheBug() throws Exception {
        boolean misledOnce = false;
        for (int offset = 1; offset < 9; offset++) {
            List<String> warnings = new ArrayList<>();
            Flaky oracle = new Flaky(9, offset, true);
            ReductionResult r = reduce(oracle, warnings);
            assertTrue(BUG.test(r.text()), "offset " + offset + ": " + r.text());
            assertEquals(oracle.misled, warnings.stream().anyMatch(w -> w.contains("flaky")),
                    "offset " + offset + ": the user is told when the oracle misled: " + warnings);
            misledOnce |= oracle.misled;
        }
        assertTrue(misledOnce, "some of the lies mattered");
    }

    @Test
    void aRunThatBuiltOnAFalseYesReducesAgainFromTheResultTheOracleAccepts() throws Exception {
        String sound = reduce(new RecordingOracle(BUG), new ArrayList<>()).text();
        int reducedAgain = 0;
        for (int offset = 1; offset < 9; offset++) {
            List<String> warnings = new ArrayList<>();
            ReductionResult r = reduce(new Flaky(9, offset, true), warnings);
            // every acceptance of the new reduction is asked twice, and no two answers in a row lie
            assertEquals(sound, r.text(), "offset " + offset + ": " + warnings);
            if (warnings.stream().anyMatch(w -> w.startsWith("reducing again"))) reducedAgain++;
            // the result's tokens, where given, are where the editor finds them in the input
            for (io.pare.program.Token t : r.tokens()) {
                assertTrue(INPUT.startsWith(t.text(), t.origin()), "offset " + offset + ": " + t + " in the input");
            }
        }
        assertTrue(reducedAgain > 0, "some lies were built on");
    }

    @Test
    void aTextThatLostTheBugIsNotHandedBackOnTwoLuckyYesInFourAsks() throws Exception {
        // about a text without the bug: yes on its 1st, 3rd and 4th asks, no after. The reducer
        // builds on the first yes; the result's re-checks split; two yes in four asks would
        // pass it, and each earlier best after the first false yes too.
        java.util.Map<String, AtomicInteger> asks = new java.util.concurrent.ConcurrentHashMap<>();
        Oracle lucky = (candidate, cancel) -> {
            int k = asks.computeIfAbsent(candidate.text(), t -> new AtomicInteger()).incrementAndGet();
            return Outcome.of(BUG.test(candidate.text()) || k == 1 || k == 3 || k == 4);
        };
        List<String> warnings = new ArrayList<>();
        ReductionResult r = reduce(lucky, warnings);
        assertTrue(BUG.test(r.text()), r.text());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("flaky")), warnings.toString());
    }

    @Test
    void aTextThatLostTheBugIsNotHandedBackOnThreeLuckyYesInARow() throws Exception {
        // about a text without the bug: yes on its first three asks, no after. The reducer builds
        // on the first yes, and the result's re-checks start with two more: at 4% false yes, two
        // lucky re-checks come once in 625 runs, often enough to show in the fault suite
        java.util.Map<String, AtomicInteger> asks = new java.util.concurrent.ConcurrentHashMap<>();
        Oracle lucky = (candidate, cancel) -> {
            int k = asks.computeIfAbsent(candidate.text(), t -> new AtomicInteger()).incrementAndGet();
            return Outcome.of(BUG.test(candidate.text()) || k <= 3);
        };
        List<String> warnings = new ArrayList<>();
        ReductionResult r = reduce(lucky, warnings);
        assertTrue(BUG.test(r.text()), r.text());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("flaky")), warnings.toString());
    }

    @Test
    void anOracleThatSaysNoAtRandomIsAskedAgainAboutTheInputAndStillReduces() throws Exception {
        List<String> warnings = new ArrayList<>();
        ReductionResult r = reduce(new Flaky(10, 0, false), warnings); // its very first answer, about the input, is no
        assertTrue(BUG.test(r.text()), r.text());
        assertTrue(r.outputTokens() < r.inputTokens() / 2, r.text());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("both no and yes about the input")), warnings.toString());
    }

    @Test
    void anOracleThatTurnsToRejectEverythingHandsBackNoResult() throws Exception {
        // sound for its first 12 answers (the input and some acceptances), then "no" to everything:
        // a script edited to fail, or deleted and run through sh, during the run
        AtomicInteger calls = new AtomicInteger();
        List<String> asked = new ArrayList<>();
        Oracle turning = (candidate, cancel) -> {
            synchronized (asked) {
                asked.add(candidate.text());
            }
            return Outcome.of(calls.incrementAndGet() <= 12 && BUG.test(candidate.text()));
        };
        List<String> warnings = new ArrayList<>();
        org.junit.jupiter.api.Assertions.assertThrows(OracleTurnedException.class, () -> reduce(turning, warnings));
        // the result's re-checks, then the input's: not every earlier result up to four times each
        long afterTurn = calls.get() - 12;
        assertTrue(afterTurn <= 60, afterTurn + " questions after the oracle turned");
        assertEquals(INPUT, asked.get(asked.size() - 1), "the last question is about the input");
    }

    @Test
    void aSoundOracleIsAskedAgainAboutOneAcceptanceInSixteenAndTheResultThreeTimes() throws Exception {
        RecordingOracle sound = new RecordingOracle(BUG);
        List<String> warnings = new ArrayList<>();
        ReductionResult r = reduce(sound, warnings);
        assertTrue(warnings.isEmpty(), warnings.toString());
        List<String> asked = sound.asked();
        long repeats = asked.size() - asked.stream().distinct().count();
        // the final result four times (found, then the re-checks); a sample of acceptances once more
        assertTrue(repeats <= QueryService.FINAL_RECHECKS + r.stats().queries() / 16, repeats + " repeats of " + asked.size());
        assertEquals(asked.get(asked.size() - 1), r.text(), "the last question is the result's re-check");
    }
}
