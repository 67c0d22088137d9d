package io.pare.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * What Ctrl-C does while a command runs: cancel the run, give it a moment to finish (its best
 * result is already on disk), then kill the oracles still running. The JVM then exits with 130.
 */
final class InterruptGuard implements AutoCloseable {
    private final CountDownLatch done = new CountDownLatch(1);
    private final Thread hook;

    private InterruptGuard(Runnable cancel, AutoCloseable... oracles) {
        hook = new Thread(() -> {
            cancel.run();
            try {
                done.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            for (AutoCloseable o : oracles) {
                try {
                    o.close();
                } catch (Exception e) {
                    // exiting anyway; nothing more to do for this oracle
                }
            }
        }, "pare-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    static InterruptGuard install(Runnable cancel, AutoCloseable... oracles) {
        return new InterruptGuard(cancel, oracles);
    }

    /** The run is over: the hook no longer needs to wait, and is removed unless it is already running. */
    @Override
    public void close() {
        done.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: the JVM exits with 130 after it
        }
    }
}
