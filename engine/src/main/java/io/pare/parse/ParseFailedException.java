package io.pare.parse;

/** The grammar rejected the input; callers fall back to the grammar-free reducer. */
public final class ParseFailedException extends Exception {
    private final SyntaxError error;

    public ParseFailedException(SyntaxError error) {
        super(error.toString());
        this.error = error;
    }

    public SyntaxError error() {
        return error;
    }
}
