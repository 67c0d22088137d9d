package io.pare.reduction;

import java.util.List;

import io.pare.program.Program;

/**
 * A rule of the language's compilers that a candidate can break, read off the program without
 * asking the oracle: a name still used whose last declaration goes, an abstract method left in a
 * class that is no longer abstract, a variable's name put where only a type's stands, a
 * {@code break} with no loop around it. A compiler that checks the rule rejects every such
 * candidate; {@link CompileCheckGate} learns from the oracle's answers whether its compiler does.
 */
public interface CompileCheck {
    /**
     * Whether the candidate (the program's tokens after a deletion or a rename, in order) breaks the
     * rule where the program keeps it. Most rules read a deletion's structure and say no to a
     * candidate that adds tokens (a replacement, an inlining); a rule that the tokens alone show
     * broken (Java's {@code 0 ++}) reads any candidate.
     */
    boolean breaks(Program p, int[] candidate);

    /**
     * Whether a text pass's candidate that is no plain deletion ({@code candidate}, its own parse)
     * breaks the rule where {@code base} keeps it. Most rules cannot say without the candidate's
     * tokens lined up with the program's, and say no.
     */
    default boolean breaksText(Program base, Program candidate) {
        return false;
    }

    /** A check that a candidate breaks when it breaks any of {@code checks}. */
    static CompileCheck anyOf(List<CompileCheck> checks) {
        List<CompileCheck> all = List.copyOf(checks);
        if (all.size() == 1) return all.get(0);
        return new CompileCheck() {
            @Override
            public boolean breaks(Program p, int[] candidate) {
                for (CompileCheck c : all) {
                    if (c.breaks(p, candidate)) return true;
                }
                return false;
            }

            @Override
            public boolean breaksText(Program base, Program candidate) {
                for (CompileCheck c : all) {
                    if (c.breaksText(base, candidate)) return true;
                }
                return false;
            }
        };
    }
}
