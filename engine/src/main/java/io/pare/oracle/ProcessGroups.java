package io.pare.oracle;

import java.io.IOException;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/** Ends what a command started: oracles run under setsid, so the process's id is its group's. */
public final class ProcessGroups {
    private ProcessGroups() {
    }

    /** Waits for {@code p} up to {@code limit}, past it kills the group it leads: its exit status, or empty when killed. */
    public static OptionalInt waitOrKill(Process p, Duration limit) throws InterruptedException {
        if (p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) return OptionalInt.of(p.exitValue());
        kill(p);
        p.waitFor(5, TimeUnit.SECONDS);
        return OptionalInt.empty();
    }

    /** Kills the group that {@code p} leads, then {@code p} itself. */
    public static void kill(Process p) {
        kill(p.pid());
        p.destroyForcibly();
    }

    /** Kills every process of the group {@code pgid} (SIGKILL: an oracle that ignores SIGTERM goes too). */
    public static void kill(long pgid) {
        try {
            Process k = new ProcessBuilder("kill", "-KILL", "--", "-" + pgid)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            k.waitFor(5, TimeUnit.SECONDS);
        } catch (IOException e) {
            // nothing more can be done; the caller's destroyForcibly follows
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
