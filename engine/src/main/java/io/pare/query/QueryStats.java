package io.pare.query;

/** Counts of one reduction's queries, as of one moment. */
public record QueryStats(long queries, long cacheHits, long rccHits, long hashHits, long historyHits,
        long timeouts,
        long speculativeWasted, long cacheBytes, long peakCacheBytes, int rccEntries, int hashEntries,
        long rccEvicted, double oracleSeconds) {

    /** Share of candidates the cache answered (hits over hits plus real queries). */
    public double avoidedShare() {
        long all = queries + cacheHits;
        return all == 0 ? 0 : (double) cacheHits / all;
    }
}
