package io.pare.query;

import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.Deque;
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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
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

    private final Oracle oracle;
    private final int jobs;
    private final String fileName;
    private final Charset charset;
    private final ExecutorService pool;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final java.util.Set<CancelSignal> active = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final Consumer<QueryStats> onQuery;
    private RccCache rcc;
    private final HashCache hashes = new HashCache();
    private final AtomicLong queries = new AtomicLong();
    private final AtomicLong timeouts = new AtomicLong();
    private final AtomicLong wasted = new AtomicLong();
    private final AtomicLong oracleNanos = new AtomicLong();
    private long rccHits;
    private long hashHits;
    private long historyHits;
    private long hangHits;
    private long peakBytes;
    /**
     * The deletions ({@link Variant#deletion}) that ran into the timeout. Perses proposes the same
     * deletion again in every round, on a program that lost other parts meanwhile (so neither
     * cache tier knows it), and an endless loop it made stays endless: on a Csmith program each
     * costs a job 10 s, and a third of the oracle's time went to them. Such a deletion is not
     * asked again.
     */
    private final java.util.Set<Long> hangs = new java.util.HashSet<>();
    /** A boxed long in a hash set, with its share of the table. */
    private static final long HANG_ENTRY_BYTES = 48;
    /** Every program that was the best at some point: a size-neutral pass must not go back to one (Vulcan §4, RCC §6.4). */
    private final java.util.Set<Object> history = new java.util.HashSet<>();
    private int bestSize = Integer.MAX_VALUE;
    private String pass = "";
    private long passSince = System.nanoTime();
    private final Map<String, PassStats> passes = new java.util.LinkedHashMap<>();

    /** Figures of one pass (summed over all its runs): oracle queries, cache hits by tier, wall time. */
    public static final class PassStats {
        public long queries;
        public long rccHits;
        public long hashHits;
        public long historyHits;
        public long hangHits;
        public long accepted;
        public long nanos;
        /** Time in the oracle, summed over the pass's queries (more than {@link #nanos} with several jobs). */
        public long oracleNanos;

        public double seconds() {
            return nanos / 1e9;
        }
    }

    public QueryService(Oracle oracle, int jobs, String fileName, Charset charset, Consumer<QueryStats> onQuery) {
        this.oracle = oracle;
        this.jobs = Math.max(1, jobs);
        this.fileName = fileName;
        this.charset = charset;
        this.onQuery = onQuery;
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
     * Tells the cache the best program changed: RCC refreshes against it; the hash tier evicts the
     * entries with more tokens than it (no pass ever proposes a candidate larger than the best,
     * and the best never grows, so those cannot come back; same-size entries stay, since
     * size-neutral passes such as identifier replacement and T-Rec may propose them again); and
     * the program joins the history, so no size-neutral pass can return to it.
     */
    public synchronized void newBest(int[] lexemes, String text) {
        if (rcc == null) {
            rcc = new RccCache(lexemes);
        } else {
            rcc.rebase(lexemes);
        }
        hashes.shrinkTo(lexemes.length);
        bestSize = lexemes.length;
        if (text != null) history.add(HashCache.key(text));
    }

    public void newBest(int[] lexemes) {
        newBest(lexemes, null);
    }

    /** Names the pass now running, for the per-pass figures. */
    public synchronized void setPass(String name) {
        long now = System.nanoTime();
        passStats(pass).nanos += now - passSince;
        passSince = now;
        pass = name == null ? "" : name;
    }

    private PassStats passStats(String name) {
        return passes.computeIfAbsent(name, k -> new PassStats());
    }

    /** A copy of the per-pass figures so far (the running pass's time included). */
    public synchronized Map<String, PassStats> passStats() {
        setPass(pass);
        Map<String, PassStats> out = new java.util.LinkedHashMap<>();
        passes.forEach((k, v) -> {
            if (k.isEmpty() && v.queries == 0) return;
            PassStats c = new PassStats();
            c.queries = v.queries;
            c.rccHits = v.rccHits;
            c.hashHits = v.hashHits;
            c.historyHits = v.historyHits;
            c.hangHits = v.hangHits;
            c.accepted = v.accepted;
            c.nanos = v.nanos;
            c.oracleNanos = v.oracleNanos;
            out.put(k, c);
        });
        return out;
    }

    synchronized void countAccepted() {
        passStats(pass).accepted++;
    }

    /** Runs one query outside any sequence (the check of the original input, a final re-check). */
    public Outcome testOnce(String text) throws InterruptedException {
        Outcome o = run(text, new CancelSignal());
        report();
        if (o.verdict() == Verdict.ERROR) throw new OracleBrokenException(o);
        return o;
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
        Deque<Pending<T>> window = new ArrayDeque<>();
        Map<Object, CompletableFuture<Outcome>> inFlight = new HashMap<>();
        Semaphore finished = new Semaphore(0);
        // the next candidate, made and printed while the jobs were busy: making one (printing it,
        // checking its syntax, a reducer's own search, its cache key) then costs no job any time
        Deque<Made<T>> prepared = new ArrayDeque<>(1);
        try {
            while (true) {
                if (cancelled.get()) throw new CancelledException();
                while (mayStartAnother(window) && (!prepared.isEmpty() || candidates.hasNext())) {
                    Made<T> next = prepared.isEmpty() ? make(candidates.next(), materialize) : prepared.removeFirst();
                    window.add(start(next, inFlight, finished));
                }
                if (window.isEmpty()) return Optional.empty();
                boolean settled = false;
                while (!window.isEmpty() && window.peekFirst().result().isDone()) {
                    Pending<T> head = window.removeFirst();
                    Outcome o = outcome(head.result());
                    if (o.verdict() == Verdict.ERROR) throw new OracleBrokenException(o);
                    if (o.interesting()) {
                        countAccepted();
                        return Optional.of(new Accepted<>(head.candidate(), head.variant()));
                    }
                    // A candidate that ran into the timeout is remembered as a failure too: it would be
                    // proposed again in every later round, and as slow again (an endless loop, mostly).
                    if (head.fresh() && (o.verdict() == Verdict.NOT_INTERESTING || o.verdict() == Verdict.TIMEOUT)) {
                        recordFailure(head.key(), head.variant());
                        if (ranOut(o)) recordHang(head.variant());
                    }
                    settled = true;
                }
                if (!settled) {
                    if (prepared.isEmpty() && mayGoOn(window) && candidates.hasNext()) {
                        prepared.add(make(candidates.next(), materialize));
                        continue;
                    }
                    // wakes on any finished query, and every 100 ms for the cancel flag
                    if (finished.tryAcquire(100, TimeUnit.MILLISECONDS)) finished.drainPermits();
                }
            }
        } finally {
            for (Pending<T> p : window) {
                if (p.signal() != null && !p.result().isDone()) {
                    p.signal().cancel();
                    wasted.incrementAndGet();
                }
            }
        }
    }

    /** How far past {@code jobs} candidates the window may reach behind a head still running. */
    static final int DEEP_WINDOW = 8;

    private record Pending<T>(T candidate, Variant variant, Object key, CompletableFuture<Outcome> result,
            CancelSignal signal, boolean fresh) {
        boolean running() {
            return fresh && !result.isDone();
        }

        boolean knownInteresting() {
            Outcome o = result.isDone() && !result.isCompletedExceptionally() ? result.getNow(null) : null;
            return o != null && o.interesting();
        }
    }

    /** A candidate printed, with its cache key (the best does not change while a sequence is tested). */
    private record Made<T>(T candidate, Variant variant, Object key) {
    }

    private <T> Made<T> make(T c, Function<T, Variant> materialize) {
        Variant v = materialize.apply(c);
        return new Made<>(c, v, keyOf(v));
    }

    /** A candidate joins the window: answered by the cache, by an identical one in flight, or sent to the oracle. */
    private <T> Pending<T> start(Made<T> made, Map<Object, CompletableFuture<Outcome>> inFlight, Semaphore finished) {
        T c = made.candidate();
        Variant v = made.variant();
        Object key = made.key();
        if (isCachedFailure(key, v)) {
            return new Pending<>(c, v, key, CompletableFuture.completedFuture(Outcome.of(false)), null, false);
        }
        CompletableFuture<Outcome> same = inFlight.get(key);
        if (same != null) return new Pending<>(c, v, key, same, null, false);
        CancelSignal signal = new CancelSignal();
        CompletableFuture<Outcome> f = new CompletableFuture<>();
        pool.execute(() -> {
            try {
                f.complete(runUnchecked(v.text(), signal));
            } catch (RuntimeException | Error e) {
                f.completeExceptionally(e);
            }
            // the waiting reducer goes on first; telling the listeners (a progress line, an LSP
            // notification) is not on its way
            finished.release();
            report();
        });
        inFlight.put(key, f);
        return new Pending<>(c, v, key, f, signal, true);
    }

    private <T> boolean mayStartAnother(Deque<Pending<T>> window) {
        if (!mayGoOn(window)) return false;
        int running = 0;
        for (Pending<T> p : window) {
            if (p.running()) running++;
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
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) throw re;
            throw new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private Outcome runUnchecked(String text, CancelSignal signal) {
        try {
            return run(text, signal);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Outcome.of(false);
        }
    }

    private Outcome run(String text, CancelSignal signal) throws InterruptedException {
        active.add(signal);
        if (cancelled.get()) signal.cancel();
        Outcome o;
        try {
            o = oracle.test(new Candidate(fileName, text, charset), signal);
        } finally {
            active.remove(signal);
        }
        queries.incrementAndGet();
        synchronized (this) {
            PassStats p = passStats(pass);
            p.queries++;
            p.oracleNanos += o.elapsed().toNanos();
        }
        oracleNanos.addAndGet(o.elapsed().toNanos());
        if (o.verdict() == Verdict.TIMEOUT) timeouts.incrementAndGet();
        return o;
    }

    private void report() {
        if (onQuery != null) onQuery.accept(stats());
    }

    private synchronized Object keyOf(Variant v) {
        // A variant as large as the best is no deletion: hash it, so the history can recognise a former best.
        if (v.lexemes() != null && rcc != null && v.lexemes().length < bestSize) {
            IntervalKey k = rcc.key(v.lexemes());
            if (k != null) return k;
        }
        return HashCache.key(v.text());
    }

    /**
     * Whether the query ran into a time limit: Pare's own, or the oracle's (a script that runs the
     * program under {@code timeout 10} answers "not interesting" after 10 s when its run limit is
     * a little below Pare's: csmith12 then took 511 s instead of 405). A failure that took half the
     * query timeout or more counts, where ordinary queries take a tenth of it or less.
     */
    private boolean ranOut(Outcome o) {
        if (o.verdict() == Verdict.TIMEOUT) return true;
        java.time.Duration limit = oracle.timeout();
        return limit != null && o.elapsed().multipliedBy(2).compareTo(limit) >= 0;
    }

    private synchronized void recordHang(Variant v) {
        if (v.deletion() != 0) hangs.add(v.deletion());
    }

    private synchronized boolean isCachedFailure(Object key, Variant v) {
        if (v.deletion() != 0 && hangs.contains(v.deletion())) {
            hangHits++;
            passStats(pass).hangHits++;
            return true;
        }
        if (key instanceof IntervalKey k) {
            if (rcc.contains(k)) {
                rccHits++;
                passStats(pass).rccHits++;
                return true;
            }
            // a replacement that failed (hashed) may come back as a deletion of a later best
            if (hashes.size() == 0 || !hashes.contains(HashCache.key(v.text()))) return false;
            hashHits++;
            passStats(pass).hashHits++;
            return true;
        }
        if (hashes.contains(key)) {
            hashHits++;
            passStats(pass).hashHits++;
            return true;
        }
        if (history.contains(key)) {
            historyHits++;
            passStats(pass).historyHits++;
            return true;
        }
        return false;
    }

    private synchronized void recordFailure(Object key, Variant v) {
        if (key instanceof IntervalKey k) {
            rcc.recordFailure(k);
        } else {
            hashes.recordFailure(key, v.lexemes() != null ? v.lexemes().length : Integer.MAX_VALUE);
        }
        peakBytes = Math.max(peakBytes, cacheBytes());
    }

    private long cacheBytes() {
        return (rcc == null ? 0 : rcc.bytes()) + hashes.bytes() + hangs.size() * HANG_ENTRY_BYTES;
    }

    public synchronized QueryStats stats() {
        long bytes = cacheBytes();
        return new QueryStats(queries.get(), rccHits + hashHits + historyHits + hangHits, rccHits, hashHits, historyHits, hangHits,
                timeouts.get(), wasted.get(),
                bytes, Math.max(peakBytes, bytes), rcc == null ? 0 : rcc.size(), hashes.size(),
                rcc == null ? 0 : rcc.evicted(), oracleNanos.get() / 1e9);
    }

    /** Stops the current and every later request: running oracles are told to stop. */
    public void cancel() {
        cancelled.set(true);
        for (CancelSignal s : active) s.cancel();
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    @Override
    public void close() {
        cancel();
        pool.shutdownNow();
    }
}
