package io.pare.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import io.pare.oracle.Containment;
import io.pare.oracle.Executor;
import io.pare.oracle.LocalLauncher;
import io.pare.oracle.QueryLauncher;
import io.pare.oracle.WorkDir;
import io.pare.oracle.slurm.SlurmLauncher;
import io.pare.oracle.OracleCommand;
import io.pare.oracle.OracleCommandException;
import io.pare.oracle.ScriptOracle;
import io.pare.query.QueryTrace;
import picocli.CommandLine.Option;

/** What every command that queries an oracle shares: parallelism, time limits, progress and figures. */
final class RunOptions {
    /** A first query longer than this is taken for a hang, when no --timeout is given. */
    private static final Duration FIRST_QUERY_LIMIT = Duration.ofSeconds(300);

    @Option(names = "--jobs", paramLabel = "N", description = "Oracle queries in parallel (default: number of cores).")
    Integer jobs;

    @Option(names = "--timeout", paramLabel = "S", description = "Seconds per query (default: 10x the original's time, at least 10).")
    Double timeout;

    @Option(names = "--max-seconds", paramLabel = "S", description = "Stop after S seconds and keep the best so far.")
    Double maxSeconds;

    @Option(names = "--stats-json", paramLabel = "FILE", description = "Write the run's figures as JSON.")
    Path statsJson;

    @Option(names = "--trace", paramLabel = "FILE", description = "Write one JSON line per oracle query to FILE: when it "
            + "started, how long it took, the pass that asked, the verdict, the candidate's size and SHA-256.")
    Path trace;

    @Option(names = "--quiet", description = "No progress output.")
    boolean quiet;

    @Option(names = "--executor", paramLabel = "local|slurm", description = "Where oracle queries run: this machine "
            + "(default), or each as a Slurm job step in the allocation Pare runs in (or one --slurm-args requests).")
    String executor;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where the query folders go (default: the temp folder); "
            + "for Slurm, a folder the nodes share.")
    Path workDir;

    @Option(names = "--slurm-args", paramLabel = "ARGS", description = "With --executor slurm outside an allocation: "
            + "salloc's arguments for the one Pare requests (and releases at the end), e.g. '-n32 -t 2:00:00'.")
    String slurmArgs;

    private boolean containmentNoted;
    /** Where notes go: the command's error stream, known from {@link #oracleCommand}. */
    private PrintWriter notes = new PrintWriter(System.err, true);
    /** The run's launcher, shared by its oracles (pair has two): one Slurm allocation per run. */
    private QueryLauncher launcher;

    void check() throws UsageException {
        if (jobs != null && jobs < 1) throw new UsageException("--jobs must be at least 1");
        if (timeout != null && timeout <= 0) throw new UsageException("--timeout must be positive");
        if (maxSeconds != null && maxSeconds <= 0) throw new UsageException("--max-seconds must be positive");
        try {
            if (Executor.parse(executor) == Executor.LOCAL && slurmArgs != null) {
                throw new UsageException("--slurm-args needs --executor slurm");
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException("--executor: " + e.getMessage());
        }
        if (trace != null) {
            // found before any query: the input's check may take minutes
            Path file = trace.toAbsolutePath().normalize();
            if (java.nio.file.Files.isDirectory(file)) throw new UsageException("cannot write the trace " + trace + ": it is a folder");
            if (!java.nio.file.Files.isDirectory(file.getParent())) {
                throw new UsageException("cannot write the trace " + trace + ": no folder " + file.getParent());
            }
        }
        if (workDir != null) {
            Path dir = workDir.toAbsolutePath().normalize();
            if (java.nio.file.Files.exists(dir) && !java.nio.file.Files.isDirectory(dir)) {
                throw new UsageException("--work-dir " + workDir + " is not a folder");
            }
        }
    }

    /** Oracle queries in parallel: --jobs, else what the executor offers (cores here, the allocation's CPUs on Slurm). */
    int threads() {
        if (jobs != null) return jobs;
        return launcher != null ? launcher.defaultJobs() : Runtime.getRuntime().availableProcessors();
    }

    /** The --trace file opened for writing, or null without --trace; the caller closes it and reports its {@code problem()}. */
    QueryTrace openTrace() throws UsageException {
        if (trace == null) return null;
        try {
            return QueryTrace.open(trace);
        } catch (IOException e) {
            throw new UsageException("cannot write the trace " + trace + ": " + e.getMessage());
        }
    }

    /** Closes the trace, warning when it could not be written in full. */
    static void closeTrace(QueryTrace t, PrintWriter err) {
        if (t == null) return;
        t.close();
        if (t.problem() != null) err.println("pare: warning: " + t.problem());
    }

    /** The whole run's time budget, or null for none. */
    Duration budget() {
        return maxSeconds == null ? null : seconds(maxSeconds);
    }

    /** The command an oracle option names; a script that is not executable runs through sh, with a note saying so. */
    List<String> oracleCommand(String test, PrintWriter err) throws UsageException {
        notes = err;
        OracleCommand command;
        try {
            command = OracleCommand.parse(test, null);
        } catch (OracleCommandException e) {
            throw new UsageException(e.getMessage());
        }
        if (command.viaSh() && !quiet) {
            err.println("pare: note: " + command.words().get(1) + " is not executable; running it with sh");
        }
        String containment = Containment.available().note();
        if (containment != null && !quiet && !containmentNoted) err.println("pare: note: " + containment);
        containmentNoted = true;
        return command.words();
    }

    /**
     * The oracle: with the --timeout per query, else one scaled to the original input's own time; its
     * queries run where --executor says, in folders under --work-dir. The first call opens the run's
     * executor (for Slurm without an enclosing allocation, requests one); closing the oracles ends it.
     */
    ScriptOracle oracle(List<String> command) throws UsageException, InterruptedException {
        try {
            Path root = workDir == null ? null : WorkDir.check(workDir); // before the executor: a bad folder must not cost an allocation
            if (launcher == null) {
                launcher = Executor.parse(executor).launcher(slurmArgs, System.getenv());
                if (launcher instanceof SlurmLauncher s && !quiet) {
                    notes.println("pare: queries run as steps of Slurm job " + s.jobId() + " (" + s.defaultJobs() + " CPUs)");
                }
            }
            return timeout != null ? new ScriptOracle(command, seconds(timeout), launcher, root)
                    : ScriptOracle.withAutoTimeout(command, FIRST_QUERY_LIMIT, launcher, root);
        } catch (IOException e) {
            if (launcher != null && launcher != LocalLauncher.INSTANCE) launcher.close();
            throw new UsageException(e.getMessage());
        }
    }

    private static Duration seconds(double s) {
        return Duration.ofMillis((long) (s * 1000));
    }
}
