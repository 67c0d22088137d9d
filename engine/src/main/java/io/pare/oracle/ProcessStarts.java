package io.pare.oracle;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

/**
 * Starts oracle processes, retrying a start that fails with a short backoff. A loaded machine runs
 * out of process slots or file descriptors for a moment (fork's EAGAIN, EMFILE), and one such moment
 * used to end a long run; only a failure that lasts through every retry is the oracle's error. The
 * query's folder is prepared under the same retries ({@link #retrying}): writing the candidate
 * needs file descriptors too, and a work folder that is full for a moment (another query's big
 * file not yet removed) frees up as well.
 */
final class ProcessStarts {
    /** Starts one process; the seam tests use to make starts fail. */
    @FunctionalInterface
    interface Starter {
        Process start(ProcessBuilder pb) throws IOException;
    }

    /** About 6 s in all: long enough for a burst of forks to pass, short enough not to hide a real failure. */
    static final List<Duration> BACKOFF = List.of(Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(400),
            Duration.ofMillis(800), Duration.ofMillis(1600), Duration.ofMillis(3200));

    private final Starter starter;
    private final List<Duration> backoff;

    ProcessStarts(Starter starter, List<Duration> backoff) {
        this.starter = starter;
        this.backoff = List.copyOf(backoff);
    }

    static ProcessStarts standard() {
        return new ProcessStarts(ProcessBuilder::start, BACKOFF);
    }

    /** One step that may fail for a moment; it must leave nothing behind when it fails. */
    @FunctionalInterface
    interface Step<T> {
        T run() throws IOException;
    }

    /** The started process; the last failure, with how many starts were tried, when none succeeded. */
    Process start(ProcessBuilder pb) throws IOException, InterruptedException {
        return retrying(() -> starter.start(pb));
    }

    /** What {@code step} gives, tried again after each backoff; its last failure, saying how often it was tried. */
    <T> T retrying(Step<T> step) throws IOException, InterruptedException {
        IOException last = null;
        for (int attempt = 0; attempt <= backoff.size(); attempt++) {
            if (attempt > 0) Thread.sleep(backoff.get(attempt - 1).toMillis());
            try {
                return step.run();
            } catch (IOException e) {
                last = e;
            }
        }
        throw new IOException(last.getMessage() + " (tried " + (backoff.size() + 1) + " times)", last);
    }
}
