package io.pare.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;

/** A pass forecast on the best program: its questions are asked in free jobs, and its own run later finds them answered. */
class ForecastTest {
    /** Answers by a predicate on the text and records what it was asked. */
    private static final class Counting implements Oracle {
        final List<String> asked = new ArrayList<>();
        final Predicate<String> interesting;

        Counting(Predicate<String> interesting) {
            this.interesting = interesting;
        }

        @Override
        public Outcome test(io.pare.oracle.Candidate candidate, io.pare.oracle.CancelSignal cancel) {
            synchronized (asked) {
                asked.add(candidate.text());
            }
            boolean yes = interesting.test(candidate.text());
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(1));
        }

        List<String> asked() {
            synchronized (asked) {
                return List.copyOf(asked);
            }
        }
    }

    private static Variant text(String t) {
        return new Variant(t, null);
    }

    @Test
    void thePassesOwnSearchFindsTheAnswersItsForecastAsked() throws Exception {
        Counting oracle = new Counting(t -> false);
        try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3}, "best");
            assertFalse(q.forecast(List.of("a", "b", "c").iterator(), ForecastTest::text, new Forecast("best", "p", 0)));
            assertTrue(q.firstInteresting(List.of("a", "b", "c").iterator(), ForecastTest::text).isEmpty());
            assertEquals(List.of("a", "b", "c"), oracle.asked().stream().sorted().toList(), "no question asked twice");
            assertEquals(3, q.decided(), "the pass decided all three, as without the forecast");
        }
    }

    @Test
    void aSearchWithMoreToSendKeepsItsJobsFromAForecast() throws Exception {
        // each question takes 20 ms; one stopped returns at once
        List<String> started = new ArrayList<>();
        List<String> stopped = new ArrayList<>();
        Oracle slow = (candidate, cancel) -> {
            synchronized (started) {
                started.add(candidate.text());
            }
            for (int i = 0; i < 20 && !cancel.isCancelled(); i++) Thread.sleep(1);
            if (cancel.isCancelled()) {
                synchronized (stopped) {
                    stopped.add(candidate.text());
                }
            }
            return new Outcome(Verdict.NOT_INTERESTING, 1, "", Duration.ofMillis(20));
        };
        try (QueryService q = new QueryService(slow, 2, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3}, "best");
            q.forecast(List.of("later").iterator(), ForecastTest::text, new Forecast("best", "p", 0));
            List<String> candidates = new ArrayList<>();
            for (int i = 0; i < 20; i++) candidates.add("c" + i);
            assertTrue(q.firstInteresting(candidates.iterator(), ForecastTest::text).isEmpty());
            long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (!oracleAnswered(started, stopped, "later") && System.nanoTime() < until) Thread.sleep(5);
            // the forecast had a free job before the search came, and is asked to the end after it:
            // not started again after every question the search had still to send (before, 13 times
            // in 20 questions); a job freed just as the search goes to wait may still go to it now and then
            long startedLater;
            synchronized (started) {
                startedLater = started.stream().filter("later"::equals).count();
            }
            assertTrue(startedLater <= 4, "the forecast started " + startedLater + " times: " + started);
        }
    }

    /** Whether the question was asked and not stopped at least once. */
    private static boolean oracleAnswered(List<String> started, List<String> stopped, String text) {
        long s;
        long t;
        synchronized (started) {
            s = started.stream().filter(text::equals).count();
        }
        synchronized (stopped) {
            t = stopped.stream().filter(text::equals).count();
        }
        return s > t;
    }

    @Test
    void aForecastsYesDueForConfirmationIsAskedASecondTimeBeforeThePassesTurn() throws Exception {
        Counting oracle = new Counting(t -> t.startsWith("yes"));
        try (QueryService q = new QueryService(oracle, 4, "t.txt", StandardCharsets.UTF_8, null)) {
            // every 16th acceptance is confirmed: take 15 first
            for (int i = 0; i < Confirmations.SAMPLE_EVERY - 1; i++) {
                String best = "best" + i;
                q.newBest(new int[] {i}, best);
                assertTrue(q.firstInteresting(List.of("yes" + i).iterator(), ForecastTest::text).isPresent());
            }
            q.newBest(new int[] {99}, "best");
            Forecast f = new Forecast("best", "p", 0);
            q.forecast(List.of("no", "yes!").iterator(), ForecastTest::text, f);
            long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (oracle.asked().stream().filter("yes!"::equals).count() < 2 && System.nanoTime() < until) Thread.sleep(5);
            assertEquals(2, oracle.asked().stream().filter("yes!"::equals).count(), "asked again beside the forecast");
            assertTrue(q.firstInteresting(List.of("no", "yes!").iterator(), ForecastTest::text).isPresent());
            assertEquals(2, oracle.asked().stream().filter("yes!"::equals).count(), "the confirmation took the second run");
            assertEquals(1, q.confirmationsAsked());
        }
    }

    @Test
    void aForecastAsksItsNextSearchWithoutWaitingForTheAnswersOfTheLast() throws Exception {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        List<String> asked = java.util.Collections.synchronizedList(new ArrayList<>());
        Oracle oracle = (candidate, cancel) -> {
            asked.add(candidate.text());
            try {
                if (candidate.text().equals("a")) release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new Outcome(Verdict.NOT_INTERESTING, 1, "", Duration.ofMillis(1));
        };
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
                q.newBest(new int[] {1, 2, 3}, "best");
                Forecast f = new Forecast("best", "p", 0);
                // two searches of one pass, the first still unanswered: the second is asked beside it
                assertFalse(q.forecast(List.of("a").iterator(), ForecastTest::text, f));
                assertFalse(q.forecast(List.of("b").iterator(), ForecastTest::text, f));
                // a's answer waits for the release below, so b asked at all was asked beside it; the two
                // jobs may reach the oracle in either order on a busy machine
                while (!(asked.contains("a") && asked.contains("b"))) Thread.sleep(5);
                release.countDown();
            }
        });
    }

    @Test
    void anAcceptedAnswerEndsTheForecastAndThePassTakesIt() throws Exception {
        Counting oracle = new Counting(t -> t.equals("b"));
        try (QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3}, "best");
            Forecast f = new Forecast("best", "p", 0);
            // posting returns before the answers, unless a busy machine lets the job answer b first: either is right
            q.forecast(List.of("a", "b").iterator(), ForecastTest::text, f);
            assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
                while (!f.hasReached()) Thread.sleep(5);
            });
            assertTrue(q.forecast(List.of("c").iterator(), ForecastTest::text, f), "its next search ends it");
            Optional<QueryService.Accepted<String>> hit = q.firstInteresting(List.of("a", "b", "c").iterator(), ForecastTest::text);
            assertEquals("b", hit.orElseThrow().candidate());
            assertEquals(1, oracle.asked().stream().filter("b"::equals).count(), "b's answer was the forecast's");
            assertFalse(oracle.asked().contains("c"), "c came after the accepted b, and was never posted");
        }
    }

    @Test
    void aNewBestDropsWhatForecastsAskedOnTheProgramBefore() throws Exception {
        // the answer about "a" depends on the program around it: asked on "best", it is no; on "smaller", yes
        boolean[] smaller = {false};
        Counting oracle = new Counting(t -> t.equals("a") && smaller[0]);
        try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3}, "best");
            assertFalse(q.forecast(List.of("a").iterator(), ForecastTest::text, new Forecast("best", "p", 0)));
            assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
                while (oracle.asked().isEmpty()) Thread.sleep(5);
            });
            Thread.sleep(50);
            q.newBest(new int[] {1, 2}, "smaller");
            smaller[0] = true;
            assertEquals("a", q.firstInteresting(List.of("a").iterator(), ForecastTest::text).orElseThrow().candidate(),
                    "asked on another program, the forecast's answer is not taken");
        }
    }

    @Test
    void aStoppedForecastEndsItsSearch() throws Exception {
        Counting oracle = new Counting(t -> false);
        try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
            q.newBest(new int[] {1, 2, 3}, "best");
            Forecast f = new Forecast("best", "p", 0);
            f.stop();
            assertThrows(CancelledException.class, () -> q.forecast(List.of("a").iterator(), ForecastTest::text, f));
        }
    }

    @Test
    void theReducersOwnQueryTakesTheJobAForecastHolds() {
        // "slow" runs until it is stopped: with one job, the search's "x" can only run if the forecast yields
        java.util.concurrent.CountDownLatch slowStarted = new java.util.concurrent.CountDownLatch(1);
        Oracle oracle = (candidate, cancel) -> {
            if (candidate.text().equals("slow")) slowStarted.countDown();
            while (candidate.text().equals("slow") && !cancel.isCancelled()) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            boolean yes = candidate.text().equals("x");
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(1));
        };
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            try (QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null)) {
                q.newBest(new int[] {1, 2, 3}, "best");
                Forecast f = new Forecast("best", "p", 0);
                Thread forecast = new Thread(() -> {
                    try {
                        q.forecast(List.of("slow").iterator(), ForecastTest::text, f);
                    } catch (CancelledException | InterruptedException e) {
                        // stopped below
                    }
                });
                forecast.start();
                slowStarted.await();
                assertEquals("x", q.firstInteresting(List.of("x").iterator(), ForecastTest::text).orElseThrow().candidate());
                f.stop();
                forecast.join();
            }
        });
    }

    /** An oracle that holds each text in {@code held} until released, and records what it was asked. */
    private static final class Holding implements Oracle {
        final List<String> asked = java.util.Collections.synchronizedList(new ArrayList<>());
        final java.util.Set<String> stopped = java.util.concurrent.ConcurrentHashMap.newKeySet();
        final java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        final Predicate<String> held;
        final Predicate<String> interesting;

        Holding(Predicate<String> held, Predicate<String> interesting) {
            this.held = held;
            this.interesting = interesting;
        }

        @Override
        public Outcome test(io.pare.oracle.Candidate candidate, io.pare.oracle.CancelSignal cancel) {
            String t = candidate.text();
            asked.add(t);
            while (held.test(t) && release.getCount() > 0 && !cancel.isCancelled()) {
                try {
                    release.await(5, java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            if (cancel.isCancelled()) stopped.add(t);
            boolean yes = interesting.test(t);
            return new Outcome(yes ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, yes ? 0 : 1, "", Duration.ofMillis(1));
        }

        long times(String t) {
            // a synchronized list's stream is not: the oracle's threads add while this counts
            synchronized (asked) {
                return asked.stream().filter(t::equals).count();
            }
        }

        void awaitAsked(String t) throws InterruptedException {
            while (times(t) == 0) Thread.sleep(5);
        }
    }

    /** A search over the one candidate on a thread of its own: whether it was interesting. */
    private static java.util.concurrent.CompletableFuture<Boolean> searchAsync(QueryService q, String candidate) {
        return java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return q.firstInteresting(List.of(candidate).iterator(), ForecastTest::text).isPresent();
            } catch (CancelledException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void aForecastsQuestionThatASearchIsAskingTakesThatRunsAnswer() {
        // two passes often make the same text (a bracket group deleted, a peephole dropping its "()")
        Holding oracle = new Holding("a"::equals, t -> false);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
                q.newBest(new int[] {1, 2, 3}, "best");
                java.util.concurrent.CompletableFuture<Boolean> search = searchAsync(q, "a");
                oracle.awaitAsked("a");
                Forecast f = new Forecast("best", "p", 0);
                assertFalse(q.forecast(List.of("a").iterator(), ForecastTest::text, f));
                // the second job is free: had the forecast posted "a" as its own, it would run now
                Thread.sleep(100);
                oracle.release.countDown();
                assertFalse(search.get());
                while (f.answering()) Thread.sleep(5);
                assertEquals(1, oracle.times("a"), "one run answered the search and the forecast");
                assertFalse(f.stopped(), "the forecast took the answer and goes on");
            }
        });
    }

    @Test
    void aSecondRunTakesTheJobOfAForecastOnlyWhenLikelierToBeNeeded() {
        // "c" is the search's last candidate; with one acceptance in three so far, it is the answer
        // less often than the search finds nothing, which is when the forecast's "f" is needed
        Holding oracle = new Holding(t -> t.equals("c") || t.equals("f"), t -> t.startsWith("yes"));
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            try (QueryService q = new QueryService(oracle, 2, "t.txt", StandardCharsets.UTF_8, null)) {
                // the 16th acceptance is confirmed: 15 first, each after two refusals
                for (int i = 0; i < Confirmations.SAMPLE_EVERY - 1; i++) {
                    q.newBest(new int[] {i}, "best" + i);
                    assertTrue(q.firstInteresting(List.of("no" + i, "not" + i, "yes" + i).iterator(), ForecastTest::text).isPresent());
                }
                q.newBest(new int[] {99}, "best");
                Forecast f = new Forecast("best", "p", 0);
                assertFalse(q.forecast(List.of("f").iterator(), ForecastTest::text, f));
                oracle.awaitAsked("f");
                java.util.concurrent.CompletableFuture<Boolean> search = searchAsync(q, "c");
                oracle.awaitAsked("c");
                Thread.sleep(100);
                oracle.release.countDown();
                assertFalse(search.get());
                assertEquals(1, oracle.times("c"), "no second run of the unlikely answer");
                assertFalse(oracle.stopped.contains("f"), "the forecast's question kept its job");
            }
        });
    }
}
