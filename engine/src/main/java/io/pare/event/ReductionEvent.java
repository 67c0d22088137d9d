package io.pare.event;

import io.pare.query.QueryStats;

/**
 * What a run tells its listeners (the command line's progress, the language server): a reduction
 * of one file or of a set, a canonicalization, or a pairwise reduction (the {@code Pair...} events
 * and {@link IterationDone}; a pair's progress is counted in both sides' tokens).
 */
public sealed interface ReductionEvent {
    /** The original input passed the oracle; reduction begins. */
    record Started(String language, int tokens, int bytes, double originalSeconds) implements ReductionEvent {
    }

    /** A multi-file reduction turns to one of its files ({@code index} counts from 1). */
    record FileStarted(String path, int index, int files, int round) implements ReductionEvent {
    }

    /**
     * A pass (a reducer of the pipeline, or a stage of the fallback) begins a round; round 0 is a
     * pass run inside another pass's round (see {@link io.pare.reduction.Interlude}).
     */
    record PassStarted(String pass, int round, int tokens) implements ReductionEvent {
    }

    /** A smaller program was accepted; {@code text} is the new best. */
    record Improved(String pass, int tokens, int bytes, String text, QueryStats stats) implements ReductionEvent {
    }

    /** A query finished (called from query threads; listeners throttle). */
    record QueryDone(int tokens, QueryStats stats) implements ReductionEvent {
    }

    /** Something the user should know that does not stop the reduction (e.g. a parse fallback). */
    record Warning(String message) implements ReductionEvent {
    }

    /** Both properties hold on the seed and the variant; pairwise reduction begins. */
    record PairStarted(String language, PairSizes sizes, double seedSeconds, double variantSeconds) implements ReductionEvent {
    }

    /** A pairwise reducer ({@code MinTdiff}, {@code MinLdiff}, {@code MinCommonality}) begins, in iteration {@code iteration}. */
    record PairPassStarted(String pass, int iteration, PairSizes sizes) implements ReductionEvent {
    }

    /** A smaller pair was accepted; both properties hold on it, and it is the new best. */
    record PairImproved(String pass, PairSizes sizes, QueryStats stats, String seedText, String variantText)
            implements ReductionEvent {
    }

    /** An iteration of the pairwise loop ended. */
    record IterationDone(int iteration, PairSizes sizes, long queries, double seconds) implements ReductionEvent {
    }
}
