package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Deletes runs of consecutive tokens whatever the tree says they belong to, ddmin-style (runs
 * of half the tokens, a quarter, ... down to two): the end of one node with the start of the
 * next, which no tree deletion takes together. Single tokens and pairs at every place are
 * {@link Peephole}'s.
 */
final class TokenRuns extends TextPass {
    TokenRuns() {
    }

    TokenRuns(TextRefusals refusals) {
        super(refusals);
    }

    @Override
    public String name() {
        return "text:tokens";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        String text = ctx.text();
        var parsed = ctx.read(text);
        if (parsed == null) return;
        for (int g = Math.max(2, parsed.size() / 2); g >= 2; g /= 2) {
            int size = g;
            Sweep.run(ctx, refusals, (t, p) -> runs(t, p.currentTokenList(), size));
        }
    }

    static List<List<Span>> runs(String text, List<Token> tokens, int size) {
        List<List<Span>> out = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i += size) {
            int last = Math.min(tokens.size(), i + size) - 1;
            out.add(List.of(Span.deletion(text, tokens.get(i).start(), tokens.get(last).end())));
        }
        return out;
    }
}
