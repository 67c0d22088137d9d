package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;
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
 * T-Rec could not shorten the names either. Names are the language's identifier tokens; other
 * oracles refuse these edits once per place, and the schedule retires the pass when it never pays.
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
            List<List<Span>> edits = new ArrayList<>();
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

    private static boolean newlineBetween(String text, int from, int to) {
        return text.substring(from, to).indexOf('\n') >= 0;
    }
}
