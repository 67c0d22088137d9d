package io.pare.oracle;

import java.nio.file.Path;
import java.util.List;

/**
 * How {@link ScriptOracle} starts and ends the process of one query: on this machine
 * ({@link LocalLauncher}) or as a step of a Slurm job ({@code io.pare.oracle.slurm.SlurmLauncher}).
 * The query's folder, its files, its deadline and its verdict stay ScriptOracle's, so that a result
 * does not depend on where its queries ran.
 */
public interface QueryLauncher extends AutoCloseable {
    /** The command line that runs {@code oracle} on {@code file}, in the query folder {@code dir}. */
    List<String> command(List<String> oracle, Path file, Path dir);

    /**
     * Why a process that ended with {@code code} never ran the oracle (a launch the launcher may
     * retry, e.g. Slurm refused the step), or null when the oracle ran and {@code code} is its answer.
     */
    default String launchFailure(int code, String output) {
        return null;
    }

    /** The oracle's output as the user would see it on this machine: what the launcher added taken out. */
    default String oracleOutput(String output) {
        return output;
    }

    /** Ends a query still running (timeout, cancel, interrupt) with everything it started. */
    void stop(Process p, Path dir);

    /** A query's process ended by itself: what it left running goes (run off the query's path). */
    void tidy(long pid);

    /** Oracle queries in parallel when the user does not say. */
    int defaultJobs();

    /** One more oracle uses this launcher; {@link #close()} ends it when the last one closes. */
    default QueryLauncher retain() {
        return this;
    }

    /** The oracle using it is closed; queries still running are ended. */
    @Override
    void close();
}
