package io.pare.reduction.dd;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import io.pare.program.Edit;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * One-pass delta debugging (Gharachorlu and Sumner; framework §3.2): like ddmin it first tries
 * each chunk alone ("reduce to subset"), but the complements are one greedy pass: each chunk in
 * turn is dropped from what is kept so far, and a drop that stays interesting is kept without
 * revisiting the chunks before it. Then the granularity doubles (from the number of chunks left).
 * O(n) tests in the worst case instead of ddmin's O(n²).
 */
public final class Opdd {
    private Opdd() {
    }

    public static <T> List<T> reduce(ReductionContext ctx, List<T> items, Function<List<T>, Edit> drop, boolean testEmpty)
            throws CancelledException, InterruptedException {
        List<T> cfg = new ArrayList<>(items);
        if (cfg.isEmpty()) return cfg;
        if (testEmpty && ctx.commitFirst(List.of(cfg), drop).isPresent()) return List.of();
        int n = 2;
        while (cfg.size() >= 2) {
            List<List<T>> chunks = DDMin.split(cfg, n);
            List<T> current = cfg;
            // reduce to subset: keep one chunk
            Optional<Integer> subset = ctx.commitFirst(ints(chunks.size()), i -> drop.apply(DDMin.minus(current, chunks.get(i))));
            if (subset.isPresent()) {
                cfg = new ArrayList<>(chunks.get(subset.get()));
                n = 2;
                continue;
            }
            int next = n;
            if (n > 2) {
                // one pass over the chunks, accumulating every accepted drop
                List<List<T>> kept = new ArrayList<>(chunks);
                int from = 0;
                while (from < kept.size()) {
                    List<List<T>> now = kept;
                    Optional<Integer> hit = ctx.commitFirst(range(from, now.size()), i -> drop.apply(now.get(i)));
                    if (hit.isEmpty()) break;
                    int i = hit.get();
                    kept = new ArrayList<>(now);
                    kept.remove(i);
                    next--;
                    from = i;
                }
                List<T> flat = new ArrayList<>();
                for (List<T> c : kept) flat.addAll(c);
                cfg = flat;
            }
            if (next >= cfg.size()) break;
            n = Math.min(cfg.size(), 2 * next);
        }
        return cfg;
    }

    private static List<Integer> ints(int n) {
        return range(0, n);
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> out = new ArrayList<>(Math.max(0, to - from));
        for (int i = from; i < to; i++) out.add(i);
        return out;
    }
}
