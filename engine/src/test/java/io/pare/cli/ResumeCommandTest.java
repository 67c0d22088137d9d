package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pare reduce --resume}: after a kill, go on from the result on disk and the answers already given. */
class ResumeCommandTest {
    @TempDir
    Path dir;

    /** 120 lines; the bug needs the two marked ones. */
    private Path input() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 120; i++) {
            text.append("line ").append(i).append(i == 40 ? " needle" : i == 90 ? " thread" : "").append('\n');
        }
        Path f = dir.resolve("big.txt");
        Files.writeString(f, text);
        return f;
    }

    /** Writes each answer, Y or N, as a line of {@code calls}. */
    private Path oracle(Path calls) throws Exception {
        Path s = dir.resolve("oracle.sh");
        Files.writeString(s, "#!/bin/sh\nsleep 0.02\nif grep -q needle \"$1\" && grep -q thread \"$1\"; then echo Y >> '"
                + calls + "'; exit 0; fi\necho N >> '" + calls + "'\nexit 1\n");
        s.toFile().setExecutable(true);
        return s;
    }

    private static boolean endsWithRefusals(Path calls) throws Exception {
        var answers = Files.readAllLines(calls);
        return answers.size() >= 3 && answers.subList(answers.size() - 3, answers.size()).equals(java.util.List.of("N", "N", "N"));
    }

    private static long lines(Path f) throws Exception {
        return Files.exists(f) ? Files.readAllLines(f).size() : 0;
    }

    @Test
    void aRunKilledHalfWayGoesOnWithResumeToTheSameResultAskingLittleAgain() throws Exception {
        Path in = input();
        Path out = dir.resolve("big.reduced.txt");
        Path journal = dir.resolve("big.reduced.txt.pare-journal");

        Path freshCalls = dir.resolve("fresh.calls");
        Path fresh = dir.resolve("fresh.txt");
        CliRun whole = CliRun.of("reduce", "--jobs", "1", "--quiet", "--test", oracle(freshCalls).toString(), "-o",
                fresh.toString(), in.toString());
        assertEquals(0, whole.exit(), whole.err());
        long freshQueries = lines(freshCalls);
        assertFalse(Files.exists(dir.resolve("fresh.txt.pare-journal")), "a finished run leaves no journal");

        Path calls = dir.resolve("killed.calls");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "io.pare.cli.PareCli", "reduce", "--jobs", "1", "--test",
                oracle(calls).toString(), in.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("killed.log").toFile()).start();
        long deadline = System.currentTimeMillis() + 120_000;
        // half way, just after a few refusals: answers the resumed run can use
        while ((lines(calls) < freshQueries / 2 || !endsWithRefusals(calls)) && p.isAlive()
                && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        assertTrue(p.isAlive(), "killed before it ended");
        p.destroyForcibly(); // SIGKILL: no shutdown hook, no flush but what was written already
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        long beforeKill = lines(calls);
        assertTrue(Files.exists(journal), "the journal is beside the result");
        if (Files.exists(out)) {
            String kept = Files.readString(out);
            assertTrue(kept.contains("needle") && kept.contains("thread"), "the file on disk is a complete, interesting result");
        }

        // what the answers are worth: a fresh run from the same best program, without them
        Path best = dir.resolve("best.txt");
        Files.copy(Files.exists(out) ? out : in, best);
        Path bestCalls = dir.resolve("best.calls");
        CliRun fromBest = CliRun.of("reduce", "--jobs", "1", "--quiet", "--test", oracle(bestCalls).toString(), best.toString());
        assertEquals(0, fromBest.exit(), fromBest.err());

        Files.delete(calls);
        CliRun resumed = CliRun.of("reduce", "--jobs", "1", "--resume", "--test", oracle(calls).toString(), in.toString());
        assertEquals(0, resumed.exit(), resumed.err());
        assertTrue(resumed.err().contains("resuming from"), resumed.err());
        assertEquals(Files.readString(fresh), Files.readString(out), "the same result as a run never killed");
        long resumedQueries = lines(calls);
        String figures = "fresh " + freshQueries + ", killed after " + beforeKill + ", resumed " + resumedQueries
                + ", from the same best without the journal " + lines(bestCalls);
        assertTrue(resumedQueries < lines(bestCalls), figures);
        assertTrue(resumedQueries <= freshQueries - beforeKill / 2, figures);
        assertFalse(Files.exists(journal), "finished: nothing left to resume");
    }

    @Test
    void aJournalIsReadOnlyWithResumeAndOnlyWhenItIsAboutTheSameInputAndOracle() throws Exception {
        Path in = input();
        Path calls = dir.resolve("calls");
        Path journal = dir.resolve("big.reduced.txt.pare-journal");
        Files.writeString(journal, "pare-journal 1\ninput 00\noracle sh other.sh\nreducer default\nlanguage text\n---\n");
        CliRun refused = CliRun.of("reduce", "--resume", "--quiet", "--test", oracle(calls).toString(), in.toString());
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains("cannot resume") && refused.err().contains("another run"), refused.err());
        assertEquals(0, lines(calls), "nothing was asked");

        CliRun fresh = CliRun.of("reduce", "--quiet", "--test", oracle(calls).toString(), in.toString());
        assertEquals(0, fresh.exit(), fresh.err());
        assertFalse(Files.exists(journal), "without --resume the old journal was replaced, then removed at the end");
    }

    @Test
    void resumeWithNothingToResumeStartsFromTheInputAndSaysSo() throws Exception {
        Path in = input();
        CliRun r = CliRun.of("reduce", "--resume", "--test", oracle(dir.resolve("calls")).toString(), in.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("nothing to resume"), r.err());
    }
}
