package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Pointer targets: a pointer that only ever points at one variable is read as that variable. */
class PointerTargetsTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(new PointerTargets(CPassRound.identifiers(), CDeclarations::declaresByDeclarator), text, interesting);
    }

    /** The Csmith wrong-code case's pointer: a const pointer beside its target, read and written through. */
    @Test
    void eachDereferenceBecomesTheTargetAndTheDeclaratorGoes() throws Exception {
        CPassRound r = round("""
                signed d, *const e = &d;
                int f(long *c) { if (*e > *c) *e = 1; return d; }
                """, t -> true);
        assertEquals("signedd;intf(long*c){if(d>*c)d=1;returnd;}", r.result());
        assertEquals(1, r.asked().size());
    }

    @Test
    void aDeclarationOfThePointerAloneGoesWhole() throws Exception {
        assertEquals("intg;intf(){returng;}", round("int g; int *p = &g; int f() { return *p; }\n", t -> true).result());
        assertEquals("intg;intf(){intx=1;returng+x;}",
                round("int g; int f() { int *p = &g, x = 1; return *p + x; }\n", t -> true).result());
    }

    /** A pointer to a pointer comes down one level: its reads become reads of the pointer it pointed at. */
    @Test
    void aPointerToAPointerComesDownALevel() throws Exception {
        CPassRound r = round("int g, *p = &g; int f() { int **q = &p; return **q; }\n",
                t -> !t.contains("return g") && !t.contains("returng"));
        assertEquals("intg,*p=&g;intf(){return*p;}", r.result());
    }

    @Test
    void whatTheOracleRefusesStays() throws Exception {
        CPassRound r = round("int g, *p = &g; int f() { return *p; }\n", t -> t.contains("*p"));
        assertEquals("intg,*p=&g;intf(){return*p;}", r.result());
        assertEquals(1, r.asked().size());
    }

    /** A pointer that is moved, compared, passed or shadowed, or whose target is, is another program without it. */
    @Test
    void aPointerUsedOtherwiseThanThroughADereferenceStays() throws Exception {
        for (String text : new String[] {
                "int g, *p = &g; int f() { p = 0; return *p; }\n",
                "int g, *p = &g; int f() { return *p++; }\n",
                "int g, *p = &g; int f() { return p[0]; }\n",
                "int g, *p = &g; int h(int *); int f() { return h(p); }\n",
                "int g, *p = &g; int f() { int p = 2; return p; }\n",
                "int g, *p = &g; int f() { int g = 3; return *p + g; }\n",
                "int g; int f() { for (int *p = &g; *p; ) return *p; return 0; }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
    }
}
