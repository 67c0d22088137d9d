package io.pare.program;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A candidate change to the tree: nodes deleted, or replaced by one of their descendants.
 * Both are deletions at the token level, so every candidate is a token subsequence of the
 * current program (which is what makes the RCC cache applicable).
 */
public final class Edit {
    private final Map<Node, Node> replacements = new IdentityHashMap<>();

    public static Edit delete(Iterable<Node> nodes) {
        Edit e = new Edit();
        for (Node n : nodes) e.replacements.put(n, null);
        return e;
    }

    public static Edit replace(Node node, Node descendant) {
        Edit e = new Edit();
        e.replacements.put(node, descendant);
        return e;
    }

    /** Whether the edit touches this node: then {@link #replacement} says with what. */
    public boolean touches(Node n) {
        return replacements.containsKey(n);
    }

    /** The node's replacement, or null when the node is deleted. */
    public Node replacement(Node n) {
        return replacements.get(n);
    }

    public Map<Node, Node> asMap() {
        return replacements;
    }

    public boolean isEmpty() {
        return replacements.isEmpty();
    }
}
