package io.pare.reduction.ppr;

import java.nio.charset.Charset;
import java.time.Duration;

import io.pare.oracle.Oracle;
import io.pare.parse.Language;

/**
 * Everything a pairwise reduction needs.
 *
 * @param maxTime       stop after this long and keep the best pair so far; null for no limit
 * @param maxIterations cap on the TD → LD → CO loop (0: until the fixpoint)
 * @param minCommonShare refuse pairs whose common tokens are a smaller share of the larger program
 */
public record PairRequest(Input seed, Input variant, Language language, int jobs, Duration maxTime,
        int maxIterations, double minCommonShare, Reducers reducers) {

    /** One side: its file name (the oracle sees candidates under it), text, charset and property. */
    public record Input(String fileName, String text, Charset charset, Oracle oracle) {
    }

    /** Which of the three reducers run (all by default; tests switch them one at a time). */
    public record Reducers(boolean minTdiff, boolean minLdiff, boolean minCommonality) {
        public static final Reducers ALL = new Reducers(true, true, true);
        /** The difference alone: the critical edits, with the shared code left as it is. */
        public static final Reducers EDITS_ONLY = new Reducers(true, true, false);
    }

    public static final double DEFAULT_MIN_COMMON_SHARE = 0.10;
    public static final int DEFAULT_MAX_ITERATIONS = 50;

    public PairRequest(Input seed, Input variant, Language language, int jobs, Duration maxTime) {
        this(seed, variant, language, jobs, maxTime, DEFAULT_MAX_ITERATIONS, DEFAULT_MIN_COMMON_SHARE, Reducers.ALL);
    }
}
