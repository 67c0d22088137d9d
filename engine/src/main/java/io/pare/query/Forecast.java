package io.pare.query;

/**
 * One pass run ahead of its turn on the best program ({@code base}), as if every pass before it
 * finds nothing there. Its questions go to the oracle only in jobs nothing else wants, the
 * lowest {@code rank} (the pass due first) first; the pass's own run later finds the answers
 * ready. Nothing decides on a forecast's answers but that run's own questions about the same
 * texts, so the result is the same with and without forecasts.
 */
public final class Forecast {
    private final String base;
    private final String pass;
    private final int rank;
    private volatile boolean stopped;
    private volatile boolean reached;
    private long seq;

    public Forecast(String base, String pass, int rank) {
        this.base = base;
        this.pass = pass;
        this.rank = rank;
    }

    public String base() {
        return base;
    }

    public String pass() {
        return pass;
    }

    public int rank() {
        return rank;
    }

    /** Stops the forecast at its next question (the pass's turn came, or the program changed). */
    public void stop() {
        stopped = true;
    }

    public boolean stopped() {
        return stopped;
    }

    /** The forecast met a candidate the oracle accepts: the pass will change the program there. */
    public void reached() {
        reached = true;
    }

    public boolean hasReached() {
        return reached;
    }

    /** The order of this forecast's next question among its own. */
    synchronized long nextSeq() {
        return seq++;
    }
}
