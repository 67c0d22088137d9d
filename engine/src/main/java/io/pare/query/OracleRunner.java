package io.pare.query;

import java.nio.charset.Charset;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;

/**
 * Asks the oracle about a text on the calling thread, counting each answer in the ledger before
 * the caller sees it, and stops every query in progress on {@link #cancel}.
 */
final class OracleRunner {
    private final Oracle oracle;
    private final String fileName;
    private final Charset charset;
    private final QueryLedger ledger;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final Set<CancelSignal> active = ConcurrentHashMap.newKeySet();
    private volatile QueryTrace trace;

    OracleRunner(Oracle oracle, String fileName, Charset charset, QueryLedger ledger) {
        this.oracle = oracle;
        this.fileName = fileName;
        this.charset = charset;
        this.ledger = ledger;
    }

    Outcome run(String text, CancelSignal signal) throws InterruptedException {
        return run(text, signal, null);
    }

    /** {@link #run}, counted for {@code pass} (null: the pass running as it starts). */
    Outcome run(String text, CancelSignal signal, String pass) throws InterruptedException {
        // after a cancel no oracle starts: a run being torn down (an editor gone) must not leave one behind
        if (cancelled.get()) return Outcome.notRun();
        // the pass that asks, not the one running when the answer comes: a speculative query
        // stopped by the next pass's start was counted, and traced, as that pass's
        String forPass = pass != null ? pass : ledger.pass();
        active.add(signal);
        if (cancelled.get()) signal.cancel();
        Outcome o;
        long start = System.nanoTime();
        try {
            o = oracle.test(new Candidate(fileName, text, charset), signal);
        } finally {
            active.remove(signal);
        }
        ledger.query(o, forPass);
        QueryTrace t = trace;
        if (t != null) t.query(fileName, forPass, start, o, text, charset, signal.isCancelled());
        return o;
    }

    /** The input's check took {@code inputRun} ({@link Oracle#calibrate}). */
    void calibrate(Duration inputRun) {
        oracle.calibrate(inputRun);
    }

    /** Logs every query from now on in {@code trace} (null: none). */
    void trace(QueryTrace trace) {
        this.trace = trace;
    }

    /** {@link #run}, for a pool's thread: an interrupted query counts as not interesting. */
    Outcome runUnchecked(String text, CancelSignal signal) {
        return runUnchecked(text, signal, null);
    }

    Outcome runUnchecked(String text, CancelSignal signal, String pass) {
        try {
            return run(text, signal, pass);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Outcome.of(false);
        }
    }

    /**
     * Whether the query ran into a time limit: Pare's own, or the oracle's (a script that runs the
     * program under {@code timeout 10} answers "not interesting" after 10 s when its run limit is
     * a little below Pare's: csmith12 then took 511 s instead of 405). A failure that took half the
     * query timeout or more counts, where ordinary queries take a tenth of it or less.
     */
    boolean ranOut(Outcome o) {
        if (o.verdict() == Verdict.TIMEOUT) return true;
        Duration limit = oracle.timeout();
        return limit != null && o.elapsed().multipliedBy(2).compareTo(limit) >= 0;
    }

    /** Stops the queries running and every later one. */
    void cancel() {
        cancelled.set(true);
        for (CancelSignal s : active) s.cancel();
    }

    boolean isCancelled() {
        return cancelled.get();
    }
}
