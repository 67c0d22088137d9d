package io.pare.reduction.dd;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Function;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * Zeller and Hildebrandt's ddmin over the items of one list, with both of its steps ("reduce to
 * subset", then "reduce to complement") as in the framework study (Kreutzer et al., ICSME'21,
 * §3.1). Each granularity's tests form one ordered candidate sequence, so they can run in
 * parallel while the first success in that order is the one committed.
 */
public final class DDMin {
    private DDMin() {
    }

    /**
     * Reduces {@code items} (removing the others from the tree as deletions are accepted) and
     * returns the items kept.
     *
     * @param allowEmpty whether removing every item is allowed (false for {@code +} lists)
     */
    public static List<Node> reduce(ReductionContext ctx, List<Node> items, boolean allowEmpty)
            throws CancelledException, InterruptedException {
        return reduce(ctx, items, Edit::delete, allowEmpty);
    }

    /**
     * ddmin over any list (framework §3.1, RedPEG's control flow): the optional "remove
     * everything" test, then per granularity the subsets ("reduce to subset": keep one chunk) and,
     * above n = 2, the complements (drop one chunk, then revisit with n - 1). A configuration
     * {@code drop} refuses counts as failed. Failed configurations are never re-run: the query
     * service's cache answers them.
     */
    public static <T> List<T> reduce(ReductionContext ctx, List<T> items, Function<List<T>, Edit> drop, boolean testEmpty)
            throws CancelledException, InterruptedException {
        List<T> cfg = new ArrayList<>(items);
        if (cfg.isEmpty()) return cfg;
        if (testEmpty) {
            if (ctx.commitFirst(List.of(cfg), drop).isPresent()) return List.of();
        }
        int n = 2;
        while (cfg.size() >= 2) {
            List<List<T>> chunks = split(cfg, n);
            List<T> current = cfg;
            int granularity = n;
            // Candidates are the sets of items to delete: complements of subsets first, then the chunks.
            Iterator<Integer> order = range(granularity == 2 ? granularity : 2 * granularity);
            Optional<Integer> accepted = ctx.commitFirst(order, i -> drop.apply(i < granularity
                    ? minus(current, chunks.get(i))
                    : chunks.get(i - granularity)));
            if (accepted.isPresent()) {
                int i = accepted.get();
                if (i < granularity) {
                    cfg = new ArrayList<>(chunks.get(i));
                    n = 2;
                } else {
                    cfg = minus(current, chunks.get(i - granularity));
                    n = Math.max(n - 1, 2);
                }
                continue;
            }
            if (n >= cfg.size()) break;
            n = Math.min(cfg.size(), 2 * n);
        }
        return cfg;
    }

    /**
     * n contiguous chunks, each as large as the items left allow while no later chunk is empty
     * (7 items in 4 chunks: 2, 2, 2, 1, as in the framework paper's example).
     */
    static <T> List<List<T>> split(List<T> cfg, int n) {
        List<List<T>> out = new ArrayList<>(n);
        int from = 0;
        for (int i = 0; i < n; i++) {
            int left = cfg.size() - from;
            int size = (left + (n - i) - 1) / (n - i);
            out.add(new ArrayList<>(cfg.subList(from, from + size)));
            from += size;
        }
        return out;
    }

    static <T> List<T> minus(List<T> all, List<T> removed) {
        List<T> out = new ArrayList<>(all.size());
        java.util.Set<T> gone = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        gone.addAll(removed);
        for (T x : all) {
            if (!gone.contains(x)) out.add(x);
        }
        return out;
    }

    private static Iterator<Integer> range(int n) {
        return new Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return i < n;
            }

            @Override
            public Integer next() {
                if (i >= n) throw new NoSuchElementException();
                return i++;
            }
        };
    }
}
