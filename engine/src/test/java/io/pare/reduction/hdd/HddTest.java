package io.pare.reduction.hdd;

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
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Symbols;
import io.pare.reduction.ReductionResult;

/** HDD, CoarseHDD and HDDr as the framework paper describes them (§III-B1–3) on its Fig. 1/2 example. */
class HddTest {
    private static final GrammarLanguage SUMS = TestPrograms.sums();

    @Test
    void minimalReplacementsComeFromTheGrammar() {
        MinimalReplacements m = new MinimalReplacements(SUMS);
        var g = SUMS.grammar();
        assertEquals(List.of("0"), List.of(m.of(Symbols.rule(rule(g, "sum"))).texts()));
        assertEquals(List.of("0"), List.of(m.of(Symbols.rule(rule(g, "term"))).texts()));
        Program p = TestPrograms.parse(SUMS, "(1)+2");
        int lparen = p.tokens().get(0).type();
        int add = p.tokens().get(3).type();
        assertEquals(List.of("("), List.of(m.of(Symbols.token(lparen)).texts()));
        assertEquals(List.of("+"), List.of(m.of(Symbols.token(add)).texts()));
    }

    @Test
    void levelOneHoldsThirteenAndBothItemsAsInFig2b() {
        Program p = TestPrograms.parse(SUMS, "13+3+(12)");
        List<Node> level = Levels.children(p.root());
        assertEquals(List.of("13", "+3", "+(12)"), level.stream().map(n -> text(p, n)).toList());
        assertEquals(List.of(NodeKind.RULE, NodeKind.ITEM, NodeKind.ITEM), level.stream().map(Node::kind).toList());
    }

    @Test
    void unremovableNodesAreNotOffered() {
        Program p = TestPrograms.parse(SUMS, "13+3+(12)");
        Removal hdd = new Removal(new MinimalReplacements(SUMS), false);
        Node item = Levels.children(p.root()).get(2);
        List<Node> parts = Levels.children(item);
        assertEquals(List.of("+", "(12)"), parts.stream().map(n -> text(p, n)).toList());
        assertFalse(hdd.removable(p, parts.get(0)), "'+' already is its minimal replacement");
        assertTrue(hdd.removable(p, parts.get(1)), "'(12)' can become '0'");
        assertFalse(hdd.removable(p, p.root()), "the root is never offered");
    }

    @Test
    void hddReplacesDeletedNodesByTheirMinimalReplacement() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        ReductionResult r = TestPrograms.reduce(SUMS, "e.sum", "13+3+(12)", "hdd", oracle, 1);
        // Level 1 with ddmin: everything ("0") fails; keeping the chunk [+(12)] replaces 13 by 0.
        List<String> asked = oracle.asked().stream().map(TestPrograms::squash).toList();
        assertEquals(List.of("13+3+(12)", "0", "13+3", "0+(12)"), asked.subList(0, 4));
        assertEquals("0+(12)", squash(r.text()));
        allParse(oracle);
    }

    @Test
    void coarseHddOnlyRemovesNodesWithAnEmptyReplacement() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        ReductionResult r = TestPrograms.reduce(SUMS, "e.sum", "13+3+(12)", "coarse-hdd", oracle, 1);
        assertEquals("13+(12)", squash(r.text()));
        assertTrue(oracle.asked().stream().noneMatch(t -> t.contains("0")), "no minimal replacements");
        allParse(oracle);
    }

    @Test
    void hddrReducesSiblingsOfOneParentInEveryTraversal() throws Exception {
        for (String t : List.of("hddr", "hddr:df-fw", "hddr:bf-fw", "hddr:bf-bw")) {
            RecordingOracle oracle = new RecordingOracle(x -> x.contains("12"));
            ReductionResult r = TestPrograms.reduce(SUMS, "e.sum", "13+3+(12)", t, oracle, 1);
            assertEquals("0+(12)", squash(r.text()), t);
            allParse(oracle);
        }
    }

    @Test
    void hddrRightToLeftVisitsTheLastSubtreeFirst() throws Exception {
        // Two nested terms that can each shrink; depth-first backward reaches (2) before (1).
        RecordingOracle bw = new RecordingOracle(x -> squash(x).contains("((1))+((2))") || squash(x).matches(".*\\(.\\)\\+\\(.\\).*"));
        TestPrograms.reduce(SUMS, "e.sum", "((1))+((2))", "hddr", bw, 1);
        int first1 = indexOf(bw.asked(), "(0)+((2))");
        int first2 = indexOf(bw.asked(), "((1))+(0)");
        assertTrue(first2 >= 0 && (first1 < 0 || first2 < first1), bw.asked().toString());
    }

    @Test
    void aPlusListKeepsOneItemAsItsMinimalReplacement() throws Exception {
        for (String reducer : List.of("hdd", "hddr", "coarse-hdd")) {
            RecordingOracle oracle = new RecordingOracle(t -> squash(t).startsWith("(assert(f"));
            ReductionResult r = TestPrograms.reduce(Languages.byName("smtlib2"), "t.smt2", "(assert (f a b c))", reducer,
                    oracle, 1);
            assertTrue(oracle.asked().stream().noneMatch(t -> squash(t).contains("(f)")), reducer + ": never an empty + list");
            assertTrue(squash(r.text()).matches("\\(assert\\(f.+\\)\\)"), reducer + ": " + r.text());
        }
    }

    static void allParse(RecordingOracle oracle) {
        for (String asked : oracle.asked()) TestPrograms.parse(SUMS, asked);
    }

    private static int indexOf(List<String> asked, String squashed) {
        for (int i = 0; i < asked.size(); i++) {
            if (squash(asked.get(i)).equals(squashed)) return i;
        }
        return -1;
    }

    private static int rule(io.pare.parse.CompiledGrammar g, String name) {
        for (int r = 0; r < g.ruleCount(); r++) {
            if (g.ruleName(r).equals(name)) return r;
        }
        throw new AssertionError(name);
    }

    static String text(Program p, Node n) {
        return TestPrograms.textOf(p, n);
    }

}
