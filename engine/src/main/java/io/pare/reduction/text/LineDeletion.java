package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;

import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Deletes whole lines, ddmin-style: a line may hold parts of several tree nodes (the end of one
 * statement and the start of the next), which no tree deletion removes together. Blank lines are
 * not proposed: they hold no token.
 */
final class LineDeletion extends TextPass {
    LineDeletion() {
    }

    LineDeletion(TextRefusals refusals) {
        super(refusals);
    }

    @Override
    public String name() {
        return "text:lines";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        Sweep.chunked(ctx, refusals, (text, parsed) -> lines(text));
    }

    static List<List<Span>> lines(String text) {
        List<List<Span>> out = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl + 1;
            if (!text.substring(start, end).isBlank()) out.add(List.of(new Span(start, end, "")));
            start = end;
        }
        return out;
    }
}
