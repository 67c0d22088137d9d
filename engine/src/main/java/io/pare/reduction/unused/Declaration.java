package io.pare.reduction.unused;

import java.util.Set;

import io.pare.program.Node;

/**
 * A declaration that could go as a whole: the list item that holds it, and the names it declares
 * (empty for one that declares nothing a use could name, such as an explicit instantiation).
 * {@code unspelled} marks one whose every name is one no token spells ({@code operator==}): it is
 * used without being named, so only the oracle can tell whether it is.
 */
public record Declaration(Node item, Set<String> names, boolean unspelled) {
    public Declaration {
        names = Set.copyOf(names);
    }
}
