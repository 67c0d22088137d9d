package io.pare.server.oracle;

/** The oracle setting cannot be used; the message says why, for the user. */
public final class OracleProblem extends Exception {
    public OracleProblem(String message) {
        super(message);
    }
}
