package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.grammars.LanguageGrammar;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.reduction.vulcan.LocalExhaustive;

/** A region keeps its name while other parts of the program go, and loses it when one of its own tokens changes. */
class RegionMemoryTest {
    private static final String OPTS = """
            grammar Opts;
            prog : A? B? C? D? E? F? EOF ;
            A : 'a' ; B : 'b' ; C : 'c' ; D : 'd' ; E : 'e' ; F : 'f' ;
            WS : [ ]+ -> channel(HIDDEN) ;
            """;

    @Test
    void aRegionIsNamedByItsTokensPlacesInTheInputNotByItsPlaceInTheProgram() throws Exception {
        Program whole = TestPrograms.parse(TestPrograms.sums(), "13+3+(12)");
        Node paren = find(whole, "(12)");
        long before = RegionMemory.key(whole, List.of(paren));
        // the same text without its first summand: the region "(12)" is at the same input place
        Program shorter = TestPrograms.sums().parse("e.sum", "3+(12)", StandardCharsets.UTF_8, i -> i + 3);
        assertEquals(before, RegionMemory.key(shorter, List.of(find(shorter, "(12)"))));
        Program renamed = TestPrograms.parse(TestPrograms.sums(), "13+3+(10)");
        Node inner = sameTokensAsParent(whole, whole.root());
        assertNotEquals(RegionMemory.key(whole, List.of(inner)), RegionMemory.key(whole, List.of(inner.parent())),
                "a node and the one above it over the same tokens are two regions: each has its own candidates");
        assertNotEquals(before, RegionMemory.key(renamed, List.of(find(renamed, "(10)"))));
    }

    @Test
    void exhaustiveDeletionThatRemembersAsksAboutAWindowOnceWhileItsTokensStay() throws Exception {
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("opts", OPTS, null, "prog"));
        assertEquals(0, secondRoundCandidates(lang, LocalExhaustive.remembering(3)));
        assertTrue(secondRoundCandidates(lang, new LocalExhaustive(3)) > 0, "the paper's way tries every window again");
    }

    /**
     * Sub-tree replacement's memory reads a name as where it first occurs: T-Rec's rename of a
     * loop variable onto a fresh name ({@code h} to {@code g}) leaves the loop's region standing,
     * one onto a name in use ({@code h} to the global {@code a}) does not, and the plain memory,
     * which reads texts, loses it to either.
     */
    @Test
    void aMemoryReadingNamesKeepsARegionThroughARenameOntoAFreshNameOnly() {
        String text = "int a;\nint h;\nint main(void) { for (; h < 3; h++) a = h; return 0; }\n";
        Language c = Languages.byName("c");
        RegionMemory names = RegionMemory.readingNames(Identifiers.types(c, null));
        Program before = TestPrograms.parse(c, text);
        long loop = names.region(before, List.of(loop(before)));

        Program fresh = RefusalMemoryTest.renamed(text, "h", "g");
        assertEquals(loop, names.region(fresh, List.of(loop(fresh))), "h -> g: the same loop but for a name");
        assertNotEquals(RegionMemory.key(before, List.of(loop(before))), RegionMemory.key(fresh, List.of(loop(fresh))),
                "read as texts, the rename changed the loop");

        Program merged = RefusalMemoryTest.renamed(text, "h", "a");
        assertNotEquals(loop, names.region(merged, List.of(loop(merged))), "h -> a: the loop's variable is now the global it wrote");
    }

    /** The outermost node that starts with the program's {@code for}. */
    private static Node loop(Program p) {
        java.util.ArrayDeque<Node> queue = new java.util.ArrayDeque<>(List.of(p.root()));
        while (!queue.isEmpty()) {
            Node n = queue.poll();
            if (n.size() > 0 && p.tokens().get(n.firstTokenNode().tokenIndex()).text().equals("for")) return n;
            queue.addAll(n.children());
        }
        throw new AssertionError("no loop");
    }

    /** Candidates the second of two rounds on the same program decides (nothing is interesting). */
    private static long secondRoundCandidates(GrammarLanguage lang, Reducer ee) throws Exception {
        try (QueryService q = new QueryService(new RecordingOracle(t -> false), 1, "x.opts", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(lang, "x.opts", "a b c d e f", q, ReductionListener.NONE);
            s.round(ee, ee.name());
            long first = q.decided();
            assertTrue(first > 0);
            s.round(ee, ee.name());
            return q.decided() - first;
        }
    }

    /** A node whose parent covers exactly its tokens (a list item holding one term, say). */
    private static Node sameTokensAsParent(Program p, Node n) {
        for (Node c : n.children()) {
            if (c.size() > 0 && c.size() == n.size()) return c;
            Node below = c.size() > 0 ? sameTokensAsParent(p, c) : null;
            if (below != null) return below;
        }
        return null;
    }

    /** The outermost node whose tokens read {@code text}. */
    private static Node find(Program p, String text) {
        java.util.ArrayDeque<Node> queue = new java.util.ArrayDeque<>(List.of(p.root()));
        while (!queue.isEmpty()) {
            Node n = queue.poll();
            if (TestPrograms.textOf(p, n).equals(text)) return n;
            queue.addAll(n.children());
        }
        throw new AssertionError("no node reads " + text);
    }
}
