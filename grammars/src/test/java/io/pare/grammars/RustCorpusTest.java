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
import java.util.regex.Pattern;
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
 * Corpus check for the Rust grammar: real crate sources that Debian ships (never written here)
 * and the Rust benchmark inputs under bench/cases. Parsing is two-stage as in the engine: SLL
 * prediction with bail-out first, full LL on failure.
 */
class RustCorpusTest {
    /** Debian packages providing the sampled crates; the test fails (never skips) without them. */
    static final List<String> CRATES = List.of("serde", "regex-syntax", "memchr", "itoa", "log", "anyhow", "syn", "either");
    static final String APT_HINT = "apt-get install -y "
            + CRATES.stream().map(c -> "librust-" + c + "-dev").collect(Collectors.joining(" "));
    static final int SAMPLE = 240;

    private static final LanguageGrammar RUST = LanguageGrammar.fromResources("rust", "rust/Rust.g4", null, "crate");

    @Tag("tools")
    @Test
    void parsesSampleOfDebianCrateSources() throws IOException {
        Path registry = Path.of(System.getProperty("pare.cargoRegistry", "/usr/share/cargo/registry"));
        if (!Files.isDirectory(registry)) {
            fail("no Rust crate sources at " + registry + ": install them with `" + APT_HINT + "`");
        }
        List<Path> files = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String crate : CRATES) {
            List<Path> dirs = crateDirs(registry, crate);
            if (dirs.isEmpty()) {
                missing.add("librust-" + crate + "-dev");
                continue;
            }
            for (Path dir : dirs) {
                try (Stream<Path> s = Files.walk(dir)) {
                    s.filter(p -> p.toString().endsWith(".rs") && Files.isRegularFile(p)).forEach(files::add);
                }
            }
        }
        if (!missing.isEmpty()) {
            fail("crate sources missing under " + registry + " (" + String.join(", ", missing)
                    + "): install them with `" + APT_HINT + "`");
        }
        files.sort(null);
        List<Path> sample = new ArrayList<>();
        double step = Math.max(1.0, files.size() / (double) SAMPLE);
        for (double i = 0; i < files.size() && sample.size() < SAMPLE; i += step) {
            sample.add(files.get((int) i));
        }

        List<String> failures = new ArrayList<>();
        long start = System.nanoTime();
        for (Path f : sample) {
            String error = parse(Files.readString(f, StandardCharsets.UTF_8));
            if (error != null) failures.add(registry.relativize(f) + ": " + error);
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        int ok = sample.size() - failures.size();
        double rate = 100.0 * ok / sample.size();
        System.out.printf("Rust corpus: %d/%d files OK (%.1f%%) of %d in %s, %d ms%n",
                ok, sample.size(), rate, files.size(), String.join(", ", CRATES), ms);
        failures.forEach(s -> System.out.println("  FAIL " + s));
        assertTrue(sample.size() >= 100, "too few files sampled: " + sample.size());
        assertTrue(rate >= 98.0, String.format("only %.1f%% of sampled crate files parse:%n%s", rate, String.join("\n", failures)));
    }

    @Test
    void parsesTheRustBenchmarkInputs() throws IOException {
        Path bench = GrammarParsing.benchCases();
        List<Path> inputs;
        try (Stream<Path> cases = Files.list(bench)) {
            inputs = cases.filter(d -> d.getFileName().toString().startsWith("rust-") && Files.isDirectory(d))
                    .flatMap(d -> {
                        try {
                            return Files.list(d).filter(p -> p.toString().endsWith(".rs"));
                        } catch (IOException e) {
                            throw new RuntimeException(e);
                        }
                    })
                    .sorted().collect(Collectors.toList());
        }
        assertTrue(!inputs.isEmpty(), "no rust-*/*.rs benchmark inputs under " + bench);
        List<String> failures = new ArrayList<>();
        for (Path f : inputs) {
            String error = parse(Files.readString(f, StandardCharsets.UTF_8));
            System.out.println("Rust bench " + bench.relativize(f) + ": " + (error == null ? "OK" : error));
            if (error != null) failures.add(f + ": " + error);
        }
        assertEquals(List.of(), failures);
    }

    private static List<Path> crateDirs(Path registry, String crate) throws IOException {
        Pattern name = Pattern.compile(Pattern.quote(crate) + "-[0-9][^/]*");
        try (Stream<Path> s = Files.list(registry)) {
            return s.filter(p -> Files.isDirectory(p) && name.matcher(p.getFileName().toString()).matches())
                    .sorted().collect(Collectors.toList());
        }
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
        var lexer = RUST.newLexer(CharStreams.fromString(text));
        lexer.addErrorListener(listener);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        int unknown = RUST.tokenType("UNKNOWN");
        for (Token t : tokens.getTokens()) {
            if (t.getType() == unknown) {
                errors.add(t.getLine() + ":" + t.getCharPositionInLine() + " not a Rust token: " + t.getText());
                break;
            }
        }
        RUST.parse(tokens, listener);
        if (tokens.LA(1) != Token.EOF) errors.add("input left over at " + tokens.LT(1).getText());
        return errors.isEmpty() ? null : String.join(" | ", errors);
    }
}
