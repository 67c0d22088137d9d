package io.pare.program;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * A program's reduction tree: read with an edit applied (the tokens a candidate would leave), and
 * changed only by committing an accepted edit.
 */
final class ReductionTree {
    /** Holds the root, so the root itself can be replaced like any other node. */
    private final Node top;
    private final TokenTable table;
    private int nextId = Integer.MIN_VALUE;
    /** The tree's tokens as they are (made again by each commit). */
    private int[] current;

    ReductionTree(Node root, TokenTable table) {
        this.top = Node.item(-1, List.of(root));
        this.table = table;
        this.current = collectAll();
    }

    /** The tree's tokens as they are; the caller must not change the array. */
    int[] current() {
        return current;
    }

    private int[] collectAll() {
        IntArray all = new IntArray(top.size());
        collect(root(), null, all);
        return all.toArray();
    }

    Node root() {
        return top.children().get(0);
    }

    /** Token indices of the tree with the edit applied (null: the tree as it is). */
    int[] tokensOf(Edit edit) {
        if (edit == null) return current.clone();
        // Only the paths from the root to the nodes the edit changes are walked; every other
        // subtree prints as it does now, a run of the current tokens. Walking the whole tree for
        // each candidate took most of the reducer's own time on a 570 KB C++ unit.
        Set<Node> onPath = Collections.newSetFromMap(new IdentityHashMap<>());
        edit.forEachChanged(n -> {
            for (Node x = n; x != null && onPath.add(x); x = x.parent()) {
                // up to the root, or to a path already marked
            }
        });
        IntArray out = new IntArray(top.size());
        walk(root(), 0, edit, onPath, out);
        return out.toArray();
    }

    /** Prints {@code n}, whose tokens start at {@code pos} in the current tokens, under the edit. */
    private void walk(Node n, int pos, Edit edit, Set<Node> onPath, IntArray out) {
        if (!onPath.contains(n)) {
            out.addAll(current, pos, n.size());
        } else if (edit.changes(n)) {
            collect(n, edit, out);
        } else {
            for (Node c : n.children()) {
                walk(c, pos, edit, onPath, out);
                pos += c.size();
            }
        }
    }

    private static void collect(Node n, Edit edit, IntArray out) {
        Node node = n;
        if (edit != null) {
            int[] spliced = edit.splice(node);
            if (spliced == null) spliced = edit.generated(node);
            if (spliced != null) {
                for (int t : spliced) out.add(t);
                return;
            }
            if (edit.touches(node)) {
                node = edit.replacement(node);
                if (node == null) return;
            }
        }
        if (node.kind() == NodeKind.TOKEN) {
            out.add(edit == null ? node.tokenIndex() : edit.tokenOf(node));
            return;
        }
        for (Node c : node.children()) {
            collect(c, edit, out);
        }
    }

    /** See {@link Program#commit}. */
    void commit(Edit edit) {
        if (edit.hasSplices()) {
            throw new IllegalStateException("an edit that splices in generated tokens cannot be committed to the tree; re-parse its text");
        }
        for (var e : edit.retokened().entrySet()) {
            e.getKey().setTokenIndex(e.getValue());
        }
        for (var e : edit.generatedMap().entrySet()) {
            Node n = e.getKey();
            Node parent = n.parent();
            if (parent == null) throw new IllegalStateException("cannot edit a detached node");
            parent.replaceChild(n, generatedNode(n, e.getValue()));
        }
        for (var e : edit.asMap().entrySet()) {
            Node n = e.getKey();
            Node parent = n.parent();
            if (parent == null) throw new IllegalStateException("cannot edit a detached node");
            if (e.getValue() == null) {
                parent.removeChild(n);
            } else {
                parent.replaceChild(n, e.getValue());
            }
        }
        current = collectAll();
    }

    /** A fresh node id (above every id of the parsed tree). */
    private int freshId() {
        if (nextId == Integer.MIN_VALUE) nextId = maxId(top) + 1;
        return nextId++;
    }

    private static int maxId(Node n) {
        int m = n.id();
        for (Node c : n.children()) m = Math.max(m, maxId(c));
        return m;
    }

    /** The node that takes {@code old}'s place holding generated tokens (same kind of slot). */
    private Node generatedNode(Node old, int[] tokenIndices) {
        List<Node> leaves = new ArrayList<>(tokenIndices.length);
        for (int t : tokenIndices) leaves.add(Node.token(freshId(), t, table.get(t).type()));
        if (old.kind() == NodeKind.ITEM) return Node.item(freshId(), leaves);
        if (old.kind() == NodeKind.TOKEN && leaves.size() == 1) return leaves.get(0);
        int slot = old.slot();
        int rule = slot >= 0 ? slot : (old.kind() == NodeKind.RULE ? old.chain()[0] : 0);
        return Node.rule(freshId(), new int[] {rule}, leaves);
    }

    /** See {@link Program#dumpTree}. */
    String dump(IntFunction<String> symbolNames) {
        StringBuilder sb = new StringBuilder();
        dump(root(), 0, sb, symbolNames);
        return sb.toString();
    }

    private void dump(Node n, int depth, StringBuilder sb, IntFunction<String> symbolNames) {
        sb.append("  ".repeat(depth));
        switch (n.kind()) {
            case TOKEN -> sb.append(table.get(n.tokenIndex()).text()).append('\n');
            case RULE -> {
                StringBuilder chain = new StringBuilder();
                for (int r : n.chain()) {
                    if (chain.length() > 0) chain.append('>');
                    chain.append(symbolNames.apply(Symbols.rule(r)));
                }
                sb.append(chain).append('\n');
            }
            case STAR -> sb.append("*\n");
            case PLUS -> sb.append("+\n");
            case OPTIONAL -> sb.append("?\n");
            case ITEM -> sb.append("-\n");
        }
        for (Node c : n.children()) dump(c, depth + 1, sb, symbolNames);
    }
}
