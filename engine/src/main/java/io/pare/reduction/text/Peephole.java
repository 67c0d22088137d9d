package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.pare.parse.TextLanguage;
import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Small rewrites at each token, left to right (the kinds C-Vise's peephole, integer and token
 * passes make on any text): the token alone, or it and the next one, deleted; a compound
 * assignment made plain ({@code +=} to {@code =}); a number shortened (first digit, hex prefix,
 * type suffix); a call or a parenthesized group replaced by {@code 0}; a block replaced by
 * {@code ;}; a binary operator dropped with one of its operands ({@code a + b} to {@code a} or
 * {@code b}; an operand is the nearest token or group, or the whole chain {@code a.b[c](d)}). Each is tried only where it reads as such among the tokens; the grammar (the
 * context's parse check) and the oracle judge the rest.
 */
final class Peephole extends TextPass {
    Peephole() {
    }

    Peephole(TextRefusals refusals) {
        super(refusals);
    }

    private static final Set<String> NOT_COMPOUND = Set.of("<=", ">=", "==", "!=", "===", "!==", "=>");
    static final Set<String> BINARY = Set.of("+", "-", "*", "**", "/", "%", "<<", ">>", ">>>", "&", "|", "^", "&&", "||",
            "??", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "=", ",");

    @Override
    public String name() {
        return "text:peephole";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        Sweep.run(ctx, refusals, (text, parsed) -> {
            List<Token> tokens = parsed.currentTokenList();
            int[] partner = Brackets.partners(tokens);
            List<List<Span>> edits = new ArrayList<>();
            for (int i = 0; i < tokens.size(); i++) at(text, tokens, partner, i, edits);
            return edits;
        });
    }

    private static void at(String text, List<Token> tokens, int[] partner, int i, List<List<Span>> edits) {
        Token t = tokens.get(i);
        String s = t.text();
        edits.add(List.of(Span.deletion(text, t.start(), t.end())));
        if (i + 1 < tokens.size()) edits.add(List.of(Span.deletion(text, t.start(), tokens.get(i + 1).end())));
        if (isCompoundAssignment(s)) edits.add(List.of(new Span(t.start(), t.end(), "=")));
        for (String shorter : shorterNumbers(s)) edits.add(List.of(new Span(t.start(), t.end(), shorter)));
        if (s.equals("(") && Brackets.opens(partner, i)) {
            edits.add(List.of(Span.replacement(text, t.start(), tokens.get(partner[i]).end(), "0")));
        }
        if (isWord(s) && i + 1 < tokens.size() && tokens.get(i + 1).text().equals("(") && Brackets.opens(partner, i + 1)) {
            edits.add(List.of(Span.replacement(text, t.start(), tokens.get(partner[i + 1]).end(), "0")));
        }
        if (s.equals("{") && Brackets.opens(partner, i)) {
            edits.add(List.of(new Span(t.start(), tokens.get(partner[i]).end(), ";")));
        }
        if (BINARY.contains(s) && partner[i] < 0 && i > 0 && i + 1 < tokens.size()) {
            // the nearest operand (a token or a group), then the whole chain (a.b[c](d))
            int right = Brackets.opens(partner, i + 1) ? partner[i + 1] : i + 1;
            int left = closes(partner, i - 1) ? partner[i - 1] : i - 1;
            edits.add(List.of(Span.deletion(text, t.start(), tokens.get(right).end())));
            edits.add(List.of(Span.deletion(text, tokens.get(left).start(), t.end())));
            int rightChain = chainEnd(tokens, partner, i + 1);
            int leftChain = chainStart(tokens, partner, i - 1);
            if (rightChain != right) edits.add(List.of(Span.deletion(text, t.start(), tokens.get(rightChain).end())));
            if (leftChain != left) edits.add(List.of(Span.deletion(text, tokens.get(leftChain).start(), t.end())));
        }
    }

    private static boolean closes(int[] partner, int i) {
        return partner[i] >= 0 && partner[i] < i;
    }

    private static boolean isAccess(String s) {
        return s.equals("(") || s.equals("[");
    }

    /** The last token of the operand starting at {@code i}: a token or group, with the calls, indexes and fields after it. */
    static int chainEnd(List<Token> tokens, int[] partner, int i) {
        int j = Brackets.opens(partner, i) ? partner[i] : i;
        while (j + 1 < tokens.size()) {
            String next = tokens.get(j + 1).text();
            if (isAccess(next) && Brackets.opens(partner, j + 1)) {
                j = partner[j + 1];
            } else if (next.equals(".") && j + 2 < tokens.size() && isWord(tokens.get(j + 2).text())) {
                j += 2;
            } else {
                return j;
            }
        }
        return j;
    }

    /** The first token of the operand ending at {@code i}, read backwards as {@link #chainEnd} reads forwards. */
    static int chainStart(List<Token> tokens, int[] partner, int i) {
        int j = closes(partner, i) ? partner[i] : i;
        while (j > 0) {
            String here = tokens.get(j).text();
            String before = tokens.get(j - 1).text();
            if (isAccess(here) && Brackets.opens(partner, j) && (isWord(before) || closes(partner, j - 1))) {
                j = closes(partner, j - 1) ? partner[j - 1] : j - 1;
            } else if (before.equals(".") && j >= 2 && (isWord(tokens.get(j - 2).text()) || closes(partner, j - 2))) {
                j = closes(partner, j - 2) ? partner[j - 2] : j - 2;
            } else {
                return j;
            }
        }
        return j;
    }

    static boolean isCompoundAssignment(String s) {
        if (s.length() < 2 || !s.endsWith("=") || NOT_COMPOUND.contains(s)) return false;
        for (int k = 0; k < s.length() - 1; k++) {
            if ("+-*/%&|^<>?!".indexOf(s.charAt(k)) < 0) return false;
        }
        return true;
    }

    /** Shorter spellings of a number: without its first digit, its hex prefix, or its type suffix. */
    static List<String> shorterNumbers(String s) {
        List<String> out = new ArrayList<>();
        if (s.isEmpty() || !Character.isDigit(s.charAt(0))) return out;
        int suffix = s.length();
        boolean hex = s.length() > 2 && (s.startsWith("0x") || s.startsWith("0X"));
        while (suffix > 1 && "uUlLnfF".indexOf(s.charAt(suffix - 1)) >= 0 && !(hex && "fF".indexOf(s.charAt(suffix - 1)) >= 0)) suffix--;
        if (suffix < s.length()) out.add(s.substring(0, suffix));
        if (hex) out.add(s.substring(2));
        if (suffix > 1 && Character.isDigit(s.charAt(1))) out.add(s.substring(1));
        return out;
    }

    private static boolean isWord(String s) {
        if (s.isEmpty() || !TextLanguage.isWordStart(s.charAt(0))) return false;
        for (int k = 1; k < s.length(); k++) {
            if (!TextLanguage.isWordChar(s.charAt(k))) return false;
        }
        return true;
    }
}
