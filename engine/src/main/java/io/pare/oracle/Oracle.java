package io.pare.oracle;

/**
 * The interestingness test. Implementations must be safe to call from several threads at once.
 * The engine's seam to the outside world: {@link ScriptOracle} runs a user's script, tests use lambdas.
 */
@FunctionalInterface
public interface Oracle {
    /**
     * @param candidate the program text to test (bytes are produced with the program's charset)
     * @param cancel    set when the answer is no longer needed; the oracle should stop early
     */
    Outcome test(Candidate candidate, CancelSignal cancel) throws InterruptedException;

    /** The limit a query runs under, or null when there is none (or it is not known). */
    default java.time.Duration timeout() {
        return null;
    }
}
