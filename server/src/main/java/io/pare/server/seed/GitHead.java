package io.pare.server.seed;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** A file's content at git {@code HEAD}, read with the {@code git} command. */
public final class GitHead {
    private GitHead() {
    }

    public static Optional<String> contentAtHead(Path file) {
        Path dir = file.getParent();
        if (dir == null) return Optional.empty();
        Optional<String> top = run(dir, "git", "rev-parse", "--show-toplevel").map(String::strip);
        if (top.isEmpty()) return Optional.empty();
        Path rel;
        try {
            rel = Path.of(top.get()).toRealPath().relativize(file.toRealPath());
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
        return run(dir, "git", "show", "HEAD:" + rel.toString().replace('\\', '/'));
    }

    private static Optional<String> run(Path dir, String... cmd) {
        try {
            Process p = new ProcessBuilder(List.of(cmd)).directory(dir.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (InputStream in = p.getInputStream()) {
                in.transferTo(out);
            }
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return Optional.empty();
            }
            return p.exitValue() == 0 ? Optional.of(out.toString(StandardCharsets.UTF_8)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
