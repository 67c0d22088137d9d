package io.pare.reduction.trec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.parse.Language;
import io.pare.parse.lexicon.CanonicalNames;
import io.pare.parse.lexicon.LexTree;
import io.pare.parse.lexicon.Lexicon;
import io.pare.parse.lexicon.Shortlex;
import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.Memo;
import io.pare.reduction.Reducer;
import io.pare.reduction.ReductionContext;

/**
 * T-Rec's fine-grained phase (Xu et al., TOSEM 2024, Alg. 1-4): tokens left to right; each
 * is first replaced by the smallest legal strings of its lexer rule (identifiers by canonical
 * names a, b, ... reused or fresh, never skipping one), and, when that fails, shrunk by deleting
 * optional and repeated parts of its lex tree, then canonicalized character by character. Every
 * probe first replaces all tokens with the same text, then the one token. Every accepted change
 * makes a token text shortlex-smaller, so passes terminate; fixed-text tokens (keywords,
 * punctuation) never cost a query, since nothing in their rule is smaller than themselves.
 */
public final class TRec implements Reducer {
    /** Candidates per non-identifier token, and per lex-tree leaf (the paper's 2: "0" and "1"). */
    private static final int ATTEMPTS = 2;

    /** What happened to one token: its phase, or null when it resisted every candidate. */
    public record Outcome(String phase) {
    }

    private final Lexicon lexicon;
    private final Set<Integer> identifiers;
    private final Set<String> doNotRename;
    private final Map<Integer, String> phases = new LinkedHashMap<>();
    /**
     * Probes (program size, text, candidate, all-or-one) the oracle rejected: a name bound outside
     * the snippet ({@code Int}, {@code printf}) then costs its queries once, not once per round
     * (§6 [Rec]). Keyed by the program's size, since one that lost a token asks them all again
     * (sizes never come back).
     */
    private final Memo<String> failed = new Memo<>();

    public TRec(Language language, Set<Integer> identifierTypes, Set<String> doNotRename) {
        this.lexicon = Lexicon.of(language);
        this.identifiers = identifierTypes;
        this.doNotRename = doNotRename;
    }

    /** Whether the language has a lexical grammar T-Rec can use. */
    public boolean available() {
        return lexicon != null;
    }

    @Override
    public String name() {
        return "trec";
    }

    /** Phase that changed each parsed token (by its place in the parsed program), for the report. */
    public Map<Integer, String> phases() {
        return Collections.unmodifiableMap(phases);
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (lexicon == null) return;
        Program p = ctx.program();
        List<Node> nodes = p.root().tokenNodes();
        List<String> pool = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            Token tok = p.tokens().get(n.tokenIndex());
            int type = tok.type();
            if (!lexicon.knows(type)) continue;
            if (identifiers.contains(type)) {
                identifier(ctx, nodes, n, pool);
                continue;
            }
            if (replace(ctx, nodes, n)) continue;
            shrink(ctx, nodes, n);
            fragments(ctx, nodes, n);
        }
    }

    private String textOf(Program p, Node n) {
        return p.tokens().get(n.tokenIndex()).text();
    }

    /** Whether T-Rec has any candidate for a token (false for keywords, punctuation and already-minimal tokens). */
    public boolean canImprove(int type, String text) {
        if (lexicon == null || !lexicon.knows(type)) return false;
        if (identifiers.contains(type)) return !text.equals("a") && !doNotRename.contains(text);
        List<String> s = lexicon.shortest(type, 1);
        return !s.isEmpty() && Shortlex.ORDER.compare(s.get(0), text) < 0;
    }

    // ---- Alg. 2: replacement ----

    private void identifier(ReductionContext ctx, List<Node> nodes, Node n, List<String> pool)
            throws CancelledException, InterruptedException {
        Program p = ctx.program();
        String text = textOf(p, n);
        int type = p.tokens().get(n.tokenIndex()).type();
        // a name this pass already gave out was tried (all occurrences at once) when given
        if (pool.contains(text) || doNotRename.contains(text)) return;
        String fresh = null;
        for (int k = 0; fresh == null; k++) {
            if (!pool.contains(CanonicalNames.nth(k))) fresh = CanonicalNames.nth(k);
        }
        List<String> candidates = new ArrayList<>();
        for (String name : pool) {
            if (Shortlex.ORDER.compare(name, text) < 0) candidates.add(name);
        }
        if (Shortlex.ORDER.compare(fresh, text) < 0) candidates.add(fresh);
        candidates.removeIf(c -> !lexicon.lexesAs(c, type));
        String won = tryTexts(ctx, nodes, n, candidates, "replace");
        if (won != null && won.equals(fresh)) pool.add(fresh);
        if (won == null && isName(text) && !pool.contains(text)) pool.add(text);
    }

    private static boolean isName(String s) {
        if (s.isEmpty() || s.length() > 3) return false;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < 'a' || s.charAt(i) > 'z') return false;
        }
        return true;
    }

    private boolean replace(ReductionContext ctx, List<Node> nodes, Node n) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        String text = textOf(p, n);
        int type = p.tokens().get(n.tokenIndex()).type();
        List<String> candidates = new ArrayList<>();
        for (String c : lexicon.shortest(type, ATTEMPTS)) {
            if (Shortlex.ORDER.compare(c, text) >= 0) break;
            if (lexicon.lexesAs(c, type)) candidates.add(c);
        }
        return tryTexts(ctx, nodes, n, candidates, "replace") != null;
    }

    /**
     * replaceIfPassTest over a list of texts (§3.4): for each text, every token reading like n
     * first, then n alone. Returns the text accepted, or null.
     */
    private String tryTexts(ReductionContext ctx, List<Node> nodes, Node n, List<String> texts, String phase)
            throws CancelledException, InterruptedException {
        if (texts.isEmpty()) return null;
        Program p = ctx.program();
        String text = textOf(p, n);
        int type = p.tokens().get(n.tokenIndex()).type();
        List<Node> same = new ArrayList<>();
        for (Node m : nodes) {
            Token t = p.tokens().get(m.tokenIndex());
            if (t.type() == type && t.text().equals(text)) same.add(m);
        }
        record Probe(String text, boolean all) {
        }
        List<Probe> probes = new ArrayList<>();
        String everyOne = String.valueOf(same.size() > 1);
        for (String t : texts) {
            if (!failed.contains(probeKey(nodes.size(), text, t, everyOne))) probes.add(new Probe(t, true));
            if (same.size() > 1 && !failed.contains(probeKey(nodes.size(), text, t, "single"))) probes.add(new Probe(t, false));
        }
        if (probes.isEmpty()) return null;
        var hit = ctx.commitFirst(probes, pr -> {
            Map<Node, Integer> change = new IdentityHashMap<>();
            for (Node m : pr.all() ? same : List.of(n)) change.put(m, p.retext(m.tokenIndex(), pr.text()));
            return Edit.retoken(change);
        });
        for (Probe pr : probes) {
            if (hit.isPresent() && pr.equals(hit.get())) break;
            failed.add(probeKey(nodes.size(), text, pr.text(), pr.all() ? everyOne : "single"));
        }
        if (hit.isEmpty()) return null;
        for (Node m : hit.get().all() ? same : List.of(n)) {
            phases.putIfAbsent(p.placeOf(m.tokenIndex()), phase);
        }
        return hit.get().text();
    }

    /** A probe's name in {@link #failed}: the program's size, the token's text, the candidate, and which tokens it changes. */
    private static String probeKey(int size, String text, String candidate, String scope) {
        return size + "\u0000" + text + "\u0000" + candidate + "\u0000" + scope;
    }

    // ---- Alg. 3: deletion inside the lex tree ----

    private void shrink(ReductionContext ctx, List<Node> nodes, Node n) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        int type = p.tokens().get(n.tokenIndex()).type();
        LexTree tree = lexicon.tree(type, textOf(p, n));
        if (tree == null) return;
        Set<LexTree> removed = Collections.newSetFromMap(new IdentityHashMap<>());
        Map<LexTree, Character> none = Map.of();
        List<LexTree> queue = new ArrayList<>(List.of(tree));
        for (int qi = 0; qi < queue.size(); qi++) {
            LexTree node = queue.get(qi);
            if (node.kind() == LexTree.Kind.OPTIONAL && !node.children().isEmpty()) {
                removed.add(node);
                if (!attempt(ctx, nodes, n, tree.text(removed, none), type)) {
                    removed.remove(node);
                    queue.addAll(node.children());
                }
            } else if ((node.kind() == LexTree.Kind.STAR || node.kind() == LexTree.Kind.PLUS) && !node.children().isEmpty()) {
                List<LexTree> keep = ddmin(ctx, nodes, n, tree, removed, node, type);
                queue.addAll(keep);
            } else {
                queue.addAll(node.children());
            }
        }
    }

    /** ddmin over a loop's iterations (a plus keeps one): removes the ones the oracle lets go, returns the rest. */
    private List<LexTree> ddmin(ReductionContext ctx, List<Node> nodes, Node n, LexTree tree, Set<LexTree> removed,
            LexTree loop, int type) throws CancelledException, InterruptedException {
        List<LexTree> keep = new ArrayList<>(loop.children());
        if (loop.kind() == LexTree.Kind.STAR) {
            removed.addAll(keep);
            if (attempt(ctx, nodes, n, tree.text(removed, Map.of()), type)) return List.of();
            keep.forEach(removed::remove);
        }
        int parts = 2;
        while (keep.size() >= 2) {
            boolean found = false;
            int size = keep.size();
            for (int i = 0; i < parts && !found; i++) {
                int from = i * size / parts;
                int to = (i + 1) * size / parts;
                if (from == to) continue;
                List<LexTree> chunk = keep.subList(from, to);
                removed.addAll(chunk);
                if (attempt(ctx, nodes, n, tree.text(removed, Map.of()), type)) {
                    List<LexTree> rest = new ArrayList<>(keep.subList(0, from));
                    rest.addAll(keep.subList(to, size));
                    keep = rest;
                    parts = Math.max(parts - 1, 2);
                    found = true;
                } else {
                    chunk.forEach(removed::remove);
                }
            }
            if (!found) {
                if (parts >= keep.size()) break;
                parts = Math.min(2 * parts, keep.size());
            }
        }
        return keep;
    }

    private boolean attempt(ReductionContext ctx, List<Node> nodes, Node n, String candidate, int type)
            throws CancelledException, InterruptedException {
        String text = textOf(ctx.program(), n);
        if (candidate.equals(text) || !lexicon.lexesAs(candidate, type)) return false;
        return tryTexts(ctx, nodes, n, List.of(candidate), "shrink") != null;
    }

    // ---- Alg. 4: per-character canonicalization ----

    private void fragments(ReductionContext ctx, List<Node> nodes, Node n) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        int type = p.tokens().get(n.tokenIndex()).type();
        LexTree tree = lexicon.tree(type, textOf(p, n));
        if (tree == null) return;
        Map<LexTree, Character> subst = new IdentityHashMap<>();
        Set<LexTree> none = Set.of();
        for (LexTree leaf : tree.leaves()) {
            List<String> candidates = new ArrayList<>();
            for (char c : Shortlex.chars(leaf.allowed(), Integer.MAX_VALUE)) {
                if (Shortlex.rank(c) >= Shortlex.rank(leaf.ch()) || candidates.size() == ATTEMPTS) break;
                subst.put(leaf, c);
                String t = tree.text(none, subst);
                if (lexicon.lexesAs(t, type)) candidates.add(t);
                subst.remove(leaf);
            }
            String won = tryTexts(ctx, nodes, n, candidates, "fragment");
            if (won != null) {
                // the leaf now reads the character the accepted text has at its position
                String before = tree.text(none, subst);
                for (int i = 0; i < won.length() && i < before.length(); i++) {
                    if (won.charAt(i) != before.charAt(i)) {
                        subst.put(leaf, won.charAt(i));
                        break;
                    }
                }
            }
        }
    }
}
