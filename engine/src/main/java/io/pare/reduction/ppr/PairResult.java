package io.pare.reduction.ppr;

import java.util.List;

import io.pare.event.PairSizes;
import io.pare.query.QueryStats;

/**
 * The outcome of a pairwise reduction: the best pair found (both properties hold on it), the
 * edits that remain between them, and the run's figures.
 */
public record PairResult(String seedText, String variantText, List<CriticalEdit> edits, String language,
        PairSizes before, PairSizes after, QueryStats stats, long seedQueries, long variantQueries,
        int iterations, double wallSeconds, int jobs, boolean cancelled, boolean timedOut) {
}
