package io.pare.reduction.trec;

import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * A token's lex tree: how its lexeme derives from its lexer rule (Fig. 7 of the T-Rec paper).
 * Optional, star and plus nodes mark what can be deleted without leaving the token's language;
 * leaves are characters with the set they were drawn from.
 */
final class LexTree {
    enum Kind {
        SEQ, ALT, OPTIONAL, STAR, PLUS, NAMED, LEAF
    }

    final Kind kind;
    final List<LexTree> children;
    final char ch;
    final IntervalSet allowed;
    final String name;
    /** For STAR/PLUS: each child is one iteration; for OPTIONAL: zero or one child. */
    LexTree(Kind kind, List<LexTree> children, char ch, IntervalSet allowed, String name) {
        this.kind = kind;
        this.children = children;
        this.ch = ch;
        this.allowed = allowed;
        this.name = name;
    }

    static LexTree leaf(char c, IntervalSet allowed) {
        return new LexTree(Kind.LEAF, List.of(), c, allowed, null);
    }

    String text() {
        StringBuilder sb = new StringBuilder();
        appendText(sb, null);
        return sb.toString();
    }

    /** The text without the given subtrees (by identity). */
    String textWithout(java.util.Set<LexTree> removed) {
        StringBuilder sb = new StringBuilder();
        appendText(sb, removed);
        return sb.toString();
    }

    private void appendText(StringBuilder sb, java.util.Set<LexTree> removed) {
        if (removed != null && removed.contains(this)) return;
        if (kind == Kind.LEAF) {
            sb.append(ch);
            return;
        }
        for (LexTree c : children) c.appendText(sb, removed);
    }

    /** The text without the removed subtrees and with some leaves' characters substituted. */
    String text(java.util.Set<LexTree> removed, java.util.Map<LexTree, Character> substituted) {
        StringBuilder sb = new StringBuilder();
        append(sb, removed, substituted);
        return sb.toString();
    }

    private void append(StringBuilder sb, java.util.Set<LexTree> removed, java.util.Map<LexTree, Character> substituted) {
        if (removed.contains(this)) return;
        if (kind == Kind.LEAF) {
            Character c = substituted.get(this);
            sb.append(c == null ? ch : c);
            return;
        }
        for (LexTree c : children) c.append(sb, removed, substituted);
    }

    /** Leaves left to right. */
    List<LexTree> leaves() {
        List<LexTree> out = new ArrayList<>();
        collectLeaves(out);
        return out;
    }

    private void collectLeaves(List<LexTree> out) {
        if (kind == Kind.LEAF) {
            out.add(this);
            return;
        }
        for (LexTree c : children) c.collectLeaves(out);
    }

    /** Nodes in breadth-first order from the root (Alg. 3's traversal). */
    List<LexTree> breadthFirst() {
        List<LexTree> out = new ArrayList<>();
        out.add(this);
        for (int i = 0; i < out.size(); i++) out.addAll(out.get(i).children);
        return out;
    }

    @Override
    public String toString() {
        if (kind == Kind.LEAF) return String.valueOf(ch);
        StringBuilder sb = new StringBuilder(kind == Kind.NAMED ? name : kind.toString()).append('[');
        for (LexTree c : children) sb.append(c).append(' ');
        return sb.append(']').toString();
    }
}
