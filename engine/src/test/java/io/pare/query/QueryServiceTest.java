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

    @Test
    void aQueryCountsForThePassThatAskedItEvenWhenItEndsInTheNextOne() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Oracle oracle = (candidate, cancel) -> {
            entered.countDown();
            release.await(5, TimeUnit.SECONDS);
            return new Outcome(Verdict.NOT_INTERESTING, 1, "", Duration.ofMillis(1));
        };
        try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
            q.setPass("asking");
            Thread t = new Thread(() -> {
                try {
                    q.testOnce("x");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            t.start();
            assertTrue(entered.await(5, TimeUnit.SECONDS));
            q.setPass("next");
            release.countDown();
            t.join();
            assertEquals(1, q.passStats().get("asking").queries());
            PassStats next = q.passStats().get("next");
            assertEquals(0, next == null ? 0 : next.queries());
        }
    }

    @Test
    void aFailedReplacementIsNotAskedAgainWhenItComesBackAsADeletion() throws Exception {
        List<String> asked = new ArrayList<>();
        Oracle oracle = (candidate, cancel) -> {
            asked.add(candidate.text());
            return new Outcome(Verdict.NOT_INTERESTING, 1, "", Duration.ofMillis(1));
        };
        try (QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3}, "abc");
            // lexeme 9 ("d") is new: no deletion of the best, so the hash tier keeps the failure
            assertTrue(q.firstInteresting(List.of("ad").iterator(), t -> new Variant(t, new int[] {1, 9})).isEmpty());
            // a replacement was accepted: "d" is in the best now, and "ad" is one of its deletions
            q.newBest(new int[] {1, 5, 9}, "axd");
            assertTrue(q.firstInteresting(List.of("ad").iterator(), t -> new Variant(t, new int[] {1, 9})).isEmpty());
            assertEquals(List.of("ad"), asked);
            assertEquals(1, q.stats().hashHits());
        }
    }

    @Test
    void aDeletionThatHungIsNotAskedAgainOnASmallerProgram() throws Exception {
        List<String> asked = new ArrayList<>();
        Oracle oracle = (candidate, cancel) -> {
            asked.add(candidate.text());
            Verdict v = candidate.text().contains("loop") ? Verdict.TIMEOUT : Verdict.NOT_INTERESTING;
            return new Outcome(v, -1, "", Duration.ofMillis(1));
        };
        try (QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3, 4}, "abcd");
            // deleting "d" (deletion 42) makes the program loop
            assertTrue(q.firstInteresting(List.of("abc loop").iterator(), t -> new Variant(t, new int[] {1, 2, 3}, 42)).isEmpty());
            // "a" went meanwhile: deleting "d" now is another program, but the same deletion
            q.newBest(new int[] {2, 3, 4}, "bcd");
            assertTrue(q.firstInteresting(List.of("bc loop").iterator(), t -> new Variant(t, new int[] {2, 3}, 42)).isEmpty());
            // another deletion is asked as usual
            assertTrue(q.firstInteresting(List.of("bd").iterator(), t -> new Variant(t, new int[] {2, 4}, 7)).isEmpty());
            assertEquals(List.of("abc loop", "bd"), asked);
            assertEquals(1, q.stats().hangHits());
        }
    }

    @Test
    void aDeletionTheOraclesOwnLimitStoppedIsNotAskedAgainEither() throws Exception {
        // the script runs the program under `timeout 10` and Pare allows 10.4 s: an endless loop
        // comes back as "not interesting" after 10 s instead of as a timeout
        List<String> asked = new ArrayList<>();
        Oracle oracle = new Oracle() {
            @Override
            public Outcome test(io.pare.oracle.Candidate candidate, io.pare.oracle.CancelSignal cancel) {
                asked.add(candidate.text());
                long ms = candidate.text().contains("loop") ? 10_000 : candidate.text().contains("slowish") ? 4_000 : 500;
                return new Outcome(Verdict.NOT_INTERESTING, 1, "", Duration.ofMillis(ms));
            }

            @Override
            public Duration timeout() {
                return Duration.ofMillis(10_400);
            }
        };
        try (QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3, 4}, "abcd");
            assertTrue(q.firstInteresting(List.of("abc loop", "abd slowish").iterator(),
                    t -> new Variant(t, new int[] {1, 2, t.contains("loop") ? 3 : 4}, t.contains("loop") ? 42 : 43)).isEmpty());
            q.newBest(new int[] {2, 3, 4}, "bcd");
            assertTrue(q.firstInteresting(List.of("bc loop", "bd slowish").iterator(),
                    t -> new Variant(t, new int[] {2, t.contains("loop") ? 3 : 4}, t.contains("loop") ? 42 : 43)).isEmpty());
            assertEquals(List.of("abc loop", "abd slowish", "bd slowish"), asked,
                    "a failure after 10 of 10.4 s is a hang; one after 4 s is only slow");
            assertEquals(1, q.stats().hangHits());
        }
    }

    /** Answers "yes…" as interesting, blocks on "slow…" until {@code release} was asked, and logs each question. */
    private static final class SlowHeadOracle implements Oracle {
        final List<String> asked = new ArrayList<>();
        private final String release;
        private final CountDownLatch released = new CountDownLatch(1);
        /** Whether a slow candidate gave up waiting, i.e. {@code release} was not asked while it ran. */
        volatile boolean waitedOut;

        SlowHeadOracle(String release) {
            this.release = release;
        }

        @Override
        public Outcome test(io.pare.oracle.Candidate candidate, io.pare.oracle.CancelSignal cancel) {
            String t = candidate.text();
            synchronized (asked) {
                asked.add(t);
            }
            if (t.equals(release)) released.countDown();
            if (t.startsWith("slow")) {
                try {
                    if (!released.await(10, TimeUnit.SECONDS)) waitedOut = true;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            boolean yes = t.contains("yes");
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(1));
        }

        /** The candidate a 2-job query service answers with. */
        String firstInteresting(String... candidates) throws Exception {
            QueryService q = new QueryService(this, 2, "t.txt", StandardCharsets.UTF_8, null);
            try {
                q.newBest(new int[] {1, 2, 3}, "best");
                return q.firstInteresting(List.of(candidates).iterator(), t -> new Variant(t, null)).orElseThrow().candidate();
            } finally {
                q.close();
            }
        }
    }

    @Test
    void anIdleJobGoesOnBehindTheHeadWhileTheHeadRuns() throws Exception {
        // query times vary within a pass (a compile error against a full run): a job that finished
        // first takes the next candidate whatever the head's age, so it never waits for the head;
        // here the head only finishes once the fifth candidate behind it has been asked
        SlowHeadOracle oracle = new SlowHeadOracle("f5");
        assertEquals("yes", oracle.firstInteresting("slow", "f1", "f2", "f3", "f4", "f5", "yes", "f6"));
        assertFalse(oracle.waitedOut, "the other job went on while the head ran: " + oracle.asked);
    }

    @Test
    void withOneJobTheNextCandidateIsMadeWhileTheOracleRuns() throws Exception {
        // making a candidate (printing, a syntax check, a reducer's search) overlaps the oracle's run
        CountDownLatch secondMade = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean waitedOut = new java.util.concurrent.atomic.AtomicBoolean();
        Oracle oracle = (candidate, cancel) -> {
            if (candidate.text().equals("first") && !secondMade.await(10, TimeUnit.SECONDS)) waitedOut.set(true);
            boolean yes = candidate.text().equals("second");
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(1));
        };
        Iterator<String> made = List.of("first", "second").iterator();
        Iterator<String> candidates = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return made.hasNext();
            }

            @Override
            public String next() {
                String c = made.next();
                if (c.equals("second")) secondMade.countDown();
                return c;
            }
        };
        QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null);
        try {
            q.newBest(new int[] {1, 2, 3}, "best");
            assertEquals("second", q.firstInteresting(candidates, t -> new Variant(t, null)).orElseThrow().candidate());
        } finally {
            q.close();
        }
        assertFalse(waitedOut.get(), "the second candidate was made only after the first one's run");
    }

    @Test
    void theReducerHasItsAnswerBeforeTheListenersAreToldOfTheQuery() throws Exception {
        // telling listeners (a progress line, an LSP notification) is not on the reducer's way
        CountDownLatch answered = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean waitedOut = new java.util.concurrent.atomic.AtomicBoolean();
        Oracle oracle = (candidate, cancel) -> new Outcome(Verdict.INTERESTING, 0, "", Duration.ofMillis(1));
        java.util.function.Consumer<QueryStats> listener = stats -> {
            try {
                if (!answered.await(10, TimeUnit.SECONDS)) waitedOut.set(true);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        try (QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, listener)) {
            q.newBest(new int[] {1, 2, 3}, "best");
            assertTrue(q.firstInteresting(List.of("yes").iterator(), t -> new Variant(t, null)).isPresent());
            answered.countDown();
        }
        assertFalse(waitedOut.get(), "the answer waited for the listener");
    }

    @Test
    void aSlowInterestingHeadStillWinsOverTheCandidatesBehindIt() throws Exception {
        SlowHeadOracle oracle = new SlowHeadOracle("yes2");
        assertEquals("slow-yes", oracle.firstInteresting("slow-yes", "f1", "yes2", "f9"),
                "the answer is the first interesting candidate in order, whatever finished first");
        assertFalse(oracle.waitedOut);
        assertFalse(oracle.asked.contains("f9"), "nothing is started past a candidate known to be interesting: " + oracle.asked);
    }

    @Test
    void aPairAskedAheadAnswersWhatThePassAsksAfterItsFirstCandidateIsAccepted() throws Exception {
        // "abcdef", a letter a candidate; the bug needs only "f". Four jobs, nothing answered yet: the
        // failing branch gets the first three candidates, and the fourth job is likelier needed for
        // "a and b deleted", which the pass asks once "a" is accepted, than for the fourth letter.
        List<String> asked = new ArrayList<>();
        Oracle oracle = (candidate, cancel) -> {
            synchronized (asked) {
                asked.add(candidate.text());
            }
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            boolean yes = candidate.text().contains("f");
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(300));
        };
        java.util.function.BiFunction<String, String, String> without = (text, gone) -> {
            StringBuilder b = new StringBuilder();
            for (char ch : text.toCharArray()) {
                if (gone.indexOf(ch) < 0) b.append(ch);
            }
            return b.toString();
        };
        try (QueryService q = new QueryService(oracle, 4, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {0, 1, 2, 3, 4, 5}, "abcdef");
            var first = q.firstInteresting(List.of("a", "b", "c", "d", "e").iterator(),
                    gone -> new Variant(without.apply("abcdef", gone), null), (x, y) -> new Variant(without.apply("abcdef", x + y), null));
            assertEquals("a", first.orElseThrow().candidate());
            List<String> beforeCommit;
            synchronized (asked) {
                beforeCommit = List.copyOf(asked);
            }
            // (a job that frees before the answer is taken may send one more pair: "bdef"); the four
            // start at once, on four threads, so the order they reach the oracle in is not theirs
            assertEquals(java.util.Set.of("bcdef", "acdef", "abdef", "cdef"), java.util.Set.copyOf(beforeCommit.subList(0, 4)));
            q.newBest(new int[] {1, 2, 3, 4, 5}, "bcdef");
            var second = q.firstInteresting(List.of("b", "c").iterator(), gone -> new Variant(without.apply("bcdef", gone), null));
            assertEquals("b", second.orElseThrow().candidate());
        }
        synchronized (asked) {
            assertEquals(1, asked.stream().filter("cdef"::equals).count(), "the pass's own question took the answer asked ahead");
        }
    }

    @Test
    void withOneJobNothingIsAskedAhead() throws Exception {
        List<String> asked = new ArrayList<>();
        Oracle oracle = (candidate, cancel) -> {
            asked.add(candidate.text());
            boolean yes = candidate.text().contains("c");
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(1));
        };
        try (QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {0, 1, 2}, "abc");
            var r = q.firstInteresting(List.of("ab", "bc", "ac").iterator(), t -> new Variant(t, null), (x, y) -> new Variant("c", null));
            assertEquals("bc", r.orElseThrow().candidate());
        }
        assertEquals(List.of("ab", "bc"), asked);
    }

    /** An oracle whose answer about {@code waiting} holds until {@code until} has been asked, at most 10 s. */
    private static final class WaitingOracle implements Oracle {
        final java.util.Set<String> asked = java.util.concurrent.ConcurrentHashMap.newKeySet();
        final java.util.Map<String, Integer> runs = new java.util.concurrent.ConcurrentHashMap<>();
        final CountDownLatch arrived = new CountDownLatch(1);
        final String waiting;
        final java.util.function.Predicate<String> until;
        final java.util.function.Predicate<String> interesting;
        volatile boolean waitedOut;

        WaitingOracle(String waiting, java.util.function.Predicate<String> until, java.util.function.Predicate<String> interesting) {
            this.waiting = waiting;
            this.until = until;
            this.interesting = interesting;
        }

        @Override
        public Outcome test(io.pare.oracle.Candidate candidate, io.pare.oracle.CancelSignal cancel) {
            String t = candidate.text();
            int run = runs.merge(t, 1, Integer::sum);
            asked.add(t);
            if (until.test(t) && !(t.equals(waiting) && run == 1)) arrived.countDown();
            if (t.equals(waiting) && run == 1) {
                try {
                    waitedOut = !arrived.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return Outcome.of(interesting.test(t));
        }
    }

    @Test
    void theConfirmationDueAtAnAcceptanceRunsBesideTheCandidatesFirstRun() throws Exception {
        // every 16th acceptance is asked twice; the second run of the 16th accepted candidate
        // starts while its first is still running, instead of one oracle latency after it
        WaitingOracle oracle = new WaitingOracle("keep16", "keep16"::equals, t -> t.startsWith("keep"));
        try (QueryService q = new QueryService(oracle, 3, "t.txt", StandardCharsets.UTF_8, null)) {
            for (int i = 1; i <= Confirmations.SAMPLE_EVERY; i++) {
                var r = q.firstInteresting(List.of("keep" + i, "drop" + i).iterator(), t -> new Variant(t, null));
                assertEquals("keep" + i, r.orElseThrow().candidate());
            }
            assertEquals(1, q.confirmationsAsked());
            assertEquals(0, q.disagreements());
        }
        assertFalse(oracle.waitedOut, "the confirmation started while the first run was awaited");
        assertEquals(2, oracle.runs.get("keep16"));
    }

    @Test
    void aChainLinkAskedAheadAnswersThePassesNextQuestionAfterItsCandidateIsAccepted() throws Exception {
        // the pass says what it asks next should "A" be accepted ("AB", then "ABC"): with jobs to
        // spare, "AB" is asked while "A" runs, and the pass's next search takes its answer
        WaitingOracle oracle = new WaitingOracle("A", "AB"::equals, t -> !t.contains("D"));
        try (QueryService q = new QueryService(oracle, 4, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {0, 1, 2, 3, 4}, "start");
            var r = q.firstInteresting(List.of("ABCD", "A").iterator(), t -> new Variant(t, null), null,
                    c -> c.equals("A") ? List.of(new Variant("AB", null), new Variant("ABC", null)) : List.of());
            assertEquals("A", r.orElseThrow().candidate());
            q.newBest(new int[] {0}, "A");
            var next = q.firstInteresting(List.of("AB").iterator(), t -> new Variant(t, null));
            assertEquals("AB", next.orElseThrow().candidate());
        }
        assertFalse(oracle.waitedOut, "\"AB\" was asked while \"A\" was awaited");
        assertEquals(1, oracle.runs.get("AB"), "the pass's own question took the answer asked ahead");
    }

    @Test
    void aSearchWhoseJobsAreAllHeldByQueriesSentAheadWaitsForOneInsteadOfFindingNothing() throws Exception {
        // two jobs: "B" is refused at once, "A" is answered once "AB" (its chain's first link) runs;
        // then "ABC" takes the other job. Both links are slow and wrong. The next search must still
        // ask "X", not give up because no job was free when it began.
        CountDownLatch abStarted = new CountDownLatch(1);
        Oracle oracle = (candidate, cancel) -> {
            String t = candidate.text();
            try {
                if (t.equals("A")) abStarted.await(10, TimeUnit.SECONDS);
                if (t.startsWith("AB")) {
                    abStarted.countDown();
                    Thread.sleep(300);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Outcome.of(t.equals("A") || t.equals("X"));
        };
        try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {0, 1, 2, 3}, "start");
            var r = q.firstInteresting(List.of("B", "A").iterator(), t -> new Variant(t, null), null,
                    c -> c.equals("A") ? List.of(new Variant("AB", null), new Variant("ABC", null)) : List.of());
            assertEquals("A", r.orElseThrow().candidate());
            q.newBest(new int[] {0}, "A");
            assertEquals("X", q.firstInteresting(List.of("X").iterator(), t -> new Variant(t, null)).orElseThrow().candidate());
        }
    }
}
