package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Return-void: a function whose value nobody reads returns void, and its returns lose their values. */
class ReturnToVoidTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(ReturnToVoid::new, text, interesting);
    }

    /** What the Csmith wrong-code case came to: the loop's function returns a value main throws away. */
    @Test
    void aFunctionCalledOnlyAsAStatementReturnsVoidAndItsFinalReturnGoes() throws Exception {
        String text = "unsigned a; unsigned h(); unsigned h() { a++; return a; }\nint main() { h(); return a; }\n";
        assertEquals("unsigneda;voidh();voidh(){a++;}intmain(){h();returna;}", round(text, t -> true).result());
    }

    @Test
    void aReturnInTheMiddleKeepsItsPlaceAndAValueWithAnEffectStaysAsAStatement() throws Exception {
        String text = "int g(void);\nstatic long *f(int x) { if (x) return g(); return 0; }\nint main() { f(1); return 0; }\n";
        assertEquals("intg(void);staticvoidf(intx){if(x){g();return;}}intmain(){f(1);return0;}",
                round(text, t -> true).result());
    }

    @Test
    void aFunctionWhoseValueIsReadOrAddressIsTakenStays() throws Exception {
        for (String text : new String[] {
                "int f() { return 1; }\nint main() { int x = f(); return x; }\n",
                "int f() { return 1; }\nint main() { return f(); }\n",
                "int f() { return 1; }\nint (*p)() = f;\n",
                "int f(int n) { return n ? f(n - 1) : 0; }\nint main() { f(3); }\n",
                "int main() { return 0; }\n",
                "void f() { return; }\nint main() { f(); }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
    }

    @Test
    void aRefusedCandidateIsNotAskedAgainWhileNothingChanged() throws Exception {
        var pass = new ReturnToVoid(CPassRound.identifiers(), CPassRound.typeOf());
        String text = "int f() { return 1; }\nint main() { f(); }\n";
        assertEquals(1, CPassRound.of(pass, text, t -> false).asked().size());
        assertTrue(CPassRound.of(pass, text, t -> false).asked().isEmpty());
    }
}
