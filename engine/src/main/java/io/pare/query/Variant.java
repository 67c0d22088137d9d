package io.pare.query;

/**
 * A candidate as the cache and the oracle see it: the exact text, and, for deletion variants,
 * its lexeme ids (interned token texts), which the RCC tier encodes against the best program,
 * and which of the input's tokens it deletes ({@code deletion}, a hash of their places and
 * texts; 0 when it is no plain deletion), which outlives changes elsewhere in the program.
 */
public record Variant(String text, int[] lexemes, long deletion) {
    public Variant(String text, int[] lexemes) {
        this(text, lexemes, 0);
    }
}
