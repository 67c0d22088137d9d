package io.pare.server.run;

import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import io.pare.server.PareLanguageClient;

/**
 * A run's progress, told two ways: work-done progress ({@code $/progress}: a title and a line of
 * text that every client shows) and {@code pare/progress} (the same counts as fields, see
 * {@link RunProgressParams}). Reports go out together, at most one per {@link #INTERVAL_MS} ms,
 * since an engine sends far more events than an editor can draw; the final state always goes out.
 * Thread-safe.
 * <p>
 * The engine reports from its query threads, which it interrupts when it stops; an interrupt in
 * the middle of a write closes an interruptible stream (a pipe) for good, and a client slow to read
 * would hold up the queries. So every message goes out through {@code sender}, one thread in order.
 */
public final class RunProgress {
    public static final long INTERVAL_MS = 200;

    /** How long the end waits for the messages before it to go out, so that they precede the command's answer. */
    static final long FLUSH_SECONDS = 5;

    private final ProgressReporter workDone;
    private final PareLanguageClient client;
    private final Executor sender;
    private final String runId;
    private final String uri;
    private final String command;
    private final LongSupplier nanoClock;
    private long began;
    private long lastReport;
    private RunCounts counts = RunCounts.NONE;
    private boolean begun;
    private boolean ended;
    private boolean finished;

    /** @param nanoClock {@link System#nanoTime} but in tests, which throttle without waiting */
    RunProgress(ProgressReporter workDone, PareLanguageClient client, Executor sender, String uri, String command,
            LongSupplier nanoClock) {
        this.workDone = workDone;
        this.client = client;
        this.sender = sender;
        this.runId = workDone.tokenKey() != null ? workDone.tokenKey() : "pare-run-" + UUID.randomUUID();
        this.uri = uri;
        this.command = command;
        this.nanoClock = nanoClock;
    }

    /** @param sender one thread that sends the messages in order (not one the engine may interrupt) */
    public RunProgress(ProgressReporter workDone, PareLanguageClient client, Executor sender, String uri, String command) {
        this(workDone, client, sender, uri, command, System::nanoTime);
    }

    /** The work-done token as a string (cancel looks runs up by it), or null when the client has no progress. */
    public String workDoneToken() {
        return workDone.tokenKey();
    }

    public synchronized void begin(String title, String message) {
        if (begun) return;
        begun = true;
        began = nanoClock.getAsLong();
        lastReport = began;
        sender.execute(() -> workDone.begin(title, message));
        send(RunProgressParams.RUNNING);
    }

    /** Keeps {@code counts} for the final state; tells the client unless a report went out less than {@link #INTERVAL_MS} ago. */
    public synchronized void report(String message, int percentage, RunCounts counts) {
        this.counts = counts;
        if (!begun || ended) return;
        long now = nanoClock.getAsLong();
        if (now - lastReport < TimeUnit.MILLISECONDS.toNanos(INTERVAL_MS)) return;
        lastReport = now;
        sender.execute(() -> workDone.report(message, percentage));
        send(RunProgressParams.RUNNING);
    }

    /** Ends the work-done progress with its last line; the final state follows with {@link #finish}. */
    public void end(String message) {
        synchronized (this) {
            ended = true;
            sender.execute(() -> workDone.end(message));
        }
        flush();
    }

    /**
     * The result's token counts, for the final state: the engine's reports count in the unit of
     * the pass that made them (a text file's first passes count lines), the result in tokens.
     */
    public synchronized void resultTokens(int tokens, int originalTokens) {
        counts = counts.result(tokens, originalTokens);
    }

    /**
     * The run is over: ends the work-done progress if the action did not (with {@code message}) and
     * sends {@code pare/progress} with the final {@code state} and the last counts. Nothing when the
     * progress never began (the run was refused before it started work).
     */
    public void finish(String state, String message) {
        synchronized (this) {
            if (!begun || finished) return;
            finished = true;
            ended = true;
            sender.execute(() -> workDone.end(message));
            send(state);
        }
        flush();
    }

    /** Called holding the lock, so that the messages queue in the order of the calls. */
    private void send(String state) {
        RunProgressParams p = RunProgressParams.of(runId, uri, command, state, counts,
                (nanoClock.getAsLong() - began) / 1e9);
        sender.execute(() -> client.runProgress(p));
    }

    /** Waits until what was queued so far has gone out (or the client stalls too long). */
    private void flush() {
        try {
            CompletableFuture.runAsync(() -> {
            }, sender).get(FLUSH_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // a stalled client or a stopped server: the messages go out when they can, or not at all
        }
    }
}
