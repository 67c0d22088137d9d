package io.pare.oracle;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.FileVisitResult;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs the user's interestingness test the way C-Reduce, C-Vise and Perses do: in a fresh
 * temporary folder holding the candidate under the input's file name (and, for a multi-file
 * input, the other files under their relative paths), with the candidate's absolute path as
 * {@code $1}; exit status 0 means interesting.
 *
 * <p>Each query runs in its own session ({@code setsid}) and, where the system allows, its own PID
 * namespace ({@link Containment}), so on a timeout, a cancel, a normal exit or Pare's own death
 * everything the oracle started is killed, even what left its process group. Its
 * {@code TMPDIR} is a hidden folder inside the query's folder, so what it puts there goes with the
 * folder even when it is killed before its own clean-up runs (a looping Csmith program killed
 * mid-run left its {@code mktemp -d} folder behind, with hundreds of MB of output, every time).
 */
public final class ScriptOracle implements Oracle, AutoCloseable {
    private static final int TAIL_BYTES = 4000;
    /** Output an oracle may pile up in its folder before it is emptied (see {@link #boundLog}). */
    private static final long LOG_LIMIT = 16L << 20;

    private final List<String> command;
    private final Path workRoot;
    private volatile Duration timeout;
    private final AtomicLong counter = new AtomicLong();
    /** Queries' processes still running, by pid (a process group leader for local queries, srun for Slurm). */
    private final java.util.Map<Long, Process> running = new ConcurrentHashMap<>();
    private volatile boolean auto;
    /** Set by {@link #close}: no query starts after it, and one that started as it ran is stopped. */
    private volatile boolean closed;
    /**
     * Queries inside {@link #test}, which {@link #close} waits out: each removes its own folder on
     * the way out, and on Ctrl-C the JVM exits as soon as close() returns, which would leave the
     * folder of a query still on its way out in the temp folder.
     */
    private int inFlight; // guarded by inFlightLock
    private final Object inFlightLock = new Object();
    /** How long close() waits for the queries in flight; stopped by it, they leave within a poll and a kill. */
    private static final Duration LEAVE_WAIT = Duration.ofSeconds(10);
    private final ProcessStarts starts;
    private final QueryLauncher launcher;
    /**
     * Tidies up after queries that exited by themselves: what they may have left running in their
     * group is killed and their folder removed off the query's path, since spawning {@code kill}
     * costs about as much as a fast oracle's whole run.
     */
    private final java.util.concurrent.ExecutorService cleaner = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "pare-oracle-cleanup");
        t.setDaemon(true);
        return t;
    });

    /** @param command the oracle command (e.g. {@code [/abs/oracle.sh]} or {@code [sh, /abs/oracle.sh]}) */
    public ScriptOracle(List<String> command, Duration timeout) throws IOException {
        this(command, timeout, LocalLauncher.INSTANCE, null);
    }

    /**
     * @param launcher how each query's process starts and ends (this machine, a Slurm step)
     * @param workDir  where the query folders go (a fresh folder under it); null: the temp folder
     */
    public ScriptOracle(List<String> command, Duration timeout, QueryLauncher launcher, Path workDir) throws IOException {
        this(command, timeout, ProcessStarts.standard(), launcher, workDir);
    }

    ScriptOracle(List<String> command, Duration timeout, ProcessStarts starts) throws IOException {
        this(command, timeout, starts, LocalLauncher.INSTANCE, null);
    }

    ScriptOracle(List<String> command, Duration timeout, ProcessStarts starts, QueryLauncher launcher, Path workDir)
            throws IOException {
        this.command = List.copyOf(command);
        this.timeout = timeout;
        this.starts = starts;
        this.workRoot = WorkDir.fresh(workDir);
        this.launcher = launcher.retain();
    }

    public void setTimeout(Duration timeout) {
        this.timeout = timeout;
    }

    /**
     * An oracle whose timeout is set from the check of the input ({@link #calibrate}): 10 times
     * that run, at least 10 s. Until then queries may take up to {@code firstLimit}; those running
     * when the timeout is set end by it.
     */
    public static ScriptOracle withAutoTimeout(List<String> command, Duration firstLimit) throws IOException {
        return withAutoTimeout(command, firstLimit, LocalLauncher.INSTANCE, null);
    }

    /** {@link #withAutoTimeout(List, Duration)} with queries started by {@code launcher}, their folders under {@code workDir}. */
    public static ScriptOracle withAutoTimeout(List<String> command, Duration firstLimit, QueryLauncher launcher, Path workDir)
            throws IOException {
        ScriptOracle o = new ScriptOracle(command, firstLimit, launcher, workDir);
        o.auto = true;
        return o;
    }

    @Override
    public Duration timeout() {
        return timeout;
    }

    /** With an automatic timeout, sets it from the input's check, once: 10 times that run, at least 10 s. */
    @Override
    public synchronized void calibrate(Duration inputRun) {
        if (!auto) return;
        auto = false;
        Duration tenfold = inputRun.multipliedBy(10);
        timeout = tenfold.compareTo(Duration.ofSeconds(10)) < 0 ? Duration.ofSeconds(10) : tenfold;
    }

    @Override
    public Outcome test(Candidate candidate, CancelSignal cancel) throws InterruptedException {
        synchronized (inFlightLock) {
            if (closed) return Outcome.notRun();
            inFlight++;
        }
        try {
            return testInFlight(candidate, cancel);
        } finally {
            synchronized (inFlightLock) {
                if (--inFlight == 0) inFlightLock.notifyAll();
            }
        }
    }

    private Outcome testInFlight(Candidate candidate, CancelSignal cancel) throws InterruptedException {
        long n = counter.incrementAndGet();
        Path dir = workRoot.resolve("q" + n);
        long started = System.nanoTime();
        try {
            Path folder = dir;
            Path file = starts.retrying(() -> prepare(folder, candidate));
            // A launch that never ran the oracle (Slurm refused the step) is tried again, like a
            // failed fork (ProcessStarts); only one that fails through every retry is an error.
            for (int attempt = 0;; attempt++) {
                Outcome o = runOnce(n, dir, file, cancel);
                if (o != null) {
                    dir = null; // runOnce removes it, now or off the query's path
                    return o;
                }
                if (attempt == LAUNCH_BACKOFF.size()) {
                    return new Outcome(Verdict.ERROR, -1, "the query could not be launched (tried " + (attempt + 1)
                            + " times): " + lastLaunchFailure.get(), elapsed(started));
                }
                Thread.sleep(LAUNCH_BACKOFF.get(attempt).toMillis());
            }
        } catch (IOException e) {
            if (closed) return Outcome.notRun(); // close() removed the work folder under a query being prepared
            return new Outcome(Verdict.ERROR, -1, "cannot prepare the query folder in " + workRoot + ": " + e.getMessage(), elapsed(started));
        } finally {
            if (dir != null) deleteTree(dir);
            // a query that close() raced (it made its folder while close() was removing the work
            // folder) is the last one out: the work folder, empty now, goes with it
            if (closed) deleteIfEmpty(workRoot);
        }
    }

    private static void deleteIfEmpty(Path dir) {
        try {
            Files.deleteIfExists(dir);
        } catch (IOException notEmptyOrGone) {
            // another query still holds a folder in it; the last one removes it
        }
    }

    /** Retries of a launch that never ran the oracle: as for process starts, about 6 s in all. */
    private static final List<Duration> LAUNCH_BACKOFF = ProcessStarts.BACKOFF;
    private final ThreadLocal<String> lastLaunchFailure = new ThreadLocal<>();

    /** One run of the oracle in {@code dir}: its outcome, or null when the launcher could not launch it (see {@link QueryLauncher#launchFailure}). */
    private Outcome runOnce(long n, Path dir, Path file, CancelSignal cancel) throws IOException, InterruptedException {
        long started = System.nanoTime();
        Process p = null;
        boolean keepDir = false;
        try {
            Path log = dir.resolve(".pare-oracle-output");
            Path tmp = dir.resolve(".pare-tmp");
            List<String> cmd = launcher.command(command, file, dir);
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            pb.environment().put("TMPDIR", tmp.toString());
            pb.environment().put("PARE_QUERY", Long.toString(n)); // unique in the run, where $$ is not (see Containment)
            try {
                p = starts.start(pb);
            } catch (IOException e) {
                return new Outcome(Verdict.ERROR, -1, "cannot start oracle " + command + ": " + e.getMessage(), elapsed(started));
            }
            running.put(p.pid(), p);
            boolean done = false;
            while (!done) {
                // read each time: a query asked beside the input's check ends by the timeout calibrated from it
                long left = started + timeout.toNanos() - System.nanoTime();
                if (left <= 0 || cancel.isCancelled() || closed) break;
                done = p.waitFor(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)), TimeUnit.NANOSECONDS);
                if (!done) boundLog(log);
            }
            if (!done) {
                launcher.stop(p, dir);
                p.waitFor(5, TimeUnit.SECONDS);
                Verdict v = cancel.isCancelled() || closed ? Verdict.NOT_INTERESTING : Verdict.TIMEOUT;
                return new Outcome(v, -1, launcher.oracleOutput(tail(log)), elapsed(started));
            }
            int code = p.exitValue();
            Duration took = elapsed(started);
            String raw = tail(log);
            String failure = launcher.launchFailure(code, raw);
            if (failure != null) {
                lastLaunchFailure.set(failure);
                running.remove(p.pid());
                p = null;
                Files.deleteIfExists(log);
                keepDir = true; // the next attempt runs in it
                return null;
            }
            String output = launcher.oracleOutput(raw);
            cleanUpLater(p.pid(), dir);
            p = null;
            keepDir = true;
            return new Outcome(verdict(code, output), code, output, took);
        } catch (InterruptedException e) {
            if (p != null) launcher.stop(p, dir);
            throw e;
        } finally {
            if (p != null) running.remove(p.pid());
            if (!keepDir) deleteTree(dir);
        }
    }

    /**
     * Empties the output file of an oracle that prints without end (a loop printing, a {@code yes}):
     * in the 10 s of a timeout that is gigabytes. The oracle writes on at its own offset, so the file
     * becomes sparse and takes no disk for what was emptied; its tail, which the outcome keeps, is
     * still the oracle's last output.
     */
    private static void boundLog(Path log) {
        try {
            if (Files.size(log) <= LOG_LIMIT) return;
            try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(log, java.nio.file.StandardOpenOption.WRITE)) {
                ch.truncate(0);
            }
        } catch (IOException e) {
            // the log is only for the outcome's tail
        }
    }

    private void cleanUpLater(long pgid, Path dir) {
        try {
            cleaner.execute(() -> {
                launcher.tidy(pgid);
                running.remove(pgid);
                deleteTree(dir);
            });
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            launcher.tidy(pgid);
            running.remove(pgid);
            deleteTree(dir);
        }
    }

    /**
     * The query's folder with the candidate (its path returned), the companions and the oracle's
     * {@code TMPDIR}; when a step fails (no file descriptor, no space left) nothing of it is left,
     * so that a retry starts clean and a full disk is not made fuller.
     */
    private static Path prepare(Path dir, Candidate candidate) throws IOException {
        try {
            // not createDirectories: after close() has removed the work folder, a query that was
            // being prepared must not make it again (it would be left behind, empty or with a candidate)
            Files.createDirectory(dir);
            for (var companion : candidate.companions().entrySet()) {
                write(dir, companion.getKey(), companion.getValue());
            }
            Path file = write(dir, candidate.fileName(), candidate.bytes());
            Files.createDirectories(dir.resolve(".pare-tmp"));
            return file;
        } catch (IOException e) {
            deleteTree(dir);
            throw e;
        }
    }

    /**
     * Exit 0 is interesting and anything else is not, except when the oracle never ran: setsid could
     * not execute it (a script whose interpreter is missing, a file that vanished or lost its x bit).
     * That is an error of the oracle, not an answer about the candidate.
     */
    static Verdict verdict(int code, String output) {
        if (code == 0) return Verdict.INTERESTING;
        boolean notExecuted = (code == 126 || code == 127) && output.contains("setsid: failed to execute ");
        return notExecuted ? Verdict.ERROR : Verdict.NOT_INTERESTING;
    }

    /** Writes one file of the query under its relative path, refusing paths that leave the folder. */
    private static Path write(Path dir, String relative, byte[] bytes) throws IOException {
        Path file = dir.resolve(relative).normalize();
        if (!file.startsWith(dir)) throw new IOException("file name " + relative + " leaves the query folder");
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
        return file;
    }

    private static Duration elapsed(long startedNanos) {
        return Duration.ofNanos(System.nanoTime() - startedNanos);
    }

    /** The last {@value #TAIL_BYTES} bytes the oracle printed. */
    private static String tail(Path log) {
        try (RandomAccessFile f = new RandomAccessFile(log.toFile(), "r")) {
            long len = f.length();
            long from = Math.max(0, len - TAIL_BYTES);
            byte[] buf = new byte[(int) (len - from)];
            f.seek(from);
            f.readFully(buf);
            return new String(buf, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /**
     * Removes {@code dir} with what it holds, going on past what it cannot remove or what vanished
     * meanwhile: close() and a query's own clean-up may remove the same folder at once, and a walk
     * that gave up at the first file gone would leave the rest.
     */
    private static void deleteTree(Path dir) {
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    deleteQuietly(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE; // gone already, or unreadable: the folder's removal says which
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException e) {
                    deleteQuietly(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // a leftover temp folder is not worth failing a reduction for
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // not empty (something was written into it meanwhile) or not ours to remove
        }
    }

    /** Kills every query still running and removes the work folder. */
    @Override
    public void close() {
        synchronized (inFlightLock) {
            closed = true;
        }
        for (Process p : running.values()) {
            launcher.tidy(p.pid());
            // an srun that outlived Pare would keep its step running: it goes first, then its step
            p.destroyForcibly();
        }
        for (Process p : running.values()) {
            try {
                p.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        awaitQueriesOut();
        launcher.close(); // a Slurm launcher cancels its steps still running, and releases an allocation of its own
        cleaner.shutdown();
        try {
            cleaner.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        deleteTree(workRoot);
    }

    private void awaitQueriesOut() {
        long deadline = System.nanoTime() + LEAVE_WAIT.toNanos();
        synchronized (inFlightLock) {
            while (inFlight > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) return;
                try {
                    TimeUnit.NANOSECONDS.timedWait(inFlightLock, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
