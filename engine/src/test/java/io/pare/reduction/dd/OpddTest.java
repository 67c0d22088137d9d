package io.pare.reduction.dd;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.TextLanguage;
import io.pare.reduction.ReductionResult;

/** OPDD (framework §3.2) on the leaves of the paper's "13+3+(12)", golden against the pseudo-code. */
class OpddTest {

    @Test
    void onePassOverTheComplementsWithoutRevisiting() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> squash(t).contains("13+") && squash(t).contains("(12)"));
        ReductionResult r = TestPrograms.reduce(new TextLanguage(), "sum.txt", "13+3+(12)", "opdd", oracle, 1);
        List<String> asked = oracle.asked().stream().map(TestPrograms::squash).toList();
        assertEquals(List.of(
                "13+3+(12)",                  // the original
                "",                           // the empty list
                "13+3+", "(12)",              // n = 2: the two subsets
                "13+", "3+", "(12", ")",      // n = 4: subsets
                "3+(12)", "13+(12)",          // one pass: drop Δ1 (no), drop Δ2 (yes, kept) ...
                "13+)", "13+(12",             // ... and on with Δ3, Δ4 against what is kept: no revisit
                "13", "+", "(", "12"),        // n = min(5, 2·3): single-token subsets (")" is a cache hit)
                asked.subList(0, 16));
        assertEquals("13+(12)", squash(r.text()));
    }
}
