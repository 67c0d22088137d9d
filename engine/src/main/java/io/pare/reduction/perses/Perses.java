package io.pare.reduction.perses;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
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
        reduceFrom(ctx, List.of(ctx.program().root()));
    }

    /**
     * Perses started at the given nodes instead of the root (PPR's MinSubtree): the same
     * worklist, largest node first, over the start nodes and what survives below them.
     */
    public void reduceFrom(ReductionContext ctx, java.util.Collection<Node> starts) throws CancelledException, InterruptedException {
        Program program = ctx.program();
        Node top = program.root().parent();
        // Largest first; ties in document order, so the run is deterministic.
        PriorityQueue<Queued> queue = new PriorityQueue<>(Comparator.comparingInt((Queued q) -> -q.size())
                .thenComparingInt(q -> q.node().id()));
        for (Node start : starts) {
            if (start.kind() != NodeKind.TOKEN && start.size() > 0) queue.add(new Queued(start, start.size()));
        }
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
                case ITEM -> enqueueChildren(queue, n);
                case RULE -> hoistChain(ctx, queue, n, top);
            }
        }
    }

    /** Queues n unless it is a token or empty; returns the entry, or null. */
    private static Queued enqueue(PriorityQueue<Queued> queue, Node n) {
        if (n.kind() == NodeKind.TOKEN || n.size() == 0) return null;
        Queued q = new Queued(n, n.size());
        queue.add(q);
        return q;
    }

    /** A node of a hoist chain: its candidates, and the queue entries its (supposed) failure added. */
    private static final class Link {
        /** The queue entry the chain polled (null for the first node, which the caller polled). */
        final Queued entry;
        final Node node;
        final List<Node> candidates;
        List<Queued> enqueued;

        Link(Queued entry, Node node, List<Node> candidates) {
            this.entry = entry;
            this.node = node;
            this.candidates = candidates;
        }
    }

    private record Hoist(Link link, Node target) {
    }

    /**
     * Hoists n: deletes it where its slot may be empty, else replaces it by its smallest compatible
     * descendant the oracle accepts; when nothing is accepted its children are queued.
     *
     * <p>Why a chain: a rule node rarely has more than a candidate or two, which would leave all
     * but one job idle. So the candidate stream goes on, lazily, with the nodes sequential Perses
     * would visit next if every candidate so far fails (children of the failed node queued, the
     * next node polled), as long as those are rule or item nodes. The stream is the sequential
     * order, so the first accepted candidate is the one sequential Perses would commit; what the
     * chain queued or polled past that candidate is undone.
     */
    private void hoistChain(ReductionContext ctx, PriorityQueue<Queued> queue, Node first, Node top)
            throws CancelledException, InterruptedException {
        Program program = ctx.program();
        List<Link> links = new ArrayList<>();
        Iterator<Hoist> stream = new Iterator<>() {
            Iterator<Node> current = java.util.Collections.emptyIterator();
            boolean ended;

            @Override
            public boolean hasNext() {
                while (!current.hasNext()) {
                    if (ended || !advance()) {
                        ended = true;
                        return false;
                    }
                }
                return true;
            }

            @Override
            public Hoist next() {
                if (!hasNext()) throw new java.util.NoSuchElementException();
                return new Hoist(links.get(links.size() - 1), current.next());
            }

            /** The previous link is taken to have failed; the next chainable node becomes a link. */
            private boolean advance() {
                Queued entry = null;
                Node next = first;
                if (!links.isEmpty()) {
                    Link prev = links.get(links.size() - 1);
                    prev.enqueued = enqueueChildren(queue, prev.node);
                    entry = pollChainable(queue, top);
                    if (entry == null) return false;
                    next = entry.node();
                }
                Link link = new Link(entry, next, next.kind() == NodeKind.RULE ? hoistCandidates(program, next) : List.of());
                links.add(link);
                current = link.candidates.iterator();
                return true;
            }
        };
        Optional<Hoist> hit = ctx.commitFirst(stream,
                h -> h.target() == h.link().node ? Edit.delete(List.of(h.target())) : Edit.replace(h.link().node, h.target()));
        if (hit.isEmpty()) return; // every link failed, and each queued its children
        Link won = hit.get().link();
        // Sequential Perses stopped at the accepted link: undo what the chain did past it.
        for (int i = links.size() - 1; i >= 0 && links.get(i) != won; i--) {
            Link l = links.get(i);
            if (l.enqueued != null) l.enqueued.forEach(queue::remove);
            queue.add(l.entry); // as it was queued: its size then is its priority
        }
        if (won.enqueued != null) won.enqueued.forEach(queue::remove);
        if (hit.get().target() != won.node) enqueue(queue, hit.get().target());
    }

    /** Queues what sequential Perses queues after n stays as it is; returns the new entries. */
    private static List<Queued> enqueueChildren(PriorityQueue<Queued> queue, Node n) {
        List<Queued> added = new ArrayList<>();
        for (Node c : n.children()) {
            Queued q = enqueue(queue, c);
            if (q != null) added.add(q);
        }
        return added;
    }

    /**
     * The next node sequential Perses would visit, if it is a rule or item node (which need no
     * queries of their own to be passed over); a list node is left in the queue and ends the chain.
     */
    private static Queued pollChainable(PriorityQueue<Queued> queue, Node top) {
        while (!queue.isEmpty()) {
            Node n = queue.peek().node();
            if (n.size() == 0 || !n.isAttached(top) || n.kind() == NodeKind.TOKEN) {
                queue.poll();
                continue;
            }
            if (n.kind() != NodeKind.RULE && n.kind() != NodeKind.ITEM) return null;
            return queue.poll();
        }
        return null;
    }

    /** The deletion of n where its slot may be empty, then its compatible descendants, smallest first. */
    private List<Node> hoistCandidates(Program program, Node n) {
        List<Node> candidates = compatibleDescendants(program, n);
        candidates.sort(Comparator.comparingInt(Node::size).thenComparingInt(Node::id));
        if (program.isDeletable(n)) candidates.add(0, n);
        return candidates;
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
