package io.pare.query;

/**
 * Counts of one reduction's queries, as of one moment. {@code loopSkips}: candidates not asked
 * because they may leave a loop without its end and such candidates had run into the timeout
 * ({@link io.pare.reduction.hang.HangGate}).
 */
public record QueryStats(long queries, long cacheHits, long rccHits, long hashHits, long historyHits, long hangHits,
        long timeouts,
        long speculativeWasted, long cacheBytes, long peakCacheBytes, int rccEntries, int hashEntries,
        long rccEvicted, double oracleSeconds, long loopSkips) {

    /** Figures of a reduction that skipped no candidate for its loops. */
    public QueryStats(long queries, long cacheHits, long rccHits, long hashHits, long historyHits, long hangHits, long timeouts,
            long speculativeWasted, long cacheBytes, long peakCacheBytes, int rccEntries, int hashEntries, long rccEvicted,
            double oracleSeconds) {
        this(queries, cacheHits, rccHits, hashHits, historyHits, hangHits, timeouts, speculativeWasted, cacheBytes, peakCacheBytes,
                rccEntries, hashEntries, rccEvicted, oracleSeconds, 0);
    }

    /** Share of candidates the cache answered (hits over hits plus real queries). */
    public double avoidedShare() {
        long all = queries + cacheHits;
        return all == 0 ? 0 : (double) cacheHits / all;
    }

    /** The oracle's seconds per query so far (0 before the first). */
    public double secondsPerQuery() {
        return queries == 0 ? 0 : oracleSeconds / queries;
    }

    /** No queries yet. */
    public static final QueryStats NONE = new QueryStats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /**
     * The figures of two reductions run one after the other (the files of a multi-file input):
     * counts add up; cache sizes are those of the larger, since each file's cache is dropped
     * before the next begins.
     */
    public QueryStats then(QueryStats next) {
        return new QueryStats(queries + next.queries, cacheHits + next.cacheHits, rccHits + next.rccHits,
                hashHits + next.hashHits, historyHits + next.historyHits, hangHits + next.hangHits, timeouts + next.timeouts,
                speculativeWasted + next.speculativeWasted, next.cacheBytes, Math.max(peakCacheBytes, next.peakCacheBytes),
                next.rccEntries, next.hashEntries, rccEvicted + next.rccEvicted, oracleSeconds + next.oracleSeconds,
                loopSkips + next.loopSkips);
    }
}
