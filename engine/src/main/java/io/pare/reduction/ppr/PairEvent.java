package io.pare.reduction.ppr;

import io.pare.query.QueryStats;

/** What a pairwise reduction tells its listeners: the pass running, sizes and queries. */
public sealed interface PairEvent {
    /** Both properties hold on the originals; reduction begins. */
    record Started(String language, Sizes sizes, double seedSeconds, double variantSeconds) implements PairEvent {
    }

    /** A reducer ({@code MinTdiff}, {@code MinLdiff}, {@code MinCommonality}) begins, in iteration {@code iteration}. */
    record PassStarted(String pass, int iteration, Sizes sizes) implements PairEvent {
    }

    /** A smaller pair was accepted; both properties hold on it, and it is the new best. */
    record Improved(String pass, Sizes sizes, long queries, QueryStats stats, String seedText, String variantText)
            implements PairEvent {
    }

    /** A query finished (from query threads; listeners throttle). */
    record QueryDone(long queries, long cacheHits) implements PairEvent {
    }

    /** An iteration of the loop ended. */
    record IterationDone(int iteration, Sizes sizes, long queries, double seconds) implements PairEvent {
    }

    record Warning(String message) implements PairEvent {
    }

    /** Token counts: seed, variant, and the difference (operations of the token alignment). */
    record Sizes(int seed, int variant, int diff) {
        @Override
        public String toString() {
            return "seed " + seed + " / variant " + variant + " tokens, diff " + diff;
        }
    }
}
