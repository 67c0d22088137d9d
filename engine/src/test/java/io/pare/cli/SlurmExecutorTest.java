package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --executor slurm} against real Slurm daemons on this machine: scripts/slurm-up installs
 * and starts a one-node cluster when none answers (as root; without root the tests fail, saying
 * so), and scripts/slurm-down stops what it started. No part of Slurm is imitated here.
 */
@Tag("slurm")
class SlurmExecutorTest {
    private static final Path ROOT = Path.of(System.getProperty("pare.root", "..")).toAbsolutePath().normalize();
    private static boolean started;

    @TempDir
    Path dir;

    @BeforeAll
    static void slurmUp() throws Exception {
        boolean answering = sh("sinfo -h -o %T 2>/dev/null | grep -qx idle").code == 0;
        if (answering) return;
        if (!"0".equals(sh("id -u").out.strip())) fail("no Slurm answers and scripts/slurm-up needs root to start one");
        Sh up = sh(ROOT.resolve("scripts/slurm-up") + " 2>&1");
        if (up.code != 0) fail("scripts/slurm-up failed:\n" + up.out);
        started = true;
    }

    @AfterAll
    static void slurmDown() throws Exception {
        if (started) sh(ROOT.resolve("scripts/slurm-down") + " 2>&1");
    }

    /**
     * A small SMT-LIB case and a real solver: the contradiction z3 finds must survive. (Perses alone
     * keeps the query count, and the time on a 2-core machine's one-node Slurm, small.)
     */
    private Path smtInput() throws Exception {
        return Files.writeString(dir.resolve("t.smt2"), """
                (set-logic QF_LIA)
                (declare-fun a () Int)
                (declare-fun b () Int)
                (declare-fun c () Int)
                (assert (> a 3))
                (assert (< (+ b c) 10))
                (assert (= b (* 2 c)))
                (assert (< a 2))
                (assert (distinct a b c))
                (check-sat)
                """);
    }

    private Path oracle(String body) throws Exception {
        Path s = dir.resolve("oracle.sh");
        Files.writeString(s, "#!/bin/sh\n" + body);
        s.toFile().setExecutable(true);
        return s;
    }

    @Test
    void aReductionThroughSlurmStepsGivesTheLocalResultByteForByte() throws Exception {
        Tools.require("z3");
        Path input = smtInput();
        Path steps = dir.resolve("steps.log");
        // each query notes the Slurm step it ran in (empty when it ran locally)
        Path o = oracle("echo \"${SLURM_STEP_ID:-local}\" >> " + steps + "\n"
                + "z3 -smt2 \"$1\" 2>&1 | grep -qx unsat && grep -q 'declare-fun a' \"$1\"\n");
        CliRun local = CliRun.of("reduce", "--quiet", "--jobs", "4", "--reducer", "perses", "--no-trec", "--test", o.toString(), "-o", dir.resolve("local.smt2").toString(),
                input.toString());
        assertEquals(0, local.exit(), local.err());
        assertTrue(Files.readAllLines(steps).stream().allMatch("local"::equals));
        Files.delete(steps);

        Path work = dir.resolve("shared");
        CliRun slurm = CliRun.of("reduce", "--reducer", "perses", "--no-trec", "--executor", "slurm", "--slurm-args", "-n4", "--work-dir", work.toString(),
                "--test", o.toString(), "-o", dir.resolve("slurm.smt2").toString(), input.toString());
        assertEquals(0, slurm.exit(), slurm.err());
        assertTrue(slurm.err().contains("4 jobs"), "the job count is the allocation's CPUs: " + slurm.err());
        List<String> ran = Files.readAllLines(steps);
        assertTrue(!ran.isEmpty() && ran.stream().allMatch(s -> s.matches("\\d+")), "every query ran as a step: " + ran);
        assertEquals(ran.size(), ran.stream().distinct().count(), "one step per query");
        assertEquals(Files.readString(dir.resolve("local.smt2")), Files.readString(dir.resolve("slurm.smt2")));
        String job = jobOf(slurm.err());
        assertFalse(alive(job), "the allocation Pare requested is released: " + sh("squeue -h -j " + job).out);
        try (var left = Files.list(work)) {
            assertEquals(0, left.count(), "query folders removed");
        }
    }

    @Test
    void insideAnAllocationTheStepsRunInItAndTheResultIsTheSame() throws Exception {
        Tools.require("z3");
        Path input = smtInput();
        Path o = oracle("z3 -smt2 \"$1\" 2>&1 | grep -qx unsat && grep -q 'declare-fun a' \"$1\"\n");
        CliRun local = CliRun.of("reduce", "--quiet", "--reducer", "perses", "--no-trec", "--test", o.toString(), "-o", dir.resolve("local.smt2").toString(), input.toString());
        assertEquals(0, local.exit(), local.err());
        // salloc runs Pare on this machine with SLURM_JOB_ID set, as a user's `salloc -n3 pare reduce ...` does
        List<String> cmd = new ArrayList<>(List.of("salloc", "-n3", "-J", "pare-test-enclosing"));
        cmd.addAll(pare("reduce", "--reducer", "perses", "--no-trec", "--executor", "slurm", "--work-dir", dir.resolve("shared").toString(), "--test", o.toString(),
                "-o", dir.resolve("slurm.smt2").toString(), input.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "pare under salloc finished");
        String log = Files.readString(dir.resolve("log"));
        assertEquals(0, p.exitValue(), log);
        assertTrue(log.contains("3 jobs"), log);
        assertEquals(Files.readString(dir.resolve("local.smt2")), Files.readString(dir.resolve("slurm.smt2")));
    }

    /**
     * Queries past --timeout: their steps are cancelled when they time out (at no moment do more
     * steps run than jobs), and after the run neither a step nor an oracle's process is left.
     */
    @Test
    void aTimedOutQueryHasItsStepCancelled() throws Exception {
        Path input = Files.writeString(dir.resolve("t.txt"), "a\nb\nc\nd needle\ne\nf\n");
        Path original = Files.copy(input, dir.resolve("original.txt"));
        Path pids = dir.resolve("pids.log");
        // the original answers at once; every candidate hangs in a sleep whose pid is noted
        Path o = oracle("cmp -s \"$1\" " + original + " && exit 0\n"
                + "sleep 300 & echo $! >> " + pids + "\nwait\n");
        Sh alloc = sh("salloc --no-shell -n4 -J pare-test-timeout 2>&1");
        String job = jobOf(alloc.out);
        try {
            ProcessBuilder pb = new ProcessBuilder(pare("reduce", "--executor", "slurm", "--jobs", "2", "--timeout", "1.5",
                    "--max-seconds", "12", "--work-dir", dir.resolve("shared").toString(), "--test", o.toString(), input.toString()))
                    .redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile());
            pb.environment().put("SLURM_JOB_ID", job);
            Process p = pb.start();
            int most = 0;
            while (!p.waitFor(300, TimeUnit.MILLISECONDS)) most = Math.max(most, pareSteps(job).size());
            String log = Files.readString(dir.resolve("log"));
            assertEquals(0, p.exitValue(), log);
            assertTrue(log.contains("ran into the per-query timeout"), log);
            assertTrue(Files.readAllLines(pids).size() >= 4, "several queries timed out: " + log);
            assertTrue(most <= 2, "timed-out steps were cancelled, not left running beside new ones: at most " + most);
            assertEquals(List.of(), pareSteps(job), "no step left in the allocation");
            // slurmstepd signals a cancelled step's processes after squeue stops listing it: allow it a
            // few seconds (a CI run on 2026-11-28 found a sleep still there at the first look)
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            for (String pid : Files.readAllLines(pids)) {
                Path proc = Path.of("/proc", pid.strip());
                while (Files.exists(proc) && System.nanoTime() < deadline) Thread.sleep(100);
                assertFalse(Files.exists(proc), "the oracle's sleep " + pid + " is gone within 10 s of Pare's exit");
            }
            assertTrue(alive(job), "the user's allocation stays");
        } finally {
            sh("scancel " + job);
        }
    }

    /** SIGINT or SIGTERM mid-run: Pare's own allocation is released, so no job or step is left. */
    @ParameterizedTest
    @ValueSource(strings = {"INT", "TERM"})
    void aSignalMidRunReleasesTheAllocation(String signal) throws Exception {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 60; i++) big.append("line ").append(i).append(i == 40 ? " needle" : "").append('\n');
        Path input = Files.writeString(dir.resolve("big.txt"), big.toString());
        Path o = oracle("sleep 1; grep -q needle \"$1\"\n");
        Path out = dir.resolve("big.reduced.txt");
        Process p = new ProcessBuilder(pare("reduce", "--executor", "slurm", "--slurm-args", "-n2 -J pare-test-signal",
                "--work-dir", dir.resolve("shared").toString(), "--test", o.toString(), input.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
        long deadline = System.currentTimeMillis() + 120_000;
        while (!Files.exists(out) && System.currentTimeMillis() < deadline) Thread.sleep(100);
        String job = jobOf(Files.readString(dir.resolve("log")));
        assertTrue(Files.exists(out), "a first improvement was written");
        assertFalse(pareSteps(job).isEmpty() && !alive(job), "the run is under way");
        sh("kill -" + signal + " " + p.pid());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "pare exited after SIG" + signal);
        String log = Files.readString(dir.resolve("log"));
        for (int i = 0; i < 50 && alive(job); i++) Thread.sleep(200);
        assertFalse(alive(job), "job " + job + " released after SIG" + signal + ": " + sh("squeue -h -j " + job).out + "\n" + log);
        assertEquals(List.of(), pareSteps(job));
        assertTrue(Files.readString(out).contains("needle"), "the kept result is interesting");
    }

    private static List<String> pare(String... args) {
        // env --default-signal: started from a background job (a CI script run with &), SIGINT would be ignored
        List<String> cmd = new ArrayList<>(List.of("env", "--default-signal=INT", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "io.pare.cli.PareCli"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static String jobOf(String text) {
        Matcher m = Pattern.compile("(?:Slurm job|Granted job allocation) (\\d+)").matcher(text);
        assertTrue(m.find(), "no job id in:\n" + text);
        return m.group(1);
    }

    /** Whether the job still holds its resources (pending, running or completing). */
    private static boolean alive(String job) throws Exception {
        String state = sh("squeue -h -j " + job + " -o %T 2>/dev/null").out.strip();
        return state.equals("PENDING") || state.equals("RUNNING") || state.equals("COMPLETING");
    }

    /** The job's steps Pare named (pare-...), as the controller lists them. */
    private static List<String> pareSteps(String job) throws Exception {
        Sh s = sh("squeue -h --steps -j " + job + " -o '%i %j' 2>/dev/null");
        List<String> steps = new ArrayList<>();
        for (String line : s.out.strip().lines().toList()) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 2 && f[1].startsWith("pare-")) steps.add(line.trim());
        }
        return steps;
    }

    private record Sh(int code, String out) {
    }

    private static Sh sh(String script) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", script).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertNotNull(out);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("hung: " + script);
        }
        return new Sh(p.exitValue(), out);
    }
}
