package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Corpus check of the Java grammar on code nobody here wrote: an evenly spread sample of the JDK's
 * own sources (the src.zip of openjdk-17-source, read straight from the zip), and the Java benchmark
 * case under bench/cases. Parsing is two-stage as in the engine (SLL with bail-out, full LL when
 * SLL fails). A file is OK when it lexes and parses without error, its tokens print back to exactly
 * its text, and the tree's leaves are exactly the lexer's visible tokens.
 */
class JavaCorpusTest {
    static final LanguageGrammar JAVA = LanguageGrammar.fromResources("java", "java/Java.g4", null, "compilationUnit");

    static final String INSTALL_HINT = "scripts/install-test-deps (it unpacks openjdk-17-source)";
    /** Where scripts/install-test-deps unpacks openjdk-17-source when the JDK has no src.zip of its own. */
    static final String UNPACKED_SRC_ZIP = "/var/cache/pare-test/openjdk-17-source/usr/lib/jvm/openjdk-17/lib/src.zip";
    static final String DEFAULT_SRC_ZIP = "/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip";
    static final int SAMPLE = 250;
    static final double REQUIRED_OK = 0.98;

    record Result(String file, String error, long millis, boolean needsLl, int chars) {
        boolean ok() {
            return error == null;
        }
    }

    @Tag("tools")
    @Test
    void parsesSampleOfJdkSources() throws IOException {
        Path zip = srcZip();
        List<String> names;
        List<Result> results = new ArrayList<>();
        Result largest = null;
        String largestText = null;
        try (ZipFile z = new ZipFile(zip.toFile())) {
            names = z.stream().map(ZipEntry::getName).filter(n -> n.endsWith(".java")).sorted().collect(Collectors.toList());
            assertTrue(names.size() >= 1000, zip + " holds only " + names.size() + " .java files");
            double step = names.size() / (double) SAMPLE;
            for (int i = 0; i < SAMPLE; i++) {
                String name = names.get((int) (i * step));
                String text;
                try (InputStream in = z.getInputStream(z.getEntry(name))) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                Result r = check(name, text);
                results.add(r);
                if (largest == null || r.chars() > largest.chars()) {
                    largest = r;
                    largestText = text;
                }
            }
        }
        List<Result> failures = results.stream().filter(r -> !r.ok()).toList();
        long ms = results.stream().mapToLong(Result::millis).sum();
        long ll = results.stream().filter(Result::needsLl).count();
        int ok = results.size() - failures.size();
        System.out.printf("Java corpus: %d/%d sampled JDK files OK (%.1f%%) of %d in %s; %d ms (%.1f ms/file); "
                        + "%d needed the full-LL stage%n", ok, results.size(), 100.0 * ok / results.size(), names.size(), zip,
                ms, ms / (double) results.size(), ll);
        failures.forEach(r -> System.out.println("  FAIL " + r.file() + ": " + r.error()));

        Result again = check(largest.file(), largestText);
        System.out.printf("Java corpus: largest sampled file %s (%d chars): %d ms first, %d ms after warm-up%n",
                largest.file(), largest.chars(), largest.millis(), again.millis());
        assertTrue(ok >= REQUIRED_OK * results.size(), String.format("only %d of %d sampled JDK files parse:%n%s", ok,
                results.size(), failures.stream().map(r -> r.file() + ": " + r.error()).collect(Collectors.joining("\n"))));
    }

    @Test
    void parsesTheJavaBenchmarkCase() throws IOException {
        Path dir = GrammarParsing.benchCases().resolve("java-checkerframework-6388");
        assertTrue(Files.isRegularFile(dir.resolve("FileIO.java")), "missing benchmark input " + dir.resolve("FileIO.java"));
        List<Path> inputs = new ArrayList<>();
        inputs.add(dir.resolve("FileIO.java"));
        try (Stream<Path> s = Files.walk(dir.resolve("support"))) {
            s.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p)).sorted().forEach(inputs::add);
        }
        assertEquals(14, inputs.size(), "FileIO.java and the 13 files under support/: " + inputs);
        List<String> failures = new ArrayList<>();
        for (Path f : inputs) {
            Result r = check(dir.relativize(f).toString(), Files.readString(f, StandardCharsets.UTF_8));
            System.out.println("Java bench " + r.file() + ": " + (r.ok() ? "OK" : r.error()) + " (" + r.millis() + " ms)");
            if (!r.ok()) failures.add(r.file() + ": " + r.error());
        }
        assertEquals(List.of(), failures);
    }

    /** -Dpare.jdkSrcZip, else the running JDK's lib/src.zip, else openjdk-17-source's path; fails when none exists. */
    static Path srcZip() {
        java.util.Set<Path> candidates = new java.util.LinkedHashSet<>();
        String prop = System.getProperty("pare.jdkSrcZip");
        if (prop != null && !prop.isBlank()) candidates.add(Path.of(prop));
        candidates.add(Path.of(System.getProperty("java.home"), "lib", "src.zip"));
        candidates.add(Path.of(DEFAULT_SRC_ZIP));
        candidates.add(Path.of(UNPACKED_SRC_ZIP));
        for (Path p : candidates) {
            if (Files.isRegularFile(p)) return p;
        }
        fail("no JDK sources (src.zip) at " + candidates + ": the Java corpus check needs them: " + INSTALL_HINT
                + " (or -Dpare.jdkSrcZip=PATH)");
        return null;
    }

    static Result check(String file, String text) {
        long t0 = System.nanoTime();
        List<String> errors = new ArrayList<>();
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg, RecognitionException e) {
                if (errors.size() < 3) errors.add(line + ":" + col + " " + msg);
            }
        };
        var lexer = JAVA.newLexer(CharStreams.fromString(text, file));
        lexer.addErrorListener(listener);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        ParserRuleContext tree;
        boolean needsLl = false;
        try {
            tree = JAVA.parseSll(tokens);
        } catch (ParseCancellationException e) {
            needsLl = true;
            tokens.seek(0);
            tree = JAVA.parseLl(tokens, listener);
        }
        long millis = (System.nanoTime() - t0) / 1_000_000;
        if (errors.isEmpty() && tokens.LA(1) != Token.EOF) errors.add("input left over at " + tokens.LT(1).getText());
        if (errors.isEmpty()) {
            StringBuilder printed = new StringBuilder();
            List<String> visible = new ArrayList<>();
            for (Token t : tokens.getTokens()) {
                if (t.getType() == Token.EOF) continue;
                printed.append(t.getText());
                if (t.getChannel() == Token.DEFAULT_CHANNEL) visible.add(t.getText());
            }
            List<String> leaves = new ArrayList<>();
            leaves(tree, leaves);
            if (!printed.toString().equals(text)) errors.add("tokens do not print back to the text");
            else if (!leaves.equals(visible)) errors.add("tree tokens differ from lexer tokens");
        }
        String error = errors.isEmpty() ? null : String.join("; ", errors).replace('\n', ' ');
        if (error != null && error.length() > 300) error = error.substring(0, 300) + "...";
        return new Result(file, error, millis, needsLl, text.length());
    }

    private static void leaves(ParseTree t, List<String> out) {
        if (t instanceof TerminalNode n) {
            if (n.getSymbol().getType() != Token.EOF) out.add(n.getText());
            return;
        }
        for (int i = 0; i < t.getChildCount(); i++) leaves(t.getChild(i), out);
    }

}
