package io.pare.oracle.slurm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.pare.oracle.OracleCommand;

/**
 * The Slurm job whose resources run the queries' steps: the allocation Pare runs inside
 * ({@code SLURM_JOB_ID}), or one Pare requests itself with {@code salloc --no-shell} and releases
 * on every way out: its {@link #release()} when the run's oracle closes, and a shutdown hook for
 * SIGINT, SIGTERM and errors that skip it. (SIGKILL leaves it to Slurm's time limit.)
 */
final class SlurmAllocation {
    private static final Pattern GRANTED = Pattern.compile("Granted job allocation (\\d+)");
    private static final Pattern PENDING = Pattern.compile("Pending job allocation (\\d+)");
    /**
     * How long the shutdown hook leaves the orderly close (the interrupt guard waits up to 10 s for the
     * run to stop, then closes its oracles) before it cancels the job itself: cancelling first would
     * kill steps whose answers the run is still collecting.
     */
    private static final long HOOK_GRACE_SECONDS = 15;

    private final String jobId;
    private final boolean own;
    private final Thread hook;
    private final CountDownLatch released = new CountDownLatch(1);

    private SlurmAllocation(String jobId, boolean own, Thread hook) {
        this.jobId = jobId;
        this.own = own;
        this.hook = hook;
    }

    static SlurmAllocation enclosing(String jobId) {
        return new SlurmAllocation(jobId, false, null);
    }

    String jobId() {
        return jobId;
    }

    boolean own() {
        return own;
    }

    /**
     * Requests an allocation ({@code salloc --no-shell ARGS}, ARGS split like an oracle's words, no
     * shell involved) and waits until Slurm grants it.
     *
     * @throws IOException with Slurm's own message when it refuses
     */
    static SlurmAllocation request(String args) throws IOException, InterruptedException {
        SlurmCommands.require("--slurm-args", "salloc", "scancel");
        List<String> cmd = new ArrayList<>(List.of("salloc", "--no-shell", "--job-name=pare"));
        cmd.addAll(OracleCommand.split(args));
        Process salloc = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        String[] pending = {null};
        // while salloc waits in the queue, a SIGTERM to Pare must not leave the request behind
        Thread waiting = new Thread(() -> {
            salloc.destroy(); // salloc withdraws its request on SIGTERM
            if (pending[0] != null) SlurmCommands.quietly(List.of("scancel", pending[0]));
        }, "pare-salloc-withdraw");
        Runtime.getRuntime().addShutdownHook(waiting);
        StringBuilder said = new StringBuilder();
        String granted = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(salloc.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null;) {
                said.append(line).append('\n');
                Matcher m = GRANTED.matcher(line);
                if (m.find()) granted = m.group(1);
                m = PENDING.matcher(line);
                if (m.find()) pending[0] = m.group(1);
            }
        }
        salloc.waitFor(SlurmCommands.LIMIT.toSeconds(), TimeUnit.SECONDS);
        removeHook(waiting);
        if (granted == null || salloc.exitValue() != 0) {
            if (granted != null) SlurmCommands.quietly(List.of("scancel", granted));
            throw new IOException("Slurm refused the allocation (" + String.join(" ", cmd) + "): " + said.toString().strip());
        }
        return owned(granted);
    }

    private static SlurmAllocation owned(String jobId) {
        SlurmAllocation[] self = new SlurmAllocation[1];
        Thread hook = new Thread(() -> {
            try {
                self[0].released.await(HOOK_GRACE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            self[0].cancel();
        }, "pare-slurm-release");
        self[0] = new SlurmAllocation(jobId, true, hook);
        Runtime.getRuntime().addShutdownHook(hook);
        return self[0];
    }

    /**
     * CPUs the job holds: each query's step takes one ({@code --exact}), so this is how many run at
     * once. From the controller; failing that, what the environment of an enclosing allocation says.
     */
    int cpus(Map<String, String> env) throws InterruptedException {
        try {
            SlurmCommands.Result r = SlurmCommands.run(List.of("squeue", "-h", "-j", jobId, "-o", "%C"));
            if (r.ok() && r.output().matches("\\d+")) return Math.max(1, Integer.parseInt(r.output()));
        } catch (IOException e) {
            // fall back to the environment
        }
        for (String key : List.of("SLURM_NTASKS", "SLURM_CPUS_ON_NODE")) {
            String v = own ? null : env.get(key);
            if (v != null && v.matches("\\d+")) return Math.max(1, Integer.parseInt(v));
        }
        return 1;
    }

    /** Gives the job back if Pare requested it; an enclosing allocation is the user's and stays. */
    void release() {
        if (!own) return;
        cancel();
        released.countDown();
        removeHook(hook);
    }

    private synchronized void cancel() {
        SlurmCommands.quietly(List.of("scancel", "--quiet", jobId));
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs (or ran) anyway
        }
    }
}
