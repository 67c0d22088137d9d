package io.pare.reduction.ppr;

import io.pare.oracle.Outcome;

/** The pair cannot be reduced as given: a property fails on its original, a file does not parse, or the two share too little. */
public final class PairInputException extends Exception {
    /** Whose property failed on its original. */
    public enum Property { SEED, VARIANT }

    private final Outcome outcome;
    private final Property property;

    /** The pair cannot be reduced for a reason no oracle gave (parsing, alignment). */
    public PairInputException(String message) {
        this(message, null, null);
    }

    /** A property fails on its original: {@code outcome} is what its oracle answered. */
    public PairInputException(String message, Outcome outcome, Property property) {
        super(message);
        this.outcome = outcome;
        this.property = property;
    }

    /** Whose property failed, or null when no oracle was involved. */
    public Property property() {
        return property;
    }

    /** The failing oracle's outcome, or null when no oracle was involved. */
    public Outcome outcome() {
        return outcome;
    }
}
