package io.pare.server.run;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import java.util.ArrayList;
import java.util.List;

import io.pare.oracle.ScriptOracle;
import io.pare.server.features.Cancellable;

/**
 * One running action on one document. A cancel may arrive before the engine run exists (while
 * settings are read or the oracle resolved): it is remembered and applied when the run attaches.
 */
public final class ActiveRun implements Cancellable {
    private final String uri;
    private final String action;
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile boolean cancelRequested;
    private volatile String progressToken;
    private final List<Runnable> cancellers = new ArrayList<>();
    private final List<ScriptOracle> oracles = new ArrayList<>();

    ActiveRun(String uri, String action) {
        this.uri = uri;
        this.action = action;
    }

    public String uri() {
        return uri;
    }

    public String action() {
        return action;
    }

    public String progressToken() {
        return progressToken;
    }

    void progressToken(String token) {
        this.progressToken = token;
    }

    /** An oracle this run uses (a pairwise diff has two), so a server shutdown can kill its processes. */
    public synchronized void attachOracle(ScriptOracle oracle) {
        if (oracle != null) oracles.add(oracle);
    }

    /** Runs {@code action} on cancel (the engine run's cancel); at once if a cancel came first. */
    @Override
    public synchronized void onCancel(Runnable action) {
        cancellers.add(action);
        if (cancelRequested) action.run();
    }

    /** Stops the run; the engine then returns the best result so far. */
    public synchronized void cancel() {
        cancelRequested = true;
        for (Runnable r : cancellers) r.run();
    }

    public boolean cancelRequested() {
        return cancelRequested;
    }

    /** Kills the oracle's running processes (server shutdown). */
    public void killOracle() {
        List<ScriptOracle> os;
        synchronized (this) {
            os = List.copyOf(oracles);
        }
        for (ScriptOracle o : os) Oracles.closeQuietly(o);
    }

    void markDone() {
        done.countDown();
    }

    public boolean awaitDone(Duration d) throws InterruptedException {
        return done.await(d.toMillis(), TimeUnit.MILLISECONDS);
    }
}
