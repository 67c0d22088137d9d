package io.pare.program;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A candidate change to the tree. Three kinds of change, which may be combined:
 * <ul>
 * <li>nodes deleted, or replaced by one of their descendants (token-level deletions: every such
 * candidate is a token subsequence of the current program, which is what the RCC cache encodes);</li>
 * <li>token nodes given another table token ({@link Program#retext}: the same place, a new text),
 * as identifier replacement and T-Rec produce;</li>
 * <li>a node spliced out for a sequence of table tokens (parsed, retexted or generated), as
 * sub-tree replacement produces. Such an edit prints fine but cannot be committed to the tree:
 * the program is re-parsed from its text instead.</li>
 * </ul>
 */
public final class Edit {
    private final Map<Node, Node> replacements = new IdentityHashMap<>();
    private final Map<Node, Integer> retokened = new IdentityHashMap<>();
    private final Map<Node, int[]> splices = new IdentityHashMap<>();
    /** Nodes replaced by generated table tokens that the tree can take (a minimal replacement): committable. */
    private final Map<Node, int[]> generated = new IdentityHashMap<>();

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

    /** Token nodes read other table tokens (token replacements). */
    public static Edit retoken(Map<Node, Integer> tokenIndexByNode) {
        Edit e = new Edit();
        for (var x : tokenIndexByNode.entrySet()) {
            if (x.getKey().kind() != NodeKind.TOKEN) throw new IllegalArgumentException("not a token node: " + x.getKey());
            e.retokened.put(x.getKey(), x.getValue());
        }
        return e;
    }

    /** The node prints as these table tokens instead (sub-tree replacement; not committable). */
    public static Edit splice(Node node, int[] tokenIndices) {
        Edit e = new Edit();
        e.splices.put(node, tokenIndices.clone());
        return e;
    }

    /**
     * Several splices at once, with token nodes deleted beside them (inlining a definition: its
     * uses read its body, the definition goes). Not committable, like {@link #splice}.
     */
    public static Edit splice(Map<Node, int[]> splices, Iterable<Node> deleted) {
        Edit e = new Edit();
        for (var x : splices.entrySet()) e.splices.put(x.getKey(), x.getValue().clone());
        for (Node n : deleted) e.replacements.put(n, null);
        return e;
    }

    /**
     * Several changes at once: each key of {@code replacements} is deleted (value null) or
     * replaced by the value (one of its descendants, or a detached former sibling); each key of
     * {@code generated} is replaced by those table tokens (e.g. the minimal replacement of its
     * expected symbol, {@link Program#generate}d). Unlike {@link #splice}, such an edit can be
     * committed: the tree gets a new node holding the generated tokens. No node may lie below
     * another node of the same edit.
     */
    public static Edit of(Map<Node, Node> replacements, Map<Node, int[]> generated) {
        Edit e = new Edit();
        e.replacements.putAll(replacements);
        for (var x : generated.entrySet()) {
            if (x.getValue().length == 0) {
                e.replacements.put(x.getKey(), null);
            } else {
                e.generated.put(x.getKey(), x.getValue().clone());
            }
        }
        return e;
    }

    /** The generated tokens a node is replaced by (see {@link #of}), or null. */
    public int[] generated(Node n) {
        return generated.isEmpty() ? null : generated.get(n);
    }

    public Map<Node, int[]> generatedMap() {
        return Collections.unmodifiableMap(generated);
    }

    /** Whether the edit changes this node in any way: deletes, replaces, retokens, splices or generates it. */
    boolean changes(Node n) {
        return replacements.containsKey(n) || retokened.containsKey(n) || splices.containsKey(n)
                || generated.containsKey(n);
    }

    /** Each node the edit changes (see {@link #changes}). */
    void forEachChanged(java.util.function.Consumer<Node> action) {
        replacements.keySet().forEach(action);
        retokened.keySet().forEach(action);
        splices.keySet().forEach(action);
        generated.keySet().forEach(action);
    }

    /** Whether the edit touches this node: then {@link #replacement} says with what. */
    public boolean touches(Node n) {
        return replacements.containsKey(n);
    }

    /** The node's replacement, or null when the node is deleted. */
    public Node replacement(Node n) {
        return replacements.get(n);
    }

    /** The table token a token node prints as under this edit. */
    public int tokenOf(Node tokenNode) {
        Integer t = retokened.get(tokenNode);
        return t == null ? tokenNode.tokenIndex() : t;
    }

    /** The tokens a spliced node prints as, or null. */
    public int[] splice(Node n) {
        return splices.isEmpty() ? null : splices.get(n);
    }

    public Map<Node, Node> asMap() {
        return replacements;
    }

    public Map<Node, Integer> retokened() {
        return Collections.unmodifiableMap(retokened);
    }

    public boolean hasSplices() {
        return !splices.isEmpty();
    }

    /** Whether every change is a deletion (the candidate is a token subsequence of the program). */
    public boolean isDeletion() {
        return retokened.isEmpty() && splices.isEmpty() && generated.isEmpty();
    }

    public boolean isEmpty() {
        return replacements.isEmpty() && retokened.isEmpty() && splices.isEmpty() && generated.isEmpty();
    }
}
