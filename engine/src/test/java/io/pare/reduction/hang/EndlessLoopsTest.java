package io.pare.reduction.hang;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;

/** Loops that cannot end once entered, as reducers leave them on the csmith12 wrong-code case, and loops that look alike but may. */
class EndlessLoopsTest {
    private static final Language C = Languages.byName("c");
    private static final EndlessLoops ENDLESS = new EndlessLoops(Identifiers.types(C, null));

    private static boolean endless(String body) {
        Program p = TestPrograms.parse(C, """
                int g, h, a[6], *q = &h;
                void f(void);
                void t(void) {
                """ + body + "\n}\n");
        return ENDLESS.holdsOne(p, p.currentTokens());
    }

    private static boolean javaEndless(String text) {
        Language java = Languages.byName("java");
        Program p = TestPrograms.parse(java, text);
        return new EndlessLoops(Identifiers.types(java, null)).holdsOne(p, p.currentTokens());
    }

    @Test
    void aLoopWithoutItsConditionOrWithANonZeroOneCannotEnd() {
        assertTrue(endless("for (;; g--) { a[g] ^= 1; *q = 1; }"), "the step writes g, but nothing reads it");
        assertTrue(endless("for (; -6; g--) a[0] = 1;"));
        assertTrue(endless("while (1) a[1]++;"));
        assertTrue(javaEndless("class A { int[] a; void t() { while (true) a[0]++; } }"));
        assertFalse(endless("for (; 0; g--) a[0] = 1;"), "never entered");
    }

    @Test
    void aLoopWhoseConditionReadsOnlyNamesNothingInItWritesCannotEnd() {
        assertTrue(endless("for (g = 0; g <= 5;) a[g] ^= *q > 1;"), "the step went; the body reads g and writes through q, which points at h");
        assertTrue(endless("for (g = 0; g <= 5; g) a[g] = 1;"), "a step that only reads");
        assertFalse(endless("for (; h < 1; h++) a[0] = 1;"), "the step counts h up to 1");
        assertFalse(endless("for (g = 0; g <= 5;) { a[g] = 1; g += 2; }"), "the body writes g");
        assertFalse(endless("for (g = 0; g <= 5;) for (g = 0; g < 1; g++) a[0] = 1;"), "the inner loop writes g");
        assertFalse(endless("for (; h <= 5;) *q = 9;"), "q holds h's address: the body writes h");
        assertFalse(endless("for (; a[0] <= 5;) a[0]++;"), "the condition reads memory");
    }

    @Test
    void aLoopThatMayLeaveOrCallIsNotSaidToBeEndless() {
        assertFalse(endless("for (g = 0; g < 6;) if (a[g] != 17) __builtin_abort();"), "the call may leave the program");
        assertFalse(endless("for (g = 0; g < 6;) f();"), "f may exit");
        assertFalse(endless("for (;;) { if (h) break; }"));
        assertFalse(endless("for (;;) return;"));
        assertFalse(javaEndless("class A { Error e; void t(int g) { while (true) { if (g > 1) throw e; } } }"), "throw leaves it");
        assertFalse(endless("do { a[0] = 1; } while (1);"), "a do loop's while is not read as a loop of its own");
        assertTrue(endless("for (; h < 1; h++) { a[0] = 1; } while (g) a[1] = 1;"),
                "a while after another loop's block is a loop of its own");
    }

    /** Loops sub-tree replacement and Perses left on the LLVM 64047 case, each of which ran into the 10 s timeout. */
    @Test
    void aLoopThatOnlyPrintsOrWritesNothingOrHasAConstantSizeofForConditionCannotEnd() {
        assertTrue(endless("while (g) printf(\"%d\\n\", a[0]);"), "printing leaves g as it is");
        assertFalse(endless("while (h) printf(\"%d\\n\", a[0]);"), "q holds h's address: printf's %n could write it");
        assertTrue(endless("while (*q > a[1]);"), "nothing in the loop writes: the memory it reads stays");
        assertTrue(endless("for (; sizeof 6; g--) a[g] = 1;"), "sizeof is never zero");
        assertTrue(endless("for (; sizeof (long); g--) a[g] = 1;"));
        assertFalse(endless("while (g) printf(\"%d\\n\", g--);"), "the call's argument writes g");
        assertFalse(endless("while (*q > a[1]) a[1]++;"), "the body writes memory the condition may read");
        assertFalse(endless("while (*q > a[1]) f();"), "f may write it, or exit");
        assertFalse(endless("for (; sizeof g; g--) a[g] = 1;"), "only literals and basic types are sure");
        assertFalse(endless("while (h = a[0]) ;"), "the condition writes");
    }

    @Test
    void aLibraryCallTheProgramDefinesItselfMayLeave() {
        Program p = TestPrograms.parse(C, """
                int h;
                int printf(const char *s, ...) { return h = 0; }
                void t(void) { while (h) printf("x"); }
                """);
        assertFalse(ENDLESS.holdsOne(p, p.currentTokens()), "this printf writes h");
    }

    @Test
    void aNameAnotherThreadMayWriteIsNotTrusted() {
        Program p = TestPrograms.parse(C, "volatile int ready;\nvoid t(void) { while (!ready) ; }\n");
        assertFalse(ENDLESS.holdsOne(p, p.currentTokens()), "a volatile flag");
        Program reg = TestPrograms.parse(C, "volatile int *reg;\nint *p;\nvoid t(void) { while (*p != 1) ; }\n");
        assertFalse(ENDLESS.holdsOne(reg, reg.currentTokens()), "with a volatile in the program, memory read may change by itself");
    }
}
