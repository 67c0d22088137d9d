package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Corpus check of the C grammar on files nobody here wrote: Csmith programs and C sources and headers
 * shipped by Debian packages, parsed as the engine parses (SLL, then LL when SLL fails). A file is OK
 * when it lexes and parses without error and the tree's tokens are exactly the lexer's visible tokens.
 *
 * <p>Needs (apt-get install -y ...): csmith, and the packages in {@link #PACKAGES}:
 * libcurl4-doc (curl's examples/*.c), zlib1g-dev (zlib.h, examples), libpng-dev (png.h, examples),
 * libxml2-doc (libxml2 example programs), libyaml-doc (example-*.c.gz, run-*.c.gz), libsqlite3-dev
 * (sqlite3.h, sqlite3ext.h) and libc6-dev (the glibc headers). Left out, as not C: libxml2-doc's
 * html/tutorial/include*.c (XML fragments) and libc6-dev's finclude/ (Fortran).
 */
class CCorpusTest {
    static final LanguageGrammar C = LanguageGrammar.fromResources("c", "c/C.g4", null, "compilationUnit");

    static final List<String> PACKAGES = List.of("libcurl4-doc", "zlib1g-dev", "libpng-dev", "libxml2-doc",
            "libyaml-doc", "libsqlite3-dev", "libc6-dev");
    static final String INSTALL_HINT = "apt-get install -y csmith " + String.join(" ", PACKAGES);

    static final int CSMITH_PROGRAMS = 20;

    /** What fails is #if'd fragments that are not C on their own, pseudo-code and C++ sections. */
    static final double REQUIRED_OK = 0.98;

    record Result(String source, String file, String error, long millis) {
        boolean ok() {
            return error == null;
        }
    }

    @Tag("tools")
    @Test
    void csmithAndDebianFilesParseAndRoundTrip(@TempDir Path tmp) throws Exception {
        Map<String, List<Path>> sources = new LinkedHashMap<>();
        sources.put("csmith", csmithPrograms(tmp));
        for (String pkg : PACKAGES) {
            sources.put(pkg, packageFiles(pkg));
        }
        List<Result> results = new ArrayList<>();
        for (var e : sources.entrySet()) {
            for (Path f : e.getValue()) {
                results.add(check(e.getKey(), f, read(f)));
            }
        }
        int ok = 0;
        StringBuilder report = new StringBuilder("C corpus:\n");
        for (String source : sources.keySet()) {
            List<Result> rs = results.stream().filter(r -> r.source().equals(source)).toList();
            long n = rs.stream().filter(Result::ok).count();
            ok += (int) n;
            long ms = rs.stream().mapToLong(Result::millis).sum();
            report.append(String.format("  %-16s %4d / %4d OK  (%d ms)%n", source, n, rs.size(), ms));
        }
        report.append(String.format("  %-16s %4d / %4d OK%n", "total", ok, results.size()));
        for (Result r : results) {
            if (!r.ok()) report.append("  FAIL ").append(r.file()).append(": ").append(r.error()).append('\n');
        }
        System.out.print(report);
        List<Result> csmithFailures = results.stream().filter(r -> r.source().equals("csmith") && !r.ok()).toList();
        assertEquals(List.of(), csmithFailures, "every Csmith program must parse");
        assertTrue(ok >= REQUIRED_OK * results.size(),
                "only " + ok + " of " + results.size() + " C files parse and round-trip\n" + report);
    }

    @Test
    void benchInputsParse() throws IOException {
        Path bench = GrammarParsing.benchCases();
        List<String> cases = List.of(
                "c-clang16-wrongcode-csmith12-llvm64047/csmith12_llvm64047.c",
                "c-clang19-wrongcode-csmith111-llvm64047/csmith111_llvm64047.c",
                "c-gcc12-warnings-csmith/small.c",
                "c-gcc12-psabi-warning/small.c",
                "c-clang16-wrongcode-llvm64047/small.c");
        for (String c : cases) {
            Path f = bench.resolve(c);
            assertTrue(Files.isRegularFile(f), "missing bench input " + f + "");
            String text = read(f);
            Result first = check("bench", f, text);
            assertTrue(first.ok(), f + ": " + first.error());
            Result again = check("bench", f, text);
            System.out.printf("C bench %s: %d bytes, first parse %d ms, again %d ms (SLL, then LL on failure)%n",
                    c, text.length(), first.millis(), again.millis());
        }
    }

    // ---- parsing as the engine does

    static Result check(String source, Path file, String text) {
        long t0 = System.nanoTime();
        List<String> errors = new ArrayList<>();
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg, RecognitionException e) {
                if (errors.size() < 3) errors.add(line + ":" + col + " " + msg);
            }
        };
        var lexer = C.newLexer(CharStreams.fromString(text, file.toString()));
        lexer.addErrorListener(listener);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        ParserRuleContext tree = C.parse(tokens, listener);
        long millis = (System.nanoTime() - t0) / 1_000_000;
        if (errors.isEmpty() && tokens.LA(1) != Token.EOF) errors.add("input left over at " + tokens.LT(1).getText());
        if (errors.isEmpty()) {
            List<String> leaves = new ArrayList<>();
            leaves(tree, leaves);
            List<String> visible = new ArrayList<>();
            for (Token t : tokens.getTokens()) {
                if (t.getChannel() == Token.DEFAULT_CHANNEL && t.getType() != Token.EOF) visible.add(t.getText());
            }
            if (!leaves.equals(visible)) errors.add("tree tokens differ from lexer tokens");
        }
        String error = errors.isEmpty() ? null : String.join("; ", errors).replace('\n', ' ');
        if (error != null && error.length() > 300) error = error.substring(0, 300) + "...";
        return new Result(source, file.toString(), error, millis);
    }

    private static void leaves(ParseTree t, List<String> out) {
        if (t instanceof TerminalNode n) {
            if (n.getSymbol().getType() != Token.EOF) out.add(n.getText());
            return;
        }
        for (int i = 0; i < t.getChildCount(); i++) leaves(t.getChild(i), out);
    }

    // ---- the corpus

    private static List<Path> csmithPrograms(Path dir) throws Exception {
        List<Path> files = new ArrayList<>();
        for (int seed = 1; seed <= CSMITH_PROGRAMS; seed++) {
            Path out = dir.resolve("csmith-" + seed + ".c");
            Process p;
            try {
                p = new ProcessBuilder("csmith", "--seed", Integer.toString(seed), "-o", out.toString())
                        .directory(dir.toFile())                 // csmith writes platform.info into its cwd
                        .redirectErrorStream(true).redirectOutput(dir.resolve("csmith.log").toFile()).start();
            } catch (IOException e) {
                fail("csmith is not installed; the C corpus check needs it: " + INSTALL_HINT);
                return files;
            }
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0 || !Files.isRegularFile(out)) {
                fail("csmith --seed " + seed + " failed: " + Files.readString(dir.resolve("csmith.log")));
            }
            files.add(out);
        }
        return files;
    }

    private static List<Path> packageFiles(String pkg) throws Exception {
        Process p;
        try {
            p = new ProcessBuilder("dpkg-query", "-L", pkg).redirectErrorStream(true).start();
        } catch (IOException e) {
            fail("dpkg-query is missing: the C corpus check reads C files from Debian packages (" + INSTALL_HINT + ")");
            return List.of();
        }
        String listing = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            fail("Debian package " + pkg + " is not installed; the C corpus check needs: " + INSTALL_HINT);
        }
        List<Path> files = new ArrayList<>();
        for (String line : listing.split("\n")) {
            String name = line.trim();
            if (!name.matches(".*\\.[ch](\\.gz)?")) continue;
            if (name.contains("/html/tutorial/") || name.contains("/finclude/")) continue;
            Path f = Path.of(name);
            if (Files.isRegularFile(f)) files.add(f);
        }
        if (files.isEmpty()) fail("package " + pkg + " ships no C files here");
        return files;
    }

    private static String read(Path f) throws IOException {
        byte[] bytes;
        try (InputStream in = f.toString().endsWith(".gz") ? new GZIPInputStream(Files.newInputStream(f)) : Files.newInputStream(f)) {
            bytes = in.readAllBytes();
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

}
