package io.pare.reduction;

import io.pare.oracle.Outcome;

/** The oracle does not accept the unmodified input, so there is nothing to preserve while reducing. */
public final class OriginalNotInterestingException extends Exception {
    private final Outcome outcome;

    public OriginalNotInterestingException(Outcome outcome) {
        super("the oracle does not accept the original input ("
                + (outcome.exitCode() >= 0 ? "exit status " + outcome.exitCode() : outcome.verdict().toString().toLowerCase())
                + ")");
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }
}
