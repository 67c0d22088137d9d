package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Declaration merging: adjacent declarations of one type become one, each declarator as it was. */
class DeclarationMergingTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(DeclarationMerging::new, text, interesting);
    }

    /** The Csmith wrong-code case's globals. */
    @Test
    void adjacentDeclarationsOfOneTypeMergeAllAtOnce() throws Exception {
        String text = "unsigned a;\nlong b; long c; long *d = &b; int f; int g;\nint main() { int x = 1; int y[2] = {0}; return x + y[0]; }\n";
        CPassRound r = round(text, t -> true);
        assertEquals("unsigneda;longb,c,*d=&b;intf,g;intmain(){intx=1,y[2]={0};returnx+y[0];}", r.result());
        assertEquals(1, r.asked().size());
    }

    @Test
    void whenAllAtOnceIsRefusedEachRunIsAskedAlone() throws Exception {
        String text = "long b; long c;\nint f; int g;\n";
        CPassRound r = round(text, t -> io.pare.TestPrograms.squash(t).contains("longb;longc;"));
        assertEquals("longb;longc;intf,g;", r.result());
        assertEquals(3, r.asked().size());
    }

    @Test
    void differentTypesDefinitionsAndStatementsStayApart() throws Exception {
        for (String text : new String[] {
                "int a; long b;\n",
                "int f(void) { return 0; } int g;\n",
                "struct S { int x; } s; struct S t;\n",
                "int main() { f(x); f(y); }\n",
                "int main() { int a; a = 1; int b; }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
    }
}
