package io.pare.reduction.dd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.Languages;
import io.pare.reduction.ReductionResult;

/** The list reduction under Perses: chunks of halving size, last chunk first, no granularity revisited. */
class ChunkDeletionTest {
    private static final String EIGHT = "(assert p1)(assert p2)(assert p3)(assert p4)(assert p5)(assert p6)(assert p7)(assert p8)";

    /** Which of p1..p8 a candidate still holds, e.g. "346". */
    private static String kept(String text) {
        return text.replaceAll("[^1-8]", "");
    }

    private static ReductionResult reduce(RecordingOracle oracle, int jobs) throws Exception {
        return TestPrograms.reduce(Languages.byName("smtlib2"), "t.smt2", EIGHT, "perses", oracle, jobs);
    }

    @Test
    void walksTheGranularitiesInTheSequentialOrder() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("p3") && t.contains("p6"));
        ReductionResult r = reduce(oracle, 1);
        assertEquals("36", kept(r.text()));
        // everything; halves from the end; quarters from the end, where deleting 7-8 is accepted and the
        // walk goes on below it ("1234" again is answered by the cache); then single items from the end;
        // the fixpoint's second round has one new question left ("3"); then the result's three re-checks
        List<String> expected = List.of("12345678", "", "1234", "5678", "123456", "1256", "3456", "345", "346", "36", "6",
                "3", "36", "36", "36");
        assertEquals(expected, oracle.asked().stream().map(ChunkDeletionTest::kept).toList());
    }

    @Test
    void moreJobsAskAheadAcrossGranularitiesButKeepTheSameResult() throws Exception {
        List<Predicate<String>> bugs = List.of(
                t -> t.contains("p3") && t.contains("p6"),
                t -> t.contains("p8"),
                t -> t.contains("p1") && t.contains("p2") && t.contains("p7"),
                t -> t.contains("p5") || t.contains("p4"));
        for (Predicate<String> bug : bugs) {
            RecordingOracle one = new RecordingOracle(bug);
            ReductionResult sequential = reduce(one, 1);
            for (int jobs : new int[] {2, 4}) {
                RecordingOracle more = new RecordingOracle(bug);
                ReductionResult parallel = reduce(more, jobs);
                assertEquals(sequential.text(), parallel.text(), jobs + " jobs");
                assertTrue(new java.util.HashSet<>(more.asked()).containsAll(one.asked()),
                        "the " + jobs + "-job run asks every query the sequential run asks");
            }
        }
    }
}
