package io.pare.query;

/**
 * Figures of one pass, summed over all its runs: oracle queries, cache hits by tier, accepted
 * candidates, wall time, and time in the oracle (more than the wall time with several jobs).
 */
public record PassStats(long queries, long rccHits, long hashHits, long historyHits, long hangHits, long accepted,
        long nanos, long oracleNanos) {
    public double seconds() {
        return nanos / 1e9;
    }
}
