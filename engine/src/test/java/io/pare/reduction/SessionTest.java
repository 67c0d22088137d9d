package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.parse.Languages;
import io.pare.program.Token;
import io.pare.query.QueryService;
import io.pare.reduction.perses.Perses;

class SessionTest {
    /**
     * Vulcan returns to an earlier program of the same size after a same-size transformation; the
     * session's last tree is then the transformed one, but the result's tokens must be the best's,
     * with offsets into the original input.
     */
    @Test
    void tokensOfBestFollowARestoredSnapshot() throws Exception {
        String original = "13+3+(12)";
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        try (QueryService queries = new QueryService(oracle, 1, "e.sum", StandardCharsets.UTF_8, s -> { })) {
            Stage stage = new Stage(TestPrograms.sums(), p -> p, List.of(new Perses()));
            Session session = new Session(stage, queries, ReductionListener.NONE, ReductionContext.newLexemeTable(),
                    original, x -> x, t -> { }, () -> { });
            session.setFile("e.sum", StandardCharsets.UTF_8);
            Session.Snapshot start = session.snapshot();
            session.fixpoint(new Perses());
            assertEquals("12", session.best().strip());
            session.restore(start);
            List<Token> tokens = session.tokensOfBest();
            assertEquals(List.of("13", "+", "3", "+", "(", "12", ")"), tokens.stream().map(Token::text).toList());
            assertEquals(original.indexOf("(12)") + 1, tokens.get(5).origin());
        }
    }

    private static final String PROGRAM = "int f(int a, int b) { int x = a + b; int y = x * 2; if (y > 3) return y; return x; }\n"
            + "int g(void) { return f(1, 2); }\n";

    private static String fixpoint(Oracle oracle, int jobs, boolean nextRoundsAhead) throws Exception {
        try (QueryService queries = new QueryService(oracle, jobs, "t.c", StandardCharsets.UTF_8, s -> { })) {
            Stage stage = new Stage(Languages.byName("c"), p -> p, List.of(new Perses()));
            Session session = new Session(stage, queries, ReductionListener.NONE, ReductionContext.newLexemeTable(),
                    PROGRAM, x -> x, t -> { }, () -> { });
            session.setFile("t.c", StandardCharsets.UTF_8);
            if (nextRoundsAhead) session.forecastNextRoundsAlways();
            session.fixpoint(new Perses());
            return TestPrograms.squash(session.best());
        }
    }

    /** Holds its answer about {@code held} until {@code awaited} was asked, or 5 s went by. */
    private static final class HoldsUntilAsked implements Oracle {
        private final java.util.concurrent.CountDownLatch asked = new java.util.concurrent.CountDownLatch(1);
        private final String held;
        private final String awaited;
        volatile boolean waitedOut;

        HoldsUntilAsked(String held, String awaited) {
            this.held = held;
            this.awaited = awaited;
        }

        @Override
        public Outcome test(Candidate candidate, CancelSignal cancel) {
            String t = TestPrograms.squash(candidate.text());
            if (t.equals(awaited)) asked.countDown();
            if (t.equals(held)) {
                try {
                    if (!asked.await(5, java.util.concurrent.TimeUnit.SECONDS)) waitedOut = true;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return Outcome.of(t.contains("returny"));
        }
    }

    /**
     * The walk's last acceptance ({@code f{return y;}}) is its search's last candidate: while it is
     * asked, jobs to spare ask the next round's questions on the program it makes ({@code f{}}
     * among them), and the fixpoint ends where it does at one job.
     */
    @Test
    void whileAWalksLastCandidateIsAskedSpareJobsAskTheNextRoundOnItsProgram() throws Exception {
        String oneJob = fixpoint(new RecordingOracle(t -> t.contains("return y")), 1, false);
        assertEquals("f{returny;}", oneJob);
        HoldsUntilAsked oracle = new HoldsUntilAsked("f{returny;}", "f{}");
        assertEquals(oneJob, fixpoint(oracle, 4, true));
        assertFalse(oracle.waitedOut, "the next round was asked beside the walk's last question");
    }
}
