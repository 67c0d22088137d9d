package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Corpus check for the JavaScript grammar: the JavaScript of the npm packages that the system npm
 * ships (never written here), and the JavaScript benchmark inputs under bench/cases. Parsing is
 * two-stage as in the engine: SLL prediction with bail-out first, full LL on failure.
 */
class JavaScriptCorpusTest {
    /**
     * Where npm and its bundled packages are: Node.js from nodejs.org/NodeSource, or Debian's npm package
     * (its dependencies under /usr/share/nodejs); -Dpare.npmDir overrides.
     */
    static final List<String> NPM_DIRS = List.of("/usr/lib/node_modules/npm", "/usr/local/lib/node_modules/npm",
            "/usr/share/nodejs");
    static final String INSTALL_HINT = "run scripts/install-test-deps (installs npm), or install Node.js with npm "
            + "(NodeSource puts it under /usr/lib/node_modules/npm), or point -Dpare.npmDir at a directory of npm packages";
    static final int SAMPLE = 250;

    private static final LanguageGrammar JS = JavaScriptGrammarTest.JS;

    @Tag("tools")
    @Test
    void parsesSampleOfNpmPackageSources() throws IOException {
        Path npm = npmDir();
        List<Path> files;
        try (Stream<Path> s = Files.walk(npm)) {
            files = s.filter(p -> isJs(p) && Files.isRegularFile(p)).sorted().collect(Collectors.toList());
        }
        assertTrue(files.size() >= SAMPLE, "too few JavaScript files under " + npm + " (" + files.size() + "): " + INSTALL_HINT);
        List<Path> sample = new ArrayList<>();
        double step = Math.max(1.0, files.size() / (double) SAMPLE);
        for (double i = 0; i < files.size() && sample.size() < SAMPLE; i += step) {
            sample.add(files.get((int) i));
        }

        List<String> failures = new ArrayList<>();
        long start = System.nanoTime();
        long bytes = 0;
        for (Path f : sample) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            bytes += text.length();
            String error = parse(text);
            if (error != null) failures.add(npm.relativize(f) + ": " + error);
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        int ok = sample.size() - failures.size();
        double rate = 100.0 * ok / sample.size();
        System.out.printf("JavaScript corpus: %d/%d files OK (%.1f%%) of %d under %s, %d KB in %d ms (%.1f ms/file)%n",
                ok, sample.size(), rate, files.size(), npm, bytes / 1024, ms, ms / (double) sample.size());
        failures.forEach(s -> System.out.println("  FAIL " + s));
        assertTrue(rate >= 98.0, String.format("only %.1f%% of sampled npm files parse:%n%s", rate, String.join("\n", failures)));
    }

    @Tag("tools")
    @Test
    void parsesTheJavaScriptBenchmarkInputs() throws IOException, InterruptedException {
        Path bench = GrammarParsing.benchCases();
        List<Path> cases;
        try (Stream<Path> s = Files.list(bench)) {
            cases = s.filter(d -> d.getFileName().toString().startsWith("js-") && Files.isDirectory(d)).sorted()
                    .collect(Collectors.toList());
        }
        assertTrue(!cases.isEmpty(), "no js-* benchmark cases under " + bench);
        List<String> failures = new ArrayList<>();
        for (Path dir : cases) {
            Path input = benchInput(dir);
            String text = Files.readString(input, StandardCharsets.UTF_8);
            long t0 = System.nanoTime();
            String error = parse(text);
            long cold = (System.nanoTime() - t0) / 1_000_000;
            t0 = System.nanoTime();
            parse(text);
            long warm = (System.nanoTime() - t0) / 1_000_000;
            System.out.printf("JavaScript bench %s (%d KB): %s, first parse %d ms, again %d ms%n",
                    bench.relativize(input), text.length() / 1024, error == null ? "OK" : error, cold, warm);
            if (error != null) failures.add(input + ": " + error);
        }
        assertEquals(List.of(), failures);
    }

    /** A case's input: its one .js file, fetched from the npm registry by bench/cases/fetch-inputs when missing. */
    private static Path benchInput(Path dir) throws IOException, InterruptedException {
        List<Path> inputs = jsFiles(dir);
        if (inputs.isEmpty()) {
            Path fetch = dir.getParent().resolve("fetch-inputs");
            Process p = new ProcessBuilder("sh", fetch.toString()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.MINUTES)) p.destroyForcibly();
            inputs = jsFiles(dir);
            if (inputs.isEmpty()) fail("the input of " + dir + " is missing and " + fetch + " did not fetch it (needs npm):\n" + out);
        }
        assertEquals(1, inputs.size(), "one input file in " + dir + ": " + inputs);
        return inputs.get(0);
    }

    private static List<Path> jsFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> Files.isRegularFile(f) && isJs(f)).sorted().collect(Collectors.toList());
        }
    }

    private static Path npmDir() {
        String prop = System.getProperty("pare.npmDir");
        List<String> candidates = prop != null ? List.of(prop) : NPM_DIRS;
        for (String c : candidates) {
            if (Files.isDirectory(Path.of(c))) return Path.of(c);
        }
        fail("no npm packages at " + String.join(" or ", candidates) + ": " + INSTALL_HINT);
        return null;
    }

    private static boolean isJs(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".js") || n.endsWith(".mjs") || n.endsWith(".cjs");
    }

    /** Parses as the engine does; returns null when the whole text parses, else the first errors. */
    static String parse(String text) {
        List<String> errors = new ArrayList<>();
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg, RecognitionException e) {
                if (errors.size() < 3) errors.add(line + ":" + col + " " + msg);
            }
        };
        var lexer = JS.newLexer(CharStreams.fromString(text));
        lexer.addErrorListener(listener);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        JS.parse(tokens, listener);
        if (tokens.LA(1) != Token.EOF) errors.add("input left over at " + tokens.LT(1).getText());
        return errors.isEmpty() ? null : String.join(" | ", errors);
    }
}
