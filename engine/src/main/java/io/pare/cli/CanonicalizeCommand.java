package io.pare.cli;

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

import io.pare.event.ReductionEvent;
import io.pare.oracle.ScriptOracle;
import io.pare.parse.Language;
import io.pare.program.NonBlank;
import io.pare.reduction.Reducers;
import io.pare.reduction.ReductionRequest;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.ReductionRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code pare canonicalize}: T-Rec alone on a (reduced) file, before filing a bug: short names,
 * smallest literals. The report lists every token with its offsets in the input and its
 * replacement, or null; a token T-Rec tried that kept its text "resisted": the bug depends on it.
 */
@Command(name = "canonicalize", mixinStandardHelpOptions = true,
        description = "Canonicalize FILE's tokens (names a, b, ...; smallest literals) while the oracle (--test) keeps exiting 0.")
final class CanonicalizeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--test", required = true, paramLabel = "ORACLE", description = "Interestingness test, as for reduce.")
    String test;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Where the result goes (default: NAME.canonical.EXT beside the input).")
    Path output;

    @Option(names = "--report", paramLabel = "R.json", description = "Per-token JSON report.")
    Path report;

    @Mixin
    RunOptions runOptions;

    @Option(names = "--identifier-tokens", paramLabel = "T1,T2", split = ",", description = "Lexer rule names of identifier tokens.")
    List<String> identifierTokens;

    @Mixin
    LanguageOptions languageOptions;

    @Parameters(paramLabel = "FILE", description = "The file to canonicalize.")
    Path file;

    @Override
    public Integer call() throws Exception {
        return canonicalize(spec.commandLine().getErr()); // a UsageException becomes exit 2 in PareCli
    }

    private int canonicalize(PrintWriter err) throws Exception {
        InputFile in = InputFile.read(file);
        Language lang = languageOptions.forFile(in);
        if (!Reducers.trecAvailable(lang)) throw new UsageException("T-Rec needs a lexical grammar, and " + lang.name() + " has none");
        List<String> oracleCommand = runOptions.oracleCommand(test, err);
        Path out = output != null ? output : defaultOutput(file);
        runOptions.check();
        ProgressPrinter progress = new ProgressPrinter(err, System.console() != null, runOptions.quiet);
        try (ScriptOracle oracle = runOptions.oracle(oracleCommand)) {
            ReductionRequest request = new ReductionRequest(file.getFileName().toString(), in.text(), in.charset(), lang,
                    Reducers.CANONICALIZE, oracle, runOptions.threads(), runOptions.budget(), false, true, identifierTokens);
            // The best program so far is on disk at every improvement, so Ctrl-C loses nothing.
            ReductionResult result;
            io.pare.query.QueryTrace trace = runOptions.openTrace();
            try (LatestFileWriter best = new LatestFileWriter(out)) {
                ReductionRun run = new ReductionRun(request, event -> {
                    if (event instanceof ReductionEvent.Improved i) best.offer(i.text().getBytes(in.charset()));
                    progress.on(event);
                }).tracing(trace);
                result = GuardedRun.run(run::run, run::cancel, progress, "nothing was canonicalized",
                        property -> String.join(" ", oracleCommand) + " " + file.toAbsolutePath(), oracle);
                ResultFiles.finish(out, best);
            } finally {
                RunOptions.closeTrace(trace, err);
            }
            ResultFiles.write(out, result.text().getBytes(in.charset()));
            List<Map<String, Object>> tokens = report(lang, in.text(), result.text(), identifierTokens);
            if (report != null) {
                Map<String, Object> r = new LinkedHashMap<>();
                r.put("file", file.toString());
                r.put("language", lang.name());
                r.put("inputBytes", result.inputBytes());
                r.put("outputBytes", result.outputBytes());
                r.put("inputNonBlankBytes", NonBlank.count(in.text()));
                r.put("outputNonBlankBytes", NonBlank.count(result.text()));
                r.put("queries", result.stats().queries());
                r.put("tokens", tokens);
                String json = new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(r);
                ResultFiles.write(report, (json + "\n").getBytes(StandardCharsets.UTF_8));
            }
            if (runOptions.statsJson != null) StatsJson.write(runOptions.statsJson, result);
            if (!runOptions.quiet) {
                long resisted = tokens.stream().filter(t -> Boolean.TRUE.equals(t.get("resisted"))).count();
                long changed = tokens.stream().filter(t -> t.get("replacement") != null).count();
                err.printf("%s: %d -> %d non-blank bytes, %d tokens changed, %d resisted, %d oracle queries, %.1f s%n",
                        file.getFileName(), NonBlank.count(in.text()), NonBlank.count(result.text()), changed, resisted,
                        result.stats().queries(), result.wallSeconds());
                err.println("result: " + out);
            }
            return PareCli.OK;
        }
    }

    /** Every token of the input with its offsets and replacement (see {@link io.pare.reduction.trec.TokenReport}). */
    static List<Map<String, Object>> report(Language lang, String before, String after, List<String> identifierTokens)
            throws IOException {
        List<Map<String, Object>> out = new ArrayList<>();
        for (io.pare.reduction.trec.TokenReport.Entry e : io.pare.reduction.trec.TokenReport.of(lang, before, after, identifierTokens)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", e.index());
            m.put("type", e.type());
            m.put("text", e.text());
            m.put("start", e.start());
            m.put("end", e.end());
            m.put("replacement", e.replacement());
            m.put("resisted", e.resisted());
            out.add(m);
        }
        return out;
    }

    private static Path defaultOutput(Path input) {
        String name = input.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String c = dot > 0 ? name.substring(0, dot) + ".canonical" + name.substring(dot) : name + ".canonical";
        return input.toAbsolutePath().resolveSibling(c);
    }
}
