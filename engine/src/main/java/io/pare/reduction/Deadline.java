package io.pare.reduction;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A run's {@code --max-seconds} budget, counted from when the deadline is made; no budget means
 * no limit. A run either asks for a stop action when the budget is spent ({@link #onExpiry}), or
 * hands what is {@link #left} to the runs it starts.
 */
public final class Deadline implements AutoCloseable {
    private static final long NEVER = Long.MAX_VALUE;

    private final long end;
    private final AtomicBoolean fired = new AtomicBoolean();
    private ScheduledExecutorService timer;

    private Deadline(long end) {
        this.end = end;
    }

    /** The deadline {@code budget} from now (none when {@code budget} is null). */
    public static Deadline after(Duration budget) {
        return new Deadline(budget == null ? NEVER : System.nanoTime() + budget.toNanos());
    }

    /** Runs {@code stop} once the budget is spent, on a daemon thread so that it never keeps the JVM alive. */
    public Deadline onExpiry(Runnable stop) {
        if (end == NEVER || timer != null) return this;
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "pare-deadline");
            t.setDaemon(true);
            return t;
        });
        timer.schedule(() -> {
            fired.set(true);
            stop.run();
        }, end - System.nanoTime(), TimeUnit.NANOSECONDS);
        return this;
    }

    /** Whether the stop action ran: the run ended because its time was up, not because it was cancelled. */
    public boolean fired() {
        return fired.get();
    }

    /** The time left (zero once spent), or null when there is no limit. */
    public Duration left() {
        if (end == NEVER) return null;
        return Duration.ofNanos(Math.max(0, end - System.nanoTime()));
    }

    /** Whether the budget is spent. */
    public boolean spent() {
        return end != NEVER && System.nanoTime() >= end;
    }

    @Override
    public void close() {
        if (timer != null) timer.shutdownNow();
    }
}
