package io.pare.cli;

import io.pare.files.LatestFileWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import com.google.gson.GsonBuilder;

import io.pare.event.ReductionEvent;
import io.pare.oracle.ScriptOracle;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.reduction.ppr.CriticalEdit;
import io.pare.reduction.ppr.PairInputException;
import io.pare.reduction.ppr.PairRequest;
import io.pare.reduction.ppr.PairResult;
import io.pare.reduction.ppr.PairRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pare pair}: pairwise reduction (PPR) of a passing seed and a failing variant down to the critical edits. */
@Command(name = "pair", mixinStandardHelpOptions = true,
        description = "Reduce a seed (on which --seed-test holds) and a variant of it (on which --variant-test holds) "
                + "to a small pair whose remaining difference is the critical edits.")
final class PairCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--seed", required = true, paramLabel = "FILE", description = "The seed: the program that does not show the bug.")
    Path seed;

    @Option(names = "--seed-test", required = true, paramLabel = "ORACLE", description = "The seed's property: exit 0 = holds (gets the candidate's path as $1).")
    String seedTest;

    @Option(names = "--variant", required = true, paramLabel = "FILE", description = "The variant: the seed after some mutations; shows the bug.")
    Path variant;

    @Option(names = "--variant-test", required = true, paramLabel = "ORACLE", description = "The variant's property (the bug): exit 0 = holds.")
    String variantTest;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", defaultValue = "pare-out",
            description = "Folder for the reduced seed and variant (under their own names) and edits.json (default: ${DEFAULT-VALUE}).")
    Path output;

    @Option(names = "--report", paramLabel = "FILE", description = "Also write the critical edits (edits.json) here.")
    Path report;

    @Mixin
    RunOptions runOptions;

    @Mixin
    LanguageOptions languageOptions;

    @Option(names = "--max-iterations", paramLabel = "N", defaultValue = "" + PairRequest.DEFAULT_MAX_ITERATIONS,
            description = "Cap on TD -> LD -> CO iterations (0: until the fixpoint; default: ${DEFAULT-VALUE}).")
    int maxIterations;

    @Option(names = "--edits-only", description = "Only isolate the critical edits (MinTdiff, MinLdiff); "
            + "leave the code both sides share at its size (no MinCommonality): seconds instead of minutes.")
    boolean editsOnly;

    @Override
    public Integer call() throws Exception {
        return pair(spec.commandLine().getErr()); // a UsageException becomes exit 2 in PareCli
    }

    private int pair(PrintWriter err) throws Exception {
        InputFile s = InputFile.read(seed);
        InputFile v = InputFile.read(variant);
        if (s.binary() || v.binary()) throw new UsageException("pair needs two text files (UTF-8)");
        runOptions.check();
        Language lang = language(s, v);
        List<String> seedCommand = runOptions.oracleCommand(seedTest, err);
        List<String> variantCommand = runOptions.oracleCommand(variantTest, err);
        String seedName = seed.getFileName().toString();
        String variantName = variant.getFileName().toString();
        Path seedOut = output.resolve(seedName.equals(variantName) ? "seed-" + seedName : seedName);
        Path variantOut = output.resolve(seedName.equals(variantName) ? "variant-" + variantName : variantName);
        ProgressPrinter progress = new ProgressPrinter(err, System.console() != null, runOptions.quiet);
        try (ScriptOracle so = runOptions.oracle(seedCommand); ScriptOracle vo = runOptions.oracle(variantCommand)) {
            PairRequest request = new PairRequest(new PairRequest.Input(seedName, s.text(), s.charset(), so),
                    new PairRequest.Input(variantName, v.text(), v.charset(), vo), lang, runOptions.threads(), runOptions.budget(), maxIterations,
                    PairRequest.DEFAULT_MIN_COMMON_SHARE, editsOnly ? PairRequest.Reducers.EDITS_ONLY : PairRequest.Reducers.ALL);
            PairResult result;
            io.pare.query.QueryTrace trace = runOptions.openTrace();
            // both best-so-far files are on disk at every improvement, so Ctrl-C loses nothing
            try (LatestFileWriter bestSeed = new LatestFileWriter(seedOut); LatestFileWriter bestVariant = new LatestFileWriter(variantOut)) {
                PairRun run = new PairRun(request, event -> {
                    if (event instanceof ReductionEvent.PairImproved i) {
                        bestSeed.offer(i.seedText().getBytes(s.charset()));
                        bestVariant.offer(i.variantText().getBytes(v.charset()));
                    }
                    progress.on(event);
                }).tracing(trace);
                result = GuardedRun.run(run::run, run::cancel, progress, "nothing was reduced",
                        property -> property == PairInputException.Property.SEED
                                ? String.join(" ", seedCommand) + " " + seed.toAbsolutePath()
                                : String.join(" ", variantCommand) + " " + variant.toAbsolutePath(), so, vo);
                ResultFiles.finish(output, bestSeed, bestVariant);
            } finally {
                RunOptions.closeTrace(trace, err);
            }
            ResultFiles.write(seedOut, result.seedText().getBytes(s.charset()));
            ResultFiles.write(variantOut, result.variantText().getBytes(v.charset()));
            byte[] edits = (new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(editsJson(result))
                    + "\n").getBytes(StandardCharsets.UTF_8);
            ResultFiles.write(output.resolve("edits.json"), edits);
            if (report != null) ResultFiles.write(report, edits);
            if (runOptions.statsJson != null) {
                ResultFiles.write(runOptions.statsJson, (new GsonBuilder().setPrettyPrinting().create().toJson(stats(result, s, v))
                        + "\n").getBytes(StandardCharsets.UTF_8));
            }
            summarize(err, result, seedOut, variantOut);
            return PareCli.OK;
        }
    }

    private Language language(InputFile s, InputFile v) throws UsageException {
        Language forced = languageOptions.forced();
        if (forced != null) return forced;
        {
            Language a = Languages.forFile(s.path().getFileName().toString());
            Language b = Languages.forFile(v.path().getFileName().toString());
            if (!a.name().equals(b.name())) {
                throw new UsageException("the seed is " + a.name() + " and the variant " + b.name()
                        + ": give two files of the same language (or --language)");
            }
            if (!(a instanceof GrammarLanguage)) {
                throw new UsageException("pair needs a language with a grammar; " + s.path().getFileName()
                        + " has none (use --language)");
            }
            return a;
        }
    }

    static List<Map<String, Object>> editsJson(PairResult r) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (CriticalEdit e : r.edits()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", e.kind());
            m.put("seed", range(e.seedStart(), e.seedEnd()));
            m.put("variant", range(e.variantStart(), e.variantEnd()));
            m.put("seedText", e.seedText());
            m.put("variantText", e.variantText());
            Map<String, Object> orig = new LinkedHashMap<>();
            orig.put("seed", range(e.originalSeedStart(), e.originalSeedEnd()));
            orig.put("variant", range(e.originalVariantStart(), e.originalVariantEnd()));
            m.put("original", orig);
            Map<String, Object> lines = new LinkedHashMap<>();
            lines.put("seed", e.originalSeedLine());
            lines.put("variant", e.originalVariantLine());
            m.put("originalLine", lines);
            out.add(m);
        }
        return out;
    }

    private static Map<String, Object> range(int start, int end) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("start", start);
        m.put("end", end);
        return m;
    }

    private static Map<String, Object> stats(PairResult r, InputFile s, InputFile v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("reducer", "ppr");
        m.put("language", r.language());
        m.put("seed", side(r.before().seed(), r.after().seed(), s.text().getBytes(s.charset()).length,
                r.seedText().getBytes(s.charset()).length, r.seedQueries()));
        m.put("variant", side(r.before().variant(), r.after().variant(), v.text().getBytes(v.charset()).length,
                r.variantText().getBytes(v.charset()).length, r.variantQueries()));
        m.put("inputDiffTokens", r.before().diff());
        m.put("diffTokens", r.after().diff());
        m.put("edits", r.edits().size());
        m.put("queries", r.stats().queries());
        m.put("cacheHits", r.stats().cacheHits());
        m.put("cacheBytes", r.stats().peakCacheBytes());
        m.put("iterations", r.iterations());
        m.put("wallSeconds", Math.round(r.wallSeconds() * 1000) / 1000.0);
        m.put("jobs", r.jobs());
        m.put("cancelled", r.cancelled());
        m.put("timedOut", r.timedOut());
        return m;
    }

    private static Map<String, Object> side(int inTokens, int outTokens, int inBytes, int outBytes, long queries) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("inputTokens", inTokens);
        m.put("outputTokens", outTokens);
        m.put("inputBytes", inBytes);
        m.put("outputBytes", outBytes);
        m.put("queries", queries);
        return m;
    }

    private void summarize(PrintWriter err, PairResult r, Path seedOut, Path variantOut) {
        if (runOptions.quiet) {
            err.flush();
            return;
        }
        String why = r.timedOut() ? " (stopped at --max-seconds)" : r.cancelled() ? " (cancelled)" : "";
        err.printf("seed %d -> %d tokens, variant %d -> %d tokens, diff %d -> %d tokens, %d edit%s left%n",
                r.before().seed(), r.after().seed(), r.before().variant(), r.after().variant(), r.before().diff(),
                r.after().diff(), r.edits().size(), r.edits().size() == 1 ? "" : "s");
        err.printf("%d oracle queries (seed %d, variant %d), %d answered by the cache, %d iteration%s, in %.1f s%s%n",
                r.stats().queries(), r.seedQueries(), r.variantQueries(), r.stats().cacheHits(), r.iterations(),
                r.iterations() == 1 ? "" : "s", r.wallSeconds(), why);
        for (CriticalEdit e : r.edits()) {
            err.printf("  %s at seed line %d / variant line %d: '%s' -> '%s'%n", e.kind(), e.originalSeedLine(),
                    e.originalVariantLine(), oneLine(e.seedText()), oneLine(e.variantText()));
        }
        err.println("result: " + seedOut + ", " + variantOut + ", " + output.resolve("edits.json"));
        err.flush();
    }

    private static String oneLine(String s) {
        String t = s.replaceAll("\\s+", " ").strip();
        return t.length() > 60 ? t.substring(0, 57) + "..." : t;
    }
}
