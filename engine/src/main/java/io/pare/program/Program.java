package io.pare.program;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
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
    /**
     * The token table: the parsed tokens first (in source order), then tokens candidates
     * introduced (a parsed token with a new text, or a generated token). It only grows, so an
     * index names one token for the program's lifetime.
     */
    private final List<Token> tokens;
    /** Per table entry: the parsed token whose place (layout, provenance) it takes, or -1 for a generated token. */
    private final IntArray place;
    private final int parsedCount;
    private final Map<String, Integer> introduced = new HashMap<>();
    /** Holds the root, so the root itself can be replaced like any other node. */
    private final Node top;
    private final Spacer spacer;
    private final String language;
    private final IntFunction<String> symbolNames;
    private final SlotRules slotRules;
    private final int[] comments;
    private int[] current;

    public Program(String fileName, String text, Charset charset, List<Token> tokens, Node root, Spacer spacer,
            String language, IntFunction<String> symbolNames, SlotRules slotRules) {
        this(fileName, text, charset, tokens, root, spacer, language, symbolNames, slotRules, new int[0]);
    }

    /** @param comments start and end offsets of the comments in {@code text}, in pairs, in order */
    public Program(String fileName, String text, Charset charset, List<Token> tokens, Node root, Spacer spacer,
            String language, IntFunction<String> symbolNames, SlotRules slotRules, int[] comments) {
        this.comments = comments.clone();
        this.fileName = fileName;
        this.text = text;
        this.charset = charset;
        this.tokens = new ArrayList<>(tokens);
        this.parsedCount = tokens.size();
        this.place = new IntArray(tokens.size());
        for (int i = 0; i < parsedCount; i++) place.add(i);
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

    /** The token table: the parsed tokens, then the ones candidates introduced (see {@link #retext}, {@link #generate}). */
    public List<Token> tokens() {
        return Collections.unmodifiableList(tokens);
    }

    /** Number of tokens the parse produced (the first entries of {@link #tokens()}). */
    public int parsedCount() {
        return parsedCount;
    }

    /** The parsed token whose place table entry {@code index} takes, or -1 for a generated token. */
    public int placeOf(int index) {
        return place.get(index);
    }

    /**
     * The table index of a token standing where {@code index} stands (same layout, same
     * provenance, same type) but reading {@code newText}: a token replacement. Asking twice gives
     * the same index; the parsed token's own text gives the parsed token.
     */
    public int retext(int index, String newText) {
        int at = place.get(index);
        if (at < 0) return generate(tokens.get(index).type(), newText, tokens.get(index).origin());
        Token parsed = tokens.get(at);
        if (parsed.text().equals(newText)) return at;
        return introduced.computeIfAbsent(at + "\u0000" + newText, k -> {
            tokens.add(new Token(parsed.type(), newText, parsed.start(), parsed.end(), parsed.origin()));
            place.add(at);
            return tokens.size() - 1;
        });
    }

    /**
     * The table index of a generated token (no place in the text: printed with a single space
     * where needed), attributed to {@code origin} in the user's input.
     */
    public int generate(int type, String text, int origin) {
        return introduced.computeIfAbsent("g" + type + "\u0000" + origin + "\u0000" + text, k -> {
            tokens.add(new Token(type, text, -1, -1, origin));
            place.add(-1);
            return tokens.size() - 1;
        });
    }

    /** Whether the table entry reads differently from the parsed token at its place (or is generated). */
    public boolean isIntroduced(int index) {
        return index >= parsedCount;
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

    /** Applies an accepted edit to the tree. */
    public void commit(Edit edit) {
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
        current = tokensOf(null);
    }

    private int nextId = Integer.MIN_VALUE;

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
        for (int t : tokenIndices) leaves.add(Node.token(freshId(), t, tokens.get(t).type()));
        if (old.kind() == NodeKind.ITEM) return Node.item(freshId(), leaves);
        if (old.kind() == NodeKind.TOKEN && leaves.size() == 1) return leaves.get(0);
        int slot = old.slot();
        int rule = slot >= 0 ? slot : (old.kind() == NodeKind.RULE ? old.chain()[0] : 0);
        return Node.rule(freshId(), new int[] {rule}, leaves);
    }

    /**
     * Prints a sequence of table tokens. Neighbours that were neighbours in the parsed program
     * keep the text between them (spacing and comments); elsewhere the layout of the right-hand
     * token's surroundings is reused, and a single space is inserted only where the two tokens
     * would otherwise lex as one. Generated tokens get a single space where needed.
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
        int firstPlace = place.get(indices[0]);
        if (firstPlace >= 0) sb.append(leadingLayout(firstPlace));
        sb.append(first.text());
        for (int k = 1; k < indices.length; k++) {
            Token a = shown(indices[k - 1], override);
            Token b = shown(indices[k], override);
            int i = place.get(indices[k - 1]);
            int j = place.get(indices[k]);
            String gap;
            if (i < 0 || j < 0 || j <= i) {
                // generated, or moved before a token it followed (sub-tree replacement reorders)
                gap = generatedGap(a, b);
            } else if (j == i + 1) {
                gap = text.substring(tokens.get(indices[k - 1]).end(), tokens.get(indices[k]).start());
                boolean standIn = a != tokens.get(indices[k - 1]) || b != tokens.get(indices[k]);
                if (gap.isEmpty() && (indices[k - 1] >= parsedCount || indices[k] >= parsedCount || standIn)
                        && spacer.mustSeparate(a, b)) {
                    gap = " ";
                }
            } else {
                gap = joinGap(i, j);
                if (gap.isEmpty() && spacer.mustSeparate(a, b)) gap = " ";
            }
            sb.append(gap).append(b.text());
        }
        int lastPlace = place.get(indices[indices.length - 1]);
        if (lastPlace == parsedCount - 1) {
            sb.append(text, tokens.get(lastPlace).end(), text.length());
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

    /** Next to a generated token: nothing after an opening or before a closing bracket, else one space. */
    private String generatedGap(Token a, Token b) {
        if (spacer.mustSeparate(a, b)) return " ";
        String l = a.text();
        String r = b.text();
        if (l.endsWith("(") || l.endsWith("[") || l.endsWith("{")) return "";
        if (r.startsWith(")") || r.startsWith("]") || r.startsWith("}") || r.startsWith(",") || r.startsWith(";")) return "";
        return " ";
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
            if (shownText.isEmpty()) pos = at;
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
        for (int i = 0; i < p.parsedCount; i++) {
            items.add(Node.item(id++, List.of(Node.token(id++, i, p.tokens.get(i).type()))));
        }
        Node flatRoot = Node.rule(0, new int[] {0}, List.of(Node.list(1, NodeKind.STAR, items)));
        return new Program(p.fileName, p.text, p.charset, p.tokens.subList(0, p.parsedCount), flatRoot, p.spacer, p.language, s -> "tokens",
                SlotRules.SAME_SYMBOL_ONLY);
    }

    /** Whether the text has comments (which {@link #renderWithoutComments} drops). */
    public boolean hasComments() {
        return comments.length > 0;
    }

    /**
     * The whole program with its comments removed: the layout between tokens is kept where no
     * comment was, and a gap that held one keeps only its line break and indentation.
     */
    public String renderWithoutComments() {
        StringBuilder sb = new StringBuilder(text.length());
        for (int k = 0; k < tokens.size(); k++) {
            int from = k == 0 ? 0 : tokens.get(k - 1).end();
            Token t = tokens.get(k);
            String gap = text.substring(from, t.start());
            if (commentIn(from, t.start())) {
                String bare = withoutComments(from, t.start());
                gap = k == 0 ? "" : bare.indexOf('\n') >= 0 ? "\n" + indentation(bare) : onlyBlanks(bare);
                if (gap.isEmpty() && k > 0 && spacer.mustSeparate(tokens.get(k - 1), t)) gap = " ";
            }
            sb.append(gap).append(t.text());
        }
        int last = tokens.isEmpty() ? 0 : tokens.get(tokens.size() - 1).end();
        if (commentIn(last, text.length())) {
            if (text.endsWith("\n")) sb.append('\n');
        } else {
            sb.append(text, last, text.length());
        }
        return sb.toString();
    }

    private boolean commentIn(int from, int to) {
        for (int c = 0; c < comments.length; c += 2) {
            if (comments[c] >= from && comments[c + 1] <= to) return true;
        }
        return false;
    }

    private String withoutComments(int from, int to) {
        StringBuilder sb = new StringBuilder();
        int at = from;
        for (int c = 0; c < comments.length; c += 2) {
            if (comments[c] >= from && comments[c + 1] <= to) {
                sb.append(text, at, comments[c]);
                at = comments[c + 1];
            }
        }
        return sb.append(text, at, to).toString();
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
