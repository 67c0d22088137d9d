package io.pare.reduction.hdd;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.pare.parse.Derivations;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.lexicon.Lexicon;
import io.pare.program.IntArray;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Symbols;

/**
 * The minimal replacement of every grammar symbol (framework §2.3 item 1): a rule's smallest
 * derivation ({@link Derivations}: fewest tokens; {@code *} and {@code ?} contribute nothing, a
 * {@code +} one repetition), each token spelled by its lexer rule's smallest string
 * ({@link Lexicon#sample}: a keyword's own text, {@code 0} for a number, {@code a} for a name).
 * A node marked for deletion is replaced by the minimal replacement of its expected symbol (its
 * slot), which keeps every candidate syntactically valid. Without a grammar only list items can
 * go (their replacement is empty).
 */
public final class MinimalReplacements {
    /** A replacement: token types and texts. */
    public record Replacement(int[] types, String[] texts) {
        public int size() {
            return types.length;
        }

        public int chars() {
            int n = 0;
            for (String t : texts) n += t.length();
            return n;
        }

        public boolean isEmpty() {
            return types.length == 0;
        }
    }

    private static final Replacement EMPTY = new Replacement(new int[0], new String[0]);
    private final Derivations derivations;
    private final Lexicon lexicon;
    private final Map<Integer, Replacement> bySymbol = new HashMap<>();

    public MinimalReplacements(Language language) {
        if (language instanceof GrammarLanguage g) {
            this.derivations = new Derivations(g.grammar());
            this.lexicon = Lexicon.of(language);
        } else {
            this.derivations = null;
            this.lexicon = null;
        }
    }

    /** The minimal replacement of a symbol (a rule, or a token type encoded by {@link Symbols}), or null when unknown. */
    public synchronized Replacement of(int symbol) {
        if (derivations == null || symbol == Symbols.NONE) return null;
        if (bySymbol.containsKey(symbol)) return bySymbol.get(symbol);
        Replacement r;
        if (Symbols.isToken(symbol)) {
            r = tokens(new int[] {Symbols.tokenType(symbol)});
        } else {
            int[] types = derivations.minimalTokens(symbol);
            r = types == null ? null : tokens(types);
        }
        bySymbol.put(symbol, r);
        return r;
    }

    private Replacement tokens(int[] types) {
        IntArray ts = new IntArray(types.length);
        List<String> texts = new java.util.ArrayList<>();
        for (int t : types) {
            if (t == org.antlr.v4.runtime.Token.EOF) continue;
            String s = lexicon == null ? null : lexicon.sample(t);
            if (s == null) return null;
            ts.add(t);
            texts.add(s);
        }
        return new Replacement(ts.toArray(), texts.toArray(new String[0]));
    }

    /**
     * What a node is replaced by when it is deleted: nothing for a list item or a {@code *} /
     * {@code ?} list; the minimal replacement of the expected symbol for a rule or token node; for
     * the last item of a {@code +} list, its parts' replacements (a {@code +} list: its first item's).
     */
    public Replacement forNode(Node n) {
        return switch (n.kind()) {
            case ITEM, STAR, OPTIONAL -> EMPTY;
            case PLUS -> n.children().isEmpty() ? null : forItemContent(n.children().get(0));
            case RULE, TOKEN -> of(n.slot());
        };
    }

    /** The replacement that keeps a {@code +} list's last item syntactically in place. */
    public Replacement forItemContent(Node item) {
        IntArray ts = new IntArray(4);
        List<String> texts = new java.util.ArrayList<>();
        for (Node c : item.children()) {
            Replacement r = c.kind() == NodeKind.ITEM ? forItemContent(c) : forNode(c);
            if (r == null) return null;
            for (int i = 0; i < r.size(); i++) {
                ts.add(r.types()[i]);
                texts.add(r.texts()[i]);
            }
        }
        return new Replacement(ts.toArray(), texts.toArray(new String[0]));
    }

    /**
     * Whether deleting the node can make the program smaller: its replacement is known and has
     * fewer tokens, or as many but fewer characters. This is the unremovable-node filter
     * (Hodován et al.; framework §4.1, §7.2), which skips nodes already equal to their minimal
     * replacement, made exact: a node no larger than its replacement is never offered either.
     */
    public boolean shrinks(Program p, Node n, Replacement r) {
        if (r == null) return false;
        if (r.size() != n.size()) return r.size() < n.size();
        return r.chars() < chars(p, n);
    }

    static int chars(Program p, Node n) {
        if (n.kind() == NodeKind.TOKEN) return p.tokens().get(n.tokenIndex()).text().length();
        int c = 0;
        for (Node x : n.children()) c += chars(p, x);
        return c;
    }

    /** The table tokens of a replacement, generated at the node's place (provenance: its first token). */
    public static int[] generate(Program p, Node at, Replacement r) {
        int origin = firstOrigin(p, at);
        int[] out = new int[r.size()];
        for (int i = 0; i < r.size(); i++) out[i] = p.generate(r.types()[i], r.texts()[i], origin);
        return out;
    }

    private static int firstOrigin(Program p, Node n) {
        Node first = n.firstTokenNode();
        return first == null ? 0 : p.tokens().get(first.tokenIndex()).origin();
    }
}
