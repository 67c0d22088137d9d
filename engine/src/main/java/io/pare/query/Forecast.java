package io.pare.query;

import io.pare.oracle.Outcome;

/**
 * One pass run ahead of its turn on the best program ({@code base}), as if every pass before it
 * finds nothing there, and as if every question it asks is refused: each of its searches posts
 * its questions and goes on without waiting for the answers, so a pass of many searches (a walk
 * over tokens, a bisection) has all of them asked at once. The questions go to the oracle only in
 * jobs nothing else wants, the lowest {@code rank} (the pass due first) first; the pass's own run
 * later finds the answers ready. An accepted answer ends the forecast (the pass changes the
 * program there; what it posted after that is withdrawn). Nothing decides on a forecast's answers
 * but the pass's own questions about the same texts, so the result is the same with and without.
 */
public final class Forecast {
    /**
     * A query quicker than this on average makes forecasts cost more than they save: proposing a
     * candidate (printing the program, checking its syntax) then costs about what asking does, on
     * the same cores. At 2 jobs and no delay, psabi (0.1 s a query) took 14.8 s with forecasts
     * against 14.0 s without, SMT 5K 26.1 s against 25.2 s; with a 2 s oracle forecasts took psabi
     * at 32 jobs from 94.3 s to 77.8 s.
     */
    public static final double MIN_QUERY_SECONDS = 0.5;

    private final String base;
    private final String pass;
    private final int rank;
    private volatile boolean stopped;
    private volatile boolean reached;
    private long seq;
    /** Questions posted and not yet answered. */
    private int outstanding;

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

    /** The order its next new question will get: every question it posted so far has a lower one. */
    synchronized long peekSeq() {
        return seq;
    }

    /** Whether answers to its questions are still awaited. */
    public synchronized boolean answering() {
        return outstanding > 0;
    }

    synchronized void posted() {
        outstanding++;
    }

    /**
     * One of its questions was answered: yes (or the oracle failed) ends the forecast, as does a
     * question dropped. Returns whether this answer is the first yes.
     */
    synchronized boolean answered(Outcome o, Throwable dropped) {
        outstanding--;
        boolean first = false;
        if (dropped != null) {
            stopped = true;
        } else if (o.interesting() || o.verdict() == io.pare.oracle.Verdict.ERROR) {
            first = !reached;
            reached = true;
        }
        notifyAll();
        return first;
    }

    /** Waits until fewer than {@code limit} questions are unanswered, or the forecast ended. */
    synchronized void awaitFewerThan(int limit) throws InterruptedException {
        while (outstanding >= limit && !stopped && !reached) wait(100);
    }
}
