package io.pare.parse;

/** Where and why a grammar could not parse a file. */
public record SyntaxError(String file, int line, int column, String offendingToken, String message) {
    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + message
                + (offendingToken == null ? "" : " at '" + offendingToken + "'");
    }
}
