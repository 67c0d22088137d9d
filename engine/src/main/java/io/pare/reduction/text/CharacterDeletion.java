package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;

import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Deletes characters inside comments and string literals, ddmin-style over all of them: after
 * {@link WordDeletion}, what a needed word does not need of itself ({@code {Object}} down to
 * {@code {}}, say). Bodies longer than {@link #MAX_BODY} are left to the word pass: a character
 * sweep over a licence header would cost a query per character for nothing.
 */
final class CharacterDeletion extends TextPass {
    CharacterDeletion() {
    }

    CharacterDeletion(TextRefusals refusals) {
        super(refusals);
    }

    static final int MAX_BODY = 400;

    @Override
    public String name() {
        return "text:chars";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        Sweep.chunked(ctx, refusals, (text, parsed) -> {
            List<List<Span>> items = new ArrayList<>();
            for (Literals.Body b : Literals.bodies(text, parsed)) {
                if (b.end() - b.start() > MAX_BODY) continue;
                for (int i = b.start(); i < b.end(); i++) items.add(List.of(new Span(i, i + 1, "")));
            }
            return items;
        });
    }
}
