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

    /**
     * The check of the input took {@code inputRun}: an oracle whose limit scales with the input's
     * own time sets it now. Called once, by whoever checks the input, because the first query to
     * finish need not be that check: candidates may be asked beside it.
     */
    default void calibrate(java.time.Duration inputRun) {
    }

    /**
     * {@code inner} asked about each candidate as {@code adapt} makes it (other files beside it,
     * say), with inner's limit and calibration.
     */
    static Oracle adapting(Oracle inner, java.util.function.UnaryOperator<Candidate> adapt) {
        return new Oracle() {
            @Override
            public Outcome test(Candidate candidate, CancelSignal cancel) throws InterruptedException {
                return inner.test(adapt.apply(candidate), cancel);
            }

            @Override
            public java.time.Duration timeout() {
                return inner.timeout();
            }

            @Override
            public void calibrate(java.time.Duration inputRun) {
                inner.calibrate(inputRun);
            }
        };
    }
}
