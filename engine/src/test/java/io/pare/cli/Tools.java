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
        return repositoryDir("examples/smt2-cvc5-fp-significand-5K");
    }

    /** One of the repository's benchmark cases under bench/cases. */
    static Path benchCase(String caseName) {
        return repositoryDir("bench/cases/" + caseName);
    }

    private static Path repositoryDir(String relative) {
        Path root = Path.of(System.getProperty("pare.root", "..")).toAbsolutePath().normalize();
        Path dir = root.resolve(relative);
        if (!Files.isDirectory(dir)) fail("missing " + dir);
        return dir;
    }
}
