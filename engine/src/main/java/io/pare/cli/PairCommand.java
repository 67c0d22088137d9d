package io.pare.cli;

import io.pare.files.AtomicFiles;
import io.pare.files.LatestFileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import com.google.gson.GsonBuilder;

import io.pare.oracle.ScriptOracle;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.query.OracleBrokenException;
import io.pare.reduction.ppr.CriticalEdit;
import io.pare.reduction.ppr.PairEvent;
import io.pare.reduction.ppr.PairInputException;
import io.pare.reduction.ppr.PairListener;
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
        List<String> seedCommand = ReduceCommand.oracleCommand(seedTest);
        List<String> variantCommand = ReduceCommand.oracleCommand(variantTest);
        String seedName = seed.getFileName().toString();
        String variantName = variant.getFileName().toString();
        Path seedOut = output.resolve(seedName.equals(variantName) ? "seed-" + seedName : seedName);
        Path variantOut = output.resolve(seedName.equals(variantName) ? "variant-" + variantName : variantName);
        PairProgress progress = new PairProgress(err, runOptions.quiet);
        try (ScriptOracle so = runOptions.oracle(seedCommand); ScriptOracle vo = runOptions.oracle(variantCommand);
                LatestFileWriter bestSeed = new LatestFileWriter(seedOut); LatestFileWriter bestVariant = new LatestFileWriter(variantOut)) {
            PairRequest request = new PairRequest(new PairRequest.Input(seedName, s.text(), s.charset(), so),
                    new PairRequest.Input(variantName, v.text(), v.charset(), vo), lang, runOptions.threads(), runOptions.budget(), maxIterations,
                    PairRequest.DEFAULT_MIN_COMMON_SHARE, PairRequest.Reducers.ALL);
            PairRun run = new PairRun(request, event -> {
                if (event instanceof PairEvent.Improved i) {
                    bestSeed.offer(i.seedText().getBytes(s.charset()));
                    bestVariant.offer(i.variantText().getBytes(v.charset()));
                }
                progress.on(event);
            });
            InterruptGuard guard = InterruptGuard.install(run::cancel, so, vo);
            PairResult result;
            try {
                result = run.run();
            } catch (PairInputException e) {
                err.println("pare: " + e.getMessage() + "; nothing was reduced.");
                if (e.outcome() != null) {
                    boolean seedSide = e.getMessage().contains("seed property");
                    err.println("  oracle: " + String.join(" ", seedSide ? seedCommand : variantCommand) + " "
                            + (seedSide ? seed : variant).toAbsolutePath());
                    err.println(GuardedRun.outputTail(e.outcome().outputTail()));
                }
                return PareCli.BAD_INPUT;
            } catch (OracleBrokenException e) {
                err.println("pare: an oracle cannot be run: " + e.getMessage());
                return PareCli.BAD_INPUT;
            } finally {
                guard.close();
            }
            bestSeed.close();
            bestVariant.close();
            IOException writeFailure = bestSeed.failure() != null ? bestSeed.failure() : bestVariant.failure();
            if (writeFailure != null) throw new UsageException("cannot write " + output + ": " + writeFailure.getMessage());
            AtomicFiles.write(seedOut, result.seedText().getBytes(s.charset()));
            AtomicFiles.write(variantOut, result.variantText().getBytes(v.charset()));
            byte[] edits = (new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(editsJson(result))
                    + "\n").getBytes(StandardCharsets.UTF_8);
            AtomicFiles.write(output.resolve("edits.json"), edits);
            if (report != null) AtomicFiles.write(report, edits);
            if (runOptions.statsJson != null) {
                AtomicFiles.write(runOptions.statsJson, (new GsonBuilder().setPrettyPrinting().create().toJson(stats(result, s, v))
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

    /** Progress lines: each pass, each iteration, at most one status line a second, and warnings. */
    static final class PairProgress implements PairListener {
        private final PrintWriter out;
        private final boolean quiet;
        private final long started = System.nanoTime();
        private long lastLine;
        private String pass = "";
        private int iteration;

        PairProgress(PrintWriter out, boolean quiet) {
            this.out = out;
            this.quiet = quiet;
        }

        @Override
        public synchronized void on(PairEvent event) {
            if (quiet && !(event instanceof PairEvent.Warning)) return;
            if (event instanceof PairEvent.Started st) {
                line(String.format("both properties hold on the originals (seed %.2f s, variant %.2f s); %s; language %s",
                        st.seedSeconds(), st.variantSeconds(), st.sizes(), st.language()));
            } else if (event instanceof PairEvent.PassStarted p) {
                pass = p.pass();
                iteration = p.iteration();
                line("iteration " + p.iteration() + ", " + p.pass() + ": " + p.sizes());
            } else if (event instanceof PairEvent.Improved i) {
                long now = System.nanoTime();
                if (now - lastLine >= 1_000_000_000L) {
                    line(String.format("iteration %d, %s: %s | %d queries", iteration, pass, i.sizes(), i.queries()));
                }
            } else if (event instanceof PairEvent.IterationDone d) {
                line(String.format("iteration %d done: %s | %d queries, %.1f s", d.iteration(), d.sizes(), d.queries(), d.seconds()));
            } else if (event instanceof PairEvent.Warning w) {
                line("warning: " + w.message());
            }
        }

        private void line(String text) {
            lastLine = System.nanoTime();
            long sec = (lastLine - started) / 1_000_000_000L;
            out.println(String.format("[%02d:%02d] ", sec / 60, sec % 60) + text);
            out.flush();
        }
    }
}
