package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --executor, --work-dir and --slurm-args as the command line checks them (no Slurm needed). */
class ExecutorOptionsTest {
    @TempDir
    Path dir;

    private Path input() throws Exception {
        return Files.writeString(dir.resolve("t.txt"), "one\ntwo needle\nthree\n");
    }

    /** An oracle that notes the folder each query ran in. */
    private Path oracle() throws Exception {
        Path s = dir.resolve("oracle.sh");
        Files.writeString(s, "#!/bin/sh\npwd >> " + dir.resolve("folders.log") + "\ngrep -q needle \"$1\"\n");
        s.toFile().setExecutable(true);
        return s;
    }

    @Test
    void queryFoldersGoUnderTheWorkDirWhichIsMadeWhenMissing() throws Exception {
        Path work = dir.resolve("shared/work");
        CliRun r = CliRun.of("reduce", "--quiet", "--jobs", "2", "--work-dir", work.toString(), "--test", oracle().toString(),
                input().toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("needle", Files.readString(dir.resolve("t.reduced.txt")).strip());
        var folders = Files.readAllLines(dir.resolve("folders.log"));
        assertTrue(folders.size() > 1 && folders.stream().allMatch(f -> f.startsWith(work.toString() + "/pare-")), folders.toString());
        try (var left = Files.list(work)) {
            assertEquals(0, left.count(), "the run's folder is removed at the end");
        }
    }

    @Test
    void aWorkDirThatIsAFileIsAUsageError() throws Exception {
        Path file = Files.writeString(dir.resolve("plain"), "x");
        CliRun r = CliRun.of("reduce", "--work-dir", file.toString(), "--test", oracle().toString(), input().toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("is not a folder"), r.err());
    }

    @Test
    void aWorkDirThatCannotBeMadeIsAUsageError() throws Exception {
        Files.writeString(dir.resolve("plain"), "x");
        CliRun r = CliRun.of("reduce", "--work-dir", dir.resolve("plain/sub").toString(), "--test", oracle().toString(),
                input().toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("cannot create the work folder"), r.err());
    }

    @Test
    void anUnknownExecutorIsAUsageError() throws Exception {
        CliRun r = CliRun.of("reduce", "--executor", "pbs", "--test", oracle().toString(), input().toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("unknown executor \"pbs\" (known: local, slurm)"), r.err());
    }

    @Test
    void slurmArgsWithoutTheSlurmExecutorIsAUsageError() throws Exception {
        CliRun r = CliRun.of("reduce", "--slurm-args", "-n4", "--test", oracle().toString(), input().toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--slurm-args needs --executor slurm"), r.err());
    }

    @Test
    void theSlurmExecutorWithoutAnAllocationSaysWhatToDo() throws Exception {
        // run as a process: SLURM_JOB_ID must be unset, and the JVM's own environment cannot be changed
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "io.pare.cli.PareCli", "reduce", "--executor", "slurm", "--test",
                oracle().toString(), input().toString()).redirectErrorStream(true);
        pb.environment().keySet().removeIf(k -> k.startsWith("SLURM_"));
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(2, p.waitFor(), out);
        // without Slurm's commands installed, that is the message; with them, where to get an allocation
        assertTrue(out.contains("srun is not on the PATH") || out.contains("--executor slurm needs an allocation"), out);
    }
}
