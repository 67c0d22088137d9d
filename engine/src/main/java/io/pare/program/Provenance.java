package io.pare.program;

import java.util.Arrays;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * Maps offsets of printed text back to the user's original input: each printed token keeps its
 * origin, so a re-parse of the printed text keeps provenance.
 */
final class Provenance {
    private Provenance() {
    }

    /** See {@link Program#originsOf(int[], String, IntFunction)}. */
    static IntUnaryOperator originsOf(TokenTable table, int[] indices, String rendered, IntFunction<Token> override) {
        int[] outStart = new int[indices.length];
        int[] origin = new int[indices.length];
        int at = 0;
        for (int k = 0; k < indices.length; k++) {
            Token t = table.get(indices[k]);
            String shownText = table.shown(indices[k], override).text();
            int pos = rendered.indexOf(shownText, at);
            if (shownText.isEmpty()) pos = at;
            outStart[k] = pos < 0 ? at : pos;
            origin[k] = t.origin();
            at = outStart[k] + shownText.length();
        }
        return x -> {
            int i = Arrays.binarySearch(outStart, x);
            if (i < 0) i = -i - 2;
            if (i < 0) return x;
            return origin[i] + (x - outStart[i]);
        };
    }
}
