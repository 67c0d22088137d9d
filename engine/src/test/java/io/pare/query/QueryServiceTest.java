package io.pare.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;

class QueryServiceTest {
    @Test
    void aCandidateThatTimedOutIsNotAskedAgain() throws Exception {
        List<String> asked = new ArrayList<>();
        // "loop" never finishes in time; everything else is simply not interesting
        Oracle oracle = (candidate, cancel) -> {
            synchronized (asked) {
                asked.add(candidate.text());
            }
            Verdict v = candidate.text().equals("loop") ? Verdict.TIMEOUT : Verdict.NOT_INTERESTING;
            return new Outcome(v, -1, "", Duration.ofMillis(1));
        };
        QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null);
        try {
            q.newBest(new int[] {1, 2, 3}, "best");
            for (int round = 0; round < 3; round++) {
                Iterator<String> candidates = List.of("loop", "other").iterator();
                assertTrue(q.firstInteresting(candidates, t -> new Variant(t, null)).isEmpty());
            }
        } finally {
            q.close();
        }
        assertEquals(List.of("loop", "other"), asked, "each candidate reaches the oracle once");
        assertEquals(1, q.stats().timeouts());
    }

    /** An oracle that answers "yes…" as interesting, blocks on "slow…" until {@code release} was asked, and logs each question. */
    private static Oracle blockingOracle(List<String> asked, String release, CountDownLatch released, boolean[] waitedOut) {
        return (candidate, cancel) -> {
            String t = candidate.text();
            synchronized (asked) {
                asked.add(t);
            }
            if (t.equals(release)) released.countDown();
            if (t.startsWith("slow")) {
                try {
                    waitedOut[0] = !released.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            boolean yes = t.contains("yes");
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(1));
        };
    }

    @Test
    void whileTheHeadIsSlowTheIdleJobGoesOnBehindIt() throws Exception {
        List<String> asked = new ArrayList<>();
        CountDownLatch released = new CountDownLatch(1);
        boolean[] waitedOut = {false};
        // the slow head only finishes once the fifth candidate behind it has been asked
        QueryService q = new QueryService(blockingOracle(asked, "f5", released, waitedOut), 2, "t.txt",
                StandardCharsets.UTF_8, null);
        try {
            q.newBest(new int[] {1, 2, 3}, "best");
            Iterator<String> candidates = List.of("slow", "f1", "f2", "f3", "f4", "f5", "yes", "f6").iterator();
            assertEquals("yes", q.firstInteresting(candidates, t -> new Variant(t, null)).orElseThrow().candidate());
        } finally {
            q.close();
        }
        assertFalse(waitedOut[0], "the other job went on while the head ran: " + asked);
    }

    @Test
    void aSlowInterestingHeadStillWinsOverTheCandidatesBehindIt() throws Exception {
        List<String> asked = new ArrayList<>();
        CountDownLatch released = new CountDownLatch(1);
        boolean[] waitedOut = {false};
        QueryService q = new QueryService(blockingOracle(asked, "yes2", released, waitedOut), 2, "t.txt",
                StandardCharsets.UTF_8, null);
        try {
            q.newBest(new int[] {1, 2, 3}, "best");
            Iterator<String> candidates = List.of("slow-yes", "f1", "yes2", "f9").iterator();
            assertEquals("slow-yes", q.firstInteresting(candidates, t -> new Variant(t, null)).orElseThrow().candidate(),
                    "the answer is the first interesting candidate in order, whatever finished first");
        } finally {
            q.close();
        }
        assertFalse(waitedOut[0]);
        assertFalse(asked.contains("f9"), "nothing is started past a candidate known to be interesting: " + asked);
    }
}
