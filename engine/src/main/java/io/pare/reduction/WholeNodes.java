package io.pare.reduction;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Symbols;

/**
 * Nodes of the rules a language keeps or deletes whole (a Java import or package declaration: a
 * path names a place outside the file, and no shorter path names anything) must not lose only
 * some of their tokens. Perses never cuts inside them; the text passes do, word by word and token
 * by token: on the Checker Framework case 40 queries in one run asked for paths such as
 * {@code org.apache.sdk.transforms}, and javac answered "package does not exist" to each.
 */
public final class WholeNodes implements CompileCheck {
    private final Set<String> wholeRules;
    private final Map<Program, Summary> summaries = new WeakHashMap<>();

    /** The token indices of each whole node of a program version, and the nodes' texts. */
    private record Summary(int version, List<int[]> nodes, Set<String> texts) {
    }

    public WholeNodes(Set<String> wholeRules) {
        this.wholeRules = Set.copyOf(wholeRules);
    }

    @Override
    public synchronized boolean breaks(Program p, int[] candidate) {
        if (candidate.length >= p.currentTokens().length) return false;
        Summary s = summary(p);
        if (s.nodes().isEmpty()) return false;
        BitSet kept = new BitSet();
        for (int t : candidate) kept.set(t);
        for (int[] node : s.nodes()) {
            int in = 0;
            for (int t : node) {
                if (kept.get(t)) in++;
            }
            if (in > 0 && in < node.length) return true;
        }
        return false;
    }

    /**
     * A text pass's replacement inside a whole node: the candidate holds a whole node whose text
     * the program has in none of its own ({@code orgxxxxxxx.beam.sdk} for {@code org.apache.beam.sdk},
     * a width-keeping pass's filler; {@code org.beam.sdk}, a peephole's cut).
     */
    @Override
    public synchronized boolean breaksText(Program base, Program candidate) {
        Summary s = summary(base);
        if (s.nodes().isEmpty()) return false;
        for (int[] node : wholeNodes(candidate)) {
            if (!s.texts().contains(text(candidate, node))) return true;
        }
        return false;
    }

    /** A node's tokens' texts, without the layout between them. */
    private static String text(Program p, int[] node) {
        StringBuilder sb = new StringBuilder();
        for (int t : node) sb.append(p.tokens().get(t).text()).append(' ');
        return sb.toString();
    }

    private Summary summary(Program p) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        List<int[]> nodes = wholeNodes(p);
        Set<String> texts = new java.util.HashSet<>();
        for (int[] node : nodes) texts.add(text(p, node));
        Summary s = new Summary(p.commits(), nodes, texts);
        summaries.put(p, s);
        return s;
    }

    /** The token indices of each whole node of the program as it stands. */
    private List<int[]> wholeNodes(Program p) {
        List<int[]> nodes = new ArrayList<>();
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(p.root());
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if (isWhole(p, n)) {
                nodes.add(n.tokenNodes().stream().mapToInt(Node::tokenIndex).toArray());
                continue;
            }
            for (Node c : n.children()) stack.push(c);
        }
        return nodes;
    }

    private boolean isWhole(Program p, Node n) {
        if (n.kind() != NodeKind.RULE) return false;
        for (int rule : n.chain()) {
            if (wholeRules.contains(p.symbolName(Symbols.rule(rule)))) return true;
        }
        return false;
    }
}
