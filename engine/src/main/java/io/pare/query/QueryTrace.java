package io.pare.query;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import com.google.gson.JsonObject;

import io.pare.files.Sha256;
import io.pare.oracle.Outcome;

/**
 * The {@code --trace} file: one JSON object per line for every oracle run, written as the run
 * ends. The per-pass totals of {@code --stats-json} say which pass cost the most; this says which
 * queries: the ones that ran into the timeout, the speculative ones stopped because their answer
 * was no longer needed, a pass asking the same text again. Each line is flushed, so a run that is
 * killed keeps every line up to its last query, and {@code tail -f} follows a run in progress.
 *
 * <p>A write that fails (a full disk) does not stop the reduction: the trace stops, and
 * {@link #problem} says why.
 */
public final class QueryTrace implements AutoCloseable {
    private final Path file;
    private final BufferedWriter out;
    private final long origin = System.nanoTime();
    private IOException failure;
    private long lines;
    private boolean closed;

    private QueryTrace(Path file, BufferedWriter out) {
        this.file = file;
        this.out = out;
    }

    /** A new trace in {@code file}, replacing what it held. */
    public static QueryTrace open(Path file) throws IOException {
        return new QueryTrace(file, Files.newBufferedWriter(file, StandardCharsets.UTF_8));
    }

    /**
     * One oracle run about {@code text} (of the file {@code fileName}), asked for {@code pass} at
     * {@code startNanos} ({@link System#nanoTime}); {@code stopped}: Pare stopped it or no longer
     * needed its answer.
     */
    public synchronized void query(String fileName, String pass, long startNanos, Outcome o, String text, Charset charset,
            boolean stopped) {
        // after close: a stopped query that ended once the run had returned
        if (failure != null || closed) return;
        byte[] bytes = text.getBytes(charset);
        JsonObject line = new JsonObject();
        line.addProperty("start", seconds(startNanos - origin));
        line.addProperty("seconds", seconds(o.elapsed().toNanos()));
        line.addProperty("file", fileName);
        line.addProperty("pass", pass);
        line.addProperty("verdict", o.verdict().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        line.addProperty("bytes", bytes.length);
        line.addProperty("sha256", Sha256.hex(bytes)); // of the bytes the oracle read: sha256sum of a kept candidate matches
        line.addProperty("stopped", stopped);
        try {
            out.write(line.toString());
            out.newLine();
            out.flush();
            lines++;
        } catch (IOException e) {
            failure = e;
        }
    }

    private static double seconds(long nanos) {
        return Math.round(nanos / 1e6) / 1e3;
    }

    /** Why the trace is incomplete, or null when every query got its line. */
    public synchronized String problem() {
        return failure == null ? null : "the trace " + file + " stopped after " + lines + " lines: " + failure.getMessage();
    }

    @Override
    public synchronized void close() {
        closed = true;
        try {
            out.close();
        } catch (IOException e) {
            if (failure == null) failure = e;
        }
    }
}
