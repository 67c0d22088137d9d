package io.pare.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/** Real tools the end-to-end tests need; a missing one fails the test with the install command. */
final class Tools {
    private Tools() {
    }

    static void require(String... names) {
        for (String name : names) {
            boolean found = false;
            for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
                if (Files.isExecutable(Path.of(dir, name))) found = true;
            }
            if (!found) fail(name + " is not installed: run `apt-get install -y " + String.join(" ", names)
                    + "` (.ci/run does this)");
        }
    }

    /** The bundled SMT-LIB example (a real cvc5 bug with a z3 validity guard). */
    static Path example() {
        Path root = Path.of(System.getProperty("pare.root", "..")).toAbsolutePath().normalize();
        Path ex = root.resolve("examples/smt2-cvc5-fp-significand-5K");
        if (!Files.isDirectory(ex)) fail("missing " + ex);
        return ex;
    }

    static Path sharedBench(String caseName) {
        Path dir = Path.of(System.getProperty("pare.sharedBench", "../../shared/bench"), caseName).toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) fail("missing benchmark case " + dir + " (set -Dpare.sharedBench)");
        return dir;
    }
}
