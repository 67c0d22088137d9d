package io.pare.oracle.make;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.OptionalInt;
import java.util.stream.Stream;

import io.pare.oracle.ProcessGroups;

/**
 * Runs a user's command once on the input, the way the written oracle will run it (in a folder of
 * its own, through {@code sh -c}, with the same environment), to see what the bug looks like and how
 * long the command takes.
 */
public final class CommandProbe {
    /** What one run gave: exit status (128 + N for signal N), stdout and stderr together, and its time. */
    public record Result(int exitStatus, String output, Duration took, boolean timedOut) {
    }

    private CommandProbe() {
    }

    public static Result run(String userCommand, Path input, Duration limit) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("pare-oracle-probe");
        try {
            Path copy = Files.copy(input, dir.resolve(input.getFileName().toString()));
            Path log = dir.resolve(".output");
            ProcessBuilder pb = new ProcessBuilder("setsid", "sh", "-c", OracleScript.command(userCommand), "sh",
                    copy.getFileName().toString()).directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            pb.environment().putAll(OracleScript.ENVIRONMENT);
            pb.environment().put("TMPDIR", dir.toString());
            long t0 = System.nanoTime();
            // setsid made the shell a group leader: the group is the whole command
            OptionalInt status = ProcessGroups.waitOrKill(pb.start(), limit);
            Duration took = Duration.ofNanos(System.nanoTime() - t0);
            // UTF-8, as the script is written: a signature line must match the bytes the tool prints
            String output = new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
            return new Result(status.orElse(137), output, took, status.isEmpty());
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}
