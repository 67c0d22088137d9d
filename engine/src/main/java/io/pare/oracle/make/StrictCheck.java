package io.pare.oracle.make;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.pare.oracle.ProcessGroups;

/**
 * The last check of a reduction whose oracle {@code pare oracle} wrote: the result is asked once
 * more with the script's strict guards on ({@code PARE_ORACLE_STRICT=1}), which are too slow to run
 * on every candidate but catch a result that passes the oracle through a hole in it.
 */
public final class StrictCheck {
    /** The first line of every script {@code pare oracle} writes, after the interpreter line. */
    static final String MARKER = "# Interestingness test written by `pare oracle";

    private StrictCheck() {
    }

    /** The script among the oracle's command words, if {@code pare oracle} wrote it. */
    public static Optional<Path> madeByPare(List<String> oracleWords) {
        for (String w : oracleWords) {
            Path p = Path.of(w);
            if (!Files.isRegularFile(p)) continue;
            try (var lines = Files.lines(p, StandardCharsets.UTF_8)) {
                if (lines.limit(3).anyMatch(l -> l.startsWith(MARKER))) return Optional.of(p);
            } catch (IOException | java.io.UncheckedIOException e) {
                // not a text file: not ours
            }
        }
        return Optional.empty();
    }

    /** Whether the script accepts {@code result} with its strict guards on. */
    public static boolean passes(Path script, Path result, Duration limit) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("setsid", "sh", script.toAbsolutePath().toString(), result.toAbsolutePath().toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().put("PARE_ORACLE_STRICT", "1");
        return ProcessGroups.waitOrKill(pb.start(), limit).orElse(-1) == 0;
    }
}
