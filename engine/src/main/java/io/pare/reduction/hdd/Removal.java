package io.pare.reduction.hdd;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.dd.ListReduction;

/**
 * What removing a set of nodes of one level means for the HDD family (framework §4.1–4.3): a list
 * item goes with nothing in its place; a rule or token node is replaced by the minimal
 * replacement of its expected symbol (HDD, HDDr) or, for CoarseHDD, only nodes whose replacement
 * is empty are ever removed. The {@code +}-list rule: a set that would take every remaining item of
 * a {@code +} list keeps the first of them as its minimal replacement (HDD, HDDr), or is refused
 * without a query (CoarseHDD, whose items have no smaller form to keep).
 */
final class Removal {
    private final MinimalReplacements replacements;
    private final boolean coarse;

    Removal(MinimalReplacements replacements, boolean coarse) {
        this.replacements = replacements;
        this.coarse = coarse;
    }

    /** Whether the node is offered to the list reduction at all (the unremovable-node filter). */
    boolean removable(Program p, Node n) {
        if (n.parent() == null || n.parent().parent() == null || n.size() == 0) return false; // detached, or the root
        if (n.kind() == NodeKind.ITEM) {
            Node list = n.parent();
            if (list.kind() != NodeKind.PLUS || list.children().size() > 1) return true;
            return !coarse && replacements.shrinks(p, n, replacements.forItemContent(n));
        }
        if (n.kind() != NodeKind.RULE && n.kind() != NodeKind.TOKEN) return false;
        MinimalReplacements.Replacement r = replacements.forNode(n);
        if (coarse) return r != null && r.isEmpty() && n.kind() == NodeKind.RULE;
        return replacements.shrinks(p, n, r);
    }

    /**
     * One step of every HDD variant: offers the group's removable nodes to the list reduction,
     * which commits what the oracle lets go, and returns the group's nodes still in the tree, in order.
     */
    List<Node> reduceGroup(ReductionContext ctx, ListReduction list, List<Node> group)
            throws CancelledException, InterruptedException {
        Program p = ctx.program();
        return list.reduceGroup(ctx, group, n -> removable(p, n), set -> edit(p, set));
    }

    /** The edit removing {@code nodes} (all of one level, none below another), or null when refused. */
    Edit edit(Program p, List<Node> nodes) {
        Map<Node, Node> deleted = new IdentityHashMap<>();
        Map<Node, int[]> generated = new IdentityHashMap<>();
        Map<Node, List<Node>> byList = new IdentityHashMap<>();
        for (Node n : nodes) {
            if (n.kind() == NodeKind.ITEM) {
                byList.computeIfAbsent(n.parent(), k -> new ArrayList<>()).add(n);
                continue;
            }
            MinimalReplacements.Replacement r = replacements.forNode(n);
            if (r == null || (coarse && !r.isEmpty())) return null;
            if (r.isEmpty()) {
                deleted.put(n, null);
            } else {
                generated.put(n, MinimalReplacements.generate(p, n, r));
            }
        }
        for (var e : byList.entrySet()) {
            Node list = e.getKey();
            List<Node> items = e.getValue();
            boolean all = list.kind() == NodeKind.PLUS && minus(list.children(), items).isEmpty();
            for (Node item : items) deleted.put(item, null);
            if (all) {
                if (coarse) return null;
                Node keep = list.children().get(0);
                MinimalReplacements.Replacement r = replacements.forItemContent(keep);
                if (r == null) return null;
                deleted.remove(keep);
                generated.put(keep, MinimalReplacements.generate(p, keep, r));
            }
        }
        return Edit.of(deleted, generated);
    }

    private static List<Node> minus(List<Node> all, List<Node> gone) {
        Set<Node> g = setOf(gone);
        List<Node> out = new ArrayList<>();
        for (Node x : all) {
            if (!g.contains(x)) out.add(x);
        }
        return out;
    }

    private static Set<Node> setOf(List<Node> l) {
        Set<Node> s = Collections.newSetFromMap(new IdentityHashMap<>());
        s.addAll(l);
        return s;
    }
}
