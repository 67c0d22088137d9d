package io.pare.reduction.pardis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.dd.ListReduction;

/**
 * Pardis (Gharachorlu and Sumner) and Pardis Hybrid as the framework study runs them (§4.6).
 * Against Perses' priority inversion, every node goes into the priority queue on its own
 * (largest first, ties in breadth-first order); a popped nullable node (a list item, unless it is
 * the last of a {@code +} list, or a whole {@code *} / {@code ?} list, so a list is tried before
 * its items) costs exactly one query: is the program still interesting without it? Nothing is
 * replaced or hoisted. A one-item {@code *} / {@code ?} list whose deletion failed does not have
 * its item tried again (nullability pruning).
 *
 * <p>Pardis Hybrid pops, with a node, the following queued nodes of the same size and the same
 * parent (items of one list of equal token count) and hands the nullable ones to a list reduction
 * (OPDD by default), keeping one when they are all that is left of a {@code +} list.
 */
public final class Pardis implements Reducer {
    private final boolean hybrid;
    private final ListReduction list;

    /** Pardis: one query per popped nullable node. */
    public static Pardis plain(ListReduction list) {
        return new Pardis(false, list);
    }

    /** Pardis Hybrid: equal-size siblings popped together go to the list reduction. */
    public static Pardis hybrid(ListReduction list) {
        return new Pardis(true, list);
    }

    private Pardis(boolean hybrid, ListReduction list) {
        this.hybrid = hybrid;
        this.list = list;
    }

    @Override
    public String name() {
        return hybrid ? "pardis-hybrid" : "pardis";
    }

    private record Queued(Node node, int size, int parentOrder, int order) {
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        Map<Node, Integer> bfs = bfsOrder(p.root());
        Comparator<Queued> priority = Comparator.comparingInt((Queued q) -> -q.size());
        if (hybrid) priority = priority.thenComparingInt(Queued::parentOrder);
        priority = priority.thenComparingInt(Queued::order);
        PriorityQueue<Queued> queue = new PriorityQueue<>(priority);
        Set<Node> tried = Collections.newSetFromMap(new IdentityHashMap<>());
        push(queue, bfs, p.root());
        while (!queue.isEmpty()) {
            Queued head = queue.poll();
            Node first = head.node();
            if (first.parent() == null) continue;
            List<Node> group = new ArrayList<>();
            group.add(first);
            if (hybrid && first.kind() == NodeKind.ITEM) {
                while (!queue.isEmpty() && queue.peek().size() == head.size() && queue.peek().node().parent() == first.parent()
                        && queue.peek().node().kind() == NodeKind.ITEM) {
                    Node n = queue.poll().node();
                    if (n.parent() != null) group.add(n);
                }
            }
            List<Node> nullable = new ArrayList<>();
            List<Node> others = new ArrayList<>();
            for (Node n : group) {
                if (n.size() > 0 && nullable(n, tried)) {
                    nullable.add(n);
                } else {
                    others.add(n);
                }
            }
            List<Node> kept = nullable;
            if (!nullable.isEmpty()) {
                tried.addAll(nullable);
                Node parent = nullable.get(0).parent();
                boolean keepOne = parent.kind() == NodeKind.PLUS && nullable.size() >= parent.children().size();
                if (nullable.size() == 1) {
                    kept = ctx.commitFirst(List.of(nullable), Edit::delete).isPresent() ? List.of() : nullable;
                } else {
                    kept = list.reduce(ctx, nullable, set -> keepOne && set.size() >= parent.children().size() ? null : Edit.delete(set),
                            !keepOne);
                }
            }
            for (Node n : kept) {
                if (n.parent() != null) pushChildren(queue, bfs, n);
            }
            for (Node n : others) pushChildren(queue, bfs, n);
        }
    }

    /**
     * List items (not the last of a + list) and * / ? lists; not the only item left of a * or ?
     * list whose deletion was already tried.
     */
    private static boolean nullable(Node n, Set<Node> tried) {
        Node parent = n.parent();
        if (n.kind() == NodeKind.STAR || n.kind() == NodeKind.OPTIONAL) return true;
        if (n.kind() != NodeKind.ITEM) return false;
        if (parent.kind() == NodeKind.PLUS) return parent.children().size() > 1;
        return !(parent.children().size() == 1 && tried.contains(parent));
    }

    private static void pushChildren(PriorityQueue<Queued> queue, Map<Node, Integer> bfs, Node n) {
        for (Node c : n.children()) push(queue, bfs, c);
    }

    private static void push(PriorityQueue<Queued> queue, Map<Node, Integer> bfs, Node n) {
        if (n.kind() == NodeKind.TOKEN || n.size() == 0) return;
        Node parent = n.parent();
        queue.add(new Queued(n, n.size(), parent == null ? -1 : bfs.getOrDefault(parent, -1), bfs.getOrDefault(n, Integer.MAX_VALUE)));
    }

    private static Map<Node, Integer> bfsOrder(Node root) {
        Map<Node, Integer> order = new IdentityHashMap<>();
        Deque<Node> q = new ArrayDeque<>();
        q.add(root);
        while (!q.isEmpty()) {
            Node n = q.poll();
            order.put(n, order.size());
            q.addAll(n.children());
        }
        return order;
    }
}
