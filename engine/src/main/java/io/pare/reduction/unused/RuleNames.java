package io.pare.reduction.unused;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Symbols;

/** A program's tree read by rule names, for the languages' declaration finders. */
public final class RuleNames {
    private final Program program;
    private final Map<Integer, String> names = new HashMap<>();

    public RuleNames(Program program) {
        this.program = program;
    }

    private String name(int rule) {
        return names.computeIfAbsent(rule, r -> program.symbolName(Symbols.rule(r)));
    }

    /** Whether the node's chain of rules passes through {@code rule}. */
    public boolean has(Node n, String rule) {
        return anyRule(n, rule::equals);
    }

    /** Whether some rule of the node's chain passes the test. */
    public boolean anyRule(Node n, java.util.function.Predicate<String> test) {
        if (n == null || n.kind() != NodeKind.RULE) return false;
        for (int r : n.chain()) {
            if (test.test(name(r))) return true;
        }
        return false;
    }

    /** The innermost rule of a rule node's chain (the one its children belong to), or null for other nodes. */
    public String innermost(Node n) {
        if (n == null || n.kind() != NodeKind.RULE) return null;
        int[] chain = n.chain();
        return name(chain[chain.length - 1]);
    }

    /**
     * The rule a rule node stands in: the one before its innermost rule in its chain, or, for a chain
     * of one rule, the innermost rule of the rule node above ({@code enumVariant} for the
     * {@code identifier} of {@code enumVariant>identifier}, and for an {@code identifier} directly
     * below a {@code function}). Null at the root and for other nodes.
     */
    public String context(Node n) {
        if (n == null || n.kind() != NodeKind.RULE) return null;
        int[] chain = n.chain();
        return chain.length > 1 ? name(chain[chain.length - 2]) : innermost(ruleAbove(n));
    }

    /** The nearest rule node above {@code n} (lists, items and optionals are passed over), or null. */
    public static Node ruleAbove(Node n) {
        if (n == null) return null;
        Node a = n.parent();
        while (a != null && a.kind() != NodeKind.RULE) a = a.parent();
        return a;
    }

    /** Whether the token node comes right after a token reading {@code text} among its parent's children. */
    public boolean follows(Node token, String text) {
        List<Node> kids = token.parent().children();
        int i = kids.indexOf(token);
        return i > 0 && kids.get(i - 1).kind() == NodeKind.TOKEN && text(kids.get(i - 1)).equals(text);
    }

    /** Whether the token node is its parent's first child. */
    public static boolean isFirst(Node token) {
        return token.parent().children().get(0) == token;
    }

    /** The text of a rule node's tokens, without spaces. */
    public String squashed(Node n) {
        StringBuilder sb = new StringBuilder();
        for (Node t : n.tokenNodes()) sb.append(text(t));
        return sb.toString();
    }

    /** The text of a token node. */
    public String text(Node token) {
        return program.tokens().get(token.tokenIndex()).text();
    }

    /** Whether one of the node's own tokens (not below a child rule) reads {@code text}. */
    public boolean hasOwnToken(Node rule, String text) {
        for (Node c : rule.children()) {
            if (c.kind() == NodeKind.TOKEN) {
                if (text(c).equals(text)) return true;
            } else if (c.kind() != NodeKind.RULE && hasOwnToken(c, text)) {
                return true;
            }
        }
        return false;
    }
}
