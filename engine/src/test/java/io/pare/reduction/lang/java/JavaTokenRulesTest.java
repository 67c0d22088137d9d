package io.pare.reduction.lang.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;
import io.pare.reduction.CompileCheck;
import io.pare.reduction.CompileCheckGate;
import io.pare.reduction.Reducers;

/**
 * The rules javac checks that the tokens alone show broken (JLS 14.8, 14.15, 14.16, 14.21, 15.14,
 * 15.15, 15.26), as sub-tree replacement breaks them when it gives a statement or an expression
 * another alternative of its rule: the Checker Framework case's {@code via}, with a loop, a switch
 * and an assignment beside it.
 */
class JavaTokenRulesTest {
    private static final Language JAVA = Languages.byName("java");
    private static final String WRITE = """
            class Write {
                Write via(Object outputFn) {
                    check(outputFn);
                    return build();
                }
                void check(Object o) {
                    int n = 0;
                    o = null;
                    for (int i = 0; i < 3; i++) {
                        if (i == n) continue;
                        n = n + 1;
                    }
                    while (o == null) break;
                }
                int size(int k) {
                    return switch (k) {
                        case 0 -> 1;
                        default -> { yield k; }
                    };
                }
                Write build() {
                    return this;
                }
            }
            """;

    private final Program p = parse(WRITE);

    private static Program parse(String text) {
        try {
            return TestPrograms.parse(JAVA, text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The program with the first run of tokens reading {@code old} (space-separated) written anew
     * as {@code with}, as sub-tree replacement writes its candidates: the new tokens are generated.
     */
    private int[] writing(String old, String with) {
        return writing(p, old, with);
    }

    private static int[] writing(Program p, String old, String with) {
        int[] now = p.currentTokens();
        int[] gone = TestPrograms.without(p, old);
        int at = 0;
        while (at < gone.length && gone[at] == now[at]) at++;
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < at; i++) out.add(gone[i]);
        int origin = p.tokens().get(now[at]).origin();
        int type = p.tokens().get(now[at]).type();
        for (String word : with.isEmpty() ? new String[0] : with.split(" ")) out.add(p.generate(type, word, origin));
        for (int i = at; i < gone.length; i++) out.add(gone[i]);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void aCandidateBreaksARuleOnlyInMorePlacesThanTheProgram() {
        // an input javac refuses may be what the bug needs (a crash in its parser): its own places stay
        Program stray = parse("class A { void f() { break; } void g() { return; } }");
        CompileCheck rule = new StrayJumps();
        assertFalse(rule.breaks(stray, stray.currentTokens()), "the program's own stray break");
        assertFalse(rule.breaks(stray, TestPrograms.without(stray, "return ;")), "a deletion beside it");
        assertTrue(rule.breaks(stray, writing(stray, "return ;", "break ;")), "a second stray break");
    }

    @Test
    void whatAnIncrementOrAnAssignmentWritesIsAVariable() {
        CompileCheck rule = new LiteralWrites();
        assertTrue(rule.breaks(p, writing("n = n + 1", "0 = n + 1")), "0 = n + 1");
        assertTrue(rule.breaks(p, writing("n = n + 1", "0 ++")), "0 ++");
        assertTrue(rule.breaks(p, writing("n = n + 1", "-- 0")), "-- 0");
        assertFalse(rule.breaks(p, writing("n = n + 1", "n ++")), "n ++");
        assertFalse(rule.breaks(p, writing("n = n + 1", "n = 0")), "n = 0");
        assertFalse(rule.breaks(p, writing("i < 3", "0 <= 3")), "a comparison writes nothing");
    }

    @Test
    void anExpressionStatementIsMoreThanAValue() {
        CompileCheck rule = new ValueStatements();
        assertTrue(rule.breaks(p, writing("return build ( ) ;", "0 ;")), "0 ;");
        assertTrue(rule.breaks(p, writing("return build ( ) ;", "+ 0 ;")), "+ 0 ;");
        assertTrue(rule.breaks(p, writing("return build ( ) ;", "0 ? 0 : 0 ;")), "0 ? 0 : 0 ;");
        assertTrue(rule.breaks(p, TestPrograms.without(p, "o =")), "a deletion that leaves null ;");
        assertFalse(rule.breaks(p, writing("return build ( ) ;", "build ( ) ;")), "a call");
        assertFalse(rule.breaks(p, writing("return build ( ) ;", "return 0 ;")), "a return of a value");
        assertFalse(rule.breaks(p, writing("i < 3", "true")), "a for loop's condition stands between semicolons, inside its parentheses");
        assertFalse(rule.breaks(p, writing("case 0 -> 1", "case 0 -> 0")), "a switch rule's value");
    }

    @Test
    void aJumpNeedsALoopOrASwitchAroundIt() {
        CompileCheck rule = new StrayJumps();
        assertTrue(rule.breaks(p, writing("return build ( ) ;", "break ;")), "no loop in via");
        assertTrue(rule.breaks(p, writing("return build ( ) ;", "continue ;")), "no loop in via");
        assertTrue(rule.breaks(p, writing("return build ( ) ;", "yield 0 ;")), "no switch in via");
        assertTrue(rule.breaks(p, writing("return this ;", "break ;")), "the loops of check() closed before build()");
        assertTrue(rule.breaks(p, writing("while ( o == null ) break ;", "break ;")), "the for loop before it closed");
        assertFalse(rule.breaks(p, writing("n = n + 1 ;", "break ;")), "inside the for loop");
        assertFalse(rule.breaks(p, writing("n = n + 1 ;", "continue ;")), "inside the for loop");
        assertFalse(rule.breaks(p, writing("yield k ;", "yield 0 ;")), "inside the switch");
        assertFalse(rule.breaks(p, writing("return build ( ) ;", "yield = 0 ;")), "a variable named yield");
    }

    @Test
    void theDefaultsGateForJavaReadsReplacementsByTheseRules() {
        CompileCheckGate gate = Reducers.stages("default", JAVA).get(0).gate();
        assertTrue(gate.check().breaks(p, writing("return build ( ) ;", "break ;")), "break ;");
        assertTrue(gate.check().breaks(p, writing("return build ( ) ;", "0 ;")), "0 ;");
        assertTrue(gate.check().breaks(p, writing("n = n + 1", "0 ++")), "0 ++");
        assertFalse(gate.check().breaks(p, writing("return build ( ) ;", "return this ;")), "return this ;");
    }

    /**
     * javac compiles the engine's own sources (switch expressions with {@code yield}, labelled
     * loops, lambdas, array initialisers in conditional expressions), so no rule may find a place
     * in them. The JDK's {@code java.util}, {@code java.lang}, {@code java.io} and javac's parser
     * and attribution sources (998 files) were read the same way when the rules were written.
     */
    @Test
    void theSourcesJavacCompilesBreakNoRule() throws Exception {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        List<String> found = new ArrayList<>();
        for (Path f : sources) {
            Program q = parse(Files.readString(f));
            String[] texts = TokenRule.texts(q, q.currentTokens());
            for (TokenRule rule : List.of(new LiteralWrites(), new ValueStatements(), new StrayJumps())) {
                if (rule.places(texts) > 0) found.add(rule.getClass().getSimpleName() + " in " + f);
            }
        }
        assertTrue(sources.size() > 100, "the engine's sources: " + sources.size());
        assertEquals(List.of(), found);
    }
}
