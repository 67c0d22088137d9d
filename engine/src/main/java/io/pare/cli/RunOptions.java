package io.pare.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import io.pare.oracle.Containment;
import io.pare.oracle.OracleCommand;
import io.pare.oracle.OracleCommandException;
import io.pare.oracle.ScriptOracle;
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

    @Option(names = "--quiet", description = "No progress output.")
    boolean quiet;

    private boolean containmentNoted;

    void check() throws UsageException {
        if (jobs != null && jobs < 1) throw new UsageException("--jobs must be at least 1");
        if (timeout != null && timeout <= 0) throw new UsageException("--timeout must be positive");
        if (maxSeconds != null && maxSeconds <= 0) throw new UsageException("--max-seconds must be positive");
    }

    int threads() {
        return jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
    }

    /** The whole run's time budget, or null for none. */
    Duration budget() {
        return maxSeconds == null ? null : seconds(maxSeconds);
    }

    /** The command an oracle option names; a script that is not executable runs through sh, with a note saying so. */
    List<String> oracleCommand(String test, PrintWriter err) throws UsageException {
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

    /** The oracle: with the --timeout per query, else one scaled to the original input's own time. */
    ScriptOracle oracle(List<String> command) throws IOException {
        return timeout != null ? new ScriptOracle(command, seconds(timeout))
                : ScriptOracle.withAutoTimeout(command, FIRST_QUERY_LIMIT);
    }

    private static Duration seconds(double s) {
        return Duration.ofMillis((long) (s * 1000));
    }
}
