package io.pare.reduction.ppr;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.PairSizes;
import io.pare.event.ReductionListener;
import io.pare.parse.Languages;

/**
 * PPR on in-process SMT-LIB pairs: one test per reducer, and the paper's Figure 3 walk-through
 * (GCC-66691, where only the deletion of {@code break} survives) transposed to SMT-LIB: the
 * critical edit is the deleted {@code (push 1)}; an inserted command (MinTdiff), a deleted one
 * (MinTdiff, seed side), a redundant wrapper (MinLdiff, like the paper's {@code {{ }}}) and the
 * shared code (MinCommonality) must all go.
 */
class PairReductionTest {
    static final String FIG3_SEED = """
            (set-logic QF_LIA)
            (declare-const a Int)
            (declare-const b Int)
            (declare-const c Int)
            (push 1)
            (assert (> a 0))
            (assert (< b 5))
            (pop 1)
            (check-sat)
            """;
    static final String FIG3_VARIANT = """
            (set-logic QF_LIA)
            (declare-const a Int)
            (declare-const b Int)
            (declare-const c Int)
            (assert (= c 7))
            (assert (and (> a 0)))
            (pop 1)
            (check-sat)
            """;

    /** The "solver" crashes on a pop without a push; the seed property is "well nested, does not crash". */
    static final Predicate<String> CRASHES = t -> count(t, "(pop") > count(t, "(push") && squash(t).contains("(check-sat)");
    static final Predicate<String> WELL_NESTED = t -> count(t, "(pop") <= count(t, "(push") && squash(t).contains("(check-sat)");

    static int count(String text, String what) {
        String s = squash(text);
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) n++;
        return n;
    }

    static PairResult reduce(String seed, Predicate<String> psiS, String variant, Predicate<String> psiV,
            PairRequest.Reducers reducers, int jobs) throws Exception {
        RecordingOracle so = new RecordingOracle(psiS);
        RecordingOracle vo = new RecordingOracle(psiV);
        PairRequest req = new PairRequest(new PairRequest.Input("seed.smt2", seed, StandardCharsets.UTF_8, so),
                new PairRequest.Input("variant.smt2", variant, StandardCharsets.UTF_8, vo), Languages.byName("smtlib2"),
                jobs, null, PairRequest.DEFAULT_MAX_ITERATIONS, PairRequest.DEFAULT_MIN_COMMON_SHARE, reducers);
        PairResult r = new PairRun(req, ReductionListener.NONE).run();
        // every state the oracles accepted was valid: in particular the result
        assertTrue(psiS.test(r.seedText()), r.seedText());
        assertTrue(psiV.test(r.variantText()), r.variantText());
        for (String asked : so.asked()) io.pare.TestPrograms.smt(asked.isEmpty() ? "(check-sat)" : asked);
        return r;
    }

    @Test
    void figure3OnlyTheCriticalDeletionRemains() throws Exception {
        for (int jobs : new int[] {1, 3}) {
            PairResult r = reduce(FIG3_SEED, WELL_NESTED, FIG3_VARIANT, CRASHES, PairRequest.Reducers.ALL, jobs);
            // Perses also drops the optional numeral: (push) is (push 1)
            assertEquals("(push)(pop)(check-sat)", squash(r.seedText()));
            assertEquals("(pop)(check-sat)", squash(r.variantText()));
            assertEquals(1, r.edits().size(), r.edits().toString());
            CriticalEdit e = r.edits().get(0);
            assertEquals("delete", e.kind());
            assertEquals("(push)", squash(e.seedText()));
            // provenance: the edit points at line 5 of the original seed
            assertEquals("(push 1)", FIG3_SEED.substring(e.originalSeedStart(), e.originalSeedEnd()));
            assertEquals(5, e.originalSeedLine());
            assertEquals(3, r.after().diff());
            assertTrue(r.iterations() >= 1);
        }
    }

    @Test
    void minTdiffRemovesIrrelevantSubtreesOnEachSideOnly() throws Exception {
        String seed = "(declare-const a Int)\n(assert (< a 5))\n(assert (> a 0))\n(check-sat)\n";
        String variant = "(declare-const a Int)\n(assert (> a 0))\n(assert (= a 7))\n(assert bug)\n(check-sat)\n";
        Predicate<String> psiS = t -> !squash(t).contains("bug") && squash(t).contains("(check-sat)");
        Predicate<String> psiV = t -> squash(t).contains("(assertbug)") && squash(t).contains("(check-sat)");
        PairResult r = reduce(seed, psiS, variant, psiV, new PairRequest.Reducers(true, false, false), 2);
        // the seed-only (< a 5) and the variant-only (= a 7) are gone; shared code is untouched
        assertEquals("(declare-constaInt)(assert(>a0))(check-sat)", squash(r.seedText()));
        assertEquals("(declare-constaInt)(assert(>a0))(assertbug)(check-sat)", squash(r.variantText()));
        assertEquals(List.of("insert"), r.edits().stream().map(CriticalEdit::kind).toList());
    }

    @Test
    void minTdiffUndoesAReplacementThatDoesNotGrowTheVariant() throws Exception {
        String seed = "(assert (p a b c d))\n(assert (f x))\n(check-sat)\n";
        String variant = "(assert (p (+ u v) b c d))\n(assert (g x))\n(check-sat)\n";
        Predicate<String> psiS = t -> !squash(t).contains("(gx)") && squash(t).contains("(check-sat)");
        Predicate<String> psiV = t -> squash(t).contains("(gx)") && squash(t).contains("(check-sat)");
        PairResult r = reduce(seed, psiS, variant, psiV, new PairRequest.Reducers(true, false, false), 1);
        assertEquals(squash(seed), squash(r.seedText()));
        assertEquals("(assert(pabcd))(assert(gx))(check-sat)", squash(r.variantText()));
        assertEquals(1, r.after().diff());
    }

    @Test
    void minTdiffNeverUndoesAReplacementThatWouldGrowTheVariant() throws Exception {
        String seed = "(assert (and (> a 0) (< b 1)))\n(assert (f x))\n(check-sat)\n";
        String variant = "(push 1)\n(assert (g x))\n(check-sat)\n";
        Predicate<String> psiS = t -> !squash(t).contains("(gx)") && squash(t).contains("(check-sat)");
        Predicate<String> psiV = t -> squash(t).contains("(gx)") && squash(t).contains("(check-sat)")
                && squash(t).startsWith("(push1)");
        PairResult r = reduce(seed, psiS, variant, psiV, new PairRequest.Reducers(true, false, false), 1);
        assertEquals(squash(variant), squash(r.variantText()));
    }

    @Test
    void minLdiffRevertsReplacementsAndDropsInsertionsKeepingTheCriticalOne() throws Exception {
        String seed = "(assert (> a 0))\n(assert (< b 5))\n(assert (and p q))\n(check-sat)\n";
        String variant = "(assert (> a 9))\n(assert (< b 6))\n(assert (and p q r))\n(check-sat)\n";
        Predicate<String> psiS = t -> !squash(t).contains("(>a9)");
        Predicate<String> psiV = t -> squash(t).contains("(>a9)") && squash(t).contains("(check-sat)");
        PairResult r = reduce(seed, psiS, variant, psiV, new PairRequest.Reducers(false, true, false), 2);
        assertEquals(squash(seed), squash(r.seedText()), "MinLdiff never touches the seed");
        assertEquals("(assert(>a9))(assert(<b5))(assert(andpq))(check-sat)", squash(r.variantText()));
        assertEquals(1, r.after().diff());
        assertEquals(List.of("replace"), r.edits().stream().map(CriticalEdit::kind).toList());
        assertEquals("0", r.edits().get(0).seedText());
        assertEquals("9", r.edits().get(0).variantText());
        assertEquals(variant.indexOf("9"), r.edits().get(0).originalVariantStart());
    }

    @Test
    void minCommonalityShrinksSharedCodeOnBothSidesWithTheDifferenceFrozen() throws Exception {
        String seed = "(set-logic QF_LIA)\n(declare-const a Int)\n(assert (> a 0))\n(check-sat)\n(exit)\n";
        String variant = "(set-logic QF_LIA)\n(declare-const a Int)\n(assert (> a 0))\n(assert bug)\n(check-sat)\n(exit)\n";
        Predicate<String> psiS = t -> !squash(t).contains("bug") && squash(t).contains("(check-sat)");
        Predicate<String> psiV = t -> squash(t).contains("(assertbug)") && squash(t).contains("(check-sat)");
        PairResult r = reduce(seed, psiS, variant, psiV, new PairRequest.Reducers(false, false, true), 2);
        assertEquals("(check-sat)", squash(r.seedText()));
        assertEquals("(assertbug)(check-sat)", squash(r.variantText()));
        assertEquals(new PairSizes(3, 7, 4), r.after());
    }

    @Test
    void refusesPairsThatShareTooLittle() {
        String seed = "(check-sat)\n";
        String variant = "(declare-fun f (Int Int Int) Bool)\n(push 1)\n(pop 1)\n(get-model)\n(exit)\n";
        PairInputException e = assertThrows(PairInputException.class,
                () -> reduce(seed, t -> true, variant, t -> true, PairRequest.Reducers.ALL, 1));
        assertTrue(e.getMessage().contains("share only"), e.getMessage());
    }

    @Test
    void refusesWhenAPropertyFailsOnItsOriginal() {
        PairInputException e = assertThrows(PairInputException.class,
                () -> reduce(FIG3_SEED, t -> false, FIG3_VARIANT, CRASHES, PairRequest.Reducers.ALL, 1));
        assertTrue(e.getMessage().contains("seed property"), e.getMessage());
        assertFalse(e.outcome().interesting());
    }
}
