package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Balanced bracket groups ({@code (…)}, {@code […]}, {@code {…}}, {@code <…>}), outermost
 * first, three ways each: the group with its contents deleted, only its brackets deleted (the
 * contents stay), and only its contents deleted. The grammar may not let a tree pass do any of
 * these to a group (a call's parentheses are not optional), while the oracle may.
 */
final class BracketGroups extends TextPass {
    BracketGroups() {
    }

    BracketGroups(TextRefusals refusals) {
        super(refusals);
    }

    @Override
    public String name() {
        return "text:brackets";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        Sweep.run(ctx, refusals, (text, parsed) -> {
            List<Token> tokens = parsed.currentTokenList();
            int[] partner = Brackets.partners(tokens);
            List<List<Span>> edits = new ArrayList<>();
            for (int i = 0; i < tokens.size(); i++) {
                if (!Brackets.opens(partner, i)) continue;
                Token open = tokens.get(i);
                Token close = tokens.get(partner[i]);
                edits.add(List.of(Span.deletion(text, open.start(), close.end())));
                edits.add(List.of(Span.deletion(text, open.start(), open.end()), Span.deletion(text, close.start(), close.end())));
                if (partner[i] > i + 1) edits.add(List.of(new Span(open.end(), close.start(), "")));
            }
            return edits;
        });
    }
}
