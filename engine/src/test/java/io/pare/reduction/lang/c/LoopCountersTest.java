package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Loop counters: a file-level variable read only in one for loop is declared in it. */
class LoopCountersTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(new LoopCounters(CPassRound.identifiers(), CDeclarations::declaresByDeclarator), text, interesting);
    }

    /** The Csmith wrong-code case's inner loop: its counter shares a declaration with the outer one's. */
    @Test
    void theCounterIsDeclaredInItsLoopAndLeavesTheFileLevelDeclaration() throws Exception {
        CPassRound r = round("""
                long b; int e, f;
                void g() { for (; f >= -6; f--) { for (e = 0; e <= 5; e++) b ^= e; } }
                """, t -> true);
        assertEquals("longb;intf;voidg(){for(;f>=-6;f--){for(inte=0;e<=5;e++)b^=e;}}", r.result());
        assertEquals(1, r.asked().size());
    }

    @Test
    void aDeclarationOfTheCounterAloneGoesWholeAndItsStorageClassStays() throws Exception {
        assertEquals("intmain(){for(unsignedlonge=0;e<3;e++);return0;}",
                round("static unsigned long e; int main() { for (e = 0; e < 3; e++); return 0; }\n", t -> true).result());
        assertEquals("int*p;intmain(){for(inte=0;e<3;e++)do;while(0);}",
                round("int *p, e; int main() { for (e = 0; e < 3; e++) do ; while (0); }\n", t -> true).result());
    }

    @Test
    void whatTheOracleRefusesStays() throws Exception {
        CPassRound r = round("int e; void g() { for (e = 0; e < 2; e++); }\n", t -> t.contains("int e;"));
        assertEquals("inte;voidg(){for(e=0;e<2;e++);}", r.result());
        assertEquals(1, r.asked().size());
    }

    /** A counter whose value is read after the loop, or elsewhere, or declared otherwise, is another program declared in it. */
    @Test
    void aCounterReadOutsideItsLoopStays() throws Exception {
        for (String text : new String[] {
                "int e; int g() { for (e = 0; e < 2; e++); return e; }\n",
                "int e; void h() { e = 7; } void g() { for (e = 0; e < 2; e++); }\n",
                "int e; void g() { for (e = 0; e < 2; e++) if (e) e = 1; else e = 2; e++; }\n",
                "int e = 3; void g() { for (e = 0; e < 2; e++); }\n",
                "int *e; void g() { for (e = 0; e; ) ; }\n",
                "int e, f; void g() { for (e = 0, f = 1; e < 2; e++); }\n",
                "int e; void g() { int e; for (e = 0; e < 2; e++); }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
    }
}
