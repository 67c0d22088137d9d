package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;

/**
 * The framework issue's acceptance check: every reducer on the bundled SMT-LIB case with its real
 * oracle (z3 as validity guard, cvc5 showing the bug); every result is accepted by the oracle, and
 * Perses* is no larger than HDD*.
 */
class FrameworkReducersCliTest {
    @TempDir
    Path dir;

    @Tag("tools")
    @Test
    void everyReducerOnTheSmtCaseGivesAResultTheOracleAccepts() throws Exception {
        Tools.require("z3", "cvc5");
        Path ex = Tools.example();
        Map<String, Integer> tokens = new LinkedHashMap<>();
        for (String reducer : List.of("perses", "hdd", "coarse-hdd", "hddr", "gtr", "pardis", "pardis-hybrid")) {
            Path input = Files.copy(ex.resolve("prog.smt2"), dir.resolve(reducer + ".smt2"));
            Path out = dir.resolve(reducer + ".out.smt2");
            Path stats = dir.resolve(reducer + ".json");
            CliRun r = CliRun.of("reduce", "--test", ex.resolve("oracle.sh").toString(), "--reducer", reducer, "--no-trec",
                    "--stats-json", stats.toString(), "--jobs", "2", "--quiet", "-o", out.toString(), input.toString());
            assertEquals(0, r.exit(), reducer + ": " + r.err());
            Map<?, ?> json = new Gson().fromJson(Files.readString(stats), Map.class);
            assertEquals(reducer, json.get("reducer"));
            int n = ((Number) json.get("outputTokens")).intValue();
            assertTrue(n < ((Number) json.get("inputTokens")).intValue(), reducer + " reduced nothing: " + json);
            tokens.put(reducer, n);
            Process check = new ProcessBuilder("sh", ex.resolve("oracle.sh").toString(), out.toString()).start();
            assertEquals(0, check.waitFor(), reducer + ": the result still shows the bug");
        }
        assertTrue(tokens.get("perses") <= tokens.get("hdd"), "Perses* no larger than HDD*: " + tokens);
    }
}
