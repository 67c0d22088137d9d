package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Copy propagation: a local's reads take its initializer, and the declaration goes. */
class CopyPropagationTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(CopyPropagation::new, text, interesting);
    }

    /** What inlining the -Wrestrict case's wrapper left: a parameter's declaration, read twice. */
    @Test
    void aLocalReadTwiceTakesItsOneTokenInitializer() throws Exception {
        CPassRound r = round("void c() { char *c = \"0\"; a(c, __builtin_strlen(c)); }\n", t -> true);
        assertEquals("voidc(){a(\"0\",__builtin_strlen(\"0\"));}", r.result());
    }

    @Test
    void aLongerInitializerIsParenthesisedWhereItIsReadOnce() throws Exception {
        assertEquals("intf(intb){returnb+(b*2)*3;}", round("int f(int b) { int x = b * 2; return b + x * 3; }\n", t -> true).result());
        // read twice, the parenthesised initializer would be longer than the declaration it saves
        String twice = "int f(int b) { int x = b * 2; return x + x; }\n";
        assertTrue(round(twice, t -> true).asked().isEmpty());
    }

    @Test
    void aVariableThatIsWrittenOrWhoseAddressIsTakenOrThatIsDeclaredAgainStays() throws Exception {
        for (String text : new String[] {
                "int f() { int x = 1; x = 2; return x; }\n",
                "int f() { int x = 1; x++; return x; }\n",
                "int f() { int x = 1; g(&x); return x; }\n",
                "int f() { static int x = 1; return x; }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
        // the inner x is the one read: only its declaration goes
        assertEquals("intf(){intx=1;{return2;}}", round("int f() { int x = 1; { int x = 2; return x; } }\n", t -> true).result());
    }

    @Test
    void onlyTheReadsInTheDeclarationsBlockChange() throws Exception {
        String text = "int x = 5;\nint f() { { int x = 1; g(x); } return x; }\n";
        assertEquals("intx=5;intf(){{g(1);}returnx;}", round(text, t -> true).result());
    }
}
