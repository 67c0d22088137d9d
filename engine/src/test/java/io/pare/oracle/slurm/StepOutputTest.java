package io.pare.oracle.slurm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

class StepOutputTest {
    @Test
    void theMarkGivesTheStepAndIsNotPartOfTheOracleOutput() {
        String out = "warning first\npare-step 12.345\nhello\nsrun: error: node7: task 0: Exited with exit code 1\n";
        assertEquals("12.345", StepOutput.stepId(out));
        assertTrue(StepOutput.started(out));
        assertEquals("warning first\nhello\n", StepOutput.oracleOutput(out));
        assertEquals("hello\n", StepOutput.oracleOutput("pare-step 1.0\nhello\n"));
    }

    @Test
    void anOracleThatPrintsTheWordsOfTheMarkMidLineIsNotAStep() {
        assertNull(StepOutput.stepId("echo pare-step 1.2\n"));
    }

    @Test
    void aStepThatNeverStartedIsALaunchFailureAndAnAnswerIsNot() throws Exception {
        SlurmLauncher l = launcher();
        assertNotNull(l.launchFailure(1, "srun: error: Unable to create step for job 7: Invalid job id specified\n"));
        assertNull(l.launchFailure(1, "pare-step 7.3\n"), "the oracle ran and answered 1");
        assertNull(l.launchFailure(0, ""));
    }

    @Test
    void theStepRunsTheOracleOnTheCandidateUnderItsOwnName() throws Exception {
        Path dir = Path.of("/shared/work/pare-123/q9");
        List<String> cmd = launcher().command(List.of("/abs/oracle.sh"), dir.resolve("t.c"), dir);
        assertEquals("srun", cmd.get(0));
        assertTrue(cmd.contains("--jobid=7") && cmd.contains("--exact") && cmd.contains("--chdir=" + dir), cmd.toString());
        assertTrue(cmd.contains("--job-name=pare-pare-123-q9"), cmd.toString());
        assertEquals(List.of("/abs/oracle.sh", dir.resolve("t.c").toString()), cmd.subList(cmd.size() - 2, cmd.size()));
        assertFalse(cmd.stream().anyMatch(w -> w.contains("unshare")), "Slurm keeps the step's processes together");
    }

    private static SlurmLauncher launcher() throws Exception {
        var c = SlurmLauncher.class.getDeclaredConstructor(SlurmAllocation.class, int.class);
        c.setAccessible(true);
        return c.newInstance(SlurmAllocation.enclosing("7"), 4);
    }
}
