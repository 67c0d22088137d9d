package io.pare.reduction.unused;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Supplier;

import io.pare.program.Node;

/**
 * What the bisection of {@link UnreferencedDeclarations} asks next should one of its sets go, and
 * then each of those in turn: its chain, for spare jobs to ask ahead.
 *
 * <p>When the declarations the bug needs sit at the start of the list, the bisection walks to
 * their boundary one acceptance at a time. The later half goes. The earlier half with it is what
 * was refused before, so the next question is that half's later half, and so on. On the psabi
 * case that is five acceptances in a row, each one a round of the oracle however many jobs wait.
 * Each of those questions follows from the bisection's own rules, given that every question before
 * it went: so the whole walk is known the moment the first set is asked.
 *
 * <p>The next question after an acceptance is the next search's first candidate that the oracle
 * has not refused already: a set whose union with what went equals a set refused before is a
 * cached refusal, and the search passes it without a query.
 *
 * <p>Where the walk ends the round (nothing is left to ask, or every set left would be refused),
 * the chain's last link is the next round's first question, on the program the walk leaves: the
 * declarations that only the deleted ones used, which peeling frees. On the psabi case at 16 jobs
 * that question took a round of its own, after a walk whose links had all been asked ahead.
 */
final class BisectionChain {
    private final Map<Node, Integer> ids = new IdentityHashMap<>();
    private final List<Node> byId = new ArrayList<>();
    /** Sets of declarations whose deletion, from the program the search began on, was refused. */
    private final Set<BitSet> refused = new HashSet<>();
    /** The single declarations refused: the pass keeps them, and its next round does not offer them. */
    private final Set<Node> keptSingles = Collections.newSetFromMap(new IdentityHashMap<>());

    private BisectionChain(List<List<Node>> top) {
        for (List<Node> set : top) {
            for (Node n : set) {
                if (ids.putIfAbsent(n, byId.size()) == null) byId.add(n);
            }
        }
    }

    /**
     * The chain of the set at {@code index} of {@code levels.get(level)}, up to {@code depth}
     * links: each link is every declaration deleted so far, the set's own first. Every earlier
     * set of the search counts as refused, as it must be for this one to be its answer. When the
     * walk ends the round within those, one more link follows: what
     * {@code nextRound} gives for the declarations gone and the singles kept by then (null: the
     * next round asks nothing, and the link is null).
     */
    static List<Link> after(List<List<List<Node>>> levels, int level, int index, int depth,
            BiFunction<List<Node>, Set<Node>, List<Node>> nextRound) {
        BisectionChain c = new BisectionChain(levels.get(0));
        for (int l = 0; l < level; l++) {
            for (List<Node> set : levels.get(l)) c.refuse(c.bits(set), set);
        }
        List<List<Node>> at = levels.get(level);
        for (int k = 0; k < index; k++) c.refuse(c.bits(at.get(k)), at.get(k));
        return c.walk(c.bits(at.get(index)), UnreferencedDeclarations.next(at, index), depth, nextRound);
    }

    /**
     * A link of the chain: the declarations deleted from the program the search began on. The
     * next round's link is worked out only when read, since peeling walks the whole program once
     * a layer, and most links are never asked.
     */
    static final class Link {
        private Supplier<List<Node>> work;
        private List<Node> gone;

        private Link(Supplier<List<Node>> work) {
            this.work = work;
        }

        /** Null when the link turned out empty: the next round asks nothing. */
        synchronized List<Node> gone() {
            if (work != null) {
                gone = work.get();
                work = null;
            }
            return gone;
        }
    }

    private List<Link> walk(BitSet gone, List<List<Node>> pending, int depth,
            BiFunction<List<Node>, Set<Node>, List<Node>> nextRound) {
        List<Link> out = new ArrayList<>();
        while (!pending.isEmpty()) {
            // the next search, level by level, as the bisection asks it
            List<List<List<Node>>> levels = new ArrayList<>();
            levels.add(pending);
            int level = 0;
            int index = -1;
            while (index < 0) {
                List<List<Node>> sets = levels.get(level);
                for (int k = 0; k < sets.size() && index < 0; k++) {
                    if (!refused.contains(with(gone, sets.get(k)))) index = k;
                }
                if (index >= 0) break;
                List<List<Node>> below = UnreferencedDeclarations.halves(sets);
                if (below.isEmpty()) {
                    // every set is refused: the round ends, keeping the singles among them
                    for (List<List<Node>> l : levels) {
                        for (List<Node> set : l) refuse(with(gone, set), set);
                    }
                    break;
                }
                levels.add(below);
                level++;
            }
            if (index < 0) break;
            // one more question in this round: the chain holds only so many
            if (out.size() == depth) return out;
            // it is the answer: everything the search asked before it was refused
            for (int l = 0; l < level; l++) {
                for (List<Node> set : levels.get(l)) refuse(with(gone, set), set);
            }
            List<List<Node>> sets = levels.get(level);
            for (int k = 0; k < index; k++) refuse(with(gone, sets.get(k)), sets.get(k));
            gone = with(gone, sets.get(index));
            List<Node> link = nodes(gone);
            out.add(new Link(() -> link));
            pending = UnreferencedDeclarations.next(sets, index);
        }
        // the walk ended the round (one cut at the depth returned above)
        if (nextRound != null) {
            List<Node> goneNow = nodes(gone);
            Set<Node> kept = Collections.newSetFromMap(new IdentityHashMap<>());
            kept.addAll(keptSingles);
            out.add(new Link(() -> nextRound.apply(goneNow, kept)));
        }
        return out;
    }

    private void refuse(BitSet union, List<Node> set) {
        refused.add(union);
        if (set.size() == 1) keptSingles.add(set.get(0));
    }

    private BitSet bits(List<Node> set) {
        BitSet b = new BitSet(byId.size());
        for (Node n : set) b.set(ids.get(n));
        return b;
    }

    private BitSet with(BitSet gone, List<Node> set) {
        BitSet b = (BitSet) gone.clone();
        b.or(bits(set));
        return b;
    }

    private List<Node> nodes(BitSet b) {
        List<Node> out = new ArrayList<>(b.cardinality());
        for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) out.add(byId.get(i));
        return out;
    }
}
