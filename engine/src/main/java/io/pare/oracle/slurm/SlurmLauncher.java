package io.pare.oracle.slurm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import io.pare.oracle.QueryLauncher;

/**
 * Each query as a step of a Slurm job: {@code srun --jobid=J --ntasks=1 --nodes=1 --exact}, one CPU
 * each, on whichever node of the allocation has one free. Its folder must be on a filesystem the
 * nodes share ({@code --work-dir}). A timeout or cancel cancels the step itself
 * ({@code scancel J.S}), so the oracle's processes end on their node, not just the local srun.
 * Every step is named {@code pare-<work folder>-q<n>}: what is still running when the run closes
 * is found by name and cancelled, in an allocation that outlives Pare.
 */
public final class SlurmLauncher implements QueryLauncher {
    private final SlurmAllocation allocation;
    private final int cpus;
    private final AtomicInteger users = new AtomicInteger();
    /** The work folders of this launcher's oracles: another Pare in the same allocation has others. */
    private final java.util.Set<String> folders = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private SlurmLauncher(SlurmAllocation allocation, int cpus) {
        this.allocation = allocation;
        this.cpus = cpus;
    }

    /**
     * The launcher for a run: in the allocation Pare runs in ({@code SLURM_JOB_ID}), or, given
     * {@code slurmArgs}, in one it requests with them.
     *
     * @throws IOException what the user must fix (no Slurm, no allocation, the request refused)
     */
    public static SlurmLauncher open(String slurmArgs, Map<String, String> env) throws IOException, InterruptedException {
        SlurmCommands.require("--executor slurm", "srun", "squeue", "scancel");
        SlurmAllocation a;
        if (slurmArgs != null && !slurmArgs.isBlank()) {
            a = SlurmAllocation.request(slurmArgs);
        } else if (env.get("SLURM_JOB_ID") != null && !env.get("SLURM_JOB_ID").isBlank()) {
            a = SlurmAllocation.enclosing(env.get("SLURM_JOB_ID").trim());
        } else {
            throw new IOException("--executor slurm needs an allocation: run Pare inside one (e.g. salloc -n16 pare reduce ...; "
                    + "SLURM_JOB_ID is not set here), or give --slurm-args 'ARGS' for Pare to request one with salloc");
        }
        return new SlurmLauncher(a, a.cpus(env));
    }

    /** The job the steps run in. */
    public String jobId() {
        return allocation.jobId();
    }

    @Override
    public List<String> command(List<String> oracle, Path file, Path dir) {
        folders.add(dir.getParent().getFileName().toString());
        List<String> cmd = new ArrayList<>(List.of("srun", "--jobid=" + allocation.jobId(), "--ntasks=1", "--nodes=1",
                "--exact", "--quiet", "--chdir=" + dir, "--job-name=" + stepName(dir), "sh", "-c", StepOutput.markThenRun(),
                "pare-step"));
        cmd.addAll(oracle);
        cmd.add(file.toString());
        return cmd;
    }

    /** Unique in the job: the oracle's work folder is fresh, and its queries are numbered. */
    static String stepName(Path dir) {
        return "pare-" + dir.getParent().getFileName() + "-" + dir.getFileName();
    }

    @Override
    public String launchFailure(int code, String output) {
        if (code == 0 || StepOutput.started(output)) return null;
        return "Slurm did not start the step" + (output.isBlank() ? " (srun exited with " + code + ")" : ": " + output.strip());
    }

    @Override
    public String oracleOutput(String output) {
        return StepOutput.oracleOutput(output);
    }

    /**
     * Cancels the step; a step that has not printed its id yet is looked up by name. When there is
     * none (srun still waits for a free CPU), ending srun withdraws the request, and a step that
     * started meanwhile is looked up once more.
     */
    @Override
    public void stop(Process p, Path dir) {
        String step = StepOutput.stepId(dir.resolve(".pare-oracle-output"));
        if (step == null) step = stepByName(stepName(dir));
        if (step != null) {
            SlurmCommands.quietly(List.of("scancel", "--quiet", step));
            waitQuietly(p, 10);
        }
        p.destroyForcibly();
        waitQuietly(p, 5);
        if (step == null) {
            String late = stepByName(stepName(dir));
            if (late != null) SlurmCommands.quietly(List.of("scancel", "--quiet", late));
        }
    }

    private String stepByName(String name) {
        try {
            SlurmCommands.Result r = SlurmCommands.run(List.of("squeue", "-h", "--steps", "-j", allocation.jobId(), "-n", name, "-o", "%i"));
            return r.ok() && !r.output().isBlank() ? r.output().lines().findFirst().orElse("").trim() : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static void waitQuietly(Process p, int seconds) {
        try {
            p.waitFor(seconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A step that ended by itself took its processes with it (Slurm ends what is left of a step). */
    @Override
    public void tidy(long pid) {
    }

    @Override
    public int defaultJobs() {
        return cpus;
    }

    @Override
    public QueryLauncher retain() {
        users.incrementAndGet();
        return this;
    }

    /** When the last oracle closes: its steps still running are cancelled, an allocation of Pare's own released. */
    @Override
    public void close() {
        if (users.decrementAndGet() > 0) return;
        if (allocation.own()) {
            allocation.release(); // cancelling the job cancels its steps
            return;
        }
        cancelOwnSteps();
    }

    private boolean ours(String stepName) {
        for (String folder : folders) {
            if (stepName.startsWith("pare-" + folder + "-")) return true;
        }
        return false;
    }

    /**
     * Cancels this launcher's steps still listed, and waits (up to Slurm's usual kill wait) until
     * they are gone: when Pare exits, none of its oracles runs on.
     */
    private void cancelOwnSteps() {
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
            for (boolean first = true;; first = false) {
                List<String> steps = ownSteps();
                if (steps.isEmpty() || System.nanoTime() > deadline) return;
                if (first) {
                    List<String> cancel = new ArrayList<>(List.of("scancel", "--quiet"));
                    cancel.addAll(steps);
                    SlurmCommands.run(cancel);
                }
                Thread.sleep(200);
            }
        } catch (IOException e) {
            // the steps end with the allocation
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private List<String> ownSteps() throws IOException, InterruptedException {
        SlurmCommands.Result r = SlurmCommands.run(List.of("squeue", "-h", "--steps", "-j", allocation.jobId(), "-o", "%i %j"));
        List<String> steps = new ArrayList<>();
        if (!r.ok()) return steps;
        for (String line : r.output().lines().toList()) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 2 && ours(f[1])) steps.add(f[0]);
        }
        return steps;
    }
}
