package io.pare.reduction.hang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.event.ReductionListener;
import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.reduction.ReductionContext;

/**
 * Candidates that may leave a loop without its end are skipped once such candidates time out,
 * probed now and then, and always asked where the oracle answers them without timing out; the
 * same ones at any job count.
 */
class HangGateTest {
    private static final Language C = Languages.byName("c");

    /** Four loops in a row, each counting to 3; the bug needs {@code y = 1}. */
    private static final String PROGRAM = """
            int g, h, k, m, x, y;
            int main() {
              for (; g < 3; g++) x = 1;
              for (; h < 3; h++) x = 2;
              for (; k < 3; k++) x = 3;
              for (; m < 3; m++) y = 1;
            }
            """;

    /** Whether a loop kept its body but lost part of its condition or step (the program would run for ever). */
    static boolean loops(String t) {
        String[][] loops = {{"x = 1", "g < 3; g++)"}, {"x = 2", "h < 3; h++)"}, {"x = 3", "k < 3; k++)"}, {"y = 1", "m < 3; m++)"}};
        for (String[] l : loops) {
            if (t.contains(l[0]) && !t.contains(l[1])) return true;
        }
        return false;
    }

    /** A wrong-code oracle on the model: an endless loop runs into the timeout; the bug needs {@code y = 1}. */
    private static final class ModelOracle implements Oracle {
        private final boolean runs;
        private final Predicate<String> bug;
        final List<String> asked = new ArrayList<>();
        int timeouts;

        /** {@code runs}: whether the oracle runs the program (else it only compiles it, and loops cost nothing). */
        ModelOracle(boolean runs, Predicate<String> bug) {
            this.runs = runs;
            this.bug = bug;
        }

        @Override
        public synchronized Outcome test(Candidate candidate, CancelSignal cancel) {
            String t = candidate.text();
            asked.add(t);
            if (runs && loops(t)) {
                timeouts++;
                return new Outcome(Verdict.TIMEOUT, -1, "", Duration.ofSeconds(10));
            }
            return Outcome.of(bug.test(t));
        }
    }

    private record Run(List<String> asked, int timeouts, String result, HangGate gate, long skipped) {
    }

    /**
     * Walks of single-node deletions over the tree's nodes, in order, each one search (a
     * Perses walk between acceptances), until one finds nothing.
     */
    private static Run reduce(ModelOracle oracle, int jobs) throws Exception {
        return reduce(oracle, jobs, new HangGate(new LoopExits(Identifiers.types(C, null))));
    }

    /** {@link #reduce(ModelOracle, int)} with the gate given (null: none). */
    private static Run reduce(ModelOracle oracle, int jobs, HangGate gate) throws Exception {
        try (QueryService queries = new QueryService(oracle, jobs, "t.c", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(C, PROGRAM);
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            ctx.setHangGate(gate);
            var reader = TestPrograms.reader(C);
            ctx.setSyntaxCheck(t -> reader.apply(t) != null);
            while (ctx.commitFirstParsing(nodes(p).iterator(), n -> Edit.delete(List.of(n))).isPresent()) {
                // the next walk starts from the new program
            }
            return new Run(oracle.asked, oracle.timeouts, p.currentText(), gate, queries.stats().loopSkips());
        }
    }

    /** The tree's nodes, breadth first, the root left out. */
    private static List<Node> nodes(Program p) {
        List<Node> out = new ArrayList<>();
        List<Node> level = List.of(p.root());
        while (!level.isEmpty()) {
            List<Node> next = new ArrayList<>();
            for (Node n : level) next.addAll(n.children());
            out.addAll(next);
            level = next;
        }
        return out;
    }

    private static long endless(List<String> asked) {
        return asked.stream().filter(HangGateTest::loops).count();
    }

    /** The bug needs every loop's body: their conditions and steps are what a walk may cut. */
    private static boolean bodies(String t) {
        return t.contains("x = 1") && t.contains("x = 2") && t.contains("x = 3") && t.contains("y = 1");
    }

    @Test
    void anOracleThatRunsTheProgramIsAskedFewerEndlessLoopsAndTheResultIsTheSame() throws Exception {
        Run gated = reduce(new ModelOracle(true, HangGateTest::bodies), 1);
        assertTrue(gated.gate().hangs(), "the endless loops ran into the timeout");
        Run ungated = reduceUngated(new ModelOracle(true, HangGateTest::bodies));
        assertEquals(ungated.result(), gated.result(), "no loop's part was taken either way");
        assertTrue(gated.timeouts() < ungated.timeouts(), gated.timeouts() + " timeouts, " + ungated.timeouts() + " without the gate");
        assertTrue(gated.skipped() > 0, "the skips are counted for the summary");
        assertEquals(0, ungated.skipped());
        Run three = reduce(new ModelOracle(true, HangGateTest::bodies), 3);
        assertEquals(gated.result(), three.result(), "the same result at 3 jobs");
        assertEquals(gated.gate().every(), three.gate().every(), "and the gate learnt the same");
        assertEquals(endless(gated.asked()), endless(three.asked().stream().filter(gated.asked()::contains).toList()),
                "the same endless loops asked (3 jobs ask more, past the candidate a walk takes)");
    }

    @Test
    void theFirstWalkAsksTheFirstThreeSuchCandidatesThenTheFifthAndNinthAndOfLoopsThatCannotEndOnlyTheFirst()
            throws Exception {
        // only the whole program shows the bug: one walk, every deletion refused
        Run one = reduce(new ModelOracle(true, t -> t.equals(PROGRAM)), 1);
        Program p = TestPrograms.parse(C, PROGRAM);
        LoopExits exits = new LoopExits(Identifiers.types(C, null));
        var reader = TestPrograms.reader(C);
        int prone = 0;
        int endless = 0;
        int asked = 0;
        int scheduled = 0; // counted from 0: the 0th, 1st, 2nd, 4th, 8th, 16th... (the 1st to 3rd, then the 5th, 9th, 17th...)
        for (Node n : nodes(p)) {
            int[] tokens = p.tokensOf(Edit.delete(List.of(n)));
            if (reader.apply(p.render(tokens)) == null || !exits.mayNotEnd(p, tokens)) continue;
            prone++;
            if (exits.cannotEnd(p, tokens) && endless++ > 0) continue;
            if (scheduled < HangGate.TIMEOUTS || Integer.bitCount(scheduled) == 1) asked++;
            scheduled++;
        }
        assertTrue(prone >= 8, prone + ": each loop's condition and step, and parts of them");
        assertTrue(endless >= 4, endless + ": a loop without its condition or its step cannot end");
        // a node and its only child delete the same tokens: the second is offered too, and answered by the cache
        assertTrue(one.timeouts() >= 1 && one.timeouts() <= asked, one.timeouts() + " timeouts: " + one.asked());
        long endlessAsked = one.asked().stream().distinct().filter(t -> {
            Program q = TestPrograms.parse(C, t);
            return new EndlessLoops(Identifiers.types(C, null)).holdsOne(q, q.currentTokens());
        }).count();
        assertEquals(1, endlessAsked, "one loop that cannot end tells whether the oracle runs the program");
        assertTrue(one.gate().hangs());
        assertEquals(Math.max(2, Math.min(HangGate.MAX_EVERY, HangGate.PER_TIMEOUT * one.timeouts())), one.gate().every(),
                one.timeouts() + " such candidates ran into the timeout, none taken");
    }

    @Test
    void afterOneTimeoutALoopThatCannotEndIsNeverAskedThoughProbingHasNotBegun() {
        HangGate gate = new HangGate(new LoopExits(Identifiers.types(C, null)));
        gate.answered(0, 1, 0, false);
        assertFalse(gate.probing());
        HangSearch<String> search = new HangSearch<>(gate, true, () -> { });
        assertTrue(search.skips(() -> true, () -> true), "it could only run into the timeout again");
        assertFalse(search.skips(() -> true, () -> false), "one that may still end is asked, as before probing");
    }

    @Test
    void anOracleThatOnlyCompilesIsAskedThemAllOnceThatIsKnown() throws Exception {
        // a crash as the compiler reads: the loops' conditions and steps are not needed
        Run compiles = reduce(new ModelOracle(false, HangGateTest::bodies), 1);
        assertFalse(compiles.gate().probing());
        assertFalse(compiles.gate().presuming(), "the first walk's answers came without timeouts");
        assertEquals(reduceUngated(new ModelOracle(false, HangGateTest::bodies)).result(), compiles.result(),
                "every condition and step goes, as without the gate");
        assertFalse(compiles.result().contains("<") || compiles.result().contains("++"), compiles.result());
        assertEquals(compiles.result(), reduce(new ModelOracle(false, HangGateTest::bodies), 3).result());
    }

    private static Run reduceUngated(ModelOracle oracle) throws Exception {
        return reduce(oracle, 1, null);
    }

    @Test
    void whileProbingALoopThatCannotEndIsNeverAskedNotEvenOnAProbesTurn() {
        HangGate gate = new HangGate(new LoopExits(Identifiers.types(C, null)));
        gate.answered(0, HangGate.TIMEOUTS, 0, false);
        assertTrue(gate.probing());
        int[] skipped = {0};
        HangSearch<String> search = new HangSearch<>(gate, true, () -> skipped[0]++);
        // the probe's turn comes with the first such candidate; one that cannot end passes it on
        assertTrue(search.skips(() -> true, () -> true), "for (g = 0; g <= 5;) with nothing writing g");
        assertFalse(search.skips(() -> true, () -> false), "the probe: a loop that may still end");
        assertEquals(1, skipped[0]);
    }
}
