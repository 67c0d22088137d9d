package io.pare.grammars;

/** A grammar that cannot be loaded: its text does not parse, or ANTLR reports errors in it. */
public final class GrammarException extends RuntimeException {
    public GrammarException(String message) {
        super(message);
    }
}
