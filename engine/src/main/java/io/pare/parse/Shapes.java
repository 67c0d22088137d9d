package io.pare.parse;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Symbols;

/**
 * The one-level contexts of a grammar (the framework's "perfect corpus" for GTR's filter, §2.3
 * item 4): whether a sequence of child nodes is a shape some rule in a slot may have, with
 * subsumption: a child fits an element expecting rule {@code r} when its derivation (its
 * compacted chain, or its token) may stand where {@code r} is expected, and the parent may take
 * the shape of any rule its expected symbol subsumes. List and optional nodes are one child each
 * and fit a {@code *}, {@code +} or {@code ?} of their own kind; an absent {@code *} or {@code ?}
 * is no child at all. Matching backtracks fully, so no shape the grammar allows is refused.
 */
public final class Shapes {
    // Not thread-safe: one reducer uses one instance at a time.
    private final CompiledGrammar grammar;
    private Program program;

    public Shapes(CompiledGrammar grammar) {
        this.grammar = grammar;
    }

    /** Whether a node in a slot expecting {@code slot} may have exactly these children. */
    public synchronized boolean fits(Program program, int slot, List<Node> children) {
        this.program = program;
        for (int rule : grammar.rulesFor(slot)) {
            for (Elem.Seq alt : grammar.rhs(rule).alternatives()) {
                if (match(alt.elements(), 0, children, 0, 0)) return true;
            }
        }
        return false;
    }

    private boolean match(List<Elem> els, int i, List<Node> kids, int pos, int depth) {
        if (depth > 200) return false;
        if (i == els.size()) return pos == kids.size();
        Elem e = els.get(i);
        if (e instanceof Elem.Tok t) {
            if (pos < kids.size() && kids.get(pos).kind() == NodeKind.TOKEN
                    && t.accepts(typeOf(kids.get(pos)))) {
                return match(els, i + 1, kids, pos + 1, depth);
            }
            return false;
        }
        if (e instanceof Elem.RuleRef rr) {
            if (pos < kids.size() && standsFor(rr.rule(), kids.get(pos))) return match(els, i + 1, kids, pos + 1, depth);
            return false;
        }
        if (e instanceof Elem.Seq s) {
            List<Elem> flat = new ArrayList<>(s.elements());
            flat.addAll(els.subList(i + 1, els.size()));
            return match(flat, 0, kids, pos, depth + 1);
        }
        if (e instanceof Elem.Alts a) {
            for (Elem.Seq alt : a.alternatives()) {
                List<Elem> flat = new ArrayList<>(alt.elements());
                flat.addAll(els.subList(i + 1, els.size()));
                if (match(flat, 0, kids, pos, depth + 1)) return true;
            }
            return false;
        }
        if (e instanceof Elem.Quant q) {
            if (pos < kids.size() && kids.get(pos).kind() == q.kind() && match(els, i + 1, kids, pos + 1, depth)) return true;
            return q.kind() != NodeKind.PLUS && match(els, i + 1, kids, pos, depth);
        }
        return match(els, i + 1, kids, pos, depth);
    }

    private int typeOf(Node token) {
        return program.tokens().get(token.tokenIndex()).type();
    }

    private boolean standsFor(int rule, Node child) {
        if (child.kind() == NodeKind.TOKEN) return grammar.canStandFor(Symbols.rule(rule), Symbols.token(typeOf(child)));
        if (child.kind() != NodeKind.RULE) return false;
        if (grammar.canStandFor(Symbols.rule(rule), child.slot())) return true;
        for (int r : child.chain()) {
            if (grammar.canStandFor(Symbols.rule(rule), Symbols.rule(r))) return true;
        }
        return false;
    }
}
