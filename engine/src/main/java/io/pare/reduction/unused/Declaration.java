package io.pare.reduction.unused;

import java.util.Set;

import io.pare.program.Node;

/**
 * A declaration that could go as a whole: the list item that holds it, and the names it declares
 * (empty for one that declares nothing a use could name, such as an explicit instantiation).
 */
public record Declaration(Node item, Set<String> names) {
    public Declaration {
        names = Set.copyOf(names);
    }
}
