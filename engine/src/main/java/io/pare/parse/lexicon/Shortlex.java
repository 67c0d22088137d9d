package io.pare.parse.lexicon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * Shortlex order on strings over a readable alphabet: printable ASCII with digits first, then
 * lowercase, uppercase, '_', space and the rest (T-Rec §6 [Rec]; digits first so hex digits
 * canonicalize to 0 and 1). Characters outside it sort after it, by code.
 */
public final class Shortlex {
    static final String ALPHABET;

    static {
        StringBuilder sb = new StringBuilder("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_ ");
        for (char c = 33; c < 127; c++) {
            if (sb.indexOf(String.valueOf(c)) < 0) sb.append(c);
        }
        ALPHABET = sb.toString();
    }

    private static final int[] RANK = new int[128];

    static {
        Arrays.fill(RANK, 1000);
        for (int i = 0; i < ALPHABET.length(); i++) RANK[ALPHABET.charAt(i)] = i;
    }

    public static final Comparator<String> ORDER = (a, b) -> {
        if (a.length() != b.length()) return Integer.compare(a.length(), b.length());
        for (int i = 0; i < a.length(); i++) {
            int c = Integer.compare(rank(a.charAt(i)), rank(b.charAt(i)));
            if (c != 0) return c;
            if (a.charAt(i) != b.charAt(i)) return Character.compare(a.charAt(i), b.charAt(i));
        }
        return 0;
    };

    private Shortlex() {
    }

    /** A character's place in the order. */
    public static int rank(char c) {
        return c < 128 ? RANK[c] : 1000 + c;
    }

    /** Printable characters of a set in alphabet order, at most {@code limit}. */
    public static List<Character> chars(IntervalSet set, int limit) {
        List<Character> out = new ArrayList<>();
        for (int i = 0; i < ALPHABET.length() && out.size() < limit; i++) {
            if (set.contains(ALPHABET.charAt(i))) out.add(ALPHABET.charAt(i));
        }
        return out;
    }
}
