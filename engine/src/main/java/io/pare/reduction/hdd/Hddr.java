package io.pare.reduction.hdd;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

import io.pare.parse.Language;
import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.dd.ListReduction;

/**
 * Recursive HDD (Kiss et al.; framework §4.3): like {@link Hdd}, but the list reduction works on
 * the siblings under one parent at a time instead of a whole level, so unrelated parts of the
 * program are not mixed in one list. The parents are visited depth-first or breadth-first, and
 * left-to-right (forward) or right-to-left (backward); the study's default is depth-first,
 * right-to-left.
 */
public final class Hddr implements Reducer {
    /** The four traversals: depth-first or breadth-first, forward (left to right) or backward. */
    public enum Traversal {
        DF_BW, DF_FW, BF_FW, BF_BW;

        public static Traversal parse(String s) {
            try {
                return valueOf(s.toUpperCase(Locale.ROOT).replace('-', '_'));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown HDDr traversal '" + s + "'; known: df-bw (default), df-fw, bf-fw, bf-bw");
            }
        }

        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    private final Traversal traversal;
    private final ListReduction list;
    private final Removal removal;

    public Hddr(Language language, Traversal traversal, ListReduction list) {
        this.traversal = traversal;
        this.list = list;
        this.removal = new Removal(new MinimalReplacements(language), false);
    }

    @Override
    public String name() {
        return "hddr";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Deque<Node> queue = new ArrayDeque<>();
        queue.add(ctx.program().root());
        boolean depthFirst = traversal == Traversal.DF_BW || traversal == Traversal.DF_FW;
        boolean backward = traversal == Traversal.DF_BW || traversal == Traversal.BF_BW;
        while (!queue.isEmpty()) {
            Node parent = queue.pollFirst();
            if (parent.parent() == null) continue; // replaced or removed meanwhile
            List<Node> siblings = Levels.children(parent);
            if (siblings.isEmpty()) continue;
            List<Node> survivors = new ArrayList<>();
            for (Node n : removal.reduceGroup(ctx, list, siblings)) {
                if (!Levels.isLeaf(n)) survivors.add(n);
            }
            // The next parent to visit: the last survivor (backward) or the first (forward).
            if (depthFirst) {
                if (backward) {
                    for (Node n : survivors) queue.addFirst(n);
                } else {
                    for (int i = survivors.size() - 1; i >= 0; i--) queue.addFirst(survivors.get(i));
                }
            } else if (backward) {
                for (int i = survivors.size() - 1; i >= 0; i--) queue.addLast(survivors.get(i));
            } else {
                queue.addAll(survivors);
            }
        }
    }
}
