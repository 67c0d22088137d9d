package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;

import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Deletes words inside comments and string literals (a word: a run of non-blank characters,
 * with the blanks before it, so that words deleted together never overlap), ddmin-style over all
 * of them: a comment whose one word matters keeps only that word.
 */
final class WordDeletion extends TextPass {
    WordDeletion() {
    }

    WordDeletion(TextRefusals refusals) {
        super(refusals);
    }

    @Override
    public String name() {
        return "text:words";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.readsText()) return;
        Sweep.chunked(ctx, refusals, (text, parsed) -> {
            List<List<Span>> items = new ArrayList<>();
            for (Literals.Body b : Literals.bodies(text, parsed)) items.addAll(words(text, b));
            return items;
        });
    }

    static List<List<Span>> words(String text, Literals.Body b) {
        List<List<Span>> out = new ArrayList<>();
        int i = b.start();
        while (i < b.end()) {
            int from = i;
            while (i < b.end() && Character.isWhitespace(text.charAt(i))) i++;
            if (i >= b.end()) break;
            while (i < b.end() && !Character.isWhitespace(text.charAt(i))) i++;
            out.add(List.of(new Span(from, i, "")));
        }
        return out;
    }
}
