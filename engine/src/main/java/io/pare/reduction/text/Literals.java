package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.pare.program.Program;
import io.pare.program.Token;

/**
 * Where text passes may edit inside what the grammar treats as one piece: the bodies of comments
 * (the hidden tokens the lexer keeps off the parser's channel) and of string literals (a token
 * with a quote after an optional prefix, closed by the same quote: {@code "…"}, {@code '…'},
 * {@code `…`}, {@code b"…"}, {@code r#"…"#}). Told apart by their text, not by rule names, so
 * every grammar, and the grammar-free fallback, gets the same passes.
 */
final class Literals {
    /** The editable characters [start, end) of one comment or string, without its delimiters. */
    record Body(int start, int end) {
    }

    private Literals() {
    }

    /** The program's comment bodies, then its string bodies, each list in text order. */
    static List<Body> bodies(String text, Program parsed) {
        List<Body> out = new ArrayList<>(comments(text, parsed));
        out.addAll(strings(parsed));
        out.removeIf(b -> b.end() <= b.start());
        out.sort(Comparator.comparingInt(Body::start));
        return out;
    }

    /** Each comment's whole extent [start, end). */
    static List<Body> commentSpans(Program parsed) {
        int[] c = parsed.comments();
        List<Body> out = new ArrayList<>(c.length / 2);
        for (int i = 0; i + 1 < c.length; i += 2) out.add(new Body(c[i], c[i + 1]));
        return out;
    }

    private static List<Body> comments(String text, Program parsed) {
        List<Body> out = new ArrayList<>();
        for (Body c : commentSpans(parsed)) {
            int open = c.start();
            // the opening delimiter: the marks before the first word or blank (//, /**, ;, #)
            while (open < c.end() && !Character.isLetterOrDigit(text.charAt(open)) && !Character.isWhitespace(text.charAt(open))) {
                open++;
            }
            int close = c.end();
            String t = text.substring(c.start(), c.end());
            String closer = closerOf(t);
            if (closer != null) close -= closer.length();
            if (open > close) open = close;
            out.add(new Body(open, close));
        }
        return out;
    }

    /** A block comment's closing delimiter ({@code *}{@code /}, {@code *)}, {@code -}}), or null for a line comment. */
    private static String closerOf(String comment) {
        for (String[] pair : new String[][] {{"/*", "*/"}, {"(*", "*)"}, {"{-", "-}"}}) {
            if (comment.startsWith(pair[0]) && comment.endsWith(pair[1]) && comment.length() >= 4) return pair[1];
        }
        return null;
    }

    private static List<Body> strings(Program parsed) {
        List<Body> out = new ArrayList<>();
        for (Token t : parsed.currentTokenList()) {
            Body b = stringBody(t);
            if (b != null) out.add(b);
        }
        return out;
    }

    /** The inside of a string literal token, or null when the token is none. */
    static Body stringBody(Token t) {
        String s = t.text();
        int q = 0;
        while (q < s.length() && (Character.isLetterOrDigit(s.charAt(q)) || s.charAt(q) == '#' || s.charAt(q) == '_')) q++;
        if (q >= s.length() || "\"'`".indexOf(s.charAt(q)) < 0) return null;
        int close = s.lastIndexOf(s.charAt(q));
        if (close <= q) return null;
        return new Body(t.start() + q + 1, t.start() + close);
    }
}
