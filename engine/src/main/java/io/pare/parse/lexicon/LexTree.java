package io.pare.parse.lexicon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * A token's lex tree: how its lexeme derives from its lexer rule (Fig. 7 of the T-Rec paper).
 * Optional, star and plus nodes mark what can be deleted without leaving the token's language;
 * leaves are characters with the set they were drawn from. Nodes compare by identity, so a
 * reducer can name the subtrees it removes or the leaves it rewrites.
 */
public final class LexTree {
    public enum Kind {
        SEQ, ALT, OPTIONAL, STAR, PLUS, NAMED, LEAF
    }

    private final Kind kind;
    private final List<LexTree> children;
    private final char ch;
    private final IntervalSet allowed;
    private final String name;

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

    static LexTree inner(Kind kind, List<LexTree> children) {
        return new LexTree(kind, children, '\0', null, null);
    }

    static LexTree named(String name, LexTree child) {
        return new LexTree(Kind.NAMED, List.of(child), '\0', null, name);
    }

    public Kind kind() {
        return kind;
    }

    public List<LexTree> children() {
        return children;
    }

    /** A leaf's character. */
    public char ch() {
        return ch;
    }

    /** The characters a leaf's place allows. */
    public IntervalSet allowed() {
        return allowed;
    }

    public String text() {
        StringBuilder sb = new StringBuilder();
        append(sb, Set.of(), Map.of());
        return sb.toString();
    }

    /** The text without the removed subtrees and with some leaves' characters substituted. */
    public String text(Set<LexTree> removed, Map<LexTree, Character> substituted) {
        StringBuilder sb = new StringBuilder();
        append(sb, removed, substituted);
        return sb.toString();
    }

    private void append(StringBuilder sb, Set<LexTree> removed, Map<LexTree, Character> substituted) {
        if (removed.contains(this)) return;
        if (kind == Kind.LEAF) {
            Character c = substituted.get(this);
            sb.append(c == null ? ch : c);
            return;
        }
        for (LexTree c : children) c.append(sb, removed, substituted);
    }

    /** Leaves left to right. */
    public List<LexTree> leaves() {
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

    @Override
    public String toString() {
        if (kind == Kind.LEAF) return String.valueOf(ch);
        StringBuilder sb = new StringBuilder(kind == Kind.NAMED ? name : kind.toString()).append('[');
        for (LexTree c : children) sb.append(c).append(' ');
        return sb.append(']').toString();
    }
}
