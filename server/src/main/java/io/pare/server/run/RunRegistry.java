package io.pare.server.run;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The running actions: at most one per document; found by document or by progress token. */
public final class RunRegistry {
    private final Map<String, ActiveRun> byUri = new ConcurrentHashMap<>();
    private final Map<String, ActiveRun> byToken = new ConcurrentHashMap<>();
    private volatile boolean closed;

    /** Registers a run on {@code uri}, or returns empty when one is already running there (or the server stops). */
    public Optional<ActiveRun> tryStart(String uri, String action) {
        if (closed) return Optional.empty();
        ActiveRun run = new ActiveRun(uri, action);
        return byUri.putIfAbsent(uri, run) == null ? Optional.of(run) : Optional.empty();
    }

    public void bindToken(ActiveRun run, String token) {
        run.progressToken(token);
        byToken.put(token, run);
    }

    public void finished(ActiveRun run) {
        byUri.remove(run.uri(), run);
        if (run.progressToken() != null) byToken.remove(run.progressToken(), run);
        run.markDone();
    }

    public Optional<ActiveRun> byUri(String uri) {
        return Optional.ofNullable(byUri.get(uri));
    }

    public Optional<ActiveRun> byToken(String token) {
        return Optional.ofNullable(byToken.get(token));
    }

    public boolean isClosed() {
        return closed;
    }

    /**
     * Refuses new runs, cancels the running ones, waits up to {@code grace} for them to stop, then
     * kills whatever oracle processes are left.
     */
    public void shutdown(Duration grace) {
        closed = true;
        List<ActiveRun> runs = List.copyOf(byUri.values());
        runs.forEach(ActiveRun::cancel);
        long deadline = System.nanoTime() + grace.toNanos();
        for (ActiveRun r : runs) {
            try {
                r.awaitDone(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        runs.forEach(ActiveRun::killOracle);
    }
}
