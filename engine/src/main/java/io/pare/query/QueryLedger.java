package io.pare.query;

import java.util.LinkedHashMap;
import java.util.Map;

import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;

/**
 * Counts a reduction's queries, cache hits and accepted candidates, in total and per pass (the
 * pass named last), and times the passes. The only mutable figures: everyone else reads
 * {@link QueryStats} and {@link PassStats} snapshots.
 */
final class QueryLedger {
    /** The running counts of one pass, or of the whole reduction. */
    private static final class Tally {
        long queries;
        long rccHits;
        long hashHits;
        long historyHits;
        long hangHits;
        long accepted;
        long decided;
        long nanos;
        long oracleNanos;

        void hit(CacheTier tier) {
            switch (tier) {
                case RCC -> rccHits++;
                case HASH -> hashHits++;
                case HISTORY -> historyHits++;
                case HANG -> hangHits++;
            }
        }

        void query(Outcome o) {
            queries++;
            oracleNanos += o.elapsed().toNanos();
        }

        long hits() {
            return rccHits + hashHits + historyHits + hangHits;
        }

        PassStats snapshot() {
            return new PassStats(queries, rccHits, hashHits, historyHits, hangHits, accepted, nanos, oracleNanos);
        }
    }

    private final Tally total = new Tally();
    private long timeouts;
    private long wasted;
    private long loopSkips;
    private long decided;
    private String pass = "";
    private long passSince = System.nanoTime();
    private final Map<String, Tally> passes = new LinkedHashMap<>();

    /** Names the pass now running; the time since the last call goes to the one before. */
    synchronized void setPass(String name) {
        long now = System.nanoTime();
        tally(pass).nanos += now - passSince;
        passSince = now;
        pass = name == null ? "" : name;
    }

    /** The pass running now ("" before the first). */
    synchronized String pass() {
        return pass;
    }

    private Tally tally(String name) {
        return passes.computeIfAbsent(name, k -> new Tally());
    }

    /** An answer from the oracle, counted for {@code forPass} (null: the pass running now). */
    synchronized void query(Outcome o, String forPass) {
        total.query(o);
        tally(forPass != null ? forPass : pass).query(o);
        if (o.verdict() == Verdict.TIMEOUT) timeouts++;
    }

    synchronized void hit(CacheTier tier) {
        total.hit(tier);
        tally(pass).hit(tier);
    }

    synchronized void accepted() {
        tally(pass).accepted++;
    }

    /** A candidate's answer was taken, in the order the reducer proposed it. */
    synchronized void decided() {
        decided++;
        tally(pass).decided++;
    }

    /**
     * The running pass's share of accepted candidates among those decided, drawn towards a third
     * while it has decided few (a prior, so that its first answers do not swing it to 0 or 1).
     */
    synchronized double acceptanceRate() {
        Tally t = tally(pass);
        return (t.accepted + 1.0) / (t.decided + 3.0);
    }

    synchronized long decidedCount() {
        return decided;
    }

    /** A candidate skipped for its loops, without a query. */
    synchronized void loopSkipped() {
        loopSkips++;
    }

    /** A speculative query stopped because the answer lay before it. */
    synchronized void wasted() {
        wasted++;
    }

    /** The figures per pass so far, in the order the passes first ran (the running pass's time included). */
    synchronized Map<String, PassStats> passes() {
        setPass(pass);
        Map<String, PassStats> out = new LinkedHashMap<>();
        passes.forEach((name, t) -> {
            if (name.isEmpty() && t.queries == 0) return;
            out.put(name, t.snapshot());
        });
        return out;
    }

    synchronized QueryStats stats(FailureCache.Figures cache) {
        return new QueryStats(total.queries, total.hits(), total.rccHits, total.hashHits, total.historyHits,
                total.hangHits, timeouts, wasted, cache.bytes(), cache.peakBytes(), cache.rccEntries(),
                cache.hashEntries(), cache.rccEvicted(), total.oracleNanos / 1e9, loopSkips);
    }
}
