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

    /**
     * A loop written anew (sub-tree replacement turning the last {@code for} into a {@code while})
     * may not end unless it writes what its condition reads: {@code while (h) ;} and
     * {@code while (h) printf(...);} do not (a call is no way out of a loop nothing meant it to
     * end, and the library's printf cannot end it at all), {@code while (h++) ...} does.
     */
    @Test
    void aLoopAReplacementWritesMayNotEndUnlessItWritesItsCondition() {
        Program p = TestPrograms.parse(C, LLVM_64047);
        LoopExits l = loops(C);
        assertTrue(l.mayNotEnd(p, replacingTheLastLoop(p, "h", false)), "while (h) ;");
        assertTrue(l.cannotEnd(p, replacingTheLastLoop(p, "h", false)), "while (h) ; cannot end once entered");
        assertTrue(l.mayNotEnd(p, replacingTheLastLoop(p, "h", true)), "while (h) printf(...);");
        assertTrue(l.cannotEnd(p, replacingTheLastLoop(p, "h", true)), "printf neither leaves nor writes h");
        assertFalse(l.mayNotEnd(p, replacingTheLastLoop(p, "h ++", false)), "while (h++) ;");
        assertFalse(l.mayNotEnd(p, replacingTheLastLoop(p, "h ++", true)), "while (h++) printf(...);");
    }

    @Test
    void aNewLoopWhoseConditionReadsMemoryMayNotEndUnlessTheLoopChangesSomething() {
        // sub-tree replacement's loops from the inner for (; f <= 5; f++) c = i[f] ^= *e > *b;
        // on the LLVM 64047 case: each of these ran into the timeout
        Program p = TestPrograms.parse(C, LLVM_64047);
        LoopExits l = loops(C);
        String inner = "for (; f <= 5; f++)\n      c = i[f] ^= *e > *b;";
        for (String loop : List.of("while (*e > *b);", "while (i[f] ^= *e > *b);", "while (c = i[f] ^= *e > *b);",
                "do; while (c = i[f] ^= *e > *b);")) {
            assertTrue(l.mayNotEnd(p, rewriting(p, inner, loop)), loop);
        }
        // something in the loop may change what its condition reads
        for (String loop : List.of("while (*e > *b) *e = 0;", "while (*e > *b) i[f] = 0;", "while (i[f] -= 1);",
                "while (*e > *b) printf(\"%d\\n\", (int)c);", "while (i[f]++);")) {
            assertFalse(l.mayNotEnd(p, rewriting(p, inner, loop)), loop);
        }
    }

    @Test
    void aLoopWhoseBodyRunsOnIntoAStatementThatWritesItsVariableMayNotEnd() {
        // the LLVM 64047 case on its way down: its outer loop and, after it, a loop on the same h
        String outer = """
                int f, h;
                long a, c, i[6];
                int main() {
                  for (; h >= -6; h--) {
                    for (f = 0; f <= 5; f++)
                      c = i[f];
                  } AFTER
                }
                """;
        String block = "{ for ( f = 0 ; f <= 5 ; f ++ ) c = i [ f ] ; }";
        Program undoing = TestPrograms.parse(C, outer.replace("AFTER", "while (h++) c++;"));
        LoopExits l = loops(C);
        // for (; h >= -6; h--) while (h++) c++; : each h-- undone
        assertTrue(l.mayNotEnd(undoing, deleting(undoing, block)));
        assertFalse(l.mayNotEnd(undoing, deleting(undoing, "c = i [ f ] ;")), "the body keeps its braces");
        Program other = TestPrograms.parse(C, outer.replace("AFTER", "while (f++) c++;"));
        assertFalse(l.mayNotEnd(other, deleting(other, block)), "what runs on into the body writes no h");
    }

    /**
     * The program's tokens with the text {@code from} rewritten as {@code to}: the tokens of
     * {@code to} that match the program's own in order are the program's (a longest common
     * subsequence), the others generated, as a replacement writes them.
     */
    private static int[] rewriting(Program p, String from, String to) {
        String before = LLVM_64047;
        if (!before.contains(from)) throw new AssertionError("no " + from);
        Program after = TestPrograms.parse(C, before.replace(from, to));
        int[] now = p.currentTokens();
        List<io.pare.program.Token> a = p.currentTokenList();
        List<io.pare.program.Token> b = after.currentTokenList();
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = a.get(i).text().equals(b.get(j).text()) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<Integer> out = new ArrayList<>();
        int origin = p.tokens().get(now[0]).origin();
        for (int i = 0, j = 0; j < b.size();) {
            if (i < a.size() && a.get(i).text().equals(b.get(j).text())) {
                out.add(now[i++]);
                j++;
            } else if (i < a.size() && common[i + 1][j] >= common[i][j + 1]) {
                i++;
            } else {
                out.add(p.generate(b.get(j).type(), b.get(j).text(), origin));
                j++;
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The program with the head of its last loop, {@code for (; h < 1; h++)}, written anew as
     * {@code while (cond)}, and its body kept or written anew as {@code ;}.
     */
    private static int[] replacingTheLastLoop(Program p, String condition, boolean keepBody) {
        int[] now = p.currentTokens();
        List<String> text = new ArrayList<>();
        for (int t : now) text.add(p.tokens().get(t).text());
        int at = text.lastIndexOf("for");
        int close = text.subList(at, text.size()).indexOf(")") + at;
        int end = text.lastIndexOf(";");
        int origin = p.tokens().get(now[at]).origin();
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < at; i++) out.add(now[i]);
        out.add(p.generate(p.tokens().get(now[at]).type(), "while", origin));
        out.add(p.generate(p.tokens().get(now[at + 1]).type(), "(", origin));
        // the condition's tokens are the program's own: h from the old condition, ++ from the old step
        int from = at + 2;
        for (String word : condition.split(" ")) {
            while (!text.get(from).equals(word)) from++;
            out.add(now[from++]);
        }
        out.add(p.generate(p.tokens().get(now[close]).type(), ")", origin));
        if (keepBody) {
            for (int i = close + 1; i <= end; i++) out.add(now[i]);
        } else {
            out.add(p.generate(p.tokens().get(now[end]).type(), ";", origin));
        }
        for (int i = end + 1; i < now.length; i++) out.add(now[i]);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
