package io.pare.reduction.hdd;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.Node;
import io.pare.program.NodeKind;

/**
 * The tree as the HDD family and GTR walk it (framework §2.2, §4.1): list nodes ({@code *},
 * {@code +}, {@code ?}) are transparent, so a list's ITEMs stand on the level of their list's
 * siblings; and single-child chains are compacted: a rule node over one token is one leaf (the
 * parser already folds rule-over-rule chains into one node whose outermost symbol is the expected
 * one), so the token is never offered again below its own node.
 */
public final class Levels {
    private Levels() {
    }

    /** The next level below {@code n}. */
    public static List<Node> children(Node n) {
        List<Node> out = new ArrayList<>();
        if (isLeaf(n)) return out;
        for (Node c : n.children()) {
            if (c.kind().isList()) {
                out.addAll(c.children());
            } else {
                out.add(c);
            }
        }
        return out;
    }

    /** Regular (rule or token) nodes directly below n, looking through lists and items (GTR's substitutes). */
    public static List<Node> regularChildren(Node n) {
        List<Node> out = new ArrayList<>();
        if (isLeaf(n)) return out;
        for (Node c : n.children()) regular(c, out);
        return out;
    }

    private static void regular(Node c, List<Node> out) {
        if (c.kind() == NodeKind.RULE || c.kind() == NodeKind.TOKEN) {
            out.add(c);
            return;
        }
        for (Node x : c.children()) regular(x, out);
    }

    /** A token, or a rule node whose only child is a token (a compacted chain ending in a token). */
    public static boolean isLeaf(Node n) {
        return n.kind() == NodeKind.TOKEN
                || (n.kind() == NodeKind.RULE && n.children().size() == 1 && n.children().get(0).kind() == NodeKind.TOKEN);
    }

    /** The attached items of a list node. */
    public static int items(Node list) {
        return list.children().size();
    }
}
