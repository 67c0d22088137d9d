package io.pare.parse;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.NodeKind;

/**
 * Finds how a parse-tree node's children were derived from its rule's right-hand side, so that
 * the children of each {@code *}, {@code +} and {@code ?} sub-rule can be grouped into list and
 * item nodes.
 *
 * <p>Matching is greedy with limited backtracking, like ANTLR's own loops: each repetition takes
 * the first alternative that matches, and a loop gives back repetitions only when what follows it
 * does not match otherwise. Grammars ANTLR accepts are LL(*), so this recovers the parser's own
 * derivation in practice; a node it cannot match is kept flat (still reducible, just without lists).
 */
final class AltMatcher {
    /** A matched element: one child, or a quantified sub-rule with its repetitions. */
    sealed interface Match {
    }

    record Child(int index) implements Match {
    }

    record Repetitions(NodeKind kind, List<List<Match>> items) implements Match {
    }

    private record Result(List<Match> matches, int end) {
    }

    /** What the matcher needs of a child: a token's type, or a rule's index. */
    interface Children {
        int size();

        boolean isToken(int i);

        int tokenType(int i);

        int ruleIndex(int i);
    }

    private final CompiledGrammar grammar;
    private Children children;

    AltMatcher(CompiledGrammar grammar) {
        this.grammar = grammar;
    }

    /** The derivation of all children from the rule, or null if none is found. */
    List<Match> match(int rule, Children kids) {
        this.children = kids;
        for (Elem.Seq alt : grammar.rhs(rule).alternatives()) {
            Result r = seq(alt.elements(), 0, 0, true);
            if (r != null) return r.matches();
        }
        return null;
    }

    private Result seq(List<Elem> els, int i, int pos, boolean toEnd) {
        if (i == els.size()) {
            return !toEnd || pos == children.size() ? new Result(new ArrayList<>(), pos) : null;
        }
        Elem e = els.get(i);
        if (e instanceof Elem.Tok t) {
            if (pos < children.size() && children.isToken(pos) && t.accepts(children.tokenType(pos))) {
                return prepend(new Child(pos), seq(els, i + 1, pos + 1, toEnd));
            }
            if (t.any() && pos < children.size()) {
                return prepend(new Child(pos), seq(els, i + 1, pos + 1, toEnd));
            }
            return null;
        }
        if (e instanceof Elem.RuleRef rr) {
            if (pos < children.size() && !children.isToken(pos) && children.ruleIndex(pos) == rr.rule()) {
                return prepend(new Child(pos), seq(els, i + 1, pos + 1, toEnd));
            }
            return null;
        }
        if (e instanceof Elem.Seq s) {
            List<Elem> flat = new ArrayList<>(s.elements());
            flat.addAll(els.subList(i + 1, els.size()));
            return seq(flat, 0, pos, toEnd);
        }
        if (e instanceof Elem.Alts a) {
            for (Elem.Seq alt : a.alternatives()) {
                Result head = seq(alt.elements(), 0, pos, false);
                if (head == null) continue;
                Result rest = seq(els, i + 1, head.end(), toEnd);
                if (rest != null) {
                    head.matches().addAll(rest.matches());
                    return new Result(head.matches(), rest.end());
                }
            }
            return null;
        }
        if (e instanceof Elem.Quant q) {
            int max = q.kind() == NodeKind.OPTIONAL ? 1 : Integer.MAX_VALUE;
            int min = q.kind() == NodeKind.PLUS ? 1 : 0;
            List<Result> reps = new ArrayList<>();
            int at = pos;
            while (reps.size() < max) {
                Result r = repetition(q.body(), at);
                if (r == null) break;
                reps.add(r);
                at = r.end();
            }
            for (int count = reps.size(); count >= min; count--) {
                int from = count == 0 ? pos : reps.get(count - 1).end();
                Result rest = seq(els, i + 1, from, toEnd);
                if (rest != null) {
                    List<List<Match>> items = new ArrayList<>();
                    for (int k = 0; k < count; k++) items.add(reps.get(k).matches());
                    rest.matches().add(0, new Repetitions(q.kind(), items));
                    return rest;
                }
            }
            return null;
        }
        return seq(els, i + 1, pos, toEnd);
    }

    /** One repetition: the first alternative that matches and consumes something. */
    private Result repetition(Elem.Alts body, int pos) {
        for (Elem.Seq alt : body.alternatives()) {
            Result r = seq(alt.elements(), 0, pos, false);
            if (r != null && r.end() > pos) return r;
        }
        return null;
    }

    private static Result prepend(Match m, Result rest) {
        if (rest == null) return null;
        rest.matches().add(0, m);
        return rest;
    }
}
