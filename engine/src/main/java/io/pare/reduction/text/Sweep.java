package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * How text passes ask the oracle. A pass proposes its edits of the best text in order; the
 * first interesting one is accepted, the edits are proposed again from the new text (offsets
 * moved), and the sweep goes on at the same place, so what was refused before it is not asked
 * again in this sweep. The queries of one step run in parallel, as every pass's do.
 */
final class Sweep {
    /** The edits a pass proposes on a text (with its parse), in the order to try them. */
    @FunctionalInterface
    interface Proposals {
        List<List<Span>> of(String text, Program parsed);
    }

    private Sweep() {
    }

    /**
     * One sweep over the edits; true when some were accepted. With {@code refusals}, edits it
     * remembers as refused are left out, and the ones this sweep saw refused are added to it.
     */
    static boolean run(ReductionContext ctx, TextRefusals refusals, Proposals proposals)
            throws CancelledException, InterruptedException {
        boolean changed = false;
        int from = 0;
        while (true) {
            String text = ctx.text();
            Program parsed = ctx.read(text);
            if (parsed == null) return changed;
            List<List<Span>> edits = proposals.of(text, parsed);
            if (from >= edits.size()) return changed;
            List<Integer> asked = new ArrayList<>();
            long[] keys = new long[edits.size()];
            Map<String, Integer> words = refusals == null ? null : TextRefusals.words(text);
            for (int i = from; i < edits.size(); i++) {
                if (refusals != null) {
                    keys[i] = TextRefusals.key(text, words, edits.get(i));
                    if (refusals.wasRefused(keys[i])) continue;
                }
                asked.add(i);
            }
            Optional<Integer> hit = ctx.commitFirstText(asked.iterator(), i -> Span.apply(text, edits.get(i)));
            if (refusals != null) {
                // a sequential sweep asked the edits before the accepted one; those past it were speculation
                for (int i : asked) {
                    if (hit.isPresent() && i == hit.get()) break;
                    refusals.refuse(keys[i]);
                }
            }
            if (hit.isEmpty()) return changed;
            changed = true;
            from = hit.get();
        }
    }

    /**
     * ddmin's granularity over a list of items (each item an edit, e.g. deleting one comment):
     * every item at once, then runs of half as many, down to each item alone. A run of items the
     * program does not need goes in one query; the last sweep finds each item it needs.
     */
    static boolean chunked(ReductionContext ctx, TextRefusals refusals, Proposals items)
            throws CancelledException, InterruptedException {
        String text = ctx.text();
        Program parsed = ctx.read(text);
        if (parsed == null) return false;
        int n = items.of(text, parsed).size();
        if (n == 0) return false;
        boolean changed = false;
        for (int g = n;; g = (g + 1) / 2) {
            int size = g;
            changed |= run(ctx, refusals, (t, p) -> runsOf(items.of(t, p), size));
            if (g == 1) return changed;
        }
    }

    /** Consecutive items merged into edits of {@code size} items (the last may hold fewer). */
    static List<List<Span>> runsOf(List<List<Span>> items, int size) {
        if (size == 1) return items;
        List<List<Span>> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i += size) {
            List<Span> edit = new ArrayList<>();
            for (List<Span> item : items.subList(i, Math.min(items.size(), i + size))) edit.addAll(item);
            out.add(edit);
        }
        return out;
    }
}
