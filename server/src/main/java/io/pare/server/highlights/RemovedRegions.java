package io.pare.server.highlights;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntUnaryOperator;

import io.pare.program.Token;
import io.pare.server.text.Positions;

/**
 * The regions of the original text a reduction removed: everything between the surviving tokens
 * (located in the original through their provenance offsets), trimmed of whitespace.
 */
public final class RemovedRegions {
    private RemovedRegions() {
    }

    /**
     * [start, end) offset pairs in {@code original}; null when a kept token does not match the
     * original where it says it comes from. Tokens with no origin, or one inside a span already
     * kept, mark nothing.
     */
    public static List<int[]> compute(String original, List<Token> kept) {
        return compute(original, kept, o -> -1);
    }

    /**
     * As {@link #compute(String, List)}, where a kept token may have been rewritten in place (T-Rec
     * renames {@code y9YzxAp} to {@code a}): such a token still stands where the original token at
     * its origin stood, and {@code originalTokenEnd} gives where that one ends (-1: unknown, and
     * then the tokens do not match).
     */
    public static List<int[]> compute(String original, List<Token> kept, IntUnaryOperator originalTokenEnd) {
        List<Token> sorted = new ArrayList<>(kept);
        sorted.sort(Comparator.comparingInt(Token::origin));
        List<int[]> regions = new ArrayList<>();
        int from = 0;
        for (Token t : sorted) {
            int o = t.origin();
            // tokens a pass generated in a node's place (sub-tree replacement, text passes) share the
            // node's origin, or have none: what they stand in is kept already, or they mark nothing
            if (o < 0 || o < from) continue;
            if (o > original.length()) return null;
            int end = original.startsWith(t.text(), o) ? t.originEnd() : originalTokenEnd.applyAsInt(o);
            if (end <= o || end > original.length()) return null;
            addTrimmed(original, from, o, regions);
            from = end;
        }
        addTrimmed(original, from, original.length(), regions);
        return regions;
    }

    private static void addTrimmed(String text, int start, int end, List<int[]> out) {
        while (start < end && Character.isWhitespace(text.charAt(start))) start++;
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) end--;
        if (start < end) out.add(new int[] {start, end});
    }

    /** The regions as {@code removed} highlights, with how many tokens' worth of text each hides. */
    public static List<Highlight> highlights(String original, List<int[]> regions) {
        Positions pos = new Positions(original);
        List<Highlight> out = new ArrayList<>();
        for (int[] r : regions) {
            out.add(new Highlight(HighlightKind.REMOVED, pos.range(r[0], r[1]),
                    "Removed by Pare's reduction: not needed to reproduce the bug"));
        }
        return out;
    }
}
