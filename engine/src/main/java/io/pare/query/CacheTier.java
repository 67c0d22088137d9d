package io.pare.query;

/** Where a candidate's failure was found without asking the oracle. */
enum CacheTier {
    /** A deletion the relaxed-complement cache knows ({@link RccCache}). */
    RCC,
    /** A text that failed before ({@link HashCache}). */
    HASH,
    /** A program that was the best once ({@link FailureCache}'s history). */
    HISTORY,
    /** A deletion that ran into the time limit ({@link HangMemory}). */
    HANG
}
