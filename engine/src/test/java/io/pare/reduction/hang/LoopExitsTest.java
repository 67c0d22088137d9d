package io.pare.reduction.hang;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;

/** Which candidates may leave a loop without its end, on the loops of the LLVM 64047 wrong-code case. */
class LoopExitsTest {
    private static final Language C = Languages.byName("c");

    /** The bundled 297-byte case (bench/cases): two nested loops, then a third after them. */
    static final String LLVM_64047 = read("bench/cases/c-clang16-wrongcode-llvm64047/small.c");

    private static String read(String relative) {
        try {
            return Files.readString(Path.of(System.getProperty("pare.root", "..")).resolve(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static LoopExits loops(Language language) {
        return new LoopExits(Identifiers.types(language, null));
    }

    /** The program's tokens without the first run of tokens reading {@code run} (texts separated by spaces). */
    static int[] deleting(Program p, String run) {
        return TestPrograms.without(p, run);
    }

    /** The program's tokens with every identifier reading {@code from} renamed to {@code to}, as identifier replacement does. */
    static int[] renaming(Program p, String from, String to) {
        int[] now = p.currentTokens();
        int[] out = now.clone();
        for (int i = 0; i < now.length; i++) {
            if (p.tokens().get(now[i]).text().equals(from)) out[i] = p.retext(now[i], to);
        }
        if (Arrays.equals(out, now)) throw new AssertionError("no " + from);
        return out;
    }

    @Test
    void deletingPartOfAConditionOrAStepMayLoopForever() {
        Program p = TestPrograms.parse(C, LLVM_64047);
        LoopExits l = loops(C);
        for (String run : List.of("g >= - 6", "g >=", "- 6", "g --", "--", "f ++", "h < 1", "< 1", "h ++")) {
            assertTrue(l.mayNotEnd(p, deleting(p, run)), run);
        }
    }

    @Test
    void deletingALoopWholeOrWhatItsBodyDoesIsSafe() {
        Program p = TestPrograms.parse(C, LLVM_64047);
        LoopExits l = loops(C);
        List<String> safe = new ArrayList<>(List.of("* e = 1 ;", "f = 0 ;", "c = i [ f ] ^= * e > * b ;", "long a , c ;",
                "for ( ; h < 1 ; h ++ ) printf ( \"%d\\n\" , ( int ) c ) ;"));
        for (String run : safe) assertFalse(l.mayNotEnd(p, deleting(p, run)), run);
        assertFalse(l.mayNotEnd(p, p.currentTokens()), "the program as it is");
    }

    @Test
    void renamingALoopVariableOntoAnotherOfItsNestMayLoopForever() {
        Program p = TestPrograms.parse(C, LLVM_64047);
        LoopExits l = loops(C);
        assertTrue(l.mayNotEnd(p, renaming(p, "g", "f")), "the outer loop's g becomes the inner loop's f");
        assertTrue(l.mayNotEnd(p, renaming(p, "f", "g")), "and the other way round");
        assertTrue(l.mayNotEnd(p, renaming(p, "g", "c")), "c is assigned in the outer loop's body");
        assertTrue(l.mayNotEnd(p, renaming(p, "c", "f")), "the inner body assigns f: c = i[f] becomes f = i[f]");
        // the oracle took this one on the case: the third loop then counts up from where g stopped, -7
        assertFalse(l.mayNotEnd(p, renaming(p, "g", "h")), "h is no name of the first nest");
        assertFalse(l.mayNotEnd(p, renaming(p, "g", "x")), "a fresh name (T-Rec's renames)");
        assertFalse(l.mayNotEnd(p, renaming(p, "a", "d")), "names no loop reads");
    }

    @Test
    void aWhileLoopLosingTheUpdateInItsBodyMayLoopForever() {
        Program p = TestPrograms.parse(C, "int n, s; int main() { while (n < 3) { n++; s++; } do { n--; } while (n); }");
        LoopExits l = loops(C);
        assertTrue(l.mayNotEnd(p, deleting(p, "n ++ ;")));
        assertTrue(l.mayNotEnd(p, deleting(p, "++")), "n++ becoming n");
        assertTrue(l.mayNotEnd(p, deleting(p, "n < 3")));
        assertFalse(l.mayNotEnd(p, deleting(p, "s ++ ;")));
        assertFalse(l.mayNotEnd(p, deleting(p, "while ( n < 3 ) { n ++ ; s ++ ; }")), "the loop goes whole");
    }

    @Test
    void loopsWithoutAConditionHaveNothingToLose() {
        Language java = Languages.byName("java");
        Program p = TestPrograms.parse(java, "class A { int m(int[] xs) { int s = 0; for (int x : xs) s += x; for (;;) { if (s > 0) break; } return s; } }");
        LoopExits l = loops(java);
        assertFalse(l.mayNotEnd(p, deleting(p, "s += x ;")));
        assertFalse(l.mayNotEnd(p, deleting(p, "break ;")), "for (;;) has no condition to lose");
        assertFalse(l.mayNotEnd(p, renaming(p, "x", "s")));
    }
}
