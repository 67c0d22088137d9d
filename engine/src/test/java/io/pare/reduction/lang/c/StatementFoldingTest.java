package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Statement folding: a statement goes into its neighbour, and the tokens that kept them apart go. */
class StatementFoldingTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(StatementFolding::new, text, interesting);
    }

    /** The Csmith wrong-code case's inner loop. */
    @Test
    void anAssignmentBeforeAForWithoutInitGoesIntoIt() throws Exception {
        String text = "int f, c; void h() { f = 0; for (; f <= 5; f++) c++; }\n";
        assertEquals("intf,c;voidh(){for(f=0;f<=5;f++)c++;}", round(text, t -> true).result());
    }

    /** The Csmith wrong-code case's last lines. */
    @Test
    void anAssignmentGoesIntoTheOneReadOfItsVariableAfterIt() throws Exception {
        String text = "int printf(const char *, ...); unsigned a; long c;\nint main() { a = c; printf(\"%X\", a); }\n";
        assertEquals("intprintf(constchar*,...);unsigneda;longc;intmain(){printf(\"%X\",a=c);}", round(text, t -> true).result());
        assertEquals("intf(intc){inta;returna=c;}", round("int f(int c) { int a; a = c; return a; }\n", t -> true).result());
    }

    /** pr108166's helper. */
    @Test
    void twoReturnsBecomeOne() throws Exception {
        String text = "int a(int x, int y) { if (x) return y; return x; }\n";
        assertEquals("inta(intx,inty){returnx?y:x;}", round(text, t -> true).result());
    }

    @Test
    void statementsThatAreNotAloneOrReadMoreThanOnceOrInALoopStay() throws Exception {
        for (String text : new String[] {
                "int f, c; void h() { if (c) f = 0; for (; f <= 5; f++) c++; }\n",
                "int a, c; void h() { a = c; g(a, a); }\n",
                "int a, c; void h() { a = c; g(a + 1); }\n",
                "int a, c; void h() { a = c; while (c) g(a); }\n",
                "int a(int x, int y) { if (x) return y; else return x; }\n",
                "int a(int x, int y) { if (x) return y; return x = 1; }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
    }
}
