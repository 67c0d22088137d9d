package io.pare.oracle.slurm;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a query's step adds to its output: its first act prints {@code pare-step JOB.STEP}, which
 * tells Pare the step's id (to cancel exactly it on a timeout) and that the step did start (a
 * non-zero exit without it is Slurm's refusal, not the oracle's answer); and srun reports a non-zero
 * exit once more. Both are taken out of what the user sees, so outputs read as on this machine.
 * The mark travels in the output that srun forwards to Pare's own machine, not through the shared
 * filesystem, whose caches could hide a file the node just wrote.
 */
final class StepOutput {
    static final String MARK = "pare-step ";
    private static final Pattern STEP = Pattern.compile("(?m)^" + MARK + "(\\d+\\.\\d+)$\\n?");
    private static final Pattern SRUN_EXIT = Pattern.compile("(?m)^srun: error: \\S+: task 0: Exited with exit code \\d+\\n?");
    /** The mark comes first on stdout; stderr may put a little before it. */
    private static final int HEAD_BYTES = 64 * 1024;

    private StepOutput() {
    }

    /** The shell words that print the mark and then run the rest of the step's command line. */
    static String markThenRun() {
        return "printf '" + MARK + "%s.%s\\n' \"$SLURM_JOB_ID\" \"$SLURM_STEP_ID\"; exec setsid --wait \"$@\"";
    }

    /** The step id marked in {@code text}, or null. */
    static String stepId(String text) {
        Matcher m = STEP.matcher(text);
        return m.find() ? m.group(1) : null;
    }

    /** The step id marked at the head of the output file, or null when the step has not started (yet). */
    static String stepId(java.nio.file.Path log) {
        try (RandomAccessFile f = new RandomAccessFile(log.toFile(), "r")) {
            byte[] buf = new byte[(int) Math.min(f.length(), HEAD_BYTES)];
            f.readFully(buf);
            return stepId(new String(buf, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return null;
        }
    }

    static boolean started(String output) {
        return output.contains(MARK);
    }

    /** The oracle's own output: without the mark and srun's repetition of its exit status. */
    static String oracleOutput(String output) {
        return SRUN_EXIT.matcher(STEP.matcher(output).replaceAll("")).replaceAll("");
    }
}
