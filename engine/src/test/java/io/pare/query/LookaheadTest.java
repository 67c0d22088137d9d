package io.pare.query;

import static io.pare.query.Lookahead.State.FAILED;
import static io.pare.query.Lookahead.State.INTERESTING;
import static io.pare.query.Lookahead.State.OPEN;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Outcome;

class LookaheadTest {
    @Test
    void theFailingBranchIsAskedWhenEveryOpenCandidateFails() {
        assertEquals(1.0, Lookahead.failingBranch(List.of(), 0.2), 1e-9);
        assertEquals(0.64, Lookahead.failingBranch(List.of(OPEN, FAILED, OPEN), 0.2), 1e-9);
        assertEquals(0.0, Lookahead.failingBranch(List.of(OPEN, INTERESTING), 0.2), 1e-9);
    }

    @Test
    void theLikeliestPairStandsOnTheFirstCandidateThatMayBeAccepted() {
        // a failed head stands for nothing; the open one after it is accepted with p and its next
        // neighbour asked right after
        assertArrayEquals(new int[] {1, 2}, Lookahead.likeliestPair(List.of(FAILED, OPEN, OPEN, OPEN), 0.3, 0, (i, j) -> false));
        // pairs already tried are passed over: (1, 3) and (2, 3) tie at 0.21; the first found wins
        assertArrayEquals(new int[] {1, 3},
                Lookahead.likeliestPair(List.of(FAILED, OPEN, OPEN, OPEN), 0.3, 0, (i, j) -> i == 1 && j == 2));
    }

    @Test
    void aCandidateKnownInterestingIsTheSureBase() {
        // the answer is the open head (p) or the interesting one behind it (1 - p): with p = 0.2
        // the pair on the interesting candidate is four times likelier than one on the head
        assertArrayEquals(new int[] {1, 2}, Lookahead.likeliestPair(List.of(OPEN, INTERESTING, OPEN), 0.2, 0, (i, j) -> false));
    }

    @Test
    void noPairWhenTheFailingBranchIsLikelier() {
        assertNull(Lookahead.likeliestPair(List.of(OPEN, OPEN), 0.1, 0.9, (i, j) -> false));
    }

    @Test
    void aChainsLinksGrowLikelierWithEachAcceptanceBeforeThem() {
        // the head is accepted with p = 1/3, then each link with 2/3: link 2 is asked in
        // 1/3 * 2/3 * 2/3 = 4/27 of the runs, likelier than the failing branch's 1/9 here (the
        // pass's rate alone would give 1/27)
        Lookahead.Link link = Lookahead.likeliestLink(List.of(OPEN), i -> 3, 1 / 3.0, 1 / 9.0, (i, m) -> m < 2);
        assertEquals(2, link.step());
        assertEquals(4 / 27.0, link.likelihood(), 1e-9);
        assertNull(Lookahead.likeliestLink(List.of(OPEN), i -> 3, 1 / 3.0, 4 / 27.0, (i, m) -> m < 2));
    }

    @Test
    void aLinkSentOnAnotherCandidatesChainIsKeptWhenTheAnswersChainLeadsThereToo() {
        // "x f0" was sent as a link of candidate X's walk; A is the answer, and A's walk also
        // passes "a f0" then "x f0": the query stays, two steps away; "y" lies on no walk of A
        Lookahead ahead = new Lookahead();
        CompletableFuture<Outcome> shared = new CompletableFuture<>();
        CompletableFuture<Outcome> stray = new CompletableFuture<>();
        CancelSignal strayStop = new CancelSignal();
        List<Lookahead.Sent> sent = List.of(new Lookahead.Sent("x f0", List.of("X"), shared, new CancelSignal()),
                new Lookahead.Sent("y", List.of("X"), stray, strayStop));
        List<Variant> chainOfA = List.of(new Variant("a f0", null), new Variant("x f0", null));
        assertEquals(1, ahead.settle(sent, "A", chainOfA));
        assertTrue(strayStop.isCancelled(), "the query on no way of the answer is stopped");
        assertEquals(0, ahead.newBest("A"));
        assertEquals(0, ahead.newBest("a f0"));
        assertSame(shared, ahead.take("x f0").result(), "asked once, and taken when the pass gets there");
    }
}
