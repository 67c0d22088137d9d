package io.pare.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing an oracle starts outlives its query, not even what left its process group, and not
 * when Pare itself is killed with SIGKILL. Tagged {@code tools}: it needs a system that allows PID
 * namespaces (root, as CI runs, or user namespaces), and fails, not skips, without one.
 */
@Tag("tools")
class ContainmentTest {
    @TempDir
    Path dir;

    /** A sleep no other process on the machine runs: its argument is unique. */
    private static String uniqueSleep() {
        return "sleep " + (600 + ThreadLocalRandom.current().nextInt(300)) + "." + ThreadLocalRandom.current().nextInt(1000, 10000);
    }

    private static boolean running(String commandLine) throws Exception {
        Process p = new ProcessBuilder("pgrep", "-f", "^" + commandLine + "$").start();
        p.waitFor(5, TimeUnit.SECONDS);
        return p.exitValue() == 0;
    }

    private static boolean goneWithin(String commandLine, Duration limit) throws Exception {
        long end = System.nanoTime() + limit.toNanos();
        while (running(commandLine)) {
            if (System.nanoTime() > end) return false;
            Thread.sleep(100);
        }
        return true;
    }

    private Path script(String body) throws Exception {
        Path s = dir.resolve("oracle.sh");
        Files.writeString(s, "#!/bin/sh\n" + body);
        s.toFile().setExecutable(true);
        return s;
    }

    @Test
    void thisSystemGivesEachQueryItsOwnPidNamespace() {
        assertTrue(Containment.available().catchesEscapes(), Containment.available().note());
    }

    @Test
    void aProcessThatLeftTheGroupDiesWhenTheQueryEnds() throws Exception {
        String sleep = uniqueSleep();
        Path s = script("setsid " + sleep + " &\nexit 1\n");
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(20))) {
            Outcome out = o.test(new Candidate("t.txt", "x", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.NOT_INTERESTING, out.verdict());
            assertEquals(1, out.exitCode(), "the oracle's own exit status comes through");
        }
        assertTrue(goneWithin(sleep, Duration.ofSeconds(5)), sleep + " outlived its query");
    }

    @Test
    void aQueryThatHangsIgnoringSigtermIsKilledWithWhatItStarted() throws Exception {
        String sleep = uniqueSleep();
        Path s = script("trap '' TERM\nsetsid " + sleep + " &\nwhile :; do sleep 1; done\n");
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(2))) {
            Outcome out = o.test(new Candidate("t.txt", "x", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.TIMEOUT, out.verdict());
        }
        assertTrue(goneWithin(sleep, Duration.ofSeconds(5)), sleep + " outlived its query");
    }

    @Test
    void aQueryStoppedBecauseItsAnswerIsNoLongerWantedEndsWithWhatItStarted() throws Exception {
        String inner = uniqueSleep();
        String escaped = uniqueSleep();
        Path s = script("trap '' TERM\nsetsid " + escaped + " &\n" + inner + "\n");
        CancelSignal stop = new CancelSignal();
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(60))) {
            Thread stopper = new Thread(() -> {
                try {
                    long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                    while (!(running(inner) && running(escaped)) && System.nanoTime() < end) Thread.sleep(50);
                } catch (Exception e) {
                    // the assertions below tell
                }
                stop.cancel();
            });
            stopper.start();
            long t0 = System.nanoTime();
            Outcome out = o.test(new Candidate("t.txt", "x", StandardCharsets.UTF_8), stop);
            stopper.join();
            assertEquals(Verdict.NOT_INTERESTING, out.verdict());
            assertTrue(System.nanoTime() - t0 < Duration.ofSeconds(30).toNanos(), "stopped, not run to its 60 s timeout");
            // the oracle and what left its group go before the oracle is closed
            assertTrue(goneWithin(inner, Duration.ofSeconds(5)), inner + " outlived its query");
            assertTrue(goneWithin(escaped, Duration.ofSeconds(5)), escaped + " outlived its query");
        }
    }

    @Test
    void killingPareWithSigkillLeavesNoOracleProcessRunning() throws Exception {
        String inner = uniqueSleep();
        String escaped = uniqueSleep();
        Path input = dir.resolve("t.txt");
        Files.writeString(input, "a\nb\nc\n");
        // the first query (the input's check) starts both and waits
        Path s = script("setsid " + escaped + " &\n" + inner + "\n");
        // its query folder, which no clean-up removes after a SIGKILL, goes in this test's folder
        Process pare = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"), "io.pare.cli.PareCli", "reduce", "--timeout", "900", "--test",
                s.toString(), input.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!(running(inner) && running(escaped)) && System.nanoTime() < end) Thread.sleep(100);
        assertTrue(running(inner) && running(escaped), "the oracle started: " + Files.readString(dir.resolve("log")));
        pare.destroyForcibly(); // SIGKILL: no shutdown hook runs
        assertTrue(pare.waitFor(30, TimeUnit.SECONDS));
        assertTrue(goneWithin(inner, Duration.ofSeconds(5)), inner + " outlived Pare");
        assertTrue(goneWithin(escaped, Duration.ofSeconds(5)), escaped + " outlived Pare");
    }
}
