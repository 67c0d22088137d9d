package io.pare.server.features;

import java.util.Optional;

/**
 * The engine features the server drives besides Reduce: Canonicalize tokens (T-Rec) and Pairwise
 * diff (PPR). {@link #available()} is the one place they are plugged in; an empty one makes its
 * action answer that it is not available (tests use that). The actions resolve the document,
 * oracles and seed, report progress and publish the highlights an outcome carries.
 */
public interface EngineFeatures {
    Optional<Canonicalizer> canonicalizer();

    Optional<PairwiseDiffer> pairwiseDiffer();

    /** What this build of the engine offers. */
    static EngineFeatures available() {
        return new EngineFeatures() {
            @Override
            public Optional<Canonicalizer> canonicalizer() {
                return Optional.of(new EngineCanonicalizer());
            }

            @Override
            public Optional<PairwiseDiffer> pairwiseDiffer() {
                return Optional.of(new EnginePairwiseDiffer());
            }
        };
    }
}
