package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;

/** {@code pare reduce} as users and scripts call it (CLI.md), with real oracles. */
class ReduceCommandTest {
    @TempDir
    Path dir;

    private Path file(String name, String content) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, content);
        return f;
    }

    private Path oracle(String body) throws Exception {
        Path s = dir.resolve("oracle.sh");
        Files.writeString(s, "#!/bin/sh\n" + body);
        s.toFile().setExecutable(true);
        return s;
    }

    @Tag("tools")
    @Test
    void reducesTheBundledSmtExampleWithItsRealOracle() throws Exception {
        Tools.require("z3", "cvc5");
        Path ex = Tools.example();
        Path input = Files.copy(ex.resolve("prog.smt2"), dir.resolve("prog.smt2"));
        Path stats = dir.resolve("stats.json");
        CliRun r = CliRun.of("reduce", "--test", ex.resolve("oracle.sh").toString(), "--stats-json", stats.toString(),
                "--jobs", "2", input.toString());
        assertEquals(0, r.exit(), r.err());
        Path out = dir.resolve("prog.reduced.smt2");
        assertTrue(Files.exists(out));
        assertArrayEquals(Files.readAllBytes(ex.resolve("prog.smt2")), Files.readAllBytes(input), "input untouched");
        Map<?, ?> json = new Gson().fromJson(Files.readString(stats), Map.class);
        assertTrue(((Number) json.get("outputTokens")).intValue() <= 26, "at most Perses' 26 tokens: " + json);
        assertEquals(1439, ((Number) json.get("inputTokens")).intValue());
        for (String key : new String[] {"reducer", "inputBytes", "outputBytes", "queries", "cacheHits", "cacheBytes",
                "wallSeconds", "jobs", "cancelled"}) {
            assertTrue(json.containsKey(key), "stats has " + key);
        }
        Process check = new ProcessBuilder(ex.resolve("oracle.sh").toString(), out.toString()).start();
        assertEquals(0, check.waitFor(), "the result still shows the bug");
    }

    @Tag("tools")
    @Test
    void theResultDoesNotDependOnTheNumberOfJobs() throws Exception {
        Tools.require("z3", "cvc5");
        Path ex = Tools.example();
        Path input = Files.copy(ex.resolve("prog.smt2"), dir.resolve("prog.smt2"));
        Path one = dir.resolve("one.smt2");
        Path four = dir.resolve("four.smt2");
        String oracle = ex.resolve("oracle.sh").toString();
        assertEquals(0, CliRun.of("reduce", "--quiet", "--test", oracle, "--jobs", "1", "-o", one.toString(), input.toString()).exit());
        assertEquals(0, CliRun.of("reduce", "--quiet", "--test", oracle, "--jobs", "4", "-o", four.toString(), input.toString()).exit());
        assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(four));
    }

    @Test
    void anOracleThatRejectsTheOriginalIsReportedWithItsOutput() throws Exception {
        Path input = file("a.txt", "hello\n");
        Path o = oracle("echo 'checking...'; echo 'fatal: no bug here' >&2; exit 3\n");
        CliRun r = CliRun.of("reduce", "--test", o.toString(), input.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("does not accept the original input (exit status 3)"), r.err());
        assertTrue(r.err().contains("fatal: no bug here"), r.err());
        assertFalse(Files.exists(dir.resolve("a.reduced.txt")));

        Path formula = file("f.smt2", "(assert true)\n");
        CliRun c = CliRun.of("canonicalize", "--test", o.toString(), formula.toString());
        assertEquals(2, c.exit());
        assertTrue(c.err().contains("nothing was canonicalized"), c.err());
        assertTrue(c.err().contains("fatal: no bug here"), c.err());
    }

    @Test
    void badInputsGetOneLineReasonsAndExitTwo() throws Exception {
        Path o = oracle("exit 0\n");
        Path input = file("a.txt", "x\n");
        assertBad(CliRun.of("reduce", "--test", o.toString(), dir.resolve("missing.c").toString()), "does not exist");
        assertBad(CliRun.of("reduce", "--test", o.toString(), file("empty.txt", "").toString()), "is empty");
        assertBad(CliRun.of("reduce", "--test", dir.resolve("nope.sh").toString(), input.toString()), "does not exist");
        assertBad(CliRun.of("reduce", "--test", "no-such-program-here", input.toString()), "does not exist");
        assertBad(CliRun.of("reduce", "--test", "sh " + dir.resolve("nope.sh"), input.toString()), "does not exist");
        assertBad(CliRun.of("reduce", "--test", " ", input.toString()), "the oracle is empty");
        assertBad(CliRun.of("reduce", "--test", o.toString(), "--reducer", "bogus", input.toString()), "unknown reducer");
        assertBad(CliRun.of("reduce", input.toString()), "--test");
        assertBad(CliRun.of("reduce", "--test", o.toString(), "--language", "cobol", input.toString()), "unknown language");
        assertBad(CliRun.of("reduce", "--test", o.toString(), "--jobs", "0", input.toString()), "--jobs must be at least 1");
        assertBad(CliRun.of("reduce", "--test", o.toString(), "--timeout", "0", input.toString()), "--timeout must be positive");
        assertBad(CliRun.of("reduce", "--test", o.toString(), "--max-seconds", "-1", input.toString()), "--max-seconds must be positive");
        assertBad(CliRun.of("canonicalize", "--test", o.toString(), "--jobs", "0", file("f.smt2", "(assert true)\n").toString()),
                "--jobs must be at least 1");
    }

    @Test
    void aScriptThatIsNotExecutableRunsThroughShWithANote() throws Exception {
        Path plain = file("plain.sh", "grep -q keep \"$1\"\n");
        Path input = file("n.txt", "drop\nkeep\ndrop\n");
        CliRun r = CliRun.of("reduce", "--test", plain.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("note: " + plain + " is not executable; running it with sh"), r.err());
        String out = Files.readString(dir.resolve("n.reduced.txt"));
        assertTrue(out.contains("keep") && !out.contains("drop"), out);
    }

    @Test
    void aResultThatCannotBeWrittenIsExitTwoForEveryCommand() throws Exception {
        Path o = oracle("grep -q keep \"$1\"\n");
        Path input = file("w.txt", "keep\n");
        Path blocked = file("blocked", "a file, not a folder");
        assertBad(CliRun.of("reduce", "--test", o.toString(), "-o", blocked.resolve("out.txt").toString(), input.toString()),
                "cannot write");
        Path smt = file("w.smt2", "(assert keep)\n");
        assertBad(CliRun.of("canonicalize", "--test", o.toString(), "-o", blocked.resolve("out.smt2").toString(), smt.toString()),
                "cannot write");
    }

    private static void assertBad(CliRun r, String reason) {
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(reason), "expected '" + reason + "' in: " + r.err());
    }

    @Test
    void unparsableInputFallsBackToTheTextReducer() throws Exception {
        Path input = file("broken.smt2", "(set-logic QF_FP)\n(assert (and a\n(check-sat)\n(declare-fun needle () Bool)\n");
        Path o = oracle("grep -q needle \"$1\"\n");
        CliRun r = CliRun.of("reduce", "--test", o.toString(), "--jobs", "1", input.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("cannot parse as smtlib2"), r.err());
        assertTrue(r.err().contains("broken.smt2:"), "the warning says where: " + r.err());
        assertEquals("needle", Files.readString(dir.resolve("broken.reduced.smt2")).strip());
    }

    @Test
    void binaryInputIsReducedWithItsBytesPreserved() throws Exception {
        byte[] bytes = {'a', ' ', (byte) 0xff, (byte) 0xfe, ' ', 'k', 'e', 'e', 'p', '\n', 'z', 0, 'q', '\n'};
        Path input = dir.resolve("blob.bin");
        Files.write(input, bytes);
        Path o = oracle("grep -q keep \"$1\" && [ \"$(head -c 3 \"$1\" | tail -c 1 | od -An -tx1 | tr -d ' ')\" = ff ]\n");
        CliRun r = CliRun.of("reduce", "--test", o.toString(), "--jobs", "1", input.toString());
        assertEquals(0, r.exit(), r.err());
        byte[] out = Files.readAllBytes(dir.resolve("blob.reduced.bin"));
        String latin = new String(out, StandardCharsets.ISO_8859_1);
        assertTrue(latin.contains("\u00ff") && latin.contains("keep"), latin);
        assertTrue(out.length < bytes.length);
    }

    @Test
    void inPlaceKeepsTheOriginalFirst() throws Exception {
        Path input = file("t.txt", "one\ntwo needle\nthree\n");
        Path o = oracle("grep -q needle \"$1\"\n");
        CliRun r = CliRun.of("reduce", "--quiet", "--in-place", "--test", o.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("one\ntwo needle\nthree\n", Files.readString(dir.resolve("t.txt.orig")));
        assertEquals("needle", Files.readString(input).strip());
    }

    @Test
    void aLinkIsReducedBesideItAndInPlaceThroughIt() throws Exception {
        Path target = file("real.txt", "one\ntwo needle\nthree\n");
        Files.createDirectories(dir.resolve("links"));
        Path link = Files.createSymbolicLink(dir.resolve("links/t.txt"), target);
        Path o = oracle("grep -q needle \"$1\"\n");
        CliRun beside = CliRun.of("reduce", "--quiet", "--test", o.toString(), link.toString());
        assertEquals(0, beside.exit(), beside.err());
        assertEquals("needle", Files.readString(dir.resolve("links/t.reduced.txt")).strip(), "the result goes beside the link");
        assertEquals("one\ntwo needle\nthree\n", Files.readString(target), "the target is untouched");

        CliRun inPlace = CliRun.of("reduce", "--in-place", "--test", o.toString(), link.toString());
        assertEquals(0, inPlace.exit(), inPlace.err());
        assertTrue(inPlace.err().contains("is a link; reducing " + target.toRealPath() + " in place"), inPlace.err());
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertEquals("needle", Files.readString(target).strip());
        assertEquals("one\ntwo needle\nthree\n", Files.readString(dir.resolve("real.txt.orig")), "kept beside the file rewritten");
    }

    @Test
    void maxSecondsKeepsTheBestSoFar() throws Exception {
        Path input = file("t.txt", "a\nb\nc\nd needle\ne\nf\ng\nh\n");
        Path o = oracle("sleep 0.4; grep -q needle \"$1\"\n");
        Path stats = dir.resolve("s.json");
        CliRun r = CliRun.of("reduce", "--quiet", "--jobs", "1", "--max-seconds", "1.5", "--stats-json", stats.toString(),
                "--test", o.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        Map<?, ?> json = new Gson().fromJson(Files.readString(stats), Map.class);
        assertEquals(Boolean.TRUE, json.get("timedOut"));
        assertTrue(Files.readString(dir.resolve("t.reduced.txt")).contains("needle"));
    }

    @Test
    void theTraceHasOneLinePerOracleQueryNamingItsPassAndVerdict() throws Exception {
        Path input = file("t.c", "int a;\nint b;\nint needle;\nint c;\n");
        Path o = oracle("grep -q needle \"$1\"\n");
        Path stats = dir.resolve("s.json");
        Path trace = dir.resolve("trace.jsonl");
        CliRun r = CliRun.of("reduce", "--quiet", "--jobs", "2", "--stats-json", stats.toString(), "--trace", trace.toString(),
                "--test", o.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        Map<?, ?> figures = new Gson().fromJson(Files.readString(stats), Map.class);
        java.util.List<String> lines = Files.readAllLines(trace);
        assertEquals(((Number) figures.get("queries")).intValue(), lines.size(), "one line per query the figures count");
        java.util.Set<String> verdicts = new java.util.HashSet<>();
        java.util.Set<String> passes = new java.util.HashSet<>();
        java.util.Set<String> hashes = new java.util.HashSet<>();
        double last = -1;
        for (String line : lines) {
            Map<?, ?> q = new Gson().fromJson(line, Map.class);
            assertEquals("t.c", q.get("file"), line);
            assertTrue(((Number) q.get("start")).doubleValue() >= 0 && ((Number) q.get("seconds")).doubleValue() >= 0, line);
            assertTrue(q.get("stopped") instanceof Boolean, line);
            verdicts.add((String) q.get("verdict"));
            passes.add((String) q.get("pass"));
            if ("interesting".equals(q.get("verdict"))) hashes.add((String) q.get("sha256"));
            last = Math.max(last, ((Number) q.get("start")).doubleValue());
        }
        assertEquals(java.util.Set.of("interesting", "not-interesting"), verdicts);
        assertTrue(passes.size() > 1, "the passes that asked: " + passes);
        String result = Files.readString(dir.resolve("t.reduced.c"));
        String sha = java.util.HexFormat.of().formatHex(
                java.security.MessageDigest.getInstance("SHA-256").digest(result.getBytes(StandardCharsets.UTF_8)));
        assertTrue(hashes.contains(sha), "the result is one of the candidates the oracle called interesting");
        assertTrue(last >= 0);
    }

    @Test
    void aTraceThatCannotBeWrittenIsAUsageErrorBeforeAnyQuery() throws Exception {
        Path input = file("t.txt", "needle\n");
        Path o = oracle("echo asked >> '" + dir.resolve("asked") + "'; grep -q needle \"$1\"\n");
        CliRun r = CliRun.of("reduce", "--quiet", "--trace", dir.resolve("no/such/folder/trace.jsonl").toString(),
                "--test", o.toString(), input.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("cannot write the trace"), r.err());
        assertFalse(Files.exists(dir.resolve("asked")), "no query was run");
    }

    @Test
    void anInterruptExitsWith130AndKeepsTheBestResult() throws Exception {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 200; i++) big.append("line ").append(i).append(i == 150 ? " needle" : "").append('\n');
        Path input = file("big.txt", big.toString());
        Path out = dir.resolve("big.reduced.txt");
        // Once a first result is on disk every query takes 2 s, so the interrupt lands mid-reduction (on a
        // loaded machine the whole 5 s reduction could otherwise end before the signal is sent), and the
        // query it interrupts still ends well within the 10 s Ctrl-C gives a run to finish.
        Path o = oracle("grep -q needle \"$1\" || exit 1\n[ -f '" + out + "' ] && sleep 2\nexit 0\n");
        // env --default-signal: a shell's background job (a CI script run with &) starts with SIGINT
        // ignored, which the JVM, and so Pare, would inherit and never see the interrupt
        Process p = new ProcessBuilder("env", "--default-signal=INT", "java", "-cp", System.getProperty("java.class.path"), "io.pare.cli.PareCli",
                "reduce", "--jobs", "1", "--test", o.toString(), input.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
        long deadline = System.currentTimeMillis() + 60_000;
        while (!Files.exists(out) && System.currentTimeMillis() < deadline) Thread.sleep(100);
        assertTrue(Files.exists(out), "a first improvement was written");
        new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(130, p.exitValue(), Files.readString(dir.resolve("log")));
        assertTrue(Files.readString(out).contains("needle"), "the kept result is interesting");
    }

    @Test
    void reducesAFolderTogetherAndWritesAFolder() throws Exception {
        Path src = Files.createDirectories(dir.resolve("src/lib"));
        Files.writeString(dir.resolve("src/main.c"), "int g(void);\nint main(void) { int x = g(); return f() + x; }\n");
        Files.writeString(src.resolve("f.c"), "int h(void) { return 3; }\nint f(void) { return h() + 1; }\nint g(void) { return 2; }\n");
        Files.writeString(dir.resolve("src/NOTES.txt"), "kept as it is\n");
        // Runs in the query folder: every file is there under its relative path; $1 is the file being reduced.
        Path o = oracle("[ -f \"$1\" ] && [ -f NOTES.txt ] || exit 2\n"
                + "grep -q 'f()' main.c && grep -Eq 'int +f *\\(' lib/f.c\n");
        Path out = dir.resolve("out");
        Path stats = dir.resolve("stats.json");
        Path trace = dir.resolve("trace.jsonl");
        CliRun r = CliRun.of("reduce", "--test", o.toString(), "-o", out.toString(), "--stats-json", stats.toString(),
                "--trace", trace.toString(), "--jobs", "2", dir.resolve("src").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("reducing 2 files together (1 more kept unchanged)"), r.err());
        assertTrue(r.err().contains("file 1/2, round 1: lib/f.c"), r.err());
        assertEquals("kept as it is\n", Files.readString(out.resolve("NOTES.txt")));
        String main = Files.readString(out.resolve("main.c"));
        String lib = Files.readString(out.resolve("lib/f.c"));
        assertFalse(main.contains("g"), main);
        assertFalse(lib.contains("h"), lib);
        assertTrue(Files.readString(dir.resolve("src/main.c")).contains("g()"), "inputs untouched");
        Process check = new ProcessBuilder(o.toString(), out.resolve("main.c").toString()).directory(out.toFile()).start();
        assertEquals(0, check.waitFor(), "the result folder still shows the bug");
        Map<?, ?> json = new Gson().fromJson(Files.readString(stats), Map.class);
        assertEquals(2, ((java.util.List<?>) json.get("files")).size(), json.toString());
        assertTrue(((Number) json.get("outputTokens")).intValue() < ((Number) json.get("inputTokens")).intValue());
        java.util.List<String> lines = Files.readAllLines(trace);
        assertEquals(((Number) json.get("queries")).intValue(), lines.size(), "the trace has every query, the first check's too");
        java.util.Set<Object> files = new java.util.HashSet<>();
        for (String line : lines) files.add(new Gson().fromJson(line, Map.class).get("file"));
        assertEquals(java.util.Set.of("main.c", "lib/f.c"), files);
    }

    @Test
    void aFolderOfMoreFilesThanCanBeReducedTogetherIsRefusedAtOnce() throws Exception {
        Path src = Files.createDirectories(dir.resolve("many"));
        for (int i = 0; i <= InputSet.MAX_REDUCED; i++) Files.writeString(src.resolve("f" + i + ".c"), "int x" + i + ";\n");
        Path o = oracle("touch '" + dir.resolve("ran") + "'\n");
        long started = System.nanoTime();
        CliRun r = CliRun.of("reduce", "--test", o.toString(), "-o", dir.resolve("out").toString(), src.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("holds " + (InputSet.MAX_REDUCED + 1) + " files, more than " + InputSet.MAX_REDUCED),
                r.err());
        assertTrue(!Files.exists(dir.resolve("ran")) && !Files.exists(dir.resolve("out")), "nothing ran, nothing written");
        assertTrue(System.nanoTime() - started < 20_000_000_000L, "refused at once");
    }

    @Test
    void theInputFolderIsNeverTheOutputWithoutInPlace() throws Exception {
        Path src = Files.createDirectories(dir.resolve("src"));
        Files.writeString(src.resolve("a.smt2"), "(declare-const x Int)\n(check-sat)\n");
        Files.writeString(src.resolve("b.smt2"), "(check-sat)\n");
        Path o = oracle("grep -q check-sat a.smt2\n");
        CliRun r = CliRun.of("reduce", "--test", o.toString(), "-o", src.toString(), src.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("is the input folder; pass --in-place"), r.err());
        assertEquals("(declare-const x Int)\n(check-sat)\n", Files.readString(src.resolve("a.smt2")));
    }

    @Test
    void severalFilesGoToPareOutAndNeverOverAnEarlierResult() throws Exception {
        Path a = file("a.smt2", "(declare-const x Int)\n(declare-const y Int)\n(assert (> x 1))\n");
        Path b = file("b.smt2", "(declare-const z Int)\n(check-sat)\n");
        Path o = oracle("grep -q 'assert' a.smt2 && grep -q 'check-sat' b.smt2\n");
        Path cwd = Files.createDirectories(dir.resolve("work"));
        Files.createDirectories(cwd.resolve("pare-out"));
        Files.writeString(cwd.resolve("pare-out/earlier.txt"), "an earlier result\n");
        // pare-out/ is relative to the working directory, which a JVM cannot change: run pare as a process.
        Process p = new ProcessBuilder(java(), "-cp", System.getProperty("java.class.path"), "io.pare.cli.PareCli",
                "reduce", "--quiet", "--test", o.toString(), a.toString(), b.toString())
                .directory(cwd.toFile()).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), log);
        assertEquals("an earlier result\n", Files.readString(cwd.resolve("pare-out/earlier.txt")));
        assertTrue(Files.readString(cwd.resolve("pare-out.1/a.smt2")).contains("assert"));
        assertFalse(Files.readString(cwd.resolve("pare-out.1/a.smt2")).contains("y"));
        assertFalse(Files.readString(cwd.resolve("pare-out.1/b.smt2")).contains("z"));
    }

    @Test
    void reducesWithAUserGrammarGivenAsLexerAndParser() throws Exception {
        Path lexer = file("SumsLexer.g4", """
                lexer grammar SumsLexer;
                ADD : '+' ;
                NUM : [0-9]+ ;
                LPAREN : '(' ;
                RPAREN : ')' ;
                WS : [ \\t\\r\\n]+ -> channel(HIDDEN) ;
                """);
        Path parser = file("SumsParser.g4", """
                parser grammar SumsParser;
                options { tokenVocab = SumsLexer; }
                sum : term (ADD term)* ;
                term : NUM | LPAREN sum RPAREN ;
                """);
        Path input = file("e.sum", "13 + 3 + (12 + (7 + 12))");
        // interesting while a 12 remains: the Fig. 1 input reduces to the single term 12
        Path o2 = oracle("grep -q 12 \"$1\"\n");
        CliRun r = CliRun.of("reduce", "--quiet", "--grammar", parser.toString(), "--lexer", lexer.toString(),
                "--start", "sum", "--test", o2.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("12", Files.readString(dir.resolve("e.reduced.sum")).strip());
    }

    @Tag("tools")
    @Test
    void reducesJavaScriptWithNodeAsTheOracle() throws Exception {
        Tools.require("node");
        Path input = file("crash.js", """
                'use strict';
                const config = { retries: 3, name: `svc-${process.pid}` };
                class Cache {
                  #entries = new Map();
                  get(key) { return this.#entries.get(key)?.value ?? null; }
                  put(key, value) { this.#entries.set(key, { value, at: Date.now() }); }
                }
                function load(opts) {
                  const cache = new Cache();
                  cache.put('a', /x+/g.test('xx') ? 1 : 2);
                  const { limits } = opts;
                  return limits.max / 2;
                }
                console.log(config.name.length > 0, new Cache().get('b'));
                load({ retries: config.retries });
                """);
        // The crash must come from reading `max` of undefined inside a function called load (not a syntax error).
        Path o = oracle("node \"$1\" > out.txt 2>&1\n"
                + "grep -q \"TypeError: Cannot read properties of undefined (reading 'max')\" out.txt && grep -q 'at load' out.txt\n");
        CliRun r = CliRun.of("reduce", "--quiet", "--test", o.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        String out = Files.readString(dir.resolve("crash.reduced.js"));
        assertFalse(out.contains("Cache"), out);
        assertFalse(out.contains("config"), out);
        assertTrue(out.contains("max") && out.contains("load"), out);
        Process check = new ProcessBuilder(o.toString(), dir.resolve("crash.reduced.js").toString()).directory(dir.toFile()).start();
        assertEquals(0, check.waitFor(), "the result still crashes the same way");
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
