package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.Test;

class SmtLib2GrammarTest {
    private final LanguageGrammar smt = BundledLanguages.grammar(BundledLanguages.byName("smtlib2").orElseThrow());

    @Test
    void parsesCommandsTermsAndSolverExtensions() {
        String text = """
                ; a comment
                (set-logic QF_FP)
                (declare-fun x () (_ FloatingPoint 8 24))
                (define-fun f ((a Float32) (b Float32)) Bool (fp.leq a (fp #b1 #b11 #b1)))
                (assert (let ((y x)) (! (f y y) :named n)))
                (push 1)(check-sat)(pop 1)
                (simplify (bvadd #x0F #b1010))
                (set-info :status sat)
                (get-value (x |quoted sym|))
                """;
        assertEquals(List.of(), GrammarParsing.errors(smt, text));
    }

    @Test
    void reportsMalformedInput() {
        assertFalse(GrammarParsing.errors(smt, "(assert (f x)").isEmpty());
    }

    @Test
    void selectsByExtension() {
        assertEquals("smtlib2", BundledLanguages.byFileName("prog.smt2").orElseThrow().name());
    }
}
