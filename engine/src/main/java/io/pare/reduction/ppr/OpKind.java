package io.pare.reduction.ppr;

/** The kinds of a token alignment's operations (seed to variant). */
public enum OpKind {
    /** A token common to both programs. */
    KEEP,
    /** A seed-only token (the mutation deleted it). */
    DELETE,
    /** A variant-only token (the mutation inserted it). */
    INSERT,
    /** A seed token the mutation replaced by a variant token. */
    REPLACE
}
