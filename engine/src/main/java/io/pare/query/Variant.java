package io.pare.query;

/**
 * A candidate as the cache and the oracle see it: the exact text, and, for deletion variants,
 * its lexeme ids (interned token texts), which the RCC tier encodes against the best program.
 */
public record Variant(String text, int[] lexemes) {
}
