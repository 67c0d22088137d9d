package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;

/** {@code pare pair} as CLI.md describes it: output folder, edits.json with original offsets, exit codes. */
class PairCommandTest {
    @TempDir
    Path dir;

    static final String SEED = """
            (set-logic QF_LIA)
            (declare-const a Int)
            (declare-const b Int)
            (push 1)
            (assert (> a 0))
            (assert (< b 5))
            (pop 1)
            (check-sat)
            """;
    static final String VARIANT = """
            (set-logic QF_LIA)
            (declare-const a Int)
            (declare-const b Int)
            (assert (= b 7))
            (assert (and (> a 0)))
            (pop 1)
            (check-sat)
            """;

    private Path script(String name, String body) throws Exception {
        Path s = dir.resolve(name);
        Files.writeString(s, "#!/bin/sh\n" + body);
        s.toFile().setExecutable(true);
        return s;
    }

    /** "The solver crashes on a pop without a push": ψ_v; the seed property is the opposite. */
    private Path[] oracles() throws Exception {
        String count = "pu=$(grep -o '(push' \"$1\" | wc -l); po=$(grep -o '(pop' \"$1\" | wc -l)\n";
        return new Path[] {script("seed-test.sh", count + "grep -q check-sat \"$1\" && [ $po -le $pu ]\n"),
            script("variant-test.sh", count + "grep -q check-sat \"$1\" && [ $po -gt $pu ]\n")};
    }

    @Test
    void writesBothReducedFilesAndTheCriticalEditMappedToTheOriginals() throws Exception {
        Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
        Path variant = Files.writeString(dir.resolve("variant.smt2"), VARIANT);
        Path[] o = oracles();
        Path out = dir.resolve("out");
        Path stats = dir.resolve("stats.json");
        Path report = dir.resolve("report.json");
        CliRun r = CliRun.of("pair", "--seed", seed.toString(), "--seed-test", o[0].toString(), "--variant",
                variant.toString(), "--variant-test", o[1].toString(), "-o", out.toString(), "--stats-json",
                stats.toString(), "--report", report.toString(), "--trace", dir.resolve("trace.jsonl").toString(), "--jobs", "2");
        assertEquals(0, r.exit(), r.err());
        assertEquals(SEED, Files.readString(seed), "inputs untouched");
        java.util.Set<Object> traced = new java.util.HashSet<>();
        for (String line : Files.readAllLines(dir.resolve("trace.jsonl"))) traced.add(new Gson().fromJson(line, Map.class).get("file"));
        assertTrue(traced.containsAll(List.of("seed.smt2", "variant.smt2")), "both sides' queries are traced: " + traced);
        assertTrue(java.util.Set.of("seed.smt2", "variant.smt2", "pair").containsAll(traced), traced.toString());
        assertEquals("(push)(pop)(check-sat)", Files.readString(out.resolve("seed.smt2")).replaceAll("\\s+", ""));
        assertEquals("(pop)(check-sat)", Files.readString(out.resolve("variant.smt2")).replaceAll("\\s+", ""));
        List<?> edits = new Gson().fromJson(Files.readString(out.resolve("edits.json")), List.class);
        assertEquals(Files.readString(out.resolve("edits.json")), Files.readString(report));
        assertEquals(1, edits.size(), edits.toString());
        Map<?, ?> e = (Map<?, ?>) edits.get(0);
        assertEquals("delete", e.get("kind"));
        Map<?, ?> original = (Map<?, ?>) ((Map<?, ?>) e.get("original")).get("seed");
        int start = ((Number) original.get("start")).intValue();
        int end = ((Number) original.get("end")).intValue();
        assertEquals("(push 1)", SEED.substring(start, end));
        Map<?, ?> json = new Gson().fromJson(Files.readString(stats), Map.class);
        for (String key : new String[] {"seed", "variant", "diffTokens", "queries", "wallSeconds", "cancelled", "timedOut"}) {
            assertTrue(json.containsKey(key), "stats has " + key);
        }
        assertEquals(3, ((Number) json.get("diffTokens")).intValue());
    }

    @Test
    void exitsTwoWithTheOraclesOutputWhenAPropertyFailsOnItsOriginal() throws Exception {
        Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
        Path variant = Files.writeString(dir.resolve("variant.smt2"), VARIANT);
        Path[] o = oracles();
        Path bad = script("bad.sh", "echo 'no crash here' ; exit 3\n");
        CliRun r = CliRun.of("pair", "--seed", seed.toString(), "--seed-test", o[0].toString(), "--variant",
                variant.toString(), "--variant-test", bad.toString(), "-o", dir.resolve("out").toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("variant property does not hold"), r.err());
        assertTrue(r.err().contains("exit status 3"), r.err());
        assertTrue(r.err().contains("no crash here"), r.err());
    }

    @Test
    void refusesTwoUnrelatedPrograms() throws Exception {
        Path seed = Files.writeString(dir.resolve("seed.smt2"), "(check-sat)\n");
        Path variant = Files.writeString(dir.resolve("variant.smt2"),
                "(declare-fun f (Int Int Int) Bool)\n(push 1)\n(pop 1)\n(get-model)\n(exit)\n");
        Path yes = script("yes.sh", "exit 0\n");
        CliRun r = CliRun.of("pair", "--seed", seed.toString(), "--seed-test", yes.toString(), "--variant",
                variant.toString(), "--variant-test", yes.toString(), "-o", dir.resolve("out").toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("share only"), r.err());
    }

    /**
     * The real thing: clang-16 -O2 wrong code (llvm #64047), a seed and a variant differing in four
     * places of which one is critical. Only the |= / ^= edit of line 22 may remain, and both
     * reduced files must still satisfy their properties. The difference alone (--edits-only, no
     * MinCommonality) isolates it: a bound in work, unlike one in seconds, gives the same result on
     * a slow or busy machine.
     */
    @Tag("tools")
    @Test
    void isolatesTheCriticalEditOfARealClangWrongCodePair() throws Exception {
        Path bench = Tools.benchCase("ppr-c-clang16-wrongcode-llvm64047-small");
        Tools.require("gcc-12", "clang-16");
        Path seed = Files.copy(bench.resolve("seed.c"), dir.resolve("seed.c"));
        Path variant = Files.copy(bench.resolve("variant.c"), dir.resolve("variant.c"));
        Path out = dir.resolve("out");
        Path stats = dir.resolve("stats.json");
        CliRun r = CliRun.of("pair", "--seed", seed.toString(), "--seed-test", bench.resolve("seed-oracle.sh").toString(),
                "--variant", variant.toString(), "--variant-test", bench.resolve("variant-oracle.sh").toString(), "-o",
                out.toString(), "--stats-json", stats.toString(), "--jobs", "2", "--edits-only");
        assertEquals(0, r.exit(), r.err());
        List<?> edits = new Gson().fromJson(Files.readString(out.resolve("edits.json")), List.class);
        assertEquals(1, edits.size(), r.err() + "\n" + edits);
        Map<?, ?> e = (Map<?, ?>) edits.get(0);
        assertEquals("replace", e.get("kind"));
        assertEquals("|=", e.get("seedText"));
        assertEquals("^=", e.get("variantText"));
        assertEquals(22.0, ((Map<?, ?>) e.get("originalLine")).get("seed"));
        Map<?, ?> original = (Map<?, ?>) ((Map<?, ?>) e.get("original")).get("variant");
        String v = Files.readString(variant);
        assertEquals("^=", v.substring(((Number) original.get("start")).intValue(), ((Number) original.get("end")).intValue()));
        assertEquals(0, run(bench.resolve("seed-oracle.sh"), out.resolve("seed.c")), "the reduced seed keeps ψ_s");
        assertEquals(0, run(bench.resolve("variant-oracle.sh"), out.resolve("variant.c")), "the reduced variant keeps ψ_v");
    }

    private static int run(Path oracle, Path file) throws Exception {
        return new ProcessBuilder(oracle.toString(), file.toString()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    }
}
