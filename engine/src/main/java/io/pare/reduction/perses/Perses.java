package io.pare.reduction.perses;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RefusalMemory;
import io.pare.reduction.dd.ChunkDeletion;

/**
 * Perses (Sun et al., ICSE'18) as the framework study reproduces it (§4.5): nodes are visited
 * largest first; a list node has its items reduced by {@link ChunkDeletion} ({@code +} lists keep one); any other
 * node is replaced by the smallest compatible descendant the oracle accepts. Every candidate is
 * syntactically valid, and every candidate is a deletion at the token level.
 */
public final class Perses implements Reducer {
    /** How deep the search for a compatible descendant goes (in tree levels, as in RedPEG). */
    private final int maxDepth;
    /** Candidates refused before, skipped while what they touch stays as it was; null to ask every one (the paper's way). */
    private final RefusalMemory memory;
    /** Rules whose nodes go whole or stay whole (see {@link #remembering(Set, Set)}). */
    private final Set<String> wholeRules;

    public Perses() {
        this(4);
    }

    public Perses(int maxDepth) {
        this(maxDepth, null, Set.of());
    }

    private Perses(int maxDepth, RefusalMemory memory, Set<String> wholeRules) {
        this.maxDepth = maxDepth;
        this.memory = memory;
        this.wholeRules = Set.copyOf(wholeRules);
    }

    /**
     * Perses that does not ask again a candidate the oracle refused while the nodes it touches and
     * the use counts of the names in them are as they were ({@link RefusalMemory}): the fixpoint's
     * later walks ask about what changed, not about every node again.
     */
    public static Perses remembering(Set<Integer> identifierTypes) {
        return remembering(identifierTypes, Set.of());
    }

    /**
     * {@link #remembering(Set)}, where a node of one of the {@code wholeRules} is only ever
     * deleted whole: nothing inside it is a candidate. A Java import is such a node: the walk
     * offered every shorter path of each import's qualified name (30 queries for
     * {@code import static org.apache.beam.vendor.guava.v32_1_2_jre.com.google.common.base.Preconditions.checkArgument},
     * at 5 s a query on the Checker Framework case), and no shorter path names anything.
     */
    public static Perses remembering(Set<Integer> identifierTypes, Set<String> wholeRules) {
        return new Perses(4, new RefusalMemory(identifierTypes), wholeRules);
    }

    @Override
    public String name() {
        return "perses";
    }

    /** Its rounds keep their worklists to themselves; what it remembers is a {@link io.pare.reduction.Memo}. */
    @Override
    public boolean mayRunBesideItself() {
        return true;
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
            ctx.safePoint();
            if (ctx.isStale()) return;
            Node n = queue.poll().node();
            if (n.size() == 0 || !n.isAttached(top)) continue;
            switch (n.kind()) {
                case TOKEN -> {
                }
                case ITEM -> enqueueChildren(queue, n);
                case STAR, OPTIONAL, PLUS, RULE -> chain(ctx, queue, link(program, null, n), top);
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

    /**
     * A node of a chain: its candidates (hoist targets of a rule node, chunks of a list node's
     * items), and the queue entries its (supposed) failure added.
     */
    private static final class Link {
        /** The queue entry the chain polled (null for the first node, which the caller polled). */
        final Queued entry;
        final Node node;
        /** A list node's items as they were when its chunks were made; empty for a rule node. */
        final List<Node> items;
        final Iterator<?> candidates;
        List<Queued> enqueued;

        Link(Queued entry, Node node, List<Node> items, Iterator<?> candidates) {
            this.entry = entry;
            this.node = node;
            this.items = items;
            this.candidates = candidates;
        }

        boolean isList() {
            return node.kind() == NodeKind.STAR || node.kind() == NodeKind.OPTIONAL || node.kind() == NodeKind.PLUS;
        }

        boolean allowsEmpty() {
            return node.kind() != NodeKind.PLUS;
        }
    }

    /** A candidate of a chain: a hoist target ({@link Node}) or a chunk of a list ({@link ChunkDeletion.Chunk}). */
    private record Step(Link link, Object choice, long key) {
        Edit edit() {
            if (choice instanceof ChunkDeletion.Chunk c) return ChunkDeletion.edit(link.items, c);
            Node target = (Node) choice;
            return target == link.node ? Edit.delete(List.of(target)) : Edit.replace(link.node, target);
        }
    }

    /**
     * Visits n: a rule node is deleted where its slot may be empty, else replaced by its smallest
     * compatible descendant the oracle accepts; a list node has its items reduced by
     * {@link ChunkDeletion}. When nothing is accepted the children are queued.
     *
     * <p>Why a chain: a rule node rarely has more than a candidate or two, and a short list not
     * many more, which would leave all but one job idle. So the candidate stream goes on, lazily,
     * with the nodes sequential Perses would visit next if every candidate so far fails (children
     * of the failed node queued, the next node polled). The stream is the sequential order, so the
     * first accepted candidate is the one sequential Perses would commit; what the chain queued or
     * polled past that candidate is undone, and a list whose chunk was accepted goes on with the
     * rest of its reduction as sequential Perses does.
     */
    private void chain(ReductionContext ctx, PriorityQueue<Queued> queue, Link first, Node top)
            throws CancelledException, InterruptedException {
        Link start = first;
        while (start != null) {
            if (ctx.interludeDue()) {
                // A chain goes on after each accepted chunk, past no safe point, and into the next
                // nodes: on a 126 KB Csmith program the first walk went from 39,101 to 10,188 tokens
                // before the interlude (due at 23,460) ran, cutting down functions whose calls it had
                // deleted instead of leaving them to unreferenced. The list goes back in the queue
                // and is reduced afresh after the interlude.
                enqueue(queue, start.node);
                return;
            }
            start = chainOnce(ctx, queue, start, top);
        }
    }

    /**
     * One stream of a chain, from {@code first} on, until its first accepted candidate; returns
     * the list link that goes on after an accepted chunk (a new chain starts there), else null.
     */
    private Link chainOnce(ReductionContext ctx, PriorityQueue<Queued> queue, Link first, Node top)
            throws CancelledException, InterruptedException {
        Program program = ctx.program();
        List<Link> links = new ArrayList<>();
        List<Step> made = new ArrayList<>();
        Iterator<Step> stream = new Iterator<>() {
            Iterator<Step> current = java.util.Collections.emptyIterator();
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
            public Step next() {
                if (!hasNext()) throw new java.util.NoSuchElementException();
                Step step = current.next();
                made.add(step);
                return step;
            }

            /** The previous link is taken to have failed; the next chainable node becomes a link. */
            private boolean advance() {
                if (links.isEmpty()) {
                    links.add(first);
                } else {
                    Link prev = links.get(links.size() - 1);
                    prev.enqueued = isWhole(program, prev.node) ? List.of()
                            : enqueueAll(queue, prev.isList() ? prev.items : prev.node.children());
                    Queued entry = pollChainable(queue, top);
                    if (entry == null) return false;
                    links.add(link(program, entry, entry.node()));
                }
                current = steps(program, links.get(links.size() - 1));
                return true;
            }
        };
        Optional<Step> hit = ctx.commitFirst(stream, Step::edit);
        if (memory != null) memory.refuseBefore(made, hit, Step::key);
        if (hit.isEmpty()) return null; // every link failed, and each queued its children
        Link won = hit.get().link();
        // Sequential Perses stopped at the accepted link: undo what the chain did past it.
        for (int i = links.size() - 1; i >= 0 && links.get(i) != won; i--) {
            Link l = links.get(i);
            if (l.enqueued != null) l.enqueued.forEach(queue::remove);
            queue.add(l.entry); // as it was queued: its size then is its priority
        }
        if (won.enqueued != null) won.enqueued.forEach(queue::remove);
        if (hit.get().choice() instanceof ChunkDeletion.Chunk c) {
            // the list goes on below the deleted chunk, and the chain with it
            ChunkDeletion.Rest rest = ChunkDeletion.after(won.items, won.allowsEmpty(), c);
            return rest.kept().isEmpty() ? null : new Link(null, won.node, rest.kept(), rest.candidates());
        }
        if (hit.get().choice() != won.node) enqueue(queue, (Node) hit.get().choice());
        return null;
    }

    /** A link's candidates as steps, without those refused before when remembering. */
    private Iterator<Step> steps(Program program, Link link) {
        Iterator<?> choices = link.candidates;
        return new Iterator<>() {
            Step next;

            @Override
            public boolean hasNext() {
                while (next == null && choices.hasNext()) {
                    Object choice = choices.next();
                    long key = memory == null ? 0 : key(program, link, choice);
                    if (memory == null || !memory.wasRefused(key)) next = new Step(link, choice, key);
                }
                return next != null;
            }

            @Override
            public Step next() {
                if (!hasNext()) throw new java.util.NoSuchElementException();
                Step s = next;
                next = null;
                return s;
            }
        };
    }

    /** The memory's name of a candidate: the chunk's items, or the node with the descendant that would stand for it. */
    private long key(Program program, Link link, Object choice) {
        if (choice instanceof ChunkDeletion.Chunk c) {
            return memory.key(program, c.all() ? link.items : link.items.subList(c.start(), c.stop()), c.all() ? 1 : 2);
        }
        Node target = (Node) choice;
        return memory.key(program, target == link.node ? List.of(target) : List.of(link.node, target), 3);
    }

    private Link link(Program program, Queued entry, Node n) {
        if (isWhole(program, n)) {
            return new Link(entry, n, List.of(), (program.isDeletable(n) ? List.of(n) : List.<Node>of()).iterator());
        }
        if (n.kind() == NodeKind.RULE) return new Link(entry, n, List.of(), hoistCandidates(program, n).iterator());
        if (n.kind() == NodeKind.ITEM) return new Link(entry, n, List.of(), java.util.Collections.emptyIterator());
        List<Node> items = List.copyOf(n.children());
        return new Link(entry, n, items, ChunkDeletion.candidates(items, n.kind() != NodeKind.PLUS));
    }

    /** Whether n is a node of one of the rules that go or stay whole. */
    private boolean isWhole(Program program, Node n) {
        if (wholeRules.isEmpty() || n.kind() != NodeKind.RULE) return false;
        for (int r : n.chain()) {
            if (wholeRules.contains(program.symbolName(io.pare.program.Symbols.rule(r)))) return true;
        }
        return false;
    }

    /** Queues what sequential Perses queues after n stays as it is; returns the new entries. */
    private static List<Queued> enqueueChildren(PriorityQueue<Queued> queue, Node n) {
        return enqueueAll(queue, n.children());
    }

    private static List<Queued> enqueueAll(PriorityQueue<Queued> queue, List<Node> nodes) {
        List<Queued> added = new ArrayList<>();
        for (Node c : nodes) {
            Queued q = enqueue(queue, c);
            if (q != null) added.add(q);
        }
        return added;
    }

    /** The next node sequential Perses would visit, or null when none is left. */
    private static Queued pollChainable(PriorityQueue<Queued> queue, Node top) {
        while (!queue.isEmpty()) {
            Node n = queue.peek().node();
            if (n.size() == 0 || !n.isAttached(top) || n.kind() == NodeKind.TOKEN) {
                queue.poll();
                continue;
            }
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
