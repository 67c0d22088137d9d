package io.pare.reduction.dd;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.TextLanguage;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.ReductionResult;

/** ddmin as the framework paper walks through it (§III-A) on the leaves of "13+3+(12)". */
class DDMinTest {

    @Test
    void splitsSevenLeavesIntoFourChunksLikeThePaper() {
        Program p = Program.flat(TestPrograms.parse(new TextLanguage(), "13+3+(12)"));
        List<Node> items = p.root().children().get(0).children();
        List<List<Node>> chunks = DDMin.split(items, 4);
        assertEquals(List.of(2, 2, 2, 1), chunks.stream().map(List::size).toList());
    }

    @Test
    void walksSubsetsThenComplementsAndRevisitsAfterAComplement() throws Exception {
        // Interesting while "13+" and "(12)" survive: n=2 fails, then at n=4 the complement of
        // Δ2 = [3,+] is the first success, exactly the paper's example.
        RecordingOracle oracle = new RecordingOracle(t -> squash(t).contains("13+") && squash(t).contains("(12)"));
        ReductionResult r = TestPrograms.reduce(new TextLanguage(), "sum.txt", "13+3+(12)", "ddmin", oracle, 1);
        List<String> asked = oracle.asked().stream().map(TestPrograms::squash).toList();
        assertEquals(List.of(
                "13+3+(12)",            // the original is checked first
                "",                     // ddmin's optional first test: the empty list
                "13+3+", "(12)",        // n = 2: Δ1, Δ2 (complements equal the subsets)
                "13+", "3+", "(12", ")", // n = 4: the four subsets
                "3+(12)", "13+(12)"),   // complements ∇1 (fails), ∇2 (interesting)
                asked.subList(0, 10));
        assertEquals("13+(12)", squash(r.text()));
    }
}
