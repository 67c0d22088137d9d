package io.pare.parse;

import java.nio.charset.Charset;
import java.util.function.IntUnaryOperator;

import io.pare.program.Program;

/** Turns text into a {@link Program}: with a grammar, or with the grammar-free fallback. */
public interface Language {
    String name();

    /** Number of non-hidden tokens of the text by this language's lexer (how results are measured). */
    int countTokens(String text);

    /** Whether every text parses (no syntax beyond tokens), so that no candidate needs a parse check. */
    default boolean readsAnyText() {
        return false;
    }

    /**
     * @param origin maps an offset in {@code text} to the offset in the user's original input
     *               (identity for the original itself)
     */
    Program parse(String fileName, String text, Charset charset, IntUnaryOperator origin) throws ParseFailedException;

    /** Whether {@link #parse} would succeed on the text; a language may answer without building the program. */
    default boolean accepts(String text) {
        try {
            parse("candidate", text, java.nio.charset.StandardCharsets.UTF_8, x -> x);
            return true;
        } catch (ParseFailedException | RuntimeException e) {
            return false;
        }
    }
}
