package io.pare.reduction.ppr;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.gumtreediff.matchers.CompositeMatchers;
import com.github.gumtreediff.matchers.ConfigurationOptions;
import com.github.gumtreediff.matchers.GumtreeProperties;
import com.github.gumtreediff.matchers.MappingStore;
import com.github.gumtreediff.matchers.Matcher;
import com.github.gumtreediff.matchers.Matchers;
import com.github.gumtreediff.tree.Tree;
import com.github.gumtreediff.tree.TreeContext;
import com.github.gumtreediff.tree.TypeSet;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Symbols;
import io.pare.program.Token;

/**
 * The tree difference Δ_T of a seed and a variant (spec §3.2), computed with GumTree as PPR's
 * reference implementation does: rule nodes are typed by rule (empty labels), leaves by token
 * type and text (so a changed token is a delete plus an insert), matched with GumTree's default
 * matcher at {@code st_minprio = 3}, {@code bu_minsim = 0.1}. The diff nodes are the maximal
 * unmapped subtrees of each side, less (a) those with an identical twin among the other side's
 * (a match GumTree missed) and (b) those not entirely on changed lines (Myers over lines),
 * where the qualifying descendants are taken instead.
 *
 * <p>Replacements: a seed diff node and a variant diff node that are the only diff nodes below a
 * pair of mapped parents form a replacement (t in the seed replaced by s in the variant).
 */
final class TreeDiff {
    record Replacement(Node seed, Node variant) {
    }

    final List<Node> seedNodes;
    final List<Node> variantNodes;
    final List<Replacement> replacements;

    private TreeDiff(List<Node> seedNodes, List<Node> variantNodes, List<Replacement> replacements) {
        this.seedNodes = seedNodes;
        this.variantNodes = variantNodes;
        this.replacements = replacements;
    }

    static TreeDiff of(Program seed, Program variant) {
        Converted s = new Converted(seed);
        Converted v = new Converted(variant);
        MappingStore mappings = matcher().match(s.root, v.root);
        List<Tree> rawSeed = maximalUnmapped(s.root, t -> mappings.isSrcMapped(t));
        List<Tree> rawVariant = maximalUnmapped(v.root, t -> mappings.isDstMapped(t));
        // (a) an identical subtree unmapped on both sides is a match GumTree missed (e.g. a move)
        Set<String> seedKeys = new HashSet<>();
        Set<String> variantKeys = new HashSet<>();
        for (Tree t : rawSeed) seedKeys.add(s.key(t));
        for (Tree t : rawVariant) variantKeys.add(v.key(t));
        rawSeed.removeIf(t -> variantKeys.contains(s.key(t)));
        rawVariant.removeIf(t -> seedKeys.contains(v.key(t)));

        List<Replacement> replacements = new ArrayList<>();
        Set<Tree> seedDiff = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Tree> variantDiff = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        seedDiff.addAll(rawSeed);
        variantDiff.addAll(rawVariant);
        Map<Tree, List<Tree>> seedByParent = byParent(rawSeed);
        Map<Tree, List<Tree>> variantByParent = byParent(rawVariant);
        for (var e : seedByParent.entrySet()) {
            Tree parent = e.getKey();
            Tree other = parent == null ? null : mappings.getDstForSrc(parent);
            List<Tree> there = other == null ? null : variantByParent.get(other);
            if (there == null) continue;
            if (parent.getChildren().size() == other.getChildren().size()) {
                // same shape: the diff children at the same position replace each other
                for (int i = 0; i < parent.getChildren().size(); i++) {
                    Tree t = parent.getChildren().get(i);
                    Tree u = other.getChildren().get(i);
                    if (seedDiff.contains(t) && variantDiff.contains(u)) {
                        replacements.add(new Replacement(s.nodes.get(t), v.nodes.get(u)));
                    }
                }
            } else if (e.getValue().size() == 1 && there.size() == 1) {
                replacements.add(new Replacement(s.nodes.get(e.getValue().get(0)), v.nodes.get(there.get(0))));
            }
        }

        // (b) keep only nodes whose tokens all sit on changed lines
        BitSet[] changed = changedLines(seed, variant);
        List<Node> seedNodes = new ArrayList<>();
        List<Node> variantNodes = new ArrayList<>();
        for (Tree t : rawSeed) collectReal(seed, s.nodes.get(t), changed[0], seedNodes);
        for (Tree t : rawVariant) collectReal(variant, v.nodes.get(t), changed[1], variantNodes);
        return new TreeDiff(seedNodes, variantNodes, replacements);
    }

    private static Matcher matcher() {
        Matcher m;
        try {
            m = Matchers.getInstance().getMatcher();
        } catch (RuntimeException | LinkageError e) {
            // the registry is filled from classindex annotations; without them use GumTree's classic matcher
            m = new CompositeMatchers.ClassicGumtree();
        }
        GumtreeProperties p = new GumtreeProperties();
        p.put(ConfigurationOptions.st_minprio, 3);
        p.put(ConfigurationOptions.bu_minsim, 0.1);
        m.configure(p);
        return m;
    }

    private static Map<Tree, List<Tree>> byParent(List<Tree> trees) {
        Map<Tree, List<Tree>> out = new IdentityHashMap<>();
        for (Tree t : trees) out.computeIfAbsent(t.getParent(), k -> new ArrayList<>()).add(t);
        return out;
    }

    /** Topmost subtrees in which no node is mapped. */
    private static List<Tree> maximalUnmapped(Tree root, java.util.function.Predicate<Tree> mapped) {
        Map<Tree, Boolean> clean = new IdentityHashMap<>();
        for (Tree t : root.postOrder()) {
            boolean c = !mapped.test(t);
            for (Tree k : t.getChildren()) c &= clean.get(k);
            clean.put(t, c);
        }
        List<Tree> out = new ArrayList<>();
        collectTop(root, clean, out);
        return out;
    }

    private static void collectTop(Tree t, Map<Tree, Boolean> clean, List<Tree> out) {
        if (clean.get(t)) {
            out.add(t);
            return;
        }
        for (Tree k : t.getChildren()) collectTop(k, clean, out);
    }

    private static void collectReal(Program p, Node n, BitSet changedLines, List<Node> out) {
        if (n.size() == 0) return;
        if (allOnChangedLines(p, n, changedLines)) {
            out.add(n);
            return;
        }
        for (Node c : n.children()) collectReal(p, c, changedLines, out);
    }

    private static boolean allOnChangedLines(Program p, Node n, BitSet changed) {
        if (n.kind() == NodeKind.TOKEN) return changed.get(lineOf(p, n.tokenIndex()));
        for (Node c : n.children()) {
            if (!allOnChangedLines(p, c, changed)) return false;
        }
        return true;
    }

    private static final Map<Program, int[]> LINES = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    /** Line (0-based) of each token of a program. */
    private static int lineOf(Program p, int token) {
        return LINES.computeIfAbsent(p, TreeDiff::lines)[token];
    }

    private static int[] lines(Program p) {
        int[] out = new int[p.tokens().size()];
        String text = p.text();
        int line = 0;
        int at = 0;
        for (int i = 0; i < out.length; i++) {
            int start = p.tokens().get(i).start();
            for (; at < start; at++) {
                if (text.charAt(at) == '\n') line++;
            }
            out[i] = line;
        }
        return out;
    }

    /** Lines (as token texts) changed between the two programs, per side. */
    private static BitSet[] changedLines(Program seed, Program variant) {
        List<String> a = lineTexts(seed);
        List<String> b = lineTexts(variant);
        BitSet sa = new BitSet();
        BitSet sb = new BitSet();
        for (AbstractDelta<String> d : DiffUtils.diff(a, b).getDeltas()) {
            sa.set(d.getSource().getPosition(), d.getSource().getPosition() + d.getSource().size());
            sb.set(d.getTarget().getPosition(), d.getTarget().getPosition() + d.getTarget().size());
        }
        return new BitSet[] {sa, sb};
    }

    private static List<String> lineTexts(Program p) {
        List<StringBuilder> lines = new ArrayList<>();
        for (int i = 0; i < p.tokens().size(); i++) {
            int line = lineOf(p, i);
            while (lines.size() <= line) lines.add(new StringBuilder());
            StringBuilder sb = lines.get(line);
            if (sb.length() > 0) sb.append(' ');
            sb.append(p.tokens().get(i).text());
        }
        List<String> out = new ArrayList<>(lines.size());
        for (StringBuilder sb : lines) out.add(sb.toString());
        return out;
    }

    /** A program's reduction tree as a GumTree tree, with the way back. */
    private static final class Converted {
        final Program program;
        final TreeContext context = new TreeContext();
        final Map<Tree, Node> nodes = new IdentityHashMap<>();
        final Tree root;

        Converted(Program program) {
            this.program = program;
            this.root = convert(program.root());
            context.setRoot(root);
        }

        private Tree convert(Node n) {
            Tree t = context.createTree(TypeSet.type(type(n)), Tree.NO_LABEL);
            nodes.put(t, n);
            for (Node c : n.children()) t.addChild(convert(c));
            return t;
        }

        private String type(Node n) {
            return switch (n.kind()) {
                case TOKEN -> {
                    Token tok = program.tokens().get(n.tokenIndex());
                    yield program.symbolName(Symbols.token(tok.type())) + " " + tok.text();
                }
                case RULE -> {
                    StringBuilder sb = new StringBuilder();
                    for (int r : n.chain()) {
                        if (sb.length() > 0) sb.append('>');
                        sb.append(program.symbolName(Symbols.rule(r)));
                    }
                    yield sb.toString();
                }
                case STAR -> "*";
                case PLUS -> "+";
                case OPTIONAL -> "?";
                case ITEM -> "-";
            };
        }

        /** The subtree's shape and tokens, to find identical subtrees on the other side. */
        String key(Tree t) {
            StringBuilder sb = new StringBuilder();
            key(t, sb);
            return sb.toString();
        }

        private void key(Tree t, StringBuilder sb) {
            sb.append('(').append(t.getType().name);
            for (Tree c : t.getChildren()) key(c, sb);
            sb.append(')');
        }
    }
}
