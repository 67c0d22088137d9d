package io.pare.reduction.gtr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.Shapes;
import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.dd.ListReduction;
import io.pare.reduction.hdd.Levels;

/**
 * Generalized tree reduction (Herfert et al.) as the framework study runs it (§4.4): level by
 * level from the root, two templates per level. Deletion: the list reduction (ddmin) picks which
 * of the level's deletable nodes go, with nothing in their place. Substitute-by-child: each node
 * is replaced greedily by smaller children (looking through lists and items) until no
 * substitution is accepted any more; an only child is taken without a query (same text).
 *
 * <p>The filter is derived from the grammar, not learned from a corpus: a list item may always go
 * (a {@code +} list keeps one); a rule or token node only when its parent, without it, still has
 * a shape some rule in the parent's slot allows ({@link Shapes}, with subsumption); a child may
 * replace a node when the node's expected symbol subsumes it. Unlike RedPEG, a deletion set is
 * checked as a whole (every parent it touches keeps a valid shape), so GTR's candidates here are
 * always syntactically valid.
 */
public final class Gtr implements Reducer {
    private final ListReduction list;
    private final Shapes shapes;

    public Gtr(Language language, ListReduction list) {
        this.list = list;
        this.shapes = language instanceof GrammarLanguage g ? new Shapes(g.grammar()) : null;
    }

    @Override
    public String name() {
        return "gtr";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        List<Node> level = List.of(p.root());
        while (!level.isEmpty()) {
            // Deletion template
            List<Node> survivors = list.reduceGroup(ctx, level, n -> canDelete(p, n), set -> deletion(p, set));
            // Substitute-by-child template: candidates computed once, on the level's nodes.
            Map<Node, List<Node>> candidates = new IdentityHashMap<>();
            for (Node n : survivors) candidates.put(n, substitutes(p, n));
            Map<Node, Node> holder = new IdentityHashMap<>();
            for (Node n : survivors) holder.put(n, n);
            boolean improved = true;
            while (improved) {
                improved = false;
                for (Node n : survivors) {
                    List<Node> options = candidates.get(n);
                    if (options.isEmpty()) continue;
                    int from = 0;
                    while (from < options.size()) {
                        Node now = holder.get(n);
                        if (now.parent() == null) break;
                        List<Node> only = Levels.regularChildren(now);
                        int start = from;
                        List<Integer> order = new ArrayList<>();
                        for (int i = start; i < options.size(); i++) {
                            if (options.get(i).size() < now.size() || (only.size() == 1 && only.get(0) == options.get(i))) {
                                order.add(i);
                            }
                        }
                        if (order.isEmpty()) break;
                        int first = order.get(0);
                        Node c = options.get(first);
                        if (only.size() == 1 && only.get(0) == c && c.size() == now.size()) {
                            p.commit(Edit.replace(now, c)); // same text: no query
                            holder.put(n, c);
                            from = first + 1;
                            improved = true;
                            continue;
                        }
                        Optional<Integer> hit = ctx.commitFirst(order, i -> options.get(i).size() < now.size()
                                ? Edit.replace(now, options.get(i)) : null);
                        if (hit.isEmpty()) break;
                        holder.put(n, options.get(hit.get()));
                        from = hit.get() + 1;
                        improved = true;
                    }
                }
            }
            List<Node> next = new ArrayList<>();
            for (Node n : survivors) {
                Node h = holder.get(n);
                if (h.parent() != null) next.addAll(Levels.children(h));
            }
            level = next;
        }
    }

    /** The per-node filter: may this node be deleted with nothing in its place? */
    boolean canDelete(Program p, Node n) {
        Node parent = n.parent();
        if (parent == null || n == p.root() || n.size() == 0) return false;
        if (n.kind() == NodeKind.ITEM) return parent.kind() != NodeKind.PLUS || parent.children().size() > 1;
        if (parent.kind() != NodeKind.RULE || shapes == null) return false;
        List<Node> rest = new ArrayList<>(parent.children());
        rest.remove(n);
        return shapes.fits(p, parent.slot(), rest);
    }

    /** Deleting a set: refused (no query) when it empties a + list or leaves a parent with no valid shape. */
    Edit deletion(Program p, List<Node> set) {
        Map<Node, List<Node>> byParent = new IdentityHashMap<>();
        for (Node n : set) byParent.computeIfAbsent(n.parent(), k -> new ArrayList<>()).add(n);
        for (var e : byParent.entrySet()) {
            Node parent = e.getKey();
            List<Node> rest = new ArrayList<>(parent.children());
            Set<Node> gone = Collections.newSetFromMap(new IdentityHashMap<>());
            gone.addAll(e.getValue());
            rest.removeIf(gone::contains);
            if (parent.kind() == NodeKind.PLUS && rest.isEmpty()) return null;
            if (parent.kind() == NodeKind.RULE && e.getValue().size() > 1 && !shapes.fits(p, parent.slot(), rest)) return null;
        }
        return Edit.delete(set);
    }

    /** Children (through lists and items) that may stand in the node's slot and are smaller. */
    List<Node> substitutes(Program p, Node n) {
        List<Node> out = new ArrayList<>();
        if (n.kind() != NodeKind.RULE) return out;
        for (Node c : Levels.regularChildren(n)) {
            if (c.size() > 0 && c.size() <= n.size() && p.canStandFor(n, c)) out.add(c);
        }
        return out;
    }
}
