package io.pare.reduction.ppr;

import io.pare.oracle.Outcome;

/** The pair cannot be reduced as given: a property fails on its original, a file does not parse, or the two share too little. */
public final class PairInputException extends Exception {
    private final Outcome outcome;

    public PairInputException(String message, Outcome outcome) {
        super(message);
        this.outcome = outcome;
    }

    /** The failing oracle's outcome, or null when no oracle was involved. */
    public Outcome outcome() {
        return outcome;
    }
}
