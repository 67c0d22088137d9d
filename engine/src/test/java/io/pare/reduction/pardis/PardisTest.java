package io.pare.reduction.pardis;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Languages;
import io.pare.reduction.ReductionResult;

/** Pardis and Pardis Hybrid as the framework paper describes them (§III-B6) on its Fig. 1/2 example. */
class PardisTest {
    private static final GrammarLanguage SUMS = TestPrograms.sums();

    @Test
    void largestFirstOneQueryPerNodeAndTheWholeListBeforeItsItems() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        ReductionResult r = TestPrograms.reduce(SUMS, "e.sum", "13+3+(12)", "pardis", oracle, 1);
        List<String> asked = oracle.asked().stream().map(TestPrograms::squash).toList();
        // the * list (7 tokens) first, then its larger item, then the smaller one; then iteration 2
        // tries the now one-item list once and does not try its item again (nullability pruning); the
        // result is asked about three times more at the end.
        assertEquals(List.of("13+3+(12)", "13", "13+3", "13+(12)", "13+(12)", "13+(12)", "13+(12)"), asked);
        assertEquals("13+(12)", squash(r.text()));
    }

    @Test
    void hybridReducesEqualSizedItemsOfOneListTogether() throws Exception {
        // Four one-token-pair items "+1" .. "+4" of the same size: one OPDD run over the group.
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("3"));
        ReductionResult r = TestPrograms.reduce(SUMS, "e.sum", "0+1+2+3+4", "pardis-hybrid", oracle, 1);
        List<String> asked = oracle.asked().stream().map(TestPrograms::squash).toList();
        assertEquals("0", asked.get(1), "the whole list first");
        assertEquals("0+1+2", asked.get(2), "then OPDD on the four equal items (\"remove all\" is a cache hit)");
        assertEquals("0+3", squash(r.text()));
        RecordingOracle plain = new RecordingOracle(t -> t.contains("3"));
        TestPrograms.reduce(SUMS, "e.sum", "0+1+2+3+4", "pardis", plain, 1);
        assertTrue(oracle.asked().size() <= plain.asked().size(), oracle.asked() + " vs " + plain.asked());
    }

    @Test
    void plusListsKeepOneItem() throws Exception {
        for (String reducer : List.of("pardis", "pardis-hybrid")) {
            RecordingOracle oracle = new RecordingOracle(t -> squash(t).matches("\\(assert\\(f[a-c]*b[a-c]*\\)\\)"));
            ReductionResult r = TestPrograms.reduce(Languages.byName("smtlib2"), "t.smt2", "(assert (f a b c))", reducer,
                    oracle, 1);
            assertEquals("(assert (f b))", r.text().strip(), reducer);
            assertTrue(oracle.asked().stream().noneMatch(t -> squash(t).contains("(f)")), reducer + ": never an empty + list");
        }
    }
}
