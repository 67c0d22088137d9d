package io.pare.server.highlights;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DiagnosticTag;
import org.eclipse.lsp4j.Position;
import org.junit.jupiter.api.Test;

import io.pare.program.Token;
import io.pare.server.features.PairwiseDiffer.CriticalEdit;
import io.pare.server.text.Positions;

/** Removed regions from token provenance, positions, and the pairwise-diff highlights with their cross-references. */
class HighlightsTest {
    @Test
    void tokensAPassGeneratedInANodesPlaceMarkNothingMore() {
        String original = "(a b)\n(c d)\n";
        // sub-tree replacement put "(" "c" ")" where "(c d)" stood: all three carry that node's origin, 6
        List<Token> kept = List.of(new Token(1, "(", 0, 1, 0), new Token(2, "a", 1, 2, 1), new Token(1, ")", 2, 3, 4),
                new Token(1, "(", 0, 1, 6), new Token(2, "c", 1, 2, 6), new Token(1, ")", 2, 3, 6), new Token(2, "x", 3, 4, -1));
        List<int[]> r = RemovedRegions.compute(original, kept);
        assertEquals(2, r.size());
        assertArrayEquals(new int[] {3, 4}, r.get(0)); // "b"
        assertArrayEquals(new int[] {7, 11}, r.get(1)); // "c d)": the generated tokens stand for nothing of the original past "("
    }

    @Test
    void removedRegionsAreTheGapsBetweenKeptTokensTrimmed() {
        String original = "(a b)\n; comment\n(c d)\n";
        List<Token> kept = List.of(new Token(1, "(", 0, 1, 0), new Token(2, "a", 1, 2, 1), new Token(1, ")", 2, 3, 4),
                new Token(2, "d", 0, 1, 19));
        List<int[]> r = RemovedRegions.compute(original, kept);
        assertEquals(3, r.size());
        assertArrayEquals(new int[] {3, 4}, r.get(0)); // "b"
        assertArrayEquals(new int[] {6, 18}, r.get(1)); // "; comment\n(c"
        assertArrayEquals(new int[] {20, 21}, r.get(2)); // ")"
        assertNull(RemovedRegions.compute(original, List.of(new Token(2, "zz", 0, 2, 1))), "tokens that do not match the original");
        var h = RemovedRegions.highlights(original, r);
        assertEquals(new Position(1, 0), h.get(1).range().getStart());
        assertEquals(new Position(2, 2), h.get(1).range().getEnd());
        var d = HighlightPublisher.toDiagnostic(h.get(0));
        assertEquals(DiagnosticSeverity.Hint, d.getSeverity());
        assertEquals(List.of(DiagnosticTag.Unnecessary), d.getTags());
    }

    @Test
    void aTokenRenamedInPlaceKeepsTheOriginalTokensPlace() {
        // (define-fun y9YzxAp () Bool x) reduced and canonicalized: y9YzxAp became a, the Bool went
        String original = "(define-fun y9YzxAp () Bool x)";
        List<Token> kept = List.of(new Token(1, "(", 0, 1, 0), new Token(2, "define-fun", 1, 11, 1),
                new Token(2, "a", 12, 13, 12), new Token(1, "(", 14, 15, 20), new Token(1, ")", 15, 16, 21),
                new Token(2, "x", 17, 18, 28), new Token(1, ")", 18, 19, 29));
        assertNull(RemovedRegions.compute(original, kept), "without the original token's end it cannot be placed");
        List<int[]> r = RemovedRegions.compute(original, kept, o -> o == 12 ? 19 : -1);
        assertEquals(1, r.size());
        assertArrayEquals(new int[] {23, 27}, r.get(0)); // "Bool", not "9YzxAp"
    }

    @Test
    void positionsHandleAllLineEndingsAndClamp() {
        Positions p = new Positions("ab\r\ncd\ref\ng");
        assertEquals(new Position(1, 1), p.position(5));
        assertEquals(new Position(2, 0), p.position(7));
        assertEquals(new Position(3, 1), p.position(99));
        assertEquals(5, p.offset(new Position(1, 1)));
    }

    @Test
    void pairwiseEditsAreHighlightedInBothDocumentsPointingAtEachOther() {
        String seed = "int a=1;\nprintf(a);\n";
        String variant = "int a=1;\na++;\nprintf(a);\n";
        var both = PairwiseHighlights.of(List.of(new CriticalEdit("inserted", 9, 9, 9, 13, "", "a++;")),
                "file:///s.c", seed, "file:///v.c", variant);
        assertEquals(1, both.variant().size());
        Highlight v = both.variant().get(0);
        assertEquals(HighlightKind.INSERTED, v.kind());
        assertEquals(new Position(1, 0), v.range().getStart());
        assertEquals(new Position(1, 4), v.range().getEnd());
        assertEquals("file:///s.c", v.related().getUri());
        Highlight s = both.seed().get(0);
        assertEquals(HighlightKind.CRITICAL, s.kind());
        assertEquals("file:///v.c", s.related().getUri());
        var d = HighlightPublisher.toDiagnostic(s);
        assertEquals(DiagnosticSeverity.Information, d.getSeverity());
        assertEquals("file:///v.c", d.getRelatedInformation().get(0).getLocation().getUri());
        assertEquals(0, PairwiseHighlights.of(List.of(new CriticalEdit("replaced", 0, 1, 0, 1, "1", "3")), null, "1", "u", "3")
                .seed().size(), "a seed without a document (git HEAD) gets no highlights of its own");
    }
}
