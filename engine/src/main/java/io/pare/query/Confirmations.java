package io.pare.query;

/**
 * When an "interesting" answer is asked once more before a reducer may build on it. A flaky
 * oracle (a test that races, a machine under load) says "interesting" now and then for a
 * candidate that lost the bug; a reducer that builds on that answer ends with a program that no
 * longer shows it. Every {@value #SAMPLE_EVERY}th acceptance is confirmed, which costs well under
 * 1% of the queries with a sound oracle; from the first time the oracle contradicts itself, every
 * acceptance is. The schedule counts acceptances, so it is the same at any job count.
 */
final class Confirmations {
    static final int SAMPLE_EVERY = 16;

    private long acceptances;
    private long asked;
    private long disagreements;
    private boolean all;

    /** Whether the acceptance about to happen is asked again first. */
    synchronized boolean due() {
        acceptances++;
        return all || acceptances % SAMPLE_EVERY == 0;
    }

    /** Whether the next acceptance will be asked again, without counting it. */
    synchronized boolean nextDue() {
        return all || (acceptances + 1) % SAMPLE_EVERY == 0;
    }

    /** The oracle contradicted itself elsewhere: confirm every acceptance from now on. */
    synchronized void confirmAll() {
        all = true;
    }

    synchronized void record(boolean heldUp) {
        asked++;
        if (!heldUp) {
            disagreements++;
            all = true;
        }
    }

    /** Answers "interesting" that did not hold up when asked again. */
    synchronized long disagreements() {
        return disagreements;
    }

    /** Acceptances asked again. */
    synchronized long asked() {
        return asked;
    }
}
