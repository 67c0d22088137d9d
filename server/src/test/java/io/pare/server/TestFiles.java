package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

/** Files the tests write: oracle scripts, inputs, and the repository's real example. */
final class TestFiles {
    private TestFiles() {
    }

    static Path script(Path file, String body) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n" + body + "\n", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    /** {@code lines} filler lines with one line holding {@code NEEDLE} in the middle. */
    static Path needleInput(Path file, int lines) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            sb.append(i == lines / 2 ? "keep NEEDLE here" : "filler line " + i + " with some words").append('\n');
        }
        Files.createDirectories(file.getParent());
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    /** The repository's examples/ folder (tests run in server/). */
    static Path example(String name) {
        Path p = Path.of("..", "examples", name).toAbsolutePath().normalize();
        assertTrue(Files.isDirectory(p), "missing example " + p);
        return p;
    }

    static void requireTools(String... tools) throws Exception {
        for (String t : tools) {
            Process p = new ProcessBuilder("sh", "-c", "command -v " + t).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            p.waitFor(10, TimeUnit.SECONDS);
            if (p.exitValue() != 0) {
                fail(t + " is not installed; the end-to-end tests run the real oracle. Run scripts/install-test-deps "
                        + "(apt-get install z3 cvc5) first.");
            }
        }
    }

    static int runOracle(Path oracle, Path candidate) throws Exception {
        Process p = new ProcessBuilder("sh", oracle.toString(), candidate.toString()).directory(candidate.getParent().toFile())
                .redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }

    /** The file's text, or {@code otherwise} when it cannot be read (for failure messages). */
    static String readOr(Path file, String otherwise) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return otherwise;
        }
    }
}
