package io.pare.program;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A node of the reduction tree. The tree is mutated only when a reducer commits an accepted
 * candidate; candidates themselves are described as {@link Edit}s and never touch the tree.
 */
public final class Node {
    private final int id;
    private final NodeKind kind;
    /** For RULE nodes: the rules of the (compacted) single-child chain, outermost first. */
    private final int[] chain;
    /** For TOKEN nodes: index into {@link Program#tokens()} (changes when a token replacement is committed). */
    private int token;
    /** Grammar symbol the node's position in its parent requires (a rule index, or a token type encoded by {@link Symbols}). */
    private int slot;
    private Node parent;
    private final List<Node> children;
    private int size;

    private Node(int id, NodeKind kind, int[] chain, int token, int slot, List<Node> children) {
        this.id = id;
        this.kind = kind;
        this.chain = chain;
        this.token = token;
        this.slot = slot;
        this.children = children;
        for (Node c : children) {
            c.parent = this;
        }
        this.size = kind == NodeKind.TOKEN ? 1 : children.stream().mapToInt(c -> c.size).sum();
    }

    public static Node token(int id, int tokenIndex, int tokenType) {
        return new Node(id, NodeKind.TOKEN, new int[0], tokenIndex, Symbols.token(tokenType), List.of());
    }

    public static Node rule(int id, int[] chain, List<Node> children) {
        return new Node(id, NodeKind.RULE, chain.clone(), -1, Symbols.rule(chain[0]), new ArrayList<>(children));
    }

    public static Node list(int id, NodeKind kind, List<Node> items) {
        if (!kind.isList()) throw new IllegalArgumentException(kind + " is not a list kind");
        return new Node(id, kind, new int[0], -1, Symbols.NONE, new ArrayList<>(items));
    }

    public static Node item(int id, List<Node> children) {
        return new Node(id, NodeKind.ITEM, new int[0], -1, Symbols.NONE, new ArrayList<>(children));
    }

    /** The same rule node with a longer chain: used when compacting a single-child chain. */

    public int id() {
        return id;
    }

    public NodeKind kind() {
        return kind;
    }

    public int[] chain() {
        return chain.clone();
    }

    /** Whether this node's own derivation passes through the given symbol (see {@link Symbols}). */
    public boolean derives(int symbol) {
        if (kind == NodeKind.TOKEN) return slot == symbol;
        for (int r : chain) {
            if (Symbols.rule(r) == symbol) return true;
        }
        return false;
    }

    public int tokenIndex() {
        return token;
    }

    public int slot() {
        return slot;
    }

    public Node parent() {
        return parent;
    }

    public List<Node> children() {
        return Collections.unmodifiableList(children);
    }

    /** The token nodes below this one (itself, for a token), in text order. */
    public List<Node> tokenNodes() {
        List<Node> out = new ArrayList<>();
        collectTokens(this, out);
        return out;
    }

    private static void collectTokens(Node n, List<Node> out) {
        if (n.kind == NodeKind.TOKEN) {
            out.add(n);
            return;
        }
        for (Node c : n.children) collectTokens(c, out);
    }

    /** This node and every node below it, each before its children, in text order. */
    public List<Node> subtree() {
        List<Node> out = new ArrayList<>();
        java.util.ArrayDeque<Node> stack = new java.util.ArrayDeque<>();
        stack.push(this);
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            out.add(n);
            for (int i = n.children.size() - 1; i >= 0; i--) stack.push(n.children.get(i));
        }
        return out;
    }

    /** The first token node below this one (itself for a token), or null when it has no tokens. Empty parts are passed over. */
    public Node firstTokenNode() {
        Node x = this;
        while (x.kind != NodeKind.TOKEN) {
            Node inner = null;
            for (Node c : x.children) {
                if (c.size > 0) {
                    inner = c;
                    break;
                }
            }
            if (inner == null) return null;
            x = inner;
        }
        return x;
    }

    /** Number of tokens below this node. */
    public int size() {
        return size;
    }

    /** Whether the node is still in the tree (commits detach removed subtrees at their top). */
    public boolean isAttached(Node root) {
        Node n = this;
        while (n != root && n.parent != null) {
            n = n.parent;
        }
        return n == root;
    }

    // ---- mutation, used only when committing an accepted edit ----

    void setTokenIndex(int index) {
        if (kind != NodeKind.TOKEN) throw new IllegalStateException("not a token node");
        token = index;
    }

    void removeChild(Node child) {
        if (!children.remove(child)) throw new IllegalStateException("not a child");
        child.parent = null;
        adjustSize(-child.size);
    }

    void replaceChild(Node old, Node replacement) {
        int i = children.indexOf(old);
        if (i < 0) throw new IllegalStateException("not a child");
        if (replacement.parent != null) {
            replacement.parent.children.remove(replacement);
        }
        children.set(i, replacement);
        old.parent = null;
        replacement.parent = this;
        replacement.slot = old.slot;
        adjustSize(replacement.size - old.size);
    }

    private void adjustSize(int delta) {
        for (Node n = this; n != null; n = n.parent) {
            n.size += delta;
        }
    }

    @Override
    public String toString() {
        return kind + "#" + id + "(" + size + ")";
    }
}
