package io.pare.query;

import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;

/**
 * Every candidate goes through here: the cache first, then the oracle, on up to {@code jobs}
 * threads at once.
 *
 * <p>Reducers ask for the first interesting candidate of an ordered sequence. Candidates are
 * tested speculatively ahead of the one a sequential run would be testing, but the answer is
 * always the first interesting candidate in sequence order, so the result of a reduction does
 * not depend on the number of jobs (only the count of wasted speculative queries does).
 */
public final class QueryService implements AutoCloseable {
    /** A candidate the oracle found interesting, with the value the reducer attached to it. */
    public record Accepted<T>(T candidate, Variant variant) {
    }

    private final int jobs;
    private final ExecutorService pool;
    private final Consumer<QueryStats> onQuery;
    private final QueryLedger ledger = new QueryLedger();
    private final FailureCache cache = new FailureCache();
    private volatile QueryJournal journal;
    private final Confirmations confirmations = new Confirmations();
    private volatile boolean flaky;
    private final OracleRunner oracle;
    private final Lookahead lookahead = new Lookahead();
    private final ForecastQueue forecasts = new ForecastQueue();
    /** Queries handed to the pool and not finished: the reducer's own, pairs ahead, forecasts. */
    private final AtomicInteger busy = new AtomicInteger();

    public QueryService(Oracle oracle, int jobs, String fileName, Charset charset, Consumer<QueryStats> onQuery) {
        this.jobs = Math.max(1, jobs);
        this.onQuery = onQuery;
        this.oracle = new OracleRunner(oracle, fileName, charset, ledger);
        this.pool = Executors.newFixedThreadPool(this.jobs, r -> {
            Thread t = new Thread(r, "pare-query");
            t.setDaemon(true);
            return t;
        });
    }

    public int jobs() {
        return jobs;
    }

    /**
     * Tells the cache the best program changed (see {@link FailureCache#newBest}); with its text,
     * the program joins the history, so no size-neutral pass can return to it.
     */
    public void newBest(int[] lexemes, String text) {
        cache.newBest(lexemes, text);
        rechecksFor(text);
        dropForecastTwins();
        wasted(lookahead.newBest(text));
        wasted(forecasts.newBest(text));
    }

    /**
     * Told about a search's likeliest answer once it has sent its last candidate and jobs are
     * free, and about the answer when the search ends: the session forecasts its main reducer's
     * next round on the program that answer would make ({@code Session#fixpoint}).
     */
    public interface NextRound {
        /** The search has no candidate left to send, jobs are free, and this pending candidate is the first in order. */
        void likelyAnswer(String text);

        /** The search ended with this answer (null: none) after a {@link #likelyAnswer}. */
        void answered(String text);
    }

    private volatile NextRound nextRound;

    /** Who hears of the likely answers of the searches from now on (null: no one); returns who did. */
    public NextRound setNextRound(NextRound n) {
        NextRound before = nextRound;
        nextRound = n;
        return before;
    }

    /** Stops asking a forecast's questions that no search took over; they count as wasted. */
    public void dropForecast(Forecast f) {
        wasted(forecasts.dropOwner(f));
    }

    public void newBest(int[] lexemes) {
        newBest(lexemes, null);
    }

    /**
     * Keeps every refusal from now on in {@code journal}, and takes the refusals it holds from an
     * earlier run as known failures.
     */
    public void keepJournal(QueryJournal journal) {
        for (QueryJournal.Refusal r : journal.loaded()) cache.recordKnownFailure(r.key(), r.tokens());
        this.journal = journal;
    }

    /** Logs each oracle run from now on in {@code trace} (null: none; the caller closes it). */
    public void trace(QueryTrace trace) {
        oracle.trace(trace);
    }

    /** Names the pass now running, for the per-pass figures. */
    public void setPass(String name) {
        ledger.setPass(name);
    }

    /** The per-pass figures so far (the running pass's time included). */
    public Map<String, PassStats> passStats() {
        return ledger.passes();
    }

    /**
     * How many candidates have had their answer taken, cache hits included. Unlike queries and
     * oracle seconds, this is the same at any job count and on any machine: speculative queries
     * past the answer are not in it, and neither is how long anything took.
     */
    public long decided() {
        return ledger.decidedCount();
    }

    /** Runs one query outside any sequence (the check of the original input, a final re-check). */
    public Outcome testOnce(String text) throws InterruptedException {
        Outcome o = oracle.run(text, new CancelSignal());
        report();
        if (o.verdict() == Verdict.ERROR) throw new OracleBrokenException(o);
        return o;
    }

    /**
     * {@link #testOnce} for the check of the input: the first such check also sets the oracle's
     * limit when it scales with the input's time ({@link Oracle#calibrate}).
     */
    public Outcome checkInput(String text) throws InterruptedException {
        Outcome o = oracle.run(text, new CancelSignal(), ""); // no pass's, even when one has started beside it
        if (!calibrated) {
            calibrated = true;
            oracle.calibrate(o.elapsed());
        }
        report();
        if (o.verdict() == Verdict.ERROR) throw new OracleBrokenException(o);
        return o;
    }

    private volatile boolean calibrated;

    /** Until it is done, no search takes an answer ({@link #beside}); done from the start otherwise. */
    private volatile CompletableFuture<?> admission = CompletableFuture.completedFuture(null);
    /** Jobs held by work {@link #beside} the searches. */
    private final AtomicInteger besides = new AtomicInteger();

    /**
     * Runs {@code check} (the input's check) on a thread of its own that holds one job, while
     * the reduction starts: its searches send their first candidates at once, but take no answer
     * until the check is done, so they decide nothing the check could have changed (a flaky
     * input confirms every acceptance from the start). The first candidates' latency then
     * overlaps the check's instead of following it. When the check fails, every query is
     * stopped and the searches end with {@link CancelledException}; the returned future holds
     * what the check threw.
     */
    public <V> CompletableFuture<V> beside(java.util.concurrent.Callable<V> check) {
        CompletableFuture<V> done = new CompletableFuture<>();
        besides.incrementAndGet();
        busy.incrementAndGet();
        admission = done;
        Thread t = new Thread(() -> {
            try {
                done.complete(check.call());
            } catch (Throwable e) {
                cancel();
                done.completeExceptionally(e);
            } finally {
                besides.decrementAndGet();
                busy.decrementAndGet();
                startForecasts();
            }
        }, "pare-input-check");
        t.setDaemon(true);
        t.start();
        return done;
    }

    /**
     * How many times the final result is asked again before it is handed back. A run on a flaky
     * oracle often builds on a false yes before any sampled confirmation catches it, and then the
     * re-checks alone stand between the user and a result without the bug: at 4% false yes, two
     * let such a result through once in 625 times, three once in 15,625.
     */
    public static final int FINAL_RECHECKS = 3;

    /** One of the final re-checks asked ahead ({@link #recheckAhead}): its answer and its signal. */
    private record Recheck(CompletableFuture<Outcome> result, CancelSignal signal) {
    }

    /** The text the re-checks asked ahead are about, and the re-checks; null when none are. */
    private String rechecksText;
    private List<Recheck> rechecksAhead;

    /**
     * Starts the final re-checks of {@code text} now, for {@link #testAtOnce} to take should the
     * run end on this text. The last stage's first question (the truncation past the grammar) is
     * refused by most oracles, and the run then ends: asked beside it, the re-checks take the same
     * oracle latency instead of one more. As many as there are jobs to spare beside that question
     * (the rest are asked at the end, at once: at 2 jobs, the one asked ahead spares the end its
     * second latency); a new best stops them.
     */
    public synchronized void recheckAhead(String text) {
        if (jobs < 2 || rechecksAhead != null || oracle.isCancelled()) return;
        List<Recheck> runs = new ArrayList<>();
        for (int i = 0; i < Math.min(FINAL_RECHECKS, jobs - 1); i++) {
            Recheck r = new Recheck(new CompletableFuture<>(), new CancelSignal());
            send(text, r.signal(), null, r.result(), null);
            runs.add(r);
        }
        rechecksText = text;
        rechecksAhead = runs;
    }

    /**
     * The answers of up to {@code times} re-checks asked ahead for this text, taken out; empty
     * when there are none. Those not taken, and those about another text, are stopped.
     */
    private synchronized List<CompletableFuture<Outcome>> takeRechecks(String text, int times) {
        rechecksFor(text);
        List<CompletableFuture<Outcome>> taken = new ArrayList<>();
        if (rechecksAhead == null) return taken;
        for (Recheck r : rechecksAhead) {
            if (taken.size() < times) {
                taken.add(r.result());
            } else {
                r.signal().cancel();
                wasted(1);
            }
        }
        rechecksAhead = null;
        return taken;
    }

    /** A new best (null: unknown): re-checks asked ahead for another text are stopped, and count as wasted. */
    private synchronized void rechecksFor(String best) {
        if (rechecksAhead == null || (best != null && rechecksText.equals(best))) return;
        for (Recheck r : rechecksAhead) r.signal().cancel();
        wasted(rechecksAhead.size());
        rechecksAhead = null;
    }

    /**
     * {@link #testOnce}, {@code times} times, as many at once as there are jobs: the final
     * result's re-checks, which would otherwise each wait for the other.
     */
    public List<Outcome> testAtOnce(String text, int times) throws InterruptedException {
        List<Outcome> out = new ArrayList<>();
        List<CompletableFuture<Outcome>> running = takeRechecks(text, times);
        if (running.isEmpty() && (jobs == 1 || times < 2)) {
            for (int i = 0; i < times; i++) out.add(testOnce(text));
            return out;
        }
        for (int i = running.size(); i < times; i++) {
            CompletableFuture<Outcome> f = new CompletableFuture<>();
            send(text, new CancelSignal(), null, f, null);
            running.add(f);
        }
        for (CompletableFuture<Outcome> f : running) {
            try {
                out.add(f.get());
            } catch (ExecutionException e) {
                throw rethrown(e);
            }
        }
        for (Outcome o : out) {
            if (o.verdict() == Verdict.ERROR) throw new OracleBrokenException(o);
        }
        return out;
    }

    /**
     * The first interesting candidate in the order {@code candidates} yields them, or empty when
     * none is. {@code materialize} prints a candidate; it is called in order, on this thread.
     *
     * <p>Up to {@code jobs} candidates run at once. The answer waits for the head of the window,
     * but a job whose candidate finished first goes on with the candidates behind the head, up to
     * {@link #DEEP_WINDOW} times {@code jobs}: query times vary from 50 ms (a compile error) to the
     * timeout (an endless loop), and waiting for the head left a job idle for 40% of a C run.
     * Once a candidate behind the head is known to be interesting, nothing later is started,
     * since the answer cannot lie past it.
     */
    public <T> Optional<Accepted<T>> firstInteresting(Iterator<T> candidates, Function<T, Variant> materialize)
            throws CancelledException, InterruptedException {
        return firstInteresting(candidates, materialize, null);
    }

    /**
     * {@link #firstInteresting(Iterator, Function)}, where {@code together} prints two candidates
     * applied together (null when they do not combine): a job that the failing branch would spend
     * on an unlikely candidate asks such a pair ahead instead, for the pass's questions after the
     * first of them is accepted ({@link Lookahead}). The answer is the same.
     */
    public <T> Optional<Accepted<T>> firstInteresting(Iterator<T> candidates, Function<T, Variant> materialize,
            BiFunction<T, T, Variant> together) throws CancelledException, InterruptedException {
        return firstInteresting(candidates, materialize, together, null);
    }

    /**
     * {@link #firstInteresting(Iterator, Function, BiFunction)}, where {@code chain} gives what the
     * pass asks next, one after another, should a candidate be accepted (null: nothing known):
     * each a whole program of the current one, asked when the one before it is accepted. Spare
     * jobs ask the links likeliest to be needed ahead ({@link Lookahead}); the answer is the same.
     */
    public <T> Optional<Accepted<T>> firstInteresting(Iterator<T> candidates, Function<T, Variant> materialize,
            BiFunction<T, T, Variant> together, Function<T, List<Variant>> chain)
            throws CancelledException, InterruptedException {
        Deque<Pending<T>> window = new ArrayDeque<>();
        Map<Integer, List<Variant>> chains = new HashMap<>();
        List<Lookahead.Sent> sentAhead = new ArrayList<>();
        // second runs of candidates, for the confirmation due at the next acceptance, by sequence
        // number; also in sentAhead, where the jobs they hold are counted
        Map<Integer, Lookahead.Sent> twins = new HashMap<>();
        Set<Long> paired = new HashSet<>();
        int[] seq = {0};
        Accepted<T> answer = null;
        int answerSeq = -1;
        Map<Object, CompletableFuture<Outcome>> inFlight = new HashMap<>();
        Semaphore finished = new Semaphore(0);
        searching.add(finished);
        // the next candidate, made and printed while the jobs were busy: making one (printing it,
        // checking its syntax, a reducer's own search, its cache key) then costs no job any time
        Deque<Made<T>> prepared = new ArrayDeque<>(1);
        CompletableFuture<?> admitted = admission;
        if (!admitted.isDone()) admitted.whenComplete((v, e) -> finished.release());
        // the candidate last told to nextRound as the likely answer
        String likely = null;
        try {
            while (true) {
                if (oracle.isCancelled()) throw new CancelledException();
                while (true) {
                    boolean failing = mayStartAnother(window, sentAhead) && (!prepared.isEmpty() || candidates.hasNext());
                    if (confirmations.nextDue() && freeJob(window, sentAhead)
                            && sendTwin(window, failing, twins, sentAhead, finished)) {
                        continue;
                    }
                    if (jobs > 1 && (together != null || chain != null) && freeJob(window, sentAhead)
                            && sendAhead(window, together, chain, chains, failing, paired, sentAhead, inFlight, finished)) {
                        continue;
                    }
                    if (!failing) {
                        likely = tellLikelyAnswer(window, likely, sentAhead,
                                () -> !prepared.isEmpty() || candidates.hasNext());
                        break;
                    }
                    Made<T> next = prepared.isEmpty() ? make(candidates.next(), materialize) : prepared.removeFirst();
                    window.add(start(next, inFlight, finished, seq[0]++));
                }
                if (window.isEmpty()) {
                    if (prepared.isEmpty() && !candidates.hasNext()) return Optional.empty();
                    // every job is held by queries an earlier search sent ahead: the next
                    // candidate waits for one of them (they wake the search that sent them)
                    Thread.sleep(10);
                    continue;
                }
                boolean settled = false;
                // a check that failed has stopped every query: the loop's next turn ends the search
                while (admitted.isDone() && !admitted.isCompletedExceptionally() && !window.isEmpty() && window.peekFirst().result().isDone()) {
                    Pending<T> head = window.removeFirst();
                    Outcome o = outcome(head.result());
                    ledger.decided();
                    if (o.verdict() == Verdict.ERROR) throw new OracleBrokenException(o);
                    if (o.interesting()) {
                        if (confirmations.due() && !holdsUp(head.variant(), twins.remove(head.seq()))) {
                            // not built on, and not cached either way: the oracle said both
                            settled = true;
                            continue;
                        }
                        ledger.accepted();
                        answer = new Accepted<>(head.candidate(), head.variant());
                        answerSeq = head.seq();
                        return Optional.of(answer);
                    }
                    Lookahead.Sent twin = twins.remove(head.seq());
                    if (twin != null) {
                        if (twin.running()) twin.signal().cancel();
                        ledger.wasted();
                    }
                    // A candidate that ran into the timeout is remembered as a failure too: it would be
                    // proposed again in every later round, and as slow again (an endless loop, mostly).
                    if (head.fresh() && (o.verdict() == Verdict.NOT_INTERESTING || o.verdict() == Verdict.TIMEOUT)) {
                        cache.recordFailure(head.key(), head.variant());
                        QueryJournal j = journal;
                        if (j != null) j.refused(head.variant().text(), tokensOf(head.variant()));
                        if (oracle.ranOut(o)) cache.recordHang(head.variant());
                    }
                    settled = true;
                }
                if (!settled) {
                    if (prepared.isEmpty() && mayGoOn(window) && candidates.hasNext()) {
                        prepared.add(make(candidates.next(), materialize));
                        continue;
                    }
                    // nothing more to send now: a free job is the forecasts' (see searching)
                    startForecasts();
                    // wakes on any finished query, and every 100 ms for the cancel flag
                    if (finished.tryAcquire(100, TimeUnit.MILLISECONDS)) finished.drainPermits();
                }
            }
        } finally {
            // first, so that a throw below leaves no query of this search without its forecasts
            searching.remove(finished);
            // every query sent for a candidate past the answer is wasted, finished or not
            for (Pending<T> p : window) {
                if (p.signal() == null) continue;
                if (!p.result().isDone()) p.signal().cancel();
                ledger.wasted();
            }
            for (Lookahead.Sent twin : twins.values()) {
                if (twin.running()) twin.signal().cancel();
                ledger.wasted();
            }
            sentAhead.removeIf(s -> s.path().isEmpty());
            wasted(lookahead.settle(sentAhead, answer == null ? null : answer.variant().text(),
                    answer == null ? null : chains.get(answerSeq)));
            NextRound n = nextRound;
            if (likely != null && n != null) n.answered(answer == null ? null : answer.variant().text());
            startForecasts();
        }
    }

    /**
     * The wake-up signals of the searches under way. A query of one of them that ends leaves its
     * job to the search, which starts forecasts itself once it has nothing more to send: started
     * from the query's own thread, a forecast took the job before the woken search sent its next
     * candidate, and was stopped at once (on the Java case 250 of 1,064 queries were stopped within
     * 50 ms, each a process started and killed; under Slurm, a job step submitted and cancelled).
     */
    private final Set<Semaphore> searching = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * Tells {@link #nextRound} the first pending candidate once the search has none left to send
     * and a job is free; returns the candidate told (the one before, or null).
     */
    private <T> String tellLikelyAnswer(Deque<Pending<T>> window, String told, List<Lookahead.Sent> sentAhead,
            java.util.function.BooleanSupplier more) {
        NextRound n = nextRound;
        if (n == null || jobs < 2 || !freeJob(window, sentAhead) || more.getAsBoolean()) return told;
        for (Pending<T> p : window) {
            if (p.result().isDone() && !p.knownInteresting()) continue; // refused
            String text = p.variant().text();
            if (!text.equals(told)) n.likelyAnswer(text);
            return text;
        }
        return told;
    }

    private void wasted(int n) {
        for (int i = 0; i < n; i++) ledger.wasted();
    }

    /** Whether a job is free, counting the queries sent ahead. */
    private <T> boolean freeJob(Deque<Pending<T>> window, List<Lookahead.Sent> sentAhead) {
        return running(window, sentAhead) < jobs;
    }

    private <T> int running(Deque<Pending<T>> window, List<Lookahead.Sent> sentAhead) {
        int running = runningAhead(sentAhead);
        for (Pending<T> p : window) {
            if (p.fresh() && !p.result().isDone()) running++;
        }
        return running;
    }

    /** Queries sent ahead that still hold a job: this search's, and those kept from the last one. */
    private int runningAhead(List<Lookahead.Sent> sentAhead) {
        int running = lookahead.running() + besides.get();
        for (Lookahead.Sent t : forecastTwins.values()) {
            if (t.running()) running++;
        }
        for (Lookahead.Sent s : sentAhead) {
            if (s.running()) running++;
        }
        return running;
    }

    /**
     * Sends the likeliest pair or chain link ahead when it is likelier to be asked than the failing
     * branch's next candidate (when {@code failing}, that one may be started). Returns whether it
     * took a decision worth looking again (a query sent, or one found not worth sending); false
     * when nothing is likely enough.
     */
    private <T> boolean sendAhead(Deque<Pending<T>> window, BiFunction<T, T, Variant> together,
            Function<T, List<Variant>> chain, Map<Integer, List<Variant>> chains, boolean failing, Set<Long> paired,
            List<Lookahead.Sent> sentAhead, Map<Object, CompletableFuture<Outcome>> inFlight, Semaphore finished) {
        List<Pending<T>> slots = new ArrayList<>(window);
        List<Lookahead.State> states = new ArrayList<>(slots.size());
        for (Pending<T> p : slots) states.add(p.state());
        double rate = ledger.acceptanceRate();
        double floor = aheadFloor(failing, states, rate);
        Lookahead.Link link = chain == null ? null
                : Lookahead.likeliestLink(states, i -> chainOf(slots.get(i), chain, chains).size(), rate, floor,
                        (i, m) -> paired.contains(linkKey(slots.get(i), m)));
        int[] pair = together == null ? null
                : Lookahead.likeliestPair(states, rate, link == null ? floor : link.likelihood(),
                        (i, j) -> paired.contains(pairKey(slots.get(i), slots.get(j))));
        Variant v;
        List<String> path;
        if (pair != null) {
            Pending<T> first = slots.get(pair[0]);
            Pending<T> second = slots.get(pair[1]);
            paired.add(pairKey(first, second));
            v = together.apply(first.candidate(), second.candidate());
            path = List.of(first.variant().text());
        } else if (link != null) {
            Pending<T> on = slots.get(link.index());
            paired.add(linkKey(on, link.step()));
            List<Variant> links = chainOf(on, chain, chains);
            v = links.get(link.step());
            if (v == null) return true; // the link turned out to be no question
            List<String> steps = new ArrayList<>();
            steps.add(on.variant().text());
            for (Variant before : links.subList(0, link.step())) steps.add(before.text());
            path = List.copyOf(steps);
        } else {
            return false;
        }
        if (v == null || lookahead.holds(v.text())) return true;
        Object key = cache.keyOf(v);
        if (inFlight.containsKey(key) || cache.lookup(key, v) != null) return true;
        CancelSignal signal = new CancelSignal();
        CompletableFuture<Outcome> f = send(v, signal, finished);
        inFlight.put(key, f);
        sentAhead.add(new Lookahead.Sent(v.text(), path, f, signal));
        return true;
    }

    /**
     * How likely a query sent ahead (a pair, a link, a second run) must be to be needed. While the
     * search has candidates to propose, likelier than its next one. Past them, a job nothing holds
     * goes to any; a job a forecast holds (the query would stop it) only to one likelier than the
     * search finding nothing, which is when the forecast's pass asks at all. Without that, a text
     * pass's last four candidates each got a second run at 16 jobs on psabi, and stopped the
     * questions of the passes due after it, which then took a round of their own.
     */
    private double aheadFloor(boolean failing, List<Lookahead.State> states, double rate) {
        return failing || busy.get() >= jobs ? Lookahead.failingBranch(states, rate) : 0;
    }

    /** A candidate's chain, made once. */
    private static <T> List<Variant> chainOf(Pending<T> p, Function<T, List<Variant>> chain, Map<Integer, List<Variant>> chains) {
        return chains.computeIfAbsent(p.seq(), k -> chain.apply(p.candidate()));
    }

    /** Links and pairs share the set of what was tried: a link's key has the top bit set. */
    private static long linkKey(Pending<?> a, int step) {
        return Long.MIN_VALUE | ((long) a.seq() << 32) | step;
    }

    private static long pairKey(Pending<?> a, Pending<?> b) {
        return ((long) a.seq() << 32) | (b.seq() & 0xffffffffL);
    }

    /**
     * Sends a second run of the candidate likeliest to be the answer, when that is likelier than
     * the failing branch's next candidate: the next acceptance is confirmed, and a confirmation
     * asked only then costs one oracle latency more (on the psabi case at 16 jobs, one of 22). The
     * schedule of confirmations counts acceptances, so it is the same at any job count. Returns
     * whether a twin was sent.
     */
    private <T> boolean sendTwin(Deque<Pending<T>> window, boolean failing, Map<Integer, Lookahead.Sent> twins,
            List<Lookahead.Sent> sentAhead, Semaphore finished) {
        List<Pending<T>> slots = new ArrayList<>(window);
        List<Lookahead.State> states = new ArrayList<>(slots.size());
        for (Pending<T> p : slots) states.add(p.fresh() ? p.state() : Lookahead.State.FAILED);
        double rate = ledger.acceptanceRate();
        Lookahead.Link link = Lookahead.likeliestLink(states, i -> 1, rate,
                aheadFloor(failing, states, rate), (i, m) -> twins.containsKey(slots.get(i).seq()));
        if (link == null) return false;
        Pending<T> on = slots.get(link.index());
        Lookahead.Sent asked = forecastTwins.remove(on.variant().text());
        if (asked != null) {
            // a forecast's yes already has its second run
            twins.put(on.seq(), asked);
            sentAhead.add(asked);
            return true;
        }
        CancelSignal signal = new CancelSignal();
        CompletableFuture<Outcome> f = new CompletableFuture<>();
        send(on.variant().text(), signal, finished, f, null);
        Lookahead.Sent twin = new Lookahead.Sent(on.variant().text(), List.of(), f, signal);
        twins.put(on.seq(), twin);
        sentAhead.add(twin);
        return true;
    }

    /**
     * Asks about an accepted candidate once more (or takes the answer of its second run, sent
     * beside it); false when the oracle now says no.
     */
    private boolean holdsUp(Variant v, Lookahead.Sent twin) throws InterruptedException {
        startForecasts(); // the search waits for this answer: free jobs are the forecasts'
        if (twin == null) twin = forecastTwins.remove(v.text());
        Outcome again = null;
        if (twin != null) {
            try {
                again = twin.result().get();
            } catch (ExecutionException e) {
                throw rethrown(e);
            }
        }
        if (again == null) again = oracle.run(v.text(), new CancelSignal());
        if (again.verdict() == Verdict.ERROR) throw new OracleBrokenException(again);
        confirmations.record(again.interesting());
        report();
        return again.interesting();
    }

    /**
     * Second runs of forecasts' first yes, by text, while the next acceptance is due to be
     * confirmed: the pass's own run takes the forecast's answer when its turn comes, and without
     * one the confirmation would cost an oracle latency of its own (on the psabi case at 16 jobs
     * T-Rec's change, the 16th acceptance, did). A new best stops them.
     */
    private final Map<String, Lookahead.Sent> forecastTwins = new java.util.concurrent.ConcurrentHashMap<>();

    private void sendForecastTwin(String text) {
        if (oracle.isCancelled() || forecastTwins.containsKey(text)) return;
        CancelSignal signal = new CancelSignal();
        CompletableFuture<Outcome> f = new CompletableFuture<>();
        // no path: like a search's twins, it is never kept for a later search (Lookahead.settle)
        if (forecastTwins.putIfAbsent(text, new Lookahead.Sent(text, List.of(), f, signal)) != null) return;
        send(text, signal, null, f, null);
    }

    /** The forecasts' second runs, stopped: the best changed (or the run ends), and they count as wasted. */
    private void dropForecastTwins() {
        for (Iterator<Lookahead.Sent> i = forecastTwins.values().iterator(); i.hasNext();) {
            Lookahead.Sent t = i.next();
            i.remove();
            if (t.running()) t.signal().cancel();
            ledger.wasted();
        }
    }

    /** The oracle contradicted itself elsewhere (about the input): confirm every acceptance from now on. */
    public void sawFlakyAnswer() {
        confirmations.confirmAll();
        flaky = true;
    }

    /** Whether the oracle has contradicted itself in this run. */
    public boolean seemsFlaky() {
        return flaky || confirmations.disagreements() > 0;
    }

    /** Acceptances the oracle did not confirm when asked again: a flaky oracle, when not zero. */
    public long disagreements() {
        return confirmations.disagreements();
    }

    /** Acceptances asked again (a sample, then all once the oracle contradicted itself). */
    public long confirmationsAsked() {
        return confirmations.asked();
    }

    private static int tokensOf(Variant v) {
        return v.lexemes() != null ? v.lexemes().length : Integer.MAX_VALUE;
    }

    /** How far past {@code jobs} candidates the window may reach behind a head still running. */
    static final int DEEP_WINDOW = 8;

    private record Pending<T>(T candidate, Variant variant, Object key, CompletableFuture<Outcome> result,
            CancelSignal signal, boolean fresh, int seq) {
        boolean knownInteresting() {
            Outcome o = result.isDone() && !result.isCompletedExceptionally() ? result.getNow(null) : null;
            return o != null && o.interesting();
        }

        Lookahead.State state() {
            if (!result.isDone()) return Lookahead.State.OPEN;
            return knownInteresting() ? Lookahead.State.INTERESTING : Lookahead.State.FAILED;
        }
    }

    /** A candidate printed, with its cache key (the best does not change while a sequence is tested). */
    private record Made<T>(T candidate, Variant variant, Object key) {
    }

    private <T> Made<T> make(T c, Function<T, Variant> materialize) {
        Variant v = materialize.apply(c);
        return new Made<>(c, v, cache.keyOf(v));
    }

    /** A candidate joins the window: answered by the cache, by an identical one in flight, or sent to the oracle. */
    private <T> Pending<T> start(Made<T> made, Map<Object, CompletableFuture<Outcome>> inFlight, Semaphore finished,
            int seq) {
        T c = made.candidate();
        Variant v = made.variant();
        Object key = made.key();
        CacheTier tier = cache.lookup(key, v);
        if (tier != null) {
            ledger.hit(tier);
            return new Pending<>(c, v, key, CompletableFuture.completedFuture(Outcome.of(false)), null, false, seq);
        }
        CompletableFuture<Outcome> same = inFlight.get(key);
        if (same != null) return new Pending<>(c, v, key, same, null, false, seq);
        Lookahead.Sent ahead = lookahead.take(v.text());
        if (ahead != null) {
            // asked ahead of time: the query is this candidate's own, already counted
            inFlight.put(key, ahead.result());
            if (!ahead.result().isDone()) wakeOn(ahead.result(), finished);
            return new Pending<>(c, v, key, ahead.result(), ahead.signal(), true, seq);
        }
        ForecastQueue.Taken forecast = forecasts.take(v.text());
        if (forecast != null) {
            // asked by a forecast of this pass: its answer, or its run, is this candidate's own
            CompletableFuture<Outcome> f = forecast.request().result;
            if (forecast.start()) {
                send(v.text(), forecast.signal(), null, f, null);
            } else if (!f.isDone()) {
                // its run goes on in the forecasts' job, now for this search: other forecasts join it
                Running run = new Running(f, forecast.signal());
                if (running.putIfAbsent(v.text(), run) == null) f.whenComplete((o, e) -> running.remove(v.text(), run));
            }
            inFlight.put(key, f);
            if (!f.isDone()) wakeOn(f, finished);
            return new Pending<>(c, v, key, f, forecast.signal(), true, seq);
        }
        CancelSignal signal = new CancelSignal();
        CompletableFuture<Outcome> f = send(v, signal, finished);
        inFlight.put(key, f);
        return new Pending<>(c, v, key, f, signal, true, seq);
    }

    /** Wakes the waiting reducer when f completes (a query sent ahead by an earlier search). */
    private static void wakeOn(CompletableFuture<Outcome> f, Semaphore finished) {
        f.whenComplete((o, e) -> finished.release());
    }

    /** Runs the oracle on v in the pool. */
    private CompletableFuture<Outcome> send(Variant v, CancelSignal signal, Semaphore finished) {
        CompletableFuture<Outcome> f = new CompletableFuture<>();
        send(v.text(), signal, finished, f, null);
        return f;
    }

    /**
     * Runs the oracle on a text in the pool, for {@code pass} (null: the running one), into
     * {@code f}. A job forecasts hold is freed for it.
     */
    private void send(String text, CancelSignal signal, Semaphore finished, CompletableFuture<Outcome> f, String pass) {
        // counted for the pass that sends it, however long it waits for a thread
        String forPass = pass != null ? pass : ledger.pass();
        if (busy.incrementAndGet() > jobs) forecasts.yieldJob();
        Running run = new Running(f, signal);
        running.putIfAbsent(text, run);
        pool.execute(() -> {
            try {
                f.complete(oracle.runUnchecked(text, signal, forPass));
            } catch (RuntimeException | Error e) {
                f.completeExceptionally(e);
            }
            running.remove(text, run);
            busy.decrementAndGet();
            // the waiting reducer goes on first; telling the listeners (a progress line, an LSP
            // notification) is not on its way
            if (finished != null) finished.release();
            if (finished == null || !searching.contains(finished)) startForecasts();
            report();
        });
    }

    /** Starts waiting forecast questions while jobs are free. */
    private void startForecasts() {
        synchronized (forecasts) {
            while (busy.get() < jobs && !oracle.isCancelled()) {
                ForecastQueue.Run run = forecasts.nextToStart();
                if (run == null) return;
                busy.incrementAndGet();
                pool.execute(() -> {
                    Outcome o = null;
                    try {
                        o = oracle.runUnchecked(run.request().text, run.signal(), run.request().owner.pass());
                    } catch (RuntimeException | Error e) {
                        // the pass's own run asks again and meets the error itself
                    }
                    busy.decrementAndGet();
                    forecasts.finished(run, o, o == null || run.signal().isCancelled());
                    startForecasts();
                    report();
                });
            }
        }
    }

    /**
     * A forecast's search ({@link Forecast}): the candidates' questions are posted, in order, to
     * wait for free jobs, and the search is taken to find nothing (false) without waiting for
     * them, unless an answer to an earlier one was already yes (true: the forecast ends). At most
     * {@code jobs} times {@link #DEEP_WINDOW} questions of a forecast wait at once. Nothing is
     * cached or counted as decided here: the pass's own run takes the answers over. Throws
     * {@link CancelledException} once the forecast is stopped or its program dropped.
     */
    public <T> boolean forecast(Iterator<T> candidates, Function<T, Variant> materialize, Forecast f)
            throws CancelledException, InterruptedException {
        int limit = jobs * DEEP_WINDOW;
        while (true) {
            if (f.stopped() || oracle.isCancelled()) throw new CancelledException();
            if (f.hasReached()) return true;
            if (!candidates.hasNext()) return false;
            f.awaitFewerThan(limit);
            if (f.stopped() || f.hasReached()) continue;
            Variant v = materialize.apply(candidates.next());
            if (cache.lookup(cache.keyOf(v), v) != null) continue;
            f.posted();
            Running same = running.get(v.text());
            if (same != null) {
                join(v.text(), f, same);
            } else {
                post(v.text(), f);
            }
        }
    }

    /** A forecast's question, queued for a free job (or the one another forecast asked already). */
    private void post(String text, Forecast f) {
        long mark = f.peekSeq();
        ForecastQueue.Request r = forecasts.post(text, f);
        // a question another forecast asked first is in that one's order: what this one posts
        // after it is what it posts from the mark on
        long after = r.owner == f ? r.seq : mark - 1;
        r.result.whenComplete((o, e) -> answered(text, f, after, o, e));
        startForecasts();
    }

    /**
     * A forecast's question that a search, a pair ahead or a second run is asking already: the
     * forecast takes that run's answer instead of holding a job of its own for the same answer.
     * Two passes often make the same text (deleting a bracket group, a peephole dropping its
     * {@code ()}), and a pass's own run goes on with the questions its forecast had started. When
     * that run is stopped (its search found its answer before it) the question is queued as any other.
     */
    private void join(String text, Forecast f, Running same) {
        long after = f.peekSeq() - 1;
        same.result().whenComplete((o, e) -> {
            if (e == null && same.signal() != null && same.signal().isCancelled() && !f.stopped() && !oracle.isCancelled()) {
                post(text, f);
                return;
            }
            answered(text, f, after, o, e);
        });
    }

    private void answered(String text, Forecast f, long after, Outcome o, Throwable e) {
        if (!f.answered(o, e)) return;
        forecasts.withdrawAfter(f, after);
        if (o != null && o.interesting() && confirmations.nextDue()) sendForecastTwin(text);
    }

    /** A query on its way in the pool: its answer, and the signal that stops it. */
    private record Running(CompletableFuture<Outcome> result, CancelSignal signal) {
    }

    /**
     * The queries in the pool by text, but for forecasts' own (their queue knows those): the first
     * of each text, while it runs.
     */
    private final Map<String, Running> running = new java.util.concurrent.ConcurrentHashMap<>();

    private <T> boolean mayStartAnother(Deque<Pending<T>> window, List<Lookahead.Sent> sentAhead) {
        int running = runningAhead(sentAhead);
        for (Pending<T> p : window) {
            // one look at each query: one that finished between a check for an interesting answer
            // and a count of the running would free a job for a candidate past that answer
            boolean done = p.result().isDone();
            if (done && p.knownInteresting()) return false;
            if (!done && p.fresh()) running++;
        }
        return running < jobs && window.size() < jobs * DEEP_WINDOW;
    }

    /** Whether the answer may lie past the window: no candidate in it is known to be interesting. */
    private static <T> boolean mayGoOn(Deque<Pending<T>> window) {
        for (Pending<T> p : window) {
            if (p.knownInteresting()) return false;
        }
        return true;
    }

    private static Outcome outcome(CompletableFuture<Outcome> f) {
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw rethrown(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** What a failed query threw: the oracle's own runtime exception, or the cause wrapped. */
    private static RuntimeException rethrown(ExecutionException e) {
        Throwable cause = e.getCause();
        return cause instanceof RuntimeException re ? re : new IllegalStateException(cause);
    }

    private void report() {
        if (onQuery != null) onQuery.accept(stats());
    }

    public QueryStats stats() {
        return ledger.stats(cache.figures());
    }

    /**
     * Whether the candidate ran into the timeout when it was asked (or failed after half of it),
     * in this run: itself, or the same deletion of an earlier best.
     */
    public boolean hung(Variant v) {
        return cache.hung(v);
    }

    /** A reducer's candidate was skipped, not asked, because it may leave a loop without its end. */
    public void skippedForLoops() {
        ledger.loopSkipped();
    }

    /** Stops the current and every later request: running oracles are told to stop. */
    public void cancel() {
        oracle.cancel();
    }

    public boolean isCancelled() {
        return oracle.isCancelled();
    }

    @Override
    public void close() {
        cancel();
        rechecksFor(null);
        dropForecastTwins();
        lookahead.clear();
        forecasts.clear();
        pool.shutdownNow();
    }
}
