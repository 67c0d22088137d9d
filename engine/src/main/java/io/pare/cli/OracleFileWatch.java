package io.pare.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files an oracle command names (its script, a script run through {@code sh}), as they were
 * when the run started, so that the run can say at its end that one was edited or deleted
 * meanwhile. A user who fixes the script during a long run otherwise sees answers change for no
 * reason, a "flaky oracle" warning, or a run that stops because the oracle rejects its own input.
 */
final class OracleFileWatch {
    private final Map<Path, byte[]> digests;

    private OracleFileWatch(Map<Path, byte[]> digests) {
        this.digests = digests;
    }

    /** Notes the content of every word of {@code command} that names a regular file. */
    static OracleFileWatch of(List<String> command) {
        Map<Path, byte[]> d = new LinkedHashMap<>();
        for (String word : command) {
            Path p;
            try {
                p = Path.of(word);
            } catch (InvalidPathException e) {
                continue;
            }
            byte[] digest = digest(p);
            if (digest != null) d.put(p, digest);
        }
        return new OracleFileWatch(d);
    }

    /** What changed since the start, one sentence per file ("X was deleted during the run"); empty when nothing did. */
    List<String> changes() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<Path, byte[]> e : digests.entrySet()) {
            Path p = e.getKey();
            if (!Files.exists(p)) {
                out.add("the oracle's file " + p + " was deleted during the run");
            } else if (!Arrays.equals(e.getValue(), digest(p))) {
                out.add("the oracle's file " + p + " was changed during the run; results found before the change "
                        + "passed its earlier version");
            }
        }
        return out;
    }

    /** {@code message} followed by what changed, one note a line. */
    String explain(String message) {
        StringBuilder sb = new StringBuilder(message);
        for (String c : changes()) sb.append("\n  note: ").append(c);
        return sb.toString();
    }

    private static byte[] digest(Path p) {
        if (!Files.isRegularFile(p)) return null;
        try {
            return MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p));
        } catch (IOException e) {
            return null;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }
}
