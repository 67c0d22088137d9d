package io.pare.query;

/**
 * A candidate as the cache and the oracle see it: the exact text, and, for deletion variants,
 * its lexeme ids (interned token texts), which the RCC tier encodes against the best program,
 * and which of the input's tokens it deletes ({@code deletion}, a hash of their places and
 * texts; 0 when it is no plain deletion), which outlives changes elsewhere in the program.
 * {@code byText}: the text is not what its tokens print as (a text pass changed a comment or the
 * layout), so it is cached by its text alone, never as the deletion its tokens spell.
 */
public record Variant(String text, int[] lexemes, long deletion, boolean byText) {
    public Variant(String text, int[] lexemes, long deletion) {
        this(text, lexemes, deletion, false);
    }

    public Variant(String text, int[] lexemes) {
        this(text, lexemes, 0);
    }
}
