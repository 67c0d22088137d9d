package io.pare.reduction.perses;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.PriorityQueue;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.dd.ChunkDeletion;

/**
 * Perses (Sun et al., ICSE'18) as the framework study reproduces it (§4.5): nodes are visited
 * largest first; a list node has its items reduced by ddmin ({@code +} lists keep one); any other
 * node is replaced by the smallest compatible descendant the oracle accepts. Every candidate is
 * syntactically valid, and every candidate is a deletion at the token level.
 */
public final class Perses implements Reducer {
    /** How deep the search for a compatible descendant goes (in tree levels, as in RedPEG). */
    private final int maxDepth;

    public Perses() {
        this(4);
    }

    public Perses(int maxDepth) {
        this.maxDepth = maxDepth;
    }

    @Override
    public String name() {
        return "perses";
    }

    private record Queued(Node node, int size) {
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program program = ctx.program();
        Node root = program.root();
        Node top = root.parent();
        // Largest first; ties in document order, so the run is deterministic.
        PriorityQueue<Queued> queue = new PriorityQueue<>(Comparator.comparingInt((Queued q) -> -q.size())
                .thenComparingInt(q -> q.node().id()));
        queue.add(new Queued(root, root.size()));
        while (!queue.isEmpty()) {
            Node n = queue.poll().node();
            if (n.size() == 0 || !n.isAttached(top)) continue;
            switch (n.kind()) {
                case TOKEN -> {
                }
                case STAR, OPTIONAL, PLUS -> {
                    List<Node> kept = ChunkDeletion.reduce(ctx, new ArrayList<>(n.children()), n.kind() != NodeKind.PLUS);
                    for (Node item : kept) enqueue(queue, item);
                }
                case ITEM -> {
                    for (Node c : n.children()) enqueue(queue, c);
                }
                case RULE -> {
                    Node hoisted = hoist(ctx, n);
                    if (hoisted == n) {
                        continue;
                    } else if (hoisted != null) {
                        enqueue(queue, hoisted);
                    } else {
                        for (Node c : n.children()) enqueue(queue, c);
                    }
                }
            }
        }
    }

    private static void enqueue(PriorityQueue<Queued> queue, Node n) {
        if (n.kind() != NodeKind.TOKEN && n.size() > 0) queue.add(new Queued(n, n.size()));
    }

    /**
     * Deletes n where its slot may be empty, else replaces it by its smallest compatible
     * descendant the oracle accepts. Returns what now stands in n's place (n itself when deleted,
     * so nothing is queued), or null when nothing was accepted.
     */
    private Node hoist(ReductionContext ctx, Node n) throws CancelledException, InterruptedException {
        List<Node> candidates = compatibleDescendants(ctx.program(), n);
        candidates.sort(Comparator.comparingInt(Node::size).thenComparingInt(Node::id));
        if (ctx.program().isDeletable(n)) candidates.add(0, n);
        if (candidates.isEmpty()) return null;
        return ctx.commitFirst(candidates, d -> d == n ? Edit.delete(List.of(n)) : Edit.replace(n, d)).orElse(null);
    }

    /** Topmost descendants (bounded BFS) that may stand in n's slot and are smaller than n. */
    List<Node> compatibleDescendants(Program program, Node n) {
        List<Node> found = new ArrayList<>();
        Deque<Node> level = new ArrayDeque<>(n.children());
        for (int depth = 1; depth <= maxDepth && !level.isEmpty(); depth++) {
            Deque<Node> next = new ArrayDeque<>();
            for (Node d : level) {
                boolean candidate = (d.kind() == NodeKind.RULE || d.kind() == NodeKind.TOKEN)
                        && d.size() < n.size() && program.canStandFor(n, d);
                if (candidate) {
                    found.add(d);
                } else {
                    next.addAll(d.children());
                }
            }
            level = next;
        }
        return found;
    }
}
