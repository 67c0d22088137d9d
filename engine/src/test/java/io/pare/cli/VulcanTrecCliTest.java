package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;

/** {@code --reducer vulcan}, {@code --trec} and {@code pare canonicalize} with real solvers as oracles. */
@Tag("tools")
class VulcanTrecCliTest {
    @TempDir
    Path dir;

    /** The acceptance check: Vulcan ≤ Perses' 26 tokens, Vulcan + T-Rec under the anchor's 73 non-blank bytes. */
    @Test
    void vulcanWithTrecBeatsTheAnchorOnTheBundledSmtCase() throws Exception {
        Tools.require("z3", "cvc5");
        Path ex = Tools.example();
        Path input = Files.copy(ex.resolve("prog.smt2"), dir.resolve("prog.smt2"));
        Path stats = dir.resolve("stats.json");
        CliRun r = CliRun.of("reduce", "--test", ex.resolve("oracle.sh").toString(), "--reducer", "vulcan", "--stats-json",
                stats.toString(), "--jobs", "2", "--quiet", input.toString());
        assertEquals(0, r.exit(), r.err());
        Path out = dir.resolve("prog.reduced.smt2");
        Map<?, ?> json = new Gson().fromJson(Files.readString(stats), Map.class);
        assertTrue(((Number) json.get("outputTokens")).intValue() <= 26, "Vulcan ≤ Perses' 26 tokens: " + json);
        int nonBlank = Files.readString(out).replaceAll("\\s", "").length();
        assertTrue(nonBlank < 73, "under the anchor's 73 non-blank bytes: " + Files.readString(out));
        Map<?, ?> passes = (Map<?, ?>) json.get("passes");
        for (String pass : List.of("perses", "vulcan:EE", "vulcan:IR", "vulcan:SR", "trec")) {
            assertTrue(passes.containsKey(pass), "progress names the pass " + pass + ": " + passes.keySet());
        }
        double perPass = passes.values().stream().mapToDouble(p -> ((Number) ((Map<?, ?>) p).get("oracleSeconds")).doubleValue()).sum();
        assertEquals(((Number) json.get("oracleSeconds")).doubleValue(), perPass, 0.001 * passes.size() + 0.01,
                "the passes' oracle seconds add up to the run's: " + passes);
        assertTrue(((Number) json.get("rccHits")).longValue() > 0 && ((Number) json.get("hashHits")).longValue() > 0,
                "deletions hit the interval tier, replacements the hash tier: " + json);
        Process check = new ProcessBuilder(ex.resolve("oracle.sh").toString(), out.toString()).start();
        assertEquals(0, check.waitFor(), "the result still shows the bug");
    }

    /**
     * The C target on the Csmith warnings case (gcc-12 must give both a self-comparison
     * and an "is used uninitialized" warning): at most C-Vise's 15 tokens. The two warnings come
     * from two functions until function merging puts their statements in one.
     */
    @Test
    void vulcanReachesCVisesTokenCountOnTheGccWarningsCase() throws Exception {
        Tools.require("gcc-12");
        Path bench = Tools.benchCase("c-gcc12-warnings-csmith");
        Path input = Files.copy(bench.resolve("small.c"), dir.resolve("small.c"));
        Path stats = dir.resolve("stats.json");
        Path out = dir.resolve("out.c");
        CliRun r = CliRun.of("reduce", "--test", bench.resolve("oracle.sh").toString(), "--reducer", "vulcan", "--jobs", "2",
                "--quiet", "--stats-json", stats.toString(), "-o", out.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        Map<?, ?> json = new Gson().fromJson(Files.readString(stats), Map.class);
        assertTrue(((Number) json.get("outputTokens")).intValue() <= 15, "C-Vise leaves 15 tokens: " + Files.readString(out));
        assertTrue(((Map<?, ?>) json.get("passes")).containsKey("vulcan:merge"), json.toString());
        Process check = new ProcessBuilder("sh", bench.resolve("oracle.sh").toString(), out.toString()).start();
        assertEquals(0, check.waitFor(), "gcc-12 still gives both warnings on " + Files.readString(out));
    }

    /** An unseen formula: long names and literals shrink by ≥ 40% of the bytes while z3 still says sat. */
    @Test
    void canonicalizeShrinksLongNamesAndLiterals() throws Exception {
        Tools.require("z3");
        Path input = dir.resolve("f.smt2");
        Files.writeString(input, """
                (set-logic QF_UFLIA)
                (declare-const counterVariableAlpha Int)
                (declare-const accumulatedTotalValue Int)
                (declare-fun helperPredicateForBounds (Int) Bool)
                (assert (> (+ counterVariableAlpha accumulatedTotalValue) 1234567))
                (assert (< counterVariableAlpha 98765))
                (assert (helperPredicateForBounds accumulatedTotalValue))
                (check-sat)
                """);
        Path oracle = dir.resolve("sat.sh");
        Files.writeString(oracle, """
                #!/bin/sh
                out=$(timeout 10 z3 -smt2 "$1" 2>&1) || exit 1
                echo "$out" | grep -q error && exit 1
                echo "$out" | grep -qx sat
                """);
        oracle.toFile().setExecutable(true);
        Path out = dir.resolve("f.canon.smt2");
        Path report = dir.resolve("r.json");
        CliRun r = CliRun.of("canonicalize", "--test", oracle.toString(), "--jobs", "2", "--quiet", "-o", out.toString(),
                "--report", report.toString(), input.toString());
        assertEquals(0, r.exit(), r.err());
        String before = Files.readString(input).replaceAll("\\s", "");
        String after = Files.readString(out).replaceAll("\\s", "");
        assertTrue(after.length() <= before.length() * 0.6, "≥40% fewer bytes: " + Files.readString(out));
        assertEquals(0, new ProcessBuilder(oracle.toString(), out.toString()).start().waitFor(), "z3 still says sat");
        Map<?, ?> json = new Gson().fromJson(Files.readString(report), Map.class);
        List<?> tokens = (List<?>) json.get("tokens");
        Map<?, ?> first = (Map<?, ?>) tokens.stream().filter(t -> "counterVariableAlpha".equals(((Map<?, ?>) t).get("text")))
                .findFirst().orElseThrow();
        assertEquals("a", first.get("replacement"));
        String text = Files.readString(input);
        assertEquals(text.indexOf("counterVariableAlpha"), ((Number) first.get("start")).intValue(), "offsets in the input");
        Map<?, ?> sort = (Map<?, ?>) tokens.stream().filter(t -> "Int".equals(((Map<?, ?>) t).get("text"))).findFirst().orElseThrow();
        assertNull(sort.get("replacement"));
        assertEquals(Boolean.TRUE, sort.get("resisted"), "a theory sort resists renaming: the bug (sat) depends on it");
        Map<?, ?> paren = (Map<?, ?>) tokens.get(0);
        assertEquals(Boolean.FALSE, paren.get("resisted"), "punctuation is never tried");
    }
}
