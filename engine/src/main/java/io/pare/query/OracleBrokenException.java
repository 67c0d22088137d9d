package io.pare.query;

import io.pare.oracle.Outcome;

/** The oracle could not be run at all; reducing further would only repeat the failure. */
public final class OracleBrokenException extends RuntimeException {
    private final Outcome outcome;

    public OracleBrokenException(Outcome outcome) {
        super(outcome.outputTail());
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }
}
