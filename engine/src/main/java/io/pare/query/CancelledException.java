package io.pare.query;

/** The reduction was cancelled (by the user or the time budget); the best program so far stands. */
public final class CancelledException extends Exception {
    public CancelledException() {
        super("cancelled");
    }
}
