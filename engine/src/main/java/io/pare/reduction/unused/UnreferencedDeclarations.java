package io.pare.reduction.unused;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.Memo;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Deletes, in bulk, the declarations that nothing names: C-Reduce's removal of unused functions
 * and variables, for every kind of declaration at once. A preprocessed translation unit is mostly
 * header declarations the program never uses. Perses finds that out one list chunk at a time, and
 * a chunk cut at random (half of a namespace) rarely compiles, so on a 500 KB C++ unit it spends
 * thousands of queries on refusals.
 *
 * <p>Here every declaration none of whose names is used outside it is offered for deletion in one
 * candidate. When the oracle refuses, the set is halved, and only refused halves are split again,
 * so k declarations the bug needs among m unreferenced ones cost about 2k·log2(m/k) queries rather
 * than one per declaration. Deleting one layer leaves the declarations only it used unreferenced;
 * the next round takes those. A declaration the oracle kept (the program's entry point, what the
 * bug is in) is not offered again by this pass while its tokens stay the same. When peeling frees
 * nothing more, what the kept declarations do not reach, through the names they use, is offered:
 * that takes the cycles and same-name families peeling cannot free.
 *
 * <p>Names are compared as text, whatever their scope: a use of any {@code size} keeps every
 * declaration of a {@code size}. That only makes the pass offer less; the oracle decides the rest.
 */
public final class UnreferencedDeclarations implements Reducer {
    private final DeclarationFinder finder;
    private final Set<Integer> identifierTypes;
    private final Memo<Long> kept = new Memo<>();
    /**
     * The names of the declarations the oracle kept: such a declaration is a root of what the bug
     * needs (C's {@code main}, the class a checker crashes on), and stays one when a walk edits its
     * body. Keyed by region alone, it was offered again after every such edit, at a query each time.
     */
    private final Memo<Set<String>> keptNames = new Memo<>();

    public UnreferencedDeclarations(DeclarationFinder finder, Set<Integer> identifierTypes) {
        this.finder = finder;
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "unreferenced";
    }

    /** Each round frees the next layer, which needs no Perses round in between. */
    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        DeclarationIndex index = finder.index(p);
        List<Node> offered = unreferenced(p, index);
        List<List<Node>> layers = List.of();
        if (offered.isEmpty()) {
            offered = unreachable(p, index);
        } else {
            layers = peeled(p, index, offered);
        }
        if (offered.isEmpty()) return;
        Map<Node, Set<String>> names = new IdentityHashMap<>();
        for (Declaration d : index.declarations()) names.put(d.item(), d.names());
        bisect(ctx, p, index, offered, layers, names);
    }

    /**
     * What peeling would offer round after round if every layer went, layer by layer: {@code first}
     * with the next layer (the declarations whose names only the layers before it use), with the
     * one after, and so on, each in document order (outermost ones); empty when nothing lies past
     * {@code first}. The last, everything, is asked beside the first layer: it takes in one query
     * what took one oracle latency a layer (on the psabi case nine rounds, 24 of the 89 s at 32
     * jobs); refused, it costs a query that ran beside the first layer's. The others are what the
     * next rounds ask should the first layer go, and then each of them: spare jobs ask them ahead.
     */
    List<List<Node>> peeled(Program p, DeclarationIndex index, List<Node> first) {
        return peeled(p, index, first, d -> wasKept(p, d));
    }

    /**
     * {@link #peeled}, where {@code kept} says which declarations the pass keeps. The program is
     * walked once: each layer's uses are taken off as it goes, and what each declaration uses of
     * its own names is counted once, where walking the whole program again for every layer cost
     * 0.3 s a call on the 570 KB {@code -Wrestrict} unit.
     */
    private List<List<Node>> peeled(Program p, DeclarationIndex index, List<Node> first, Predicate<Declaration> kept) {
        Set<Node> defining = index.definingTokens();
        Set<Node> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        gone.addAll(first);
        Map<String, Integer> uses = usesOutside(p, gone, defining);
        Map<Node, Map<String, Integer>> inside = new IdentityHashMap<>();
        List<Declaration> open = new ArrayList<>();
        for (Declaration d : index.declarations()) {
            if (!d.names().isEmpty() && !d.unspelled() && deletable(d.item()) && !kept.test(d)) open.add(d);
        }
        List<List<Node>> out = new ArrayList<>();
        while (true) {
            List<Node> layer = new ArrayList<>();
            for (Declaration d : open) {
                Node item = d.item();
                if (gone.contains(item) || insideAny(item, gone)) continue;
                Map<String, Integer> own = inside.computeIfAbsent(item, k -> uses(p, k, defining, d.names()));
                if (!namedOutside(d, uses, own)) layer.add(item);
            }
            if (layer.isEmpty()) break;
            Set<Node> layerSet = Collections.newSetFromMap(new IdentityHashMap<>());
            layerSet.addAll(layer);
            for (Node item : layer) {
                // what lies in the layer before counts no more (what lay in gone was never counted)
                if (!insideAny(item, layerSet)) count(p, item, gone, defining, uses, -1);
            }
            gone.addAll(layer);
            List<Node> upTo = new ArrayList<>();
            for (Declaration d : index.declarations()) {
                if (gone.contains(d.item()) && !insideAny(d.item(), gone)) upTo.add(d.item());
            }
            out.add(upTo);
        }
        return out;
    }

    /** Whether one of the declaration's names is used outside it, given the program's {@code uses} by name. */
    private boolean namedOutside(Program p, Declaration d, Map<String, Integer> uses, Set<Node> defining) {
        return namedOutside(d, uses, uses(p, d.item(), defining, d.names()));
    }

    /** {@link #namedOutside}, given what the declaration uses of its own names, {@code inside}. */
    private static boolean namedOutside(Declaration d, Map<String, Integer> uses, Map<String, Integer> inside) {
        for (String name : d.names()) {
            if (uses.getOrDefault(name, 0) > inside.getOrDefault(name, 0)) return true;
        }
        return false;
    }

    /** Uses by name, as {@link #uses}, of the whole program but what lies inside {@code gone}. */
    private Map<String, Integer> usesOutside(Program p, Set<Node> gone, Set<Node> defining) {
        Map<String, Integer> out = new HashMap<>();
        count(p, p.root(), gone, defining, out, 1);
        return out;
    }

    /** Adds {@code delta} to {@code uses} for each use below {@code top} that is not inside {@code gone}. */
    private void count(Program p, Node top, Set<Node> gone, Set<Node> defining, Map<String, Integer> uses, int delta) {
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(top);
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if (gone.contains(n)) continue;
            if (n.kind() == NodeKind.TOKEN) {
                var token = p.tokens().get(n.tokenIndex());
                if (identifierTypes.contains(token.type()) && !defining.contains(n)) uses.merge(token.text(), delta, Integer::sum);
                continue;
            }
            for (Node c : n.children()) stack.push(c);
        }
    }

    /** Whether the oracle kept this declaration before: its region as it is, or its names. */
    private boolean wasKept(Program p, Declaration d) {
        return keptNames.contains(d.names()) || kept.contains(RegionMemory.key(p, List.of(d.item())));
    }

    /**
     * The outermost declarations, in document order, whose names nothing outside them uses; the
     * unspelled ones (operators) only once no other is left. A needed operator is found only by
     * the oracle refusing it, at a few queries each; by then their dead classes have taken most
     * operators with them, and each query is on a smaller program. On the 570 KB
     * {@code -Wrestrict} unit, 20 of its first 24 refusals were operators.
     */
    List<Node> unreferenced(Program p, DeclarationIndex index) {
        Map<String, Integer> uses = uses(p, p.root(), index.definingTokens(), null);
        Set<Node> chosen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Node> out = new ArrayList<>();
        List<Node> unspelled = new ArrayList<>();
        for (Declaration d : index.declarations()) {
            Node item = d.item();
            // a nameless one (an access specifier, a static_assert) is left to Perses: a class's
            // many `public:` would each cost the bisection queries to find it is needed
            if (d.names().isEmpty() || !deletable(item) || insideAny(item, chosen)) continue;
            if (namedOutside(p, d, uses, index.definingTokens()) || wasKept(p, d)) continue;
            chosen.add(item);
            (d.unspelled() ? unspelled : out).add(item);
        }
        return out.isEmpty() ? unspelled : out;
    }

    /**
     * Once no declaration is unreferenced, the ones no kept declaration reaches: names used in a
     * kept declaration (outside its own members) make every declaration of them live, and so on,
     * and a live member keeps its class. What is left over are cycles and families of one name
     * (overloads that call each other, classes that name each other) that peeling never frees.
     */
    List<Node> unreachable(Program p, DeclarationIndex index) {
        Set<Node> declarationItems = Collections.newSetFromMap(new IdentityHashMap<>());
        Map<Node, Declaration> byItem = new IdentityHashMap<>();
        Map<String, List<Declaration>> byName = new HashMap<>();
        for (Declaration d : index.declarations()) {
            declarationItems.add(d.item());
            byItem.put(d.item(), d);
            for (String n : d.names()) byName.computeIfAbsent(n, k -> new ArrayList<>()).add(d);
        }
        Set<Node> keptNow = keptAmong(p, index);
        // Without a kept declaration every one would be offered: on a 500 KB C++ unit that cost 540
        // queries for 9% of its tokens, where Perses took half of them in 200
        if (keptNow.isEmpty()) return List.of();
        // What this pass never offers stays, and so does what it names: std's `using ::strlen;`
        // once made the sweep offer 200 C library declarations the oracle then kept one by one.
        // Inside a class such a member (an access specifier, a static_assert) lives with its class.
        Map<Node, List<Declaration>> stayingMembers = new IdentityHashMap<>();
        Set<Node> live = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Declaration> work = new ArrayDeque<>();
        for (Declaration d : index.declarations()) {
            boolean staying = d.names().isEmpty() || !deletable(d.item());
            Node owner = staying ? enclosing(d.item(), byItem) : null;
            if (owner != null) {
                stayingMembers.computeIfAbsent(owner, k -> new ArrayList<>()).add(d);
            } else if ((staying || keptNow.contains(d.item())) && live.add(d.item())) {
                work.add(d);
            }
        }
        while (!work.isEmpty()) {
            Declaration d = work.poll();
            for (Node a = d.item().parent(); a != null; a = a.parent()) {
                Declaration outer = byItem.get(a);
                if (outer != null && live.add(a)) work.add(outer);
            }
            for (Declaration member : stayingMembers.getOrDefault(d.item(), List.of())) {
                if (live.add(member.item())) work.add(member);
            }
            for (String name : ownUses(p, d.item(), declarationItems, index.definingTokens())) {
                for (Declaration e : byName.getOrDefault(name, List.of())) {
                    if (live.add(e.item())) work.add(e);
                }
            }
        }
        Set<Node> chosen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Node> out = new ArrayList<>();
        for (Declaration d : index.declarations()) {
            Node item = d.item();
            if (d.names().isEmpty() || live.contains(item) || !deletable(item) || insideAny(item, chosen)) continue;
            chosen.add(item);
            out.add(item);
        }
        return out;
    }

    /** The nearest declaration around an item, or null at namespace or file scope. */
    private static Node enclosing(Node item, Map<Node, Declaration> byItem) {
        for (Node a = item.parent(); a != null; a = a.parent()) {
            if (byItem.containsKey(a)) return a;
        }
        return null;
    }

    /** The program's declarations the oracle kept before, each hashed once. */
    private Set<Node> keptAmong(Program p, DeclarationIndex index) {
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        if (kept.isEmpty() && keptNames.isEmpty()) return out;
        for (Declaration d : index.declarations()) {
            if (wasKept(p, d)) out.add(d.item());
        }
        return out;
    }

    /** Names a declaration uses itself, not counting its member declarations. */
    private Set<String> ownUses(Program p, Node item, Set<Node> declarationItems, Set<Node> defining) {
        Set<String> out = new HashSet<>();
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(item);
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if (n.kind() == NodeKind.TOKEN) {
                var token = p.tokens().get(n.tokenIndex());
                if (identifierTypes.contains(token.type()) && !defining.contains(n)) out.add(token.text());
                continue;
            }
            for (Node c : n.children()) {
                if (!declarationItems.contains(c)) stack.push(c);
            }
        }
        return out;
    }

    /**
     * Deletes as many of the declarations as the oracle lets go, halving refused sets. Of what
     * peeling would take with them, layer by layer ({@link #peeled}; empty: nothing), the whole is
     * asked first, once, and the rest is the declarations' chain: what the next rounds ask should
     * they go.
     */
    private void bisect(ReductionContext ctx, Program p, DeclarationIndex index, List<Node> declarations,
            List<List<Node>> layers, Map<Node, Set<String>> names) throws CancelledException, InterruptedException {
        // what peeling would take is asked first, in the same sequence as the first level: its
        // going ends the round; refused, the first level's answers are ready without a latency of
        // their own (on the psabi case one of the seven the pass took at 16 jobs)
        List<Node> wider = layers.isEmpty() ? null : layers.get(layers.size() - 1);
        List<Edit> nextRounds = new ArrayList<>();
        for (List<Node> upTo : layers.subList(0, Math.max(0, layers.size() - 1))) nextRounds.add(Edit.delete(upTo));
        List<List<Node>> pending = List.of(declarations);
        while (!pending.isEmpty()) {
            // the levels this search may reach: the pending sets, then, should every one be refused,
            // their halves, and so on; asked as one sequence, a level's refusals cost no oracle
            // latency of their own before the next level is asked (at 32 jobs, the jobs reach down
            // the levels while the first answers are awaited)
            List<List<List<Node>>> levels = new ArrayList<>();
            levels.add(pending);
            record Slot(int level, int index) {
            }
            List<Node> first = wider;
            wider = null;
            Iterator<Slot> order = new Iterator<>() {
                boolean widerDue = first != null;
                int level;
                int index;

                @Override
                public boolean hasNext() {
                    if (widerDue) return true;
                    while (index == levels.get(level).size()) {
                        if (level + 1 == levels.size()) {
                            List<List<Node>> below = halves(levels.get(level));
                            if (below.isEmpty()) return false;
                            levels.add(below);
                        }
                        level++;
                        index = 0;
                    }
                    return true;
                }

                @Override
                public Slot next() {
                    if (!hasNext()) throw new java.util.NoSuchElementException();
                    if (widerDue) {
                        widerDue = false;
                        return new Slot(-1, 0);
                    }
                    return new Slot(level, index++);
                }
            };
            boolean firstSearch = first != null;
            Optional<Slot> accepted = ctx.commitFirst(order,
                    slot -> Edit.delete(slot.level() < 0 ? first : levels.get(slot.level()).get(slot.index())),
                    slot -> {
                        if (slot.level() < 0) return List.of();
                        if (firstSearch && slot.level() == 0 && slot.index() == 0) return nextRounds;
                        return edits(BisectionChain.after(levels, slot.level(), slot.index(), CHAIN,
                                (gone, keptSingles) -> nextRoundsFirst(p, index, gone, keptSingles, names)));
                    });
            if (accepted.isPresent() && accepted.get().level() < 0) return;
            int last = accepted.map(Slot::level).orElse(levels.size() - 1);
            for (int level = 0; level < last; level++) keepSingles(p, levels.get(level), names);
            if (accepted.isEmpty()) {
                keepSingles(p, levels.get(last), names);
                return;
            }
            List<List<Node>> sets = levels.get(last);
            int at = accepted.get().index();
            keepSingles(p, sets.subList(0, at), names);
            pending = next(sets, at);
        }
    }

    /** A chain's links as deletions, each made when read (the last may be null: nothing to ask). */
    private static List<Edit> edits(List<BisectionChain.Link> links) {
        return new java.util.AbstractList<>() {
            @Override
            public Edit get(int i) {
                List<Node> gone = links.get(i).gone();
                return gone == null ? null : Edit.delete(gone);
            }

            @Override
            public int size() {
                return links.size();
            }
        };
    }

    /**
     * What this pass's next round asks first once {@code gone} went and the single declarations
     * {@code keptSingles} were refused: everything peeling would then take, or null when it takes
     * nothing. As {@link #round} works it out on that program (what it offers is peeling's first
     * layer from here), short of the operators it offers only once nothing else is left.
     */
    private List<Node> nextRoundsFirst(Program p, DeclarationIndex index, List<Node> gone, Set<Node> keptSingles,
            Map<Node, Set<String>> names) {
        Set<Set<String>> keptNamesThen = new HashSet<>();
        for (Node n : keptSingles) {
            Set<String> own = names.get(n);
            if (own != null && !own.isEmpty()) keptNamesThen.add(own);
        }
        List<List<Node>> upTo = peeled(p, index, gone,
                d -> wasKept(p, d) || keptSingles.contains(d.item()) || keptNamesThen.contains(d.names()));
        return upTo.isEmpty() ? null : upTo.get(upTo.size() - 1);
    }

    /** How many questions past an accepted set its chain holds ({@link BisectionChain}): about the walks seen. */
    private static final int CHAIN = 6;

    /**
     * The sets the bisection asks next once the set at {@code at} went: the halves of the refused
     * ones before it, then the ones after it, which were asked about the program before it.
     */
    static List<List<Node>> next(List<List<Node>> sets, int at) {
        List<List<Node>> next = halves(sets.subList(0, at));
        next.addAll(sets.subList(at + 1, sets.size()));
        return next;
    }

    /** The refused single declarations are kept: not offered again while they stay as they are. */
    private void keepSingles(Program p, List<List<Node>> refused, Map<Node, Set<String>> names) {
        for (List<Node> set : refused) {
            if (set.size() != 1) continue;
            kept.add(RegionMemory.key(p, set));
            Set<String> n = names.get(set.get(0));
            if (n != null && !n.isEmpty()) keptNames.add(n);
        }
    }

    /**
     * The halves of each refused set of more than one, the later half first: where either half
     * would do, the earlier declarations stay, as with Perses (on the psabi case the first vector
     * typedef, whose size {@code 64 * sizeof(char)} shrinks to {@code 64}, where the last one's
     * {@code sizeof(long) * 8} cannot).
     */
    static List<List<Node>> halves(List<List<Node>> refused) {
        List<List<Node>> out = new ArrayList<>();
        for (List<Node> set : refused) {
            if (set.size() == 1) continue;
            int half = set.size() / 2;
            out.add(set.subList(half, set.size()));
            out.add(set.subList(0, half));
        }
        return out;
    }

    /** Uses (identifier tokens that declare nothing) below {@code top}, by name; of the given names only, when given. */
    private Map<String, Integer> uses(Program p, Node top, Set<Node> defining, Set<String> only) {
        Map<String, Integer> out = new HashMap<>();
        for (Node t : top.tokenNodes()) {
            var token = p.tokens().get(t.tokenIndex());
            if (!identifierTypes.contains(token.type()) || defining.contains(t)) continue;
            if (only != null && !only.contains(token.text())) continue;
            out.merge(token.text(), 1, Integer::sum);
        }
        return out;
    }

    /** An item of a {@code *} list: deleting it leaves a program of the grammar. */
    private static boolean deletable(Node item) {
        return item.kind() == NodeKind.ITEM && item.parent() != null && item.parent().kind() == NodeKind.STAR;
    }

    private static boolean insideAny(Node n, Set<Node> chosen) {
        for (Node a = n.parent(); a != null; a = a.parent()) {
            if (chosen.contains(a)) return true;
        }
        return false;
    }
}
