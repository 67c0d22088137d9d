package io.pare.reduction;

import java.util.List;

import io.pare.program.Program;

/**
 * A rule of the language's compilers that a plain deletion or a rename can break, read off the
 * program's tree without asking the oracle: a name still used whose last declaration goes, an
 * abstract method left in a class that is no longer abstract, a variable's name put where only a
 * type's stands. A compiler that checks the rule rejects every such
 * candidate; {@link CompileCheckGate} learns from the oracle's answers whether its compiler does.
 */
public interface CompileCheck {
    /**
     * Whether the candidate (the program's tokens after a deletion or a rename, in order) breaks the
     * rule where the program keeps it. A candidate that adds tokens (a replacement, an inlining)
     * never does.
     */
    boolean breaks(Program p, int[] candidate);

    /** A check that a candidate breaks when it breaks any of {@code checks}. */
    static CompileCheck anyOf(List<CompileCheck> checks) {
        List<CompileCheck> all = List.copyOf(checks);
        if (all.size() == 1) return all.get(0);
        return (p, candidate) -> {
            for (CompileCheck c : all) {
                if (c.breaks(p, candidate)) return true;
            }
            return false;
        };
    }
}
