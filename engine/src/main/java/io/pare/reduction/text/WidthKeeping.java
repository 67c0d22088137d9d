package io.pare.reduction.text;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Deletions that keep the line's width: an operator with its operand, a {@code .field} or an
 * {@code [index]} goes, and the nearest name on the same line grows by as many characters as went
 * ({@code this[kHTTPContext] && this[kConnecting]} becomes
 * {@code this[kHTTPContextxxxxxxxxxxxxxxxxxxxx]}). Formatters break lines by width, so a
 * formatter's bug often needs a line that long, and every token on it stays until something else
 * fills its columns: on the prettier idempotency cases no deletion alone was interesting, and
 * T-Rec could not shorten the names either.
 *
 * <p>The same holds for the blocks around the code: a formatter indents what a class and a method
 * hold, so {@code class a { #a() { this.x && (y && this.z) } }} keeps the bug where the bare
 * {@code this.x && (y && this.z)} narrows the line below the width. So a block's body also
 * replaces the statement around it, or one further out, while a name in it grows by the width of
 * the blocks' heads that went (on the three prettier cases the wrapper was 9 of the 17 to 24 tokens
 * left). The name grown is the longest one the text uses once, where there is one (so that a
 * compiled language's declarations and uses still agree), else the longest.
 *
 * <p>Names are the language's identifier tokens; other oracles refuse these edits once per place,
 * and the schedule retires the pass when it never pays.
 */
final class WidthKeeping extends TextPass {
    private final Set<Integer> identifierTypes;

    WidthKeeping(Set<Integer> identifierTypes, TextRefusals refusals) {
        super(refusals);
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "text:widths";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText() || identifierTypes.isEmpty()) return;
        Sweep.run(ctx, refusals, (text, parsed) -> {
            List<Token> tokens = parsed.currentTokenList();
            int[] partner = Brackets.partners(tokens);
            List<List<Span>> edits = hoists(text, tokens, partner);
            for (int i = 1; i + 1 < tokens.size(); i++) {
                for (int[] range : deletions(tokens, partner, i)) {
                    List<Span> edit = padded(text, tokens, range[0], range[1]);
                    if (edit != null) edits.add(edit);
                }
            }
            return edits;
        });
    }

    /** Token ranges [first, last] that may go at token {@code i}: an operator with either operand, a field, an index. */
    private static List<int[]> deletions(List<Token> tokens, int[] partner, int i) {
        List<int[]> out = new ArrayList<>();
        String s = tokens.get(i).text();
        if (Peephole.BINARY.contains(s) && partner[i] < 0) {
            out.add(new int[] {i, Peephole.chainEnd(tokens, partner, i + 1)});
            out.add(new int[] {Peephole.chainStart(tokens, partner, i - 1), i});
        }
        if (s.equals(".") && i + 1 < tokens.size()) out.add(new int[] {i, i + 1});
        if (s.equals("[") && Brackets.opens(partner, i)) out.add(new int[] {i, partner[i]});
        return out;
    }

    /** The deletion of tokens [first, last] with the nearest name on their line grown by the width that went; null when there is none. */
    private List<Span> padded(String text, List<Token> tokens, int first, int last) {
        int start = tokens.get(first).start();
        int end = tokens.get(last).end();
        if (text.substring(start, end).indexOf('\n') >= 0) return null;
        int name = -1;
        for (int j = first - 1; j >= 0 && name < 0 && !newlineBetween(text, tokens.get(j).end(), start); j--) {
            if (identifierTypes.contains(tokens.get(j).type())) name = j;
        }
        for (int j = last + 1; j < tokens.size() && name < 0 && !newlineBetween(text, end, tokens.get(j).start()); j++) {
            if (identifierTypes.contains(tokens.get(j).type())) name = j;
        }
        if (name < 0) return null;
        int at = tokens.get(name).end();
        return List.of(Span.deletion(text, start, end), new Span(at, at, "x".repeat(end - start)));
    }

    /**
     * Each block's body in place of the statement it sits in, and of each statement around that,
     * outermost first, with a name in the body grown by the width of the blocks' heads that went.
     */
    private List<List<Span>> hoists(String text, List<Token> tokens, int[] partner) {
        int[] around = enclosingBlocks(tokens, partner);
        Map<String, Integer> uses = new HashMap<>();
        for (Token t : tokens) {
            if (identifierTypes.contains(t.type())) uses.merge(t.text(), 1, Integer::sum);
        }
        List<List<Span>> out = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            if (!isBlock(tokens, partner, i) || partner[i] == i + 1) continue;
            int name = grownName(tokens, uses, i + 1, partner[i]);
            if (name < 0) continue;
            // from the block outwards, each level's head (its statement's start to its brace) adding its width
            List<List<Span>> levels = new ArrayList<>();
            int width = 0;
            for (int level = i; level >= 0; level = around[level]) {
                int head = statementStart(tokens, partner, level);
                width += (int) text.substring(tokens.get(head).start(), tokens.get(level).end()).chars()
                        .filter(c -> !Character.isWhitespace(c)).count();
                levels.add(hoist(text, tokens, partner, i, head, partner[level], name, width));
            }
            Collections.reverse(levels);
            out.addAll(levels);
        }
        return out;
    }

    /** Of the names among tokens [from, to), the longest one the text uses once, else the longest; -1 when there is none. */
    private int grownName(List<Token> tokens, Map<String, Integer> uses, int from, int to) {
        int name = -1;
        for (int j = from; j < to; j++) {
            Token t = tokens.get(j);
            if (!identifierTypes.contains(t.type())) continue;
            boolean once = uses.get(t.text()) == 1;
            boolean bestOnce = name >= 0 && uses.get(tokens.get(name).text()) == 1;
            if (name < 0 || once && !bestOnce || once == bestOnce && t.text().length() > tokens.get(name).text().length()) name = j;
        }
        return name;
    }

    /**
     * Block {@code open}'s body in place of tokens [head, close] (and a {@code ;} right after), with
     * token {@code name} grown by {@code width}.
     */
    private static List<Span> hoist(String text, List<Token> tokens, int[] partner, int open, int head, int close, int name, int width) {
        int last = close + 1 < tokens.size() && tokens.get(close + 1).text().equals(";") ? close + 1 : close;
        int at = tokens.get(name).end();
        return List.of(Span.deletion(text, tokens.get(head).start(), tokens.get(open + 1).start()), new Span(at, at, "x".repeat(width)),
                Span.deletion(text, tokens.get(partner[open] - 1).end(), tokens.get(last).end()));
    }

    private static boolean isBlock(List<Token> tokens, int[] partner, int i) {
        return tokens.get(i).text().equals("{") && Brackets.opens(partner, i);
    }

    /** For each token, the innermost block that holds it, or -1. */
    private static int[] enclosingBlocks(List<Token> tokens, int[] partner) {
        int[] around = new int[tokens.size()];
        Deque<Integer> open = new ArrayDeque<>();
        for (int i = 0; i < tokens.size(); i++) {
            while (!open.isEmpty() && partner[open.peek()] < i) open.pop();
            around[i] = open.isEmpty() ? -1 : open.peek();
            if (isBlock(tokens, partner, i)) open.push(i);
        }
        return around;
    }

    /** The first token of the statement or declaration that block {@code open} belongs to: back to a {@code ;}, a brace or the start. */
    private static int statementStart(List<Token> tokens, int[] partner, int open) {
        int j = open - 1;
        while (j >= 0) {
            String t = tokens.get(j).text();
            if (t.equals(";") || t.equals("{") || t.equals("}")) break;
            j = partner[j] >= 0 && partner[j] < j ? partner[j] - 1 : j - 1; // a whole (...) or [...] before it
        }
        return j + 1;
    }

    private static boolean newlineBetween(String text, int from, int to) {
        return text.substring(from, to).indexOf('\n') >= 0;
    }
}
