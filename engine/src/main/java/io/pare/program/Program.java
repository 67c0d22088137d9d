package io.pare.program;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A program under reduction: its text, its non-hidden tokens (with provenance), and its
 * reduction tree. The text of any token subsequence can be printed; the tree is mutated only by
 * {@link #commit}.
 */
public final class Program {
    private final String fileName;
    private final String text;
    private final Charset charset;
    private final List<Token> tokens;
    /** Holds the root, so the root itself can be replaced like any other node. */
    private final Node top;
    private final Spacer spacer;
    private final String language;
    private final IntFunction<String> symbolNames;
    private final SlotRules slotRules;
    private int[] current;

    public Program(String fileName, String text, Charset charset, List<Token> tokens, Node root, Spacer spacer,
            String language, IntFunction<String> symbolNames, SlotRules slotRules) {
        this.fileName = fileName;
        this.text = text;
        this.charset = charset;
        this.tokens = List.copyOf(tokens);
        this.top = Node.item(-1, List.of(root));
        this.spacer = spacer;
        this.language = language;
        this.symbolNames = symbolNames;
        this.slotRules = slotRules;
        this.current = tokensOf(null);
    }

    public String fileName() {
        return fileName;
    }

    public String text() {
        return text;
    }

    public Charset charset() {
        return charset;
    }

    public List<Token> tokens() {
        return tokens;
    }

    public Node root() {
        return top.children().get(0);
    }

    public String language() {
        return language;
    }

    /** Whether {@code candidate} may replace a node in the slot {@code slotOwner} occupies. */
    public boolean canStandFor(Node slotOwner, Node candidate) {
        int slot = slotOwner.slot();
        if (candidate.kind() == NodeKind.TOKEN) return slotRules.canStandFor(slot, candidate.slot());
        if (candidate.kind() != NodeKind.RULE) return false;
        for (int r : candidate.chain()) {
            if (slotRules.canStandFor(slot, Symbols.rule(r))) return true;
        }
        return false;
    }

    /** Whether the node's slot may derive nothing (the node may be deleted outright). */
    public boolean isDeletable(Node n) {
        Node parent = n.parent();
        return parent != null && parent.kind() == NodeKind.RULE && n.kind() == NodeKind.RULE
                && slotRules.isNullable(n.slot());
    }

    public String symbolName(int symbol) {
        return symbolNames.apply(symbol);
    }

    /** Indices of the tokens the tree holds now. */
    public int[] currentTokens() {
        return current.clone();
    }

    public int size() {
        return current.length;
    }

    public String currentText() {
        return render(current);
    }

    /** Token indices of the tree with the edit applied (null: the tree as it is). */
    public int[] tokensOf(Edit edit) {
        IntArray out = new IntArray(top.size());
        collect(root(), edit, out);
        return out.toArray();
    }

    private static void collect(Node n, Edit edit, IntArray out) {
        Node node = n;
        if (edit != null && edit.touches(node)) {
            node = edit.replacement(node);
            if (node == null) return;
        }
        if (node.kind() == NodeKind.TOKEN) {
            out.add(node.tokenIndex());
            return;
        }
        for (Node c : node.children()) {
            collect(c, edit, out);
        }
    }

    /** Applies an accepted edit to the tree. */
    public void commit(Edit edit) {
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
        current = tokensOf(null);
    }

    /**
     * Prints a subsequence of this program's tokens. Neighbours that were neighbours in this
     * program keep the text between them (spacing and comments); elsewhere the layout of the
     * right-hand token's surroundings is reused, and a single space is inserted only where the
     * two tokens would otherwise lex as one.
     */
    public String render(int[] indices) {
        return render(indices, null);
    }

    /**
     * Like {@link #render(int[])}, with some tokens printed as another token (for instance a
     * token of another program standing in their place, as when pairwise reduction reverts a
     * replaced token to the seed's): {@code override} gives the stand-in for a token index, or
     * null to print the token itself. The stand-in is printed where the token was, in its layout.
     */
    public String render(int[] indices, IntFunction<Token> override) {
        StringBuilder sb = new StringBuilder(indices.length * 6);
        if (indices.length == 0) {
            return "";
        }
        Token first = shown(indices[0], override);
        sb.append(leadingLayout(indices[0]));
        sb.append(first.text());
        for (int k = 1; k < indices.length; k++) {
            int i = indices[k - 1];
            int j = indices[k];
            Token a = shown(i, override);
            Token b = shown(j, override);
            String gap;
            if (j == i + 1) {
                gap = text.substring(tokens.get(i).end(), tokens.get(j).start());
                if (gap.isEmpty() && (a != tokens.get(i) || b != tokens.get(j)) && spacer.mustSeparate(a, b)) gap = " ";
            } else {
                gap = joinGap(i, j);
                if (gap.isEmpty() && spacer.mustSeparate(a, b)) gap = " ";
            }
            sb.append(gap).append(b.text());
        }
        int lastIndex = indices[indices.length - 1];
        if (lastIndex == tokens.size() - 1) {
            sb.append(text, tokens.get(lastIndex).end(), text.length());
        } else if (text.endsWith("\n") && sb.charAt(sb.length() - 1) != '\n') {
            sb.append('\n');
        }
        return sb.toString();
    }

    private Token shown(int index, IntFunction<Token> override) {
        if (override != null) {
            Token t = override.apply(index);
            if (t != null) return t;
        }
        return tokens.get(index);
    }

    private String leadingLayout(int firstIndex) {
        Token t = tokens.get(firstIndex);
        int from = firstIndex == 0 ? 0 : tokens.get(firstIndex - 1).end();
        String before = text.substring(from, t.start());
        // Keep a header comment (licence lines, a RUN: line) only when nothing before it was cut.
        if (firstIndex == 0) return before;
        return indentation(before);
    }

    private String joinGap(int i, int j) {
        String after = text.substring(tokens.get(i).end(), tokens.get(i + 1).start());
        String before = text.substring(tokens.get(j - 1).end(), tokens.get(j).start());
        boolean newline = after.indexOf('\n') >= 0 || before.indexOf('\n') >= 0;
        if (newline) {
            return "\n" + indentation(before);
        }
        return onlyBlanks(before);
    }

    private static String indentation(String gap) {
        int nl = gap.lastIndexOf('\n');
        return onlyBlanks(nl < 0 ? "" : gap.substring(nl + 1));
    }

    private static String onlyBlanks(String s) {
        int n = 0;
        while (n < s.length() && (s.charAt(n) == ' ' || s.charAt(n) == '\t')) n++;
        return n == s.length() ? s : (n == 0 ? "" : " ");
    }

    /**
     * Maps offsets of {@link #render}ed text back to the user's original input: each printed
     * token keeps its origin, so a re-parse of the printed text keeps provenance.
     */
    public java.util.function.IntUnaryOperator originsOf(int[] indices, String rendered) {
        return originsOf(indices, rendered, null);
    }

    /**
     * Offsets of text {@link #render(int[], IntFunction)}ed with stand-ins mapped back to the
     * original input: a stand-in maps to the origin of the token it stands in for.
     */
    public java.util.function.IntUnaryOperator originsOf(int[] indices, String rendered, IntFunction<Token> override) {
        int[] outStart = new int[indices.length];
        int[] origin = new int[indices.length];
        int at = 0;
        for (int k = 0; k < indices.length; k++) {
            Token t = tokens.get(indices[k]);
            String shownText = shown(indices[k], override).text();
            int pos = rendered.indexOf(shownText, at);
            outStart[k] = pos < 0 ? at : pos;
            origin[k] = t.origin();
            at = outStart[k] + shownText.length();
        }
        return x -> {
            int i = java.util.Arrays.binarySearch(outStart, x);
            if (i < 0) i = -i - 2;
            if (i < 0) return x;
            return origin[i] + (x - outStart[i]);
        };
    }

    /** The same tokens in one flat list: what plain ddmin over tokens reduces. */
    public static Program flat(Program p) {
        List<Node> items = new ArrayList<>();
        int id = 2;
        for (int i = 0; i < p.tokens.size(); i++) {
            items.add(Node.item(id++, List.of(Node.token(id++, i, p.tokens.get(i).type()))));
        }
        Node flatRoot = Node.rule(0, new int[] {0}, List.of(Node.list(1, NodeKind.STAR, items)));
        return new Program(p.fileName, p.text, p.charset, p.tokens, flatRoot, p.spacer, p.language, s -> "tokens",
                SlotRules.SAME_SYMBOL_ONLY);
    }

    /** Tokens of the current tree, for reports and for the next program built from its text. */
    public List<Token> currentTokenList() {
        List<Token> out = new ArrayList<>(current.length);
        for (int i : current) out.add(tokens.get(i));
        return out;
    }

    /** Indented text of the tree with list ({@code *}, {@code +}) and optional ({@code ?}) nodes marked. */
    public String dumpTree() {
        StringBuilder sb = new StringBuilder();
        dump(root(), 0, sb);
        return sb.toString();
    }

    private void dump(Node n, int depth, StringBuilder sb) {
        sb.append("  ".repeat(depth));
        switch (n.kind()) {
            case TOKEN -> sb.append(tokens.get(n.tokenIndex()).text()).append('\n');
            case RULE -> {
                StringBuilder chain = new StringBuilder();
                for (int r : n.chain()) {
                    if (chain.length() > 0) chain.append('>');
                    chain.append(symbolName(Symbols.rule(r)));
                }
                sb.append(chain).append('\n');
            }
            case STAR -> sb.append("*\n");
            case PLUS -> sb.append("+\n");
            case OPTIONAL -> sb.append("?\n");
            case ITEM -> sb.append("-\n");
        }
        for (Node c : n.children()) dump(c, depth + 1, sb);
    }
}
