package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;

import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Deletes comments, ddmin-style over the list of them: all at once, then in runs, then each
 * alone. Comments are no tokens, so tree passes only ever keep or drop them with the tokens
 * around them; a comment that is part of the bug keeps just itself here.
 */
final class CommentDeletion extends TextPass {
    CommentDeletion() {
    }

    CommentDeletion(TextRefusals refusals) {
        super(refusals);
    }

    @Override
    public String name() {
        return "text:comments";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        Sweep.chunked(ctx, refusals, (text, parsed) -> {
            List<List<Span>> items = new ArrayList<>();
            for (Literals.Body c : Literals.commentSpans(parsed)) items.add(List.of(Span.deletion(text, c.start(), c.end())));
            return items;
        });
    }
}
