package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Self-initialization: a variable returned right after its declaration becomes its own initializer. */
class SelfInitializationTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(SelfInitialization::new, text, interesting);
    }

    /** The gcc-12 warnings case's last step: a self-comparison and a read of an uninitialized local, 15 tokens to 14. */
    @Test
    void theReturnOfAJustDeclaredLocalBecomesItsInitializer() throws Exception {
        CPassRound r = round("a() { a >= a; const a; return a; }\n", t -> true);
        assertEquals("a(){a>=a;consta=a;}", r.result());
        assertEquals(1, r.asked().size());
    }

    @Test
    void aPointerOrALaterDeclaratorMayInitializeItselfToo() throws Exception {
        assertEquals("intf(){int*p=p;}", round("int f() { int *p; return p; }\n", t -> true).result());
        assertEquals("intf(){inty=1,x=x;}", round("int f() { int y = 1, x; return x; }\n", t -> true).result());
    }

    @Test
    void whatTheOracleRefusesStays() throws Exception {
        CPassRound r = round("int f() { int x; return x; }\n", t -> !t.contains("x = x") && !t.contains("x=x"));
        assertEquals("intf(){intx;returnx;}", r.result());
        assertEquals(1, r.asked().size());
    }

    @Test
    void assignmentsOtherNamesAndStatementsInBetweenAreLeftAlone() throws Exception {
        for (String text : new String[] {
                "int f(int y) { int x; x = y; return x; }\n",
                "int f(int y) { int x; y = x; return x; }\n",
                "int f(int y) { int x; return y; }\n",
                "int f(int y) { int x; g(); return x; }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
    }
}
