package io.pare.parse;

import java.util.List;

import io.pare.program.NodeKind;

/** A grammar rule's right-hand side, compiled from the ANTLR rule AST into the few shapes list recovery needs. */
sealed interface Elem {
    /** Matches one token: one of {@code types}, any token but them ({@code negated}), or any token at all. */
    record Tok(int[] types, boolean negated, boolean any) implements Elem {
        boolean accepts(int type) {
            if (any) return true;
            boolean in = false;
            for (int t : types) {
                if (t == type) {
                    in = true;
                    break;
                }
            }
            return in != negated;
        }
    }

    record RuleRef(int rule) implements Elem {
    }

    record Seq(List<Elem> elements) implements Elem {
    }

    record Alts(List<Seq> alternatives) implements Elem {
    }

    /** A {@code *}, {@code +} or {@code ?} sub-rule; each repetition matches {@code body}. */
    record Quant(NodeKind kind, Alts body) implements Elem {
    }

    /** Actions, predicates and epsilon: match nothing. */
    record Empty() implements Elem {
    }
}
