package io.pare.oracle.make;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * The steps between a request and a script, shared by {@code pare oracle} and the editor's
 * "Create oracle…": run each command once on the file (to see the crash and how long it takes),
 * settle the timeout, and write the script executable. Trying it is {@link OracleTrial}'s job.
 */
public final class OracleMaker {
    /** How long the first run of a user's command on the file may take. */
    public static final Duration PROBE_LIMIT = Duration.ofMinutes(5);

    /** The default per-command limit of wrong-code, whose compilers are not probed. */
    public static final int WRONG_CODE_TIMEOUT = 30;

    /** A request ready to be written: its timeout settled and, for a crash, the signature the script matches. */
    public record Plan(OracleRequest request, CrashSignature signature) {
        /** What the script checks, in the user's words. */
        public List<String> checks() {
            return OracleScript.checks(request, signature);
        }

        /** The script's text; {@code scriptName} is what its usage line calls it. */
        public String script(String scriptName) {
            return OracleScript.write(request, signature, scriptName);
        }

        /** How long one trial run of the whole script may take: every command at its limit, and some. */
        public Duration trialLimit() {
            return Duration.ofSeconds(request.timeoutSeconds() * 8L + 30);
        }
    }

    /** Told of each first run, as it ends (the command line prints it). */
    @FunctionalInterface
    public interface ProbeListener {
        void probed(String command, CommandProbe.Result result);
    }

    /** The {@code crash} kind's command shows no crash Pare recognises; the message quotes its output. */
    public static final class NoCrashFound extends Exception {
        public NoCrashFound(String message) {
            super(message);
        }
    }

    private OracleMaker() {
    }

    /**
     * Runs each command of the request once on {@code file} (not for wrong-code: its commands are
     * compilers the script itself calls). With {@code autoTimeout}, the request's timeout becomes
     * 10 times the slowest run, at least 10 s, so that a slow machine does not turn the bug into
     * a time-out.
     */
    public static Plan plan(OracleRequest request, boolean autoTimeout, Path file, ProbeListener listener)
            throws NoCrashFound, IOException, InterruptedException {
        if (request.kind() == OracleKind.WRONG_CODE) {
            return new Plan(autoTimeout ? request.withTimeout(WRONG_CODE_TIMEOUT) : request, null);
        }
        CrashSignature signature = null;
        Duration slowest = Duration.ZERO;
        for (String run : request.runs()) {
            CommandProbe.Result probe = CommandProbe.run(run, file, PROBE_LIMIT);
            listener.probed(run, probe);
            if (probe.took().compareTo(slowest) > 0) slowest = probe.took();
            if (request.kind() == OracleKind.CRASH) {
                signature = CrashSignatures.find(probe.output(), probe.exitStatus()).orElseThrow(() -> new NoCrashFound(
                        "`" + run + "` shows no crash Pare recognises (exit status " + probe.exitStatus() + "); "
                                + "use the output kind (`pare oracle output --pattern TEXT`) with the text that shows the bug. Its output ends:\n" + tail(probe.output())));
            }
        }
        OracleRequest settled = autoTimeout
                ? request.withTimeout((int) Math.max(10, Math.ceil(slowest.toMillis() * 10 / 1000.0)))
                : request;
        return new Plan(settled, signature);
    }

    /**
     * Writes {@code text} to {@code script} with mode 755, through a file beside it that is moved
     * into place, so that a reader never sees half a script.
     */
    public static void writeExecutable(Path script, String text) throws IOException {
        Path dir = script.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, ".pare-oracle", ".sh");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
            Files.move(tmp, script, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The last lines of a command's output, for a message. */
    public static String tail(String output) {
        String[] lines = output.strip().split("\n");
        int from = Math.max(0, lines.length - 15);
        return String.join("\n", Arrays.copyOfRange(lines, from, lines.length));
    }
}
