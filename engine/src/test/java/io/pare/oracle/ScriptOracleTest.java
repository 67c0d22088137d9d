package io.pare.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The oracle contract of DESIGN.md, with real processes. */
class ScriptOracleTest {
    @TempDir
    Path dir;

    private Path script(String body) throws Exception {
        Path s = dir.resolve("oracle-" + UUID.randomUUID() + ".sh");
        Files.writeString(s, "#!/bin/sh\n" + body);
        s.toFile().setExecutable(true);
        return s;
    }

    @Test
    void runsInAFreshFolderWithTheCandidateUnderTheInputsName() throws Exception {
        Path s = script("""
                [ "$(basename "$1")" = prog.smt2 ] || exit 3
                [ "$(pwd)" = "$(dirname "$1")" ] || exit 4
                [ "$(ls | wc -l)" = 1 ] || exit 5
                grep -q needle "$1"
                """);
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(10))) {
            assertTrue(o.test(new Candidate("prog.smt2", "a needle", StandardCharsets.UTF_8), new CancelSignal()).interesting());
            Outcome no = o.test(new Candidate("prog.smt2", "hay", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.NOT_INTERESTING, no.verdict());
            assertEquals(1, no.exitCode());
        }
    }

    @Test
    void keepsTheTailOfTheOraclesOutput() throws Exception {
        Path s = script("echo first; echo 'error: boom' >&2; exit 7\n");
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(10))) {
            Outcome out = o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(7, out.exitCode());
            assertTrue(out.outputTail().contains("error: boom"), out.outputTail());
        }
    }

    @Test
    void aHangingOracleIsKilledWithEverythingItStarted() throws Exception {
        String marker = "pare-test-" + UUID.randomUUID();
        // The oracle starts a background child that would outlive it, then hangs.
        Path s = script("sh -c 'sleep 300; echo " + marker + "' &\nsleep 300\n");
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofMillis(500))) {
            long t0 = System.nanoTime();
            Outcome out = o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.TIMEOUT, out.verdict());
            assertTrue(System.nanoTime() - t0 < 10_000_000_000L, "returned soon after the timeout");
        }
        Thread.sleep(200);
        Process ps = new ProcessBuilder("sh", "-c", "ps -eo args | grep -F '" + marker + "' | grep -v grep || true").start();
        String left = new String(ps.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        ps.waitFor();
        assertEquals("", left.trim(), "no process of the oracle is left running");
    }

    @Test
    void whatAKilledOracleLeftInItsTemporaryFolderIsRemoved() throws Exception {
        // like the shared C oracles: mktemp -d with a trap that a SIGKILL never lets run
        Path where = dir.resolve("where");
        Path s = script("w=$(mktemp -d) || exit 9\necho \"$w\" > " + where + "\ntrap 'rm -rf \"$w\"' EXIT\n"
                + "head -c 100000 /dev/zero > \"$w/out\"\nsleep 300\n");
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofMillis(1000))) {
            assertEquals(Verdict.TIMEOUT, o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal()).verdict());
            Path made = Path.of(Files.readString(where).strip());
            assertFalse(Files.exists(made), "the oracle's mktemp folder " + made + " is gone with the query");
        }
    }

    @Test
    void theAutomaticTimeoutIsTenTimesTheInputsCheckAndAtLeastTenSeconds() throws Exception {
        Path s = script("exit 0\n");
        try (ScriptOracle o = ScriptOracle.withAutoTimeout(OracleCommand.forScript(s).words(), Duration.ofSeconds(300))) {
            // a query that finishes first (a candidate asked beside the check) does not set it
            o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Duration.ofSeconds(300), o.timeout());
            o.calibrate(Duration.ofMillis(300));
            assertEquals(Duration.ofSeconds(10), o.timeout());
            o.calibrate(Duration.ofSeconds(5));
            assertEquals(Duration.ofSeconds(10), o.timeout(), "set once, by the check");
        }
        try (ScriptOracle o = ScriptOracle.withAutoTimeout(OracleCommand.forScript(s).words(), Duration.ofSeconds(300))) {
            o.calibrate(Duration.ofSeconds(3));
            assertEquals(Duration.ofSeconds(30), o.timeout());
        }
    }

    @Test
    void aQueryRunningWhenTheTimeoutIsSetEndsByIt() throws Exception {
        Path s = script("sleep 30\n");
        try (ScriptOracle o = ScriptOracle.withAutoTimeout(OracleCommand.forScript(s).words(), Duration.ofSeconds(300))) {
            java.util.concurrent.CompletableFuture<Outcome> running = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    return o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(300);
            o.setTimeout(Duration.ofMillis(500));
            assertEquals(Verdict.TIMEOUT, running.get(20, java.util.concurrent.TimeUnit.SECONDS).verdict());
        }
    }

    @Test
    void aMissingInterpreterIsAnError() throws Exception {
        try (ScriptOracle o = new ScriptOracle(List.of("/nonexistent/oracle"), Duration.ofSeconds(5))) {
            Outcome out = o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.ERROR, out.verdict(), out.outputTail());
        }
    }

    @Test
    void aScriptWhoseInterpreterIsMissingIsAnError() throws Exception {
        Path s = script("exit 0\n");
        Files.writeString(s, "#!/nonexistent/interpreter\nexit 0\n");
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(5))) {
            Outcome out = o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.ERROR, out.verdict(), out.outputTail());
        }
    }

    @Test
    void aScriptThatExitsWith127ItselfIsOnlyNotInteresting() throws Exception {
        // a command missing inside the oracle is the oracle's answer, not a failure to run it
        Path s = script("no-such-command-here\n");
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(5))) {
            Outcome out = o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(127, out.exitCode(), out.outputTail());
            assertEquals(Verdict.NOT_INTERESTING, out.verdict(), out.outputTail());
        }
    }

    @Test
    void aProcessStartThatFailsForAMomentIsRetried() throws Exception {
        Path s = script("exit 0\n");
        int[] tries = {0};
        ProcessStarts flaky = new ProcessStarts(pb -> {
            if (++tries[0] <= 2) throw new java.io.IOException("Cannot run program \"setsid\": error=11, Resource temporarily unavailable");
            return pb.start();
        }, List.of(Duration.ofMillis(1), Duration.ofMillis(1), Duration.ofMillis(1)));
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(5), flaky)) {
            Outcome out = o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.INTERESTING, out.verdict(), out.outputTail());
            assertEquals(3, tries[0]);
        }
    }

    @Test
    void aProcessStartThatKeepsFailingIsAnErrorThatSaysSo() throws Exception {
        Path s = script("exit 0\n");
        ProcessStarts broken = new ProcessStarts(pb -> {
            throw new java.io.IOException("error=11, Resource temporarily unavailable");
        }, List.of(Duration.ofMillis(1), Duration.ofMillis(1)));
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(5), broken)) {
            Outcome out = o.test(new Candidate("x.txt", "", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.ERROR, out.verdict());
            assertTrue(out.outputTail().contains("Resource temporarily unavailable (tried 3 times)"), out.outputTail());
        }
    }

    @Test
    void closeWaitsForAQueryOnItsWayOutSoThatNoFolderIsLeft() throws Exception {
        // On Ctrl-C the JVM exits as soon as close() returns: a query still removing its folder
        // then would leave it in the temp folder (the SIGINT fault of bench/faults saw this).
        Path s = script("exit 0\n");
        java.util.concurrent.CountDownLatch starting = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean first = new java.util.concurrent.atomic.AtomicBoolean(true);
        ProcessStarts holdsTheFirst = new ProcessStarts(pb -> {
            if (first.getAndSet(false)) {
                starting.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new java.io.IOException(e);
                }
            }
            return pb.start();
        }, List.of());
        Candidate c = new Candidate("x.txt", "", StandardCharsets.UTF_8);
        Path work = dir.resolve("work");
        ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(5), holdsTheFirst,
                LocalLauncher.INSTANCE, work);
        var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            var held = pool.submit(() -> o.test(c, new CancelSignal()));
            starting.await();
            // what close() must leave when it returns: no query folder (the held query's future is
            // marked done only after test() has returned, a moment after close() may, so its
            // isDone() is no measure of that)
            var closing = pool.submit(() -> {
                o.close();
                try (var left = Files.list(work)) {
                    return left.toList().isEmpty();
                }
            });
            // the held query goes on only once close() has begun: another query is then not run
            while (!o.test(c, new CancelSignal()).equals(Outcome.notRun())) {
                Thread.onSpinWait();
            }
            release.countDown();
            assertTrue(closing.get(), "close() returned while a query was still on its way out (its folder was left)");
            assertEquals(Verdict.NOT_INTERESTING, held.get().verdict(), "a query stopped by close() is no answer");
            try (var left = Files.list(work)) {
                assertEquals(List.of(), left.toList(), "close() leaves nothing in the work folder");
            }
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aQueryFolderThatCannotBePreparedIsTriedAgainAndLeavesNothing() throws Exception {
        Path s = script("exit 0\n");
        ProcessStarts quick = new ProcessStarts(ProcessBuilder::start, List.of(Duration.ofMillis(1), Duration.ofMillis(1)));
        // a companion where the candidate's folder must go: writing the candidate fails every time
        Candidate blocked = new Candidate("sub/x.txt", "", StandardCharsets.UTF_8).withCompanions(
                java.util.Map.of("sub", new byte[0]));
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(5), quick)) {
            Outcome out = o.test(blocked, new CancelSignal());
            assertEquals(Verdict.ERROR, out.verdict());
            assertTrue(out.outputTail().startsWith("cannot prepare the query folder in "), out.outputTail());
            assertTrue(out.outputTail().endsWith("(tried 3 times)"), out.outputTail());
            Path root = Path.of(out.outputTail().substring("cannot prepare the query folder in ".length()).split(":")[0]);
            try (var left = Files.list(root)) {
                assertEquals(0, left.count(), "a failed preparation leaves no partial query folder");
            }
        }
    }

    @Test
    void anOracleThatPrintsWithoutEndDoesNotFillTheDisk() throws Exception {
        // prints 300 MB, then asks how much disk its own output file takes (the query folder is its working directory)
        Path s = script("""
                yes 'a line of output' | head -c 300000000
                sleep 0.3
                [ "$(du -k .pare-oracle-output | cut -f1)" -lt 65536 ]
                """);
        try (ScriptOracle o = new ScriptOracle(OracleCommand.forScript(s).words(), Duration.ofSeconds(60))) {
            Outcome out = o.test(new Candidate("t.txt", "x", StandardCharsets.UTF_8), new CancelSignal());
            assertEquals(Verdict.INTERESTING, out.verdict(), "its output took 64 MB of disk or more: " + out.outputTail());
        }
    }
}
