package io.pare.server.features;

import java.util.List;

import io.pare.event.ReductionListener;
import io.pare.oracle.Oracle;
import io.pare.parse.Language;

/** Pairwise program reduction (PPR) as the server calls it. */
public interface PairwiseDiffer {
    Outcome diff(String fileName, String seedText, String variantText, Language language, Oracle seedOracle,
            Oracle variantOracle, int jobs, ReductionListener listener, Cancellable cancel) throws Exception;

    /** The reduced pair and its critical edits, located in the original (unreduced) seed and variant. */
    record Outcome(String seedText, String variantText, List<CriticalEdit> edits, boolean cancelled) {
    }

    /**
     * @param kind         {@code inserted}, {@code deleted} or {@code replaced} (seen from the seed)
     * @param seedStart    offsets in the original seed ({@code seedStart == seedEnd} for an insertion)
     * @param variantStart offsets in the original variant ({@code variantStart == variantEnd} for a deletion)
     */
    record CriticalEdit(String kind, int seedStart, int seedEnd, int variantStart, int variantEnd, String seedText,
            String variantText) {
    }
}
