package io.pare.reduction.unused;

import io.pare.program.Program;

/** A language's reading of where its declarations are and which tokens name what they declare. */
@FunctionalInterface
public interface DeclarationFinder {
    DeclarationIndex index(Program program);
}
