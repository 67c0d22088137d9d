package io.pare.oracle.slurm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import io.pare.oracle.OracleCommand;

/** Runs Slurm's client commands (squeue, scancel, salloc) and says clearly when they are missing. */
final class SlurmCommands {
    /** How long a controller query may take: a busy slurmctld answers in seconds, not minutes. */
    static final Duration LIMIT = Duration.ofSeconds(30);

    private SlurmCommands() {
    }

    /** What a command printed (stdout and stderr together) and its exit status; -1 when it hung. */
    record Result(int code, String output) {
        boolean ok() {
            return code == 0;
        }
    }

    static Result run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        // the output is small; read it whole, then wait (a full pipe would block the command)
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            return new Result(-1, new String(out, StandardCharsets.UTF_8));
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8).strip());
    }

    /** Best effort, for clean-up paths: what failed is not worth more than the attempt. */
    static void quietly(List<String> cmd) {
        try {
            run(cmd);
        } catch (IOException e) {
            // nothing more to do
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Refuses, naming the missing program, when one of {@code programs} is not on the PATH. */
    static void require(String why, String... programs) throws IOException {
        for (String program : programs) {
            if (!OracleCommand.onPath(program)) {
                throw new IOException(program + " is not on the PATH: " + why + " needs Slurm's client commands");
            }
        }
    }
}
