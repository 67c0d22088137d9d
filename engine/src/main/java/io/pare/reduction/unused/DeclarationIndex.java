package io.pare.reduction.unused;

import java.util.List;
import java.util.Set;

import io.pare.program.Node;

/**
 * What a language's grammar says about a program's declarations: the ones that can go as a whole,
 * in document order (an enclosing one before those inside it), and the identifier tokens that
 * name what is declared rather than use it. Every other identifier token is a use.
 */
public record DeclarationIndex(List<Declaration> declarations, Set<Node> definingTokens) {
    public DeclarationIndex {
        declarations = List.copyOf(declarations);
    }
}
