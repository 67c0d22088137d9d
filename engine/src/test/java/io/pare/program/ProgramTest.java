package io.pare.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;

/** Printing candidates: original layout between old neighbours, one space only where tokens would merge. */
class ProgramTest {

    @Test
    void insertsASpaceOnlyWhereTwoTokensWouldLexAsOne() {
        Program p = TestPrograms.smt("(assert (f x y))");
        // tokens: ( assert ( f x y ) )  -- drop "( f" and ") " pieces
        int[] keep = {0, 1, 4, 5, 7};
        assertEquals("(assert x y)", p.render(keep));
        int[] glued = {0, 3, 4, 7};
        assertEquals("(f x)", p.render(glued));
    }

    @Test
    void keepsLineStructureWhenLinesAreJoined() {
        Program p = TestPrograms.smt("(push 1)\n(pop 1)\n  (check-sat)\n");
        int[] keep = {0, 1, 3, 8, 9, 10};
        assertEquals("(push)\n  (check-sat)\n", p.render(keep));
    }
}
