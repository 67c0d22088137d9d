package io.pare.reduction.lang.smtlib;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.lexicon.Lexicon;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.lang.LanguagePasses;

/** A floating-point term asked about with a test of it alone, on the shapes of the cvc5 fp-significand cases. */
class FloatTestsTest {
    private static final Language SMT = Languages.byName("smtlib2");
    /** The default's result on the 5K case before this pass: the literal cvc5 rejects, compared with infinity. */
    private static final String CASE = "(set-logic QF_FP) (assert (fp.leq (fp #b0 #b00 #b0) (_ +oo 2 2)))\n";

    private record Round(String result, List<String> asked) {
    }

    private static Round round(String text, Predicate<String> interesting) throws Exception {
        RecordingOracle oracle = new RecordingOracle(interesting);
        try (QueryService queries = new QueryService(oracle, 1, "t.smt2", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(SMT, text);
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            new FloatTests(Identifiers.types(SMT, null), Lexicon.of(SMT)::typeOf).round(ctx);
            String result = ctx.lastAccepted() == null ? p.currentText() : p.render(ctx.lastAccepted());
            return new Round(squash(result), oracle.asked());
        }
    }

    @Test
    void theOperandTheBugNeedsIsTestedAloneAndTheOtherGoes() throws Exception {
        Round r = round(CASE, t -> t.contains("(fp #b0 #b00 #b0)"));
        assertEquals("(set-logicQF_FP)(assert(fp.isNaN(fp#b0#b00#b0)))", r.result());
        assertEquals(1, r.asked().size(), "the first operand is offered first");
    }

    @Test
    void eachOperandIsOfferedInTurn() throws Exception {
        Round r = round(CASE, t -> t.contains("+oo"));
        assertEquals("(set-logicQF_FP)(assert(fp.isNaN(_+oo22)))", r.result());
        assertEquals(2, r.asked().size());
    }

    @Test
    void aFloatConstantNothingNamesBecomesAnAssertionOfATestOfItsBody() throws Exception {
        // the default's result on the 12K case before this pass
        String text = "(set-logic QF_FP) (define-fun a () Float64\n((_ to_fp 11 53) RTN (fp #b0 #b00 #b0)))\n";
        Round r = round(text, t -> t.contains("(fp #b0 #b00 #b0)"));
        assertEquals("(set-logicQF_FP)(assert(fp.isNaN((_to_fp1153)RTN(fp#b0#b00#b0))))", r.result());
        String named = text + "(assert (fp.isZero a))\n";
        assertTrue(round(named, t -> true).asked().isEmpty(), "a constant that is used stays a definition");
        String bool = "(set-logic QF_FP) (define-fun a () Bool (fp.isZero (fp #b0 #b00 #b0)))\n";
        assertTrue(round(bool, t -> true).asked().isEmpty(), "not a float");
    }

    @Test
    void whatIsNoFloatComparisonIsLeftAlone() throws Exception {
        Round r = round("(set-logic QF_LIA) (declare-fun x () Int) (assert (<= x 2))\n", t -> true);
        assertTrue(r.asked().isEmpty(), r.asked().toString());
    }

    @Test
    void smtLibHasItsPassesRegistered() {
        List<Reducer> passes = LanguagePasses.of(SMT, Identifiers.types(SMT, null), Lexicon.of(SMT));
        assertEquals(List.of("smt:fp-tests"), passes.stream().map(Reducer::name).toList());
    }
}
