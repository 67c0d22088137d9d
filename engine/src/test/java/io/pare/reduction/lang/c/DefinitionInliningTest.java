package io.pare.reduction.lang.c;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** C-Vise's typedef and function inlining as one Vulcan auxiliary pass: what it offers, and what it leaves alone. */
class DefinitionInliningTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(DefinitionInlining::new, text, interesting);
    }

    @Test
    void aTypedefGoesAndItsUsesReadItsType() throws Exception {
        CPassRound r = round("typedef unsigned int u32;\nu32 g;\nint main(void) { u32 x = g; return x; }\n", t -> true);
        assertEquals("unsignedintg;intmain(void){unsignedintx=g;returnx;}", r.result());
    }

    @Test
    void aTypedefThatWouldChangeADeclaratorOrGrowTheProgramStays() throws Exception {
        // "ip a, b;" would make b an int; and "unsigned long long" four times is larger than the typedef
        assertTrue(round("typedef int *ip;\nip a, b;\n", t -> true).asked().isEmpty());
        CPassRound longer = round("typedef unsigned long long u64;\nu64 a; u64 b; u64 c; u64 d;\n", t -> true);
        assertTrue(longer.asked().isEmpty(), longer.asked().toString());
    }

    @Test
    void aVoidHelperCalledAsAStatementIsInlinedWithItsParametersAsLocals() throws Exception {
        String c = """
                int s;
                void add(int a, int b);
                void add(int a, int b) { s = a + b; }
                int main(void) { add(1, 2); return s; }
                """;
        CPassRound r = round(c, t -> true);
        assertEquals("ints;intmain(void){{inta=1;intb=2;s=a+b;}returns;}", r.result(),
                "the definition and its prototype go, the call reads the body");
    }

    @Test
    void aFunctionWithoutReturnIsInlinedWhateverItsDeclaredType() throws Exception {
        // gcc takes "f() {...}" as int f(); called as a statement and never returning, it gives no value
        assertEquals("ints;intmain(void){{s=1;}returns;}", round("int s; f() { s = 1; } int main(void) { f(); return s; }",
                t -> true).result());
    }

    @Test
    void anArgumentOfTheParametersOwnNameIsReadDirectly() throws Exception {
        // "{ unsigned v = v; ... }" would read the new local uninitialised; "f(v + 1)" cannot be inlined at all
        String c = "unsigned s; void f(unsigned v) { s = v; } int main(void) { unsigned v = 2; f(v); return s; }";
        assertEquals("unsigneds;intmain(void){unsignedv=2;{s=v;}returns;}", round(c, t -> true).result());
        String shifted = "unsigned s; void f(unsigned v) { s = v; } int main(void) { unsigned v = 2; f(v + 1); return s; }";
        assertTrue(round(shifted, t -> true).asked().isEmpty());
    }

    @Test
    void aFinalReturnOfAFunctionCalledAsAStatementBecomesAnExpressionStatement() throws Exception {
        String c = "int *p; unsigned f(void) { *p = 1; return *p; } int main(void) { f(); return 0; }";
        assertEquals("int*p;intmain(void){{*p=1;*p;}return0;}", round(c, t -> true).result());
    }

    @Test
    void everyCallStatementIsInlinedWhenThatMakesTheProgramNoLarger() throws Exception {
        String c = "int s; void bump(void) { s++; } int main(void) { bump(); if (s) bump(); else bump(); return s; }";
        assertEquals("ints;intmain(void){{s++;}if(s){s++;}else{s++;}returns;}", round(c, t -> true).result());
    }

    @Test
    void helpersThatReturnOrAreTakenAsValuesStay() throws Exception {
        Predicate<String> any = t -> true;
        assertTrue(round("int s; void f(int a) { if (a) return; s = a; } int main(void) { f(1); return s; }", any).asked().isEmpty(),
                "a return before the end would leave the caller");
        assertTrue(round("int s; int f(void) { return s; } int main(void) { return f() + s; }", any).asked().isEmpty(),
                "its value is used");
        assertTrue(round("int s; f() { s = 1; } int main(void) { f(2); return s; }", any).asked().isEmpty(),
                "called with an argument it has no parameter for");
        assertTrue(round("int s; void f(void) { s = 1; } void (*p)(void) = f; int main(void) { f(); return s; }", any).asked()
                .isEmpty(), "its address is taken");
        assertTrue(round("int s; void f(void) { s = 1; } int main(void) { return (f(), s); }", any).asked().isEmpty(),
                "called inside an expression");
    }

    @Test
    void aRejectedInliningLeavesTheProgramAsItWas() throws Exception {
        String c = "typedef int i32; i32 g; int main(void) { return g; }";
        CPassRound r = round(c, t -> t.contains("typedef"));
        assertEquals(squash(c), r.result());
        assertEquals(1, r.asked().size(), r.asked().toString());
        assertFalse(r.asked().get(0).contains("i32"));
    }

    @Test
    void aTypedefOfOnlyAnAttributeInlinesAsTheAttributeWithCsImplicitInt() throws Exception {
        // the shape C-Vise and Perses leave gcc's -Wpsabi case in: the typedef costs 11 of 17 tokens
        String c = "typedef a __attribute__((__vector_size__(64)));\na b () {\n}\n";
        assertEquals("__attribute__((__vector_size__(64)))b(){}", round(c, t -> true).result());
        assertEquals("int__attribute__((aligned(8)))x;", round("typedef int v __attribute__((aligned(8))); v x;", t -> true).result(),
                "an attribute after the name goes with the type");
    }

    @Test
    void aTypedefTheOracleRefusedIsNotOfferedAgainUntilItOrAUseChanges() throws Exception {
        DefinitionInlining pass = new DefinitionInlining(CPassRound.identifiers(), CPassRound.typeOf());
        String c = "typedef short i16; i16 g; int main(void) { return g; }";
        assertEquals(1, CPassRound.of(pass, c, t -> t.contains("typedef")).asked().size());
        assertTrue(CPassRound.of(pass, c, t -> t.contains("typedef")).asked().isEmpty());
        assertEquals(1, CPassRound.of(pass, c.replace("i16 g;", "i16 g; i16 h;"), t -> t.contains("typedef")).asked().size(),
                "a new use makes it a new candidate");
    }
}
