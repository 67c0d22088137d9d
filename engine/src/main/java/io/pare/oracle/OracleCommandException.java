package io.pare.oracle;

/** An oracle as the user gave it cannot be run; the message says why, for the user. */
public final class OracleCommandException extends Exception {
    public OracleCommandException(String message) {
        super(message);
    }
}
