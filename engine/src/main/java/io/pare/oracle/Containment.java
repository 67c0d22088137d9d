package io.pare.oracle;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * How a query's processes are kept together so that none outlives it. Best: a PID namespace of
 * its own ({@code unshare --pid --fork --kill-child}), whose every process the kernel kills when
 * the query's first process ends or is killed, including ones that left the process group
 * ({@code setsid sleep 600 &}); and {@code setpriv --pdeathsig KILL}, so that the namespace goes
 * when Pare itself is killed with SIGKILL. Where the system does not allow a namespace (no root
 * and no user namespaces), the query runs in a session of its own and its process group is
 * killed, which misses processes that leave it: {@link #note()} says so.
 *
 * <p>In a namespace the oracle's {@code $$} is the same small number in every query, so a script
 * must not make names unique with it ({@code /tmp/out.$$}); {@code mktemp} (each query has its own
 * {@code TMPDIR}) or {@code $PARE_QUERY} does.
 */
public final class Containment {
    /**
     * The namespace's first process is a shell that starts the oracle and waits for it: the oracle
     * is then not the namespace's init, which the kernel shields from signals it has no handler for
     * (an oracle's own {@code kill -SEGV $$} would do nothing).
     */
    private static final List<String> NAMESPACE = List.of("setpriv", "--pdeathsig", "KILL", "setsid", "unshare", "--pid",
            "--fork", "--kill-child", "sh", "-c", "setsid \"$@\" & wait $!", "pare-query");
    private static final List<String> GROUP = List.of("setsid");
    private static volatile Containment probed;

    private final List<String> prefix;
    private final String note;

    private Containment(List<String> prefix, String note) {
        this.prefix = prefix;
        this.note = note;
    }

    /** What this system allows, found out once per process. */
    public static Containment available() {
        Containment c = probed;
        if (c == null) {
            c = works(NAMESPACE) ? new Containment(NAMESPACE, null)
                    : new Containment(GROUP, "this system allows no PID namespace (unshare --pid); an oracle's processes "
                            + "that leave its process group (setsid, daemons) may outlive their query");
            probed = c;
        }
        return c;
    }

    private static boolean works(List<String> prefix) {
        try {
            List<String> cmd = new java.util.ArrayList<>(prefix);
            cmd.add("true");
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The words that go before the oracle command; {@code setsid}'s failure to run it is an oracle error. */
    public List<String> prefix() {
        return prefix;
    }

    /** Whether processes that leave the query's process group die with it. */
    public boolean catchesEscapes() {
        return prefix == NAMESPACE;
    }

    /** What the user should know about it, or null. */
    public String note() {
        return note;
    }
}
