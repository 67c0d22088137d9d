package io.pare.program;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * A program under reduction: its text, its token table (with provenance), and its reduction
 * tree. The text of any token subsequence can be printed; the tree is mutated only by
 * {@link #commit}. The jobs are its parts': {@link TokenTable}, {@link ReductionTree},
 * {@link Layout}, {@link Provenance} and {@link SlotQueries}.
 */
public final class Program {
    private final String fileName;
    private final String text;
    private final Charset charset;
    private final String language;
    private final IntFunction<String> symbolNames;
    private final TokenTable table;
    private final ReductionTree tree;
    private final Layout layout;
    private final SlotQueries slots;
    private int commits;

    public Program(String fileName, String text, Charset charset, List<Token> tokens, Node root, Spacer spacer,
            String language, IntFunction<String> symbolNames, SlotRules slotRules) {
        this(fileName, text, charset, tokens, root, spacer, language, symbolNames, slotRules, new int[0]);
    }

    /** @param comments start and end offsets of the comments in {@code text}, in pairs, in order */
    public Program(String fileName, String text, Charset charset, List<Token> tokens, Node root, Spacer spacer,
            String language, IntFunction<String> symbolNames, SlotRules slotRules, int[] comments) {
        this.fileName = fileName;
        this.text = text;
        this.charset = charset;
        this.language = language;
        this.symbolNames = symbolNames;
        this.table = new TokenTable(tokens);
        this.tree = new ReductionTree(root, table);
        this.layout = new Layout(text, table, spacer, comments);
        this.slots = new SlotQueries(slotRules);
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

    public String language() {
        return language;
    }

    public String symbolName(int symbol) {
        return symbolNames.apply(symbol);
    }

    // ---- the token table ----

    /** The token table: the parsed tokens, then the ones candidates introduced (see {@link #retext}, {@link #generate}). */
    public List<Token> tokens() {
        return table.view();
    }

    /** Number of tokens the parse produced (the first entries of {@link #tokens()}). */
    public int parsedCount() {
        return table.parsedCount();
    }

    /** The parsed token whose place table entry {@code index} takes, or -1 for a generated token. */
    public int placeOf(int index) {
        return table.placeOf(index);
    }

    /**
     * The table index of a token standing where {@code index} stands (same layout, same
     * provenance, same type) but reading {@code newText}: a token replacement. Asking twice gives
     * the same index; the parsed token's own text gives the parsed token.
     */
    public int retext(int index, String newText) {
        return table.retext(index, newText);
    }

    /**
     * The table index of a generated token (no place in the text: printed with a single space
     * where needed), attributed to {@code origin} in the user's input.
     */
    public int generate(int type, String text, int origin) {
        return table.generate(type, text, origin);
    }

    /** Whether the table entry reads differently from the parsed token at its place (or is generated). */
    public boolean isIntroduced(int index) {
        return table.isIntroduced(index);
    }

    // ---- the tree ----

    public Node root() {
        return tree.root();
    }

    /** Whether {@code candidate} may replace a node in the slot {@code slotOwner} occupies. */
    public boolean canStandFor(Node slotOwner, Node candidate) {
        return slots.canStandFor(slotOwner, candidate);
    }

    /** Whether the node's slot may derive nothing (the node may be deleted outright). */
    public boolean isDeletable(Node n) {
        return slots.isDeletable(n);
    }

    /** Indices of the tokens the tree holds now. */
    public int[] currentTokens() {
        return tree.current().clone();
    }

    public int size() {
        return tree.current().length;
    }

    public String currentText() {
        return render(tree.current());
    }

    /** Token indices of the tree with the edit applied (null: the tree as it is). */
    public int[] tokensOf(Edit edit) {
        return tree.tokensOf(edit);
    }

    /** Applies an accepted edit to the tree. */
    public void commit(Edit edit) {
        tree.commit(edit);
        commits++;
    }

    /** How many edits were committed: a version number for what is derived from the current tokens. */
    public int commits() {
        return commits;
    }

    /** Tokens of the current tree, for reports and for the next program built from its text. */
    public List<Token> currentTokenList() {
        int[] current = tree.current();
        List<Token> out = new ArrayList<>(current.length);
        for (int i : current) out.add(table.get(i));
        return out;
    }

    /** Indented text of the tree with list ({@code *}, {@code +}) and optional ({@code ?}) nodes marked. */
    public String dumpTree() {
        return tree.dump(symbolNames);
    }

    // ---- printing ----

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
        return layout.render(indices, override);
    }

    /** Whether the text has comments (which {@link #renderWithoutComments} drops). */
    public boolean hasComments() {
        return layout.hasComments();
    }

    /** Start and end offsets of the comments in {@link #text()}, in pairs, in order (none without a grammar). */
    public int[] comments() {
        return layout.comments();
    }

    /**
     * The whole program with its comments removed: the layout between tokens is kept where no
     * comment was, and a gap that held one keeps only its line break and indentation.
     */
    public String renderWithoutComments() {
        return layout.renderWithoutComments();
    }

    /**
     * Maps offsets of {@link #render}ed text back to the user's original input: each printed
     * token keeps its origin, so a re-parse of the printed text keeps provenance.
     */
    public IntUnaryOperator originsOf(int[] indices, String rendered) {
        return originsOf(indices, rendered, null);
    }

    /**
     * Offsets of text {@link #render(int[], IntFunction)}ed with stand-ins mapped back to the
     * original input: a stand-in maps to the origin of the token it stands in for.
     */
    public IntUnaryOperator originsOf(int[] indices, String rendered, IntFunction<Token> override) {
        return Provenance.originsOf(table, indices, rendered, override);
    }

    /** The same tokens in one flat list: what plain ddmin over tokens reduces. */
    public static Program flat(Program p) {
        List<Node> items = new ArrayList<>();
        int id = 2;
        for (int i = 0; i < p.parsedCount(); i++) {
            items.add(Node.item(id++, List.of(Node.token(id++, i, p.table.get(i).type()))));
        }
        Node flatRoot = Node.rule(0, new int[] {0}, List.of(Node.list(1, NodeKind.STAR, items)));
        return new Program(p.fileName, p.text, p.charset, p.table.parsed(), flatRoot, p.layout.spacer(), p.language,
                s -> "tokens", SlotRules.SAME_SYMBOL_ONLY);
    }
}
