package io.pare.files;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Keeps a file at the latest of a stream of contents (the best program so far, so that an
 * interrupted run loses nothing), writing in the background: the reduction does not wait for the
 * disk at every improvement (a few milliseconds each, a tenth of the time between queries when
 * the oracle is fast). Contents offered while a write is under way are coalesced into one write
 * of the newest. {@link #close} waits until the newest is on disk.
 *
 * <p>A write that fails for a moment (no file descriptor left, the disk full until another
 * program's file went) is not the end: the next improvement's write replaces it, and
 * {@link #close} tries the newest content once more. Only a newest content that still cannot be
 * written is a {@link #failure}.
 */
public final class LatestFileWriter implements AutoCloseable {
    private final Path target;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "pare-best-writer");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<byte[]> pending = new AtomicReference<>();
    private final AtomicReference<IOException> failure = new AtomicReference<>();
    /** The newest content offered, when writing it failed; null once a later write succeeded. */
    private final AtomicReference<byte[]> unwritten = new AtomicReference<>();

    public LatestFileWriter(Path target) {
        this.target = target;
    }

    public void offer(byte[] content) {
        if (pending.getAndSet(content) != null) return;
        try {
            writer.execute(this::drain);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            drain();
        }
    }

    private void drain() {
        byte[] content = pending.getAndSet(null);
        if (content == null) return;
        writeNow(content);
    }

    private void writeNow(byte[] content) {
        try {
            AtomicFiles.write(target, content);
            unwritten.set(null);
            failure.set(null);
        } catch (IOException e) {
            unwritten.set(content);
            failure.set(e);
        }
    }

    /** Why the newest content is not on disk, or null when it is. */
    public IOException failure() {
        return failure.get();
    }

    /** Waits for the writes offered so far (an interrupt leaves them to finish on their own). */
    @Override
    public void close() {
        writer.shutdown();
        try {
            if (!writer.awaitTermination(1, TimeUnit.MINUTES)) return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        byte[] last = unwritten.get();
        if (last != null) writeNow(last);
    }
}
