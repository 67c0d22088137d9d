package io.pare.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;

/** The reduction tree: lists and items where the grammar has quantifiers, chains compacted (Fig. 2). */
class TreeBuilderTest {

    @Test
    void buildsTheFrameworkPapersFigure2() {
        Program p = TestPrograms.parse(TestPrograms.sums(), "13+3+(12)");
        assertEquals("""
                sum
                  term
                    13
                  *
                    -
                      +
                      term
                        3
                    -
                      +
                      term
                        (
                        sum>term
                          12
                        )
                """, p.dumpTree());
    }

    @Test
    void exposesSmtLibListsAndOptionals() {
        Program p = TestPrograms.smt("(set-logic QF_FP)(push 1)(assert (f x y))");
        Node commands = p.root().children().get(0);
        assertEquals(NodeKind.STAR, commands.kind());
        assertEquals(3, commands.children().size());
        String tree = p.dumpTree();
        assertTrue(tree.contains("?"), "push's optional numeral is an optional node:\n" + tree);
        assertTrue(tree.contains("+"), "an application's arguments are a + list:\n" + tree);
    }

    @Test
    void keepsTokenProvenanceAndOriginalSpacing() {
        String text = "; header\n(set-logic QF_FP)\n(assert   true)\n";
        Program p = TestPrograms.smt(text);
        assertEquals(text, p.render(p.currentTokens()));
        assertEquals(text.indexOf("assert"), p.tokens().get(5).origin());
    }

    @Test
    void reportsWhereTheGrammarFails() {
        ParseFailedException e = assertThrows(ParseFailedException.class, () -> Languages.byName("smtlib2")
                .parse("bad.smt2", "(set-logic QF_FP)\n(assert (f x)", StandardCharsets.UTF_8, x -> x));
        assertEquals(2, e.error().line());
        assertEquals("bad.smt2", e.error().file());
    }
}
