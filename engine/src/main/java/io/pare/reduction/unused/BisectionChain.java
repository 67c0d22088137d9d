package io.pare.reduction.unused;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 */
final class BisectionChain {
    private final Map<Node, Integer> ids = new IdentityHashMap<>();
    private final List<Node> byId = new ArrayList<>();
    /** Sets of declarations whose deletion, from the program the search began on, was refused. */
    private final Set<BitSet> refused = new HashSet<>();

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
     * set of the search counts as refused, as it must be for this one to be its answer.
     */
    static List<List<Node>> after(List<List<List<Node>>> levels, int level, int index, int depth) {
        BisectionChain c = new BisectionChain(levels.get(0));
        for (int l = 0; l < level; l++) {
            for (List<Node> set : levels.get(l)) c.refused.add(c.bits(set));
        }
        List<List<Node>> at = levels.get(level);
        for (int k = 0; k < index; k++) c.refused.add(c.bits(at.get(k)));
        return c.walk(c.bits(at.get(index)), UnreferencedDeclarations.next(at, index), depth);
    }

    private List<List<Node>> walk(BitSet gone, List<List<Node>> pending, int depth) {
        List<List<Node>> out = new ArrayList<>();
        while (out.size() < depth && !pending.isEmpty()) {
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
                if (below.isEmpty()) return out;
                levels.add(below);
                level++;
            }
            // it is the answer: everything the search asked before it was refused
            for (int l = 0; l < level; l++) {
                for (List<Node> set : levels.get(l)) refused.add(with(gone, set));
            }
            List<List<Node>> sets = levels.get(level);
            for (int k = 0; k < index; k++) refused.add(with(gone, sets.get(k)));
            gone = with(gone, sets.get(index));
            out.add(nodes(gone));
            pending = UnreferencedDeclarations.next(sets, index);
        }
        return out;
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
