package io.pare.reduction.text;

import java.util.List;

import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * The shortest prefix of the program, cut at a token's end, that the oracle still takes, found by
 * bisection: as if being interesting grew with the prefix, which it does when a compiler fails
 * while it reads (what follows the failure is never read). It asks first without the last token
 * alone: an oracle that needs the whole program (a wrong-code test, a crash in a later phase)
 * refuses that, and the pass stops after that one query. A cut leaves brackets open, so the pass
 * belongs past the grammar ({@link PastTheGrammar}).
 */
final class TailTruncation extends TextPass {
    @Override
    public String name() {
        return "text:tail";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        String text = ctx.text();
        Program parsed = ctx.read(text);
        if (parsed == null) return;
        List<Token> tokens = parsed.currentTokenList();
        String end = end(text);
        // the first `hi` tokens are interesting (the whole best is); the empty prefix is taken not to be
        int lo = 0;
        int hi = tokens.size();
        if (hi < 2 || !takes(ctx, text, tokens, hi - 1, end)) return;
        hi--;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (takes(ctx, text, tokens, mid, end)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
    }

    /**
     * The pass's first question about {@code text} (lexed into {@code tokens}): the text without its
     * last token; null when the pass asks nothing there.
     */
    static String firstQuestion(String text, List<Token> tokens) {
        return tokens.size() < 2 ? null : prefix(text, tokens, tokens.size() - 1, end(text));
    }

    /** Whether the oracle takes the first {@code n} tokens (then the new best). */
    private static boolean takes(ReductionContext ctx, String text, List<Token> tokens, int n, String end)
            throws CancelledException, InterruptedException {
        return ctx.commitFirstText(List.of(prefix(text, tokens, n, end)).iterator(), t -> t).isPresent();
    }

    private static String prefix(String text, List<Token> tokens, int n, String end) {
        return text.substring(0, tokens.get(n - 1).end()) + end;
    }

    private static String end(String text) {
        return text.endsWith("\n") ? "\n" : "";
    }
}
