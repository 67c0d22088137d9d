package io.pare.parse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import io.pare.program.NodeKind;

/**
 * Smallest derivations of a grammar's rules, for sub-tree replacement (Vulcan §5.3): for each
 * alternative of a rule, its cheapest sentential form with the rules it references left as holes
 * (so a caller can fill a hole with a subtree it already has), and for each rule the token types
 * of its cheapest complete derivation. Lexer rules count as one token each.
 */
public final class Derivations {
    /**
     * One symbol of a sentential form: a token type, or a hole for a rule; an optional hole (a
     * rule under {@code ?} or {@code *}) may also stay empty.
     */
    public record Part(boolean rule, int id, boolean optional) {
        Part(boolean rule, int id) {
            this(rule, id, false);
        }
    }

    private static final int INF = Integer.MAX_VALUE / 4;
    private final CompiledGrammar grammar;
    private final int[] minLength;
    private final int[][] minTokens;

    public Derivations(CompiledGrammar grammar) {
        this.grammar = grammar;
        int n = grammar.ruleCount();
        minLength = new int[n];
        Arrays.fill(minLength, INF);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < n; r++) {
                int len = cost(grammar.rhs(r));
                if (len < minLength[r]) {
                    minLength[r] = len;
                    changed = true;
                }
            }
        }
        minTokens = new int[n][];
    }

    public CompiledGrammar grammar() {
        return grammar;
    }

    public int alternativeCount(int rule) {
        return grammar.rhs(rule).alternatives().size();
    }

    /** Tokens in the rule's smallest derivation (a large number when it has none). */
    public int minLength(int rule) {
        return minLength[rule];
    }

    /**
     * The cheapest sentential form of one alternative, holes for the rules it names; null if it
     * derives nothing finite. A rule that is the whole body of a {@code ?} or {@code *} becomes an
     * optional hole ({@code 'return' expression? ';'} has one), other optional parts are left out.
     */
    public List<Part> skeleton(int rule, int alternative) {
        List<Part> out = new ArrayList<>();
        return form(grammar.rhs(rule).alternatives().get(alternative), out, true) ? out : null;
    }

    /** Length of a skeleton with every hole filled by its cheapest derivation. */
    public int length(List<Part> skeleton) {
        int n = 0;
        for (Part p : skeleton) n = add(n, p.rule() ? minLength[p.id()] : 1);
        return n;
    }

    /** Token types of the rule's cheapest derivation, or null when it has none. */
    public synchronized int[] minimalTokens(int rule) {
        if (minLength[rule] >= INF) return null;
        if (minTokens[rule] == null) {
            List<Integer> out = new ArrayList<>();
            expand(rule, out, 0);
            minTokens[rule] = out.stream().mapToInt(Integer::intValue).toArray();
        }
        return minTokens[rule];
    }

    private void expand(int rule, List<Integer> out, int depth) {
        if (depth > 200) throw new IllegalStateException("derivation too deep");
        Elem.Seq best = cheapest(grammar.rhs(rule));
        List<Part> parts = new ArrayList<>();
        form(best, parts, false);
        for (Part p : parts) {
            if (p.rule()) {
                expand(p.id(), out, depth + 1);
            } else {
                out.add(p.id());
            }
        }
    }

    private Elem.Seq cheapest(Elem.Alts alts) {
        Elem.Seq best = null;
        int bestCost = INF;
        for (Elem.Seq s : alts.alternatives()) {
            int c = cost(s);
            if (c < bestCost) {
                bestCost = c;
                best = s;
            }
        }
        return best;
    }

    private boolean form(Elem e, List<Part> out, boolean optionalHoles) {
        if (e instanceof Elem.Tok t) {
            if (t.any() || t.negated() || t.types().length == 0) return false;
            out.add(new Part(false, t.types()[0]));
            return true;
        }
        if (e instanceof Elem.RuleRef rr) {
            if (minLength[rr.rule()] >= INF) return false;
            out.add(new Part(true, rr.rule()));
            return true;
        }
        if (e instanceof Elem.Seq s) {
            for (Elem x : s.elements()) {
                if (!form(x, out, optionalHoles)) return false;
            }
            return true;
        }
        if (e instanceof Elem.Alts a) {
            Elem.Seq best = cheapest(a);
            return best != null && form(best, out, optionalHoles);
        }
        if (e instanceof Elem.Quant q) {
            if (q.kind() == NodeKind.PLUS) return form(q.body(), out, optionalHoles);
            List<Elem.Seq> alts = q.body().alternatives();
            Elem only = alts.size() == 1 && alts.get(0).elements().size() == 1 ? alts.get(0).elements().get(0) : null;
            if (optionalHoles && only instanceof Elem.RuleRef rr && minLength[rr.rule()] < INF) {
                out.add(new Part(true, rr.rule(), true));
            }
            return true;
        }
        return true;
    }

    private int cost(Elem e) {
        if (e instanceof Elem.Tok t) return t.any() || t.negated() || t.types().length == 0 ? INF : 1;
        if (e instanceof Elem.RuleRef rr) return minLength[rr.rule()];
        if (e instanceof Elem.Seq s) {
            int n = 0;
            for (Elem x : s.elements()) n = add(n, cost(x));
            return n;
        }
        if (e instanceof Elem.Alts a) {
            int best = INF;
            for (Elem.Seq s : a.alternatives()) best = Math.min(best, cost(s));
            return best;
        }
        if (e instanceof Elem.Quant q) return q.kind() == NodeKind.PLUS ? cost(q.body()) : 0;
        return 0;
    }

    private static int add(int a, int b) {
        return a >= INF || b >= INF ? INF : Math.min(INF, a + b);
    }
}
