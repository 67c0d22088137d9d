package io.pare.reduction.lang.java;

import java.util.Map;
import java.util.WeakHashMap;

import io.pare.program.Program;
import io.pare.reduction.CompileCheck;

/**
 * A rule of javac's that the tokens alone show broken, wherever a candidate came from: a
 * deletion, or a sub-tree replacement or a text pass that wrote new tokens. A candidate breaks
 * the rule when it has more places that break it than the program has: a program the oracle took
 * while breaking it (a crash in javac's parser, say) may keep those places.
 */
abstract class TokenRule implements CompileCheck {
    /** Per program (the session's and each forecast's parse), its count of places at a version. */
    private final Map<Program, int[]> counted = new WeakHashMap<>();

    /** The places in these token texts, in order, that break the rule. */
    abstract int places(String[] tokens);

    @Override
    public synchronized boolean breaks(Program p, int[] candidate) {
        return places(texts(p, candidate)) > places(p);
    }

    @Override
    public synchronized boolean breaksText(Program base, Program candidate) {
        return places(texts(candidate, candidate.currentTokens())) > places(base);
    }

    private int places(Program p) {
        int[] c = counted.get(p);
        if (c == null || c[0] != p.commits()) {
            c = new int[] {p.commits(), places(texts(p, p.currentTokens()))};
            counted.put(p, c);
        }
        return c[1];
    }

    /** The texts of these tokens of the program's table, in order. */
    static String[] texts(Program p, int[] tokens) {
        String[] out = new String[tokens.length];
        for (int i = 0; i < tokens.length; i++) out[i] = p.tokens().get(tokens[i]).text();
        return out;
    }

    /** A literal's text: a number, a character or string (text block included), {@code true}, {@code false}, {@code null}. */
    static boolean literal(String t) {
        if (t.isEmpty()) return false;
        char c = t.charAt(0);
        return Character.isDigit(c) || c == '"' || c == '\''
                || (c == '.' && t.length() > 1 && Character.isDigit(t.charAt(1)))
                || t.equals("true") || t.equals("false") || t.equals("null");
    }
}
