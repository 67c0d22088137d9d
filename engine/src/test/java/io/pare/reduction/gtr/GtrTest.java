package io.pare.reduction.gtr;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Languages;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.dd.ListReduction;
import io.pare.reduction.hdd.Levels;

/** GTR as the framework paper describes it (§III-B4) on its Fig. 1/2 example. */
class GtrTest {
    private static final GrammarLanguage SUMS = TestPrograms.sums();

    @Test
    void theGrammarDerivedFilterKnowsEveryOneLevelContext() {
        Gtr gtr = new Gtr(SUMS, ListReduction.DDMIN);
        Program p = TestPrograms.parse(SUMS, "13+3+(12)");
        List<Node> level1 = Levels.children(p.root());
        assertFalse(gtr.canDelete(p, p.root()), "never the root");
        assertFalse(gtr.canDelete(p, level1.get(0)), "sum without its first term has no shape in the grammar");
        assertTrue(gtr.canDelete(p, level1.get(1)), "an item may always go");
        Node item = level1.get(2);
        assertFalse(gtr.canDelete(p, item.children().get(0)), "never a child of an item");
        // Substitute-by-child looks through the list and its items: sum subsumes term, so 13, 3 and (12) qualify.
        assertEquals(List.of("13", "3", "(12)"), gtr.substitutes(p, p.root()).stream()
                .map(n -> TestPrograms.textOf(p, n)).toList());
    }

    @Test
    void deletesWhereTheGrammarAllowsAndHoistsThroughItems() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        ReductionResult r = TestPrograms.reduce(SUMS, "e.sum", "13+3+(12)", "gtr", oracle, 1);
        // Iteration 1: sum -> 13 (no), 3 (no), (12) (yes); iteration 2 on "(12)": the root (sum over term) -> 12.
        List<String> asked = oracle.asked().stream().map(TestPrograms::squash).toList();
        assertTrue(asked.containsAll(List.of("13", "3", "(12)", "12")), asked.toString());
        assertEquals("12", squash(r.text()));
        for (String t : oracle.asked()) TestPrograms.parse(SUMS, t);
    }

    @Test
    void deletesOptionalPartsByTheGrammarsShapesAndKeepsAPlusItem() throws Exception {
        // (assert (f a b c)): the arguments are a + list, so f keeps one of them.
        RecordingOracle oracle = new RecordingOracle(t -> squash(t).matches("\\(assert\\(f[a-c]*b[a-c]*\\)\\)"));
        ReductionResult r = TestPrograms.reduce(Languages.byName("smtlib2"), "t.smt2", "(assert (f a b c))", "gtr", oracle, 1);
        assertEquals("(assert (f b))", r.text().strip());
        assertTrue(oracle.asked().stream().noneMatch(t -> squash(t).contains("(f)")), "never an empty + list");
    }
}
