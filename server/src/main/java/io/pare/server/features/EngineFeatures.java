package io.pare.server.features;

import java.util.Optional;

/**
 * The engine features the server drives besides Reduce. Canonicalize tokens (T-Rec) and Pairwise
 * diff (PPR) are not in the engine yet: {@link #available()} has neither, and the actions answer
 * that they are not available. When one lands, its implementation is returned here — the one place
 * to plug it in; the actions already resolve the document, oracle and seed, report progress and
 * publish the highlights an outcome carries.
 */
public interface EngineFeatures {
    Optional<Canonicalizer> canonicalizer();

    Optional<PairwiseDiffer> pairwiseDiffer();

    /** What this build of the engine offers. */
    static EngineFeatures available() {
        return new EngineFeatures() {
            @Override
            public Optional<Canonicalizer> canonicalizer() {
                return Optional.empty();
            }

            @Override
            public Optional<PairwiseDiffer> pairwiseDiffer() {
                return Optional.empty();
            }
        };
    }
}
