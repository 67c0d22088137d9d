package io.pare.query;

import java.util.Arrays;

/** A variant encoded as runs of positions in the cache's base (RCC, TOSEM'23 §4.3.2). */
record IntervalKey(int[] intervals, int tokenCount, long generation, int hash) {
    IntervalKey(int[] intervals, int tokenCount, long generation) {
        this(intervals, tokenCount, generation, Arrays.hashCode(intervals));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntervalKey k && k.hash == hash && Arrays.equals(k.intervals, intervals);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** Estimated heap bytes: int[] header and payload, the key object, and the hash-set node. */
    long bytes() {
        return align8(16 + 4L * intervals.length) + 32 + 48;
    }

    static long align8(long n) {
        return (n + 7) & ~7L;
    }
}
