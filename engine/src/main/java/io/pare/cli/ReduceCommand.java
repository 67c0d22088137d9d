package io.pare.cli;

import io.pare.files.LatestFileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import io.pare.event.ReductionEvent;
import io.pare.oracle.ScriptOracle;
import io.pare.oracle.make.StrictCheck;
import io.pare.parse.Language;
import io.pare.reduction.ReductionRequest;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.ReductionRun;
import io.pare.reduction.ReducerKind;
import io.pare.reduction.ReducerSyntax;
import io.pare.reduction.Reducers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code pare reduce}: the main job. */
@Command(name = "reduce", mixinStandardHelpOptions = true, resourceBundle = "io.pare.cli.ReduceHelp",
        description = {"Reduce FILE while the oracle (--test) keeps exiting 0 on it.",
                "Given a folder or several files, reduces them together: the oracle runs in a folder holding all of them "
                        + "under their relative paths, with the file being reduced as $1; the result is a folder (-o, default pare-out/)."})
final class ReduceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--test", required = true, paramLabel = "ORACLE",
            description = "Interestingness test: an executable, or a command line; gets the candidate's path as $1, exit 0 = interesting.")
    String test;

    @Option(names = {"-o", "--output"}, paramLabel = "PATH", description = "Where the result goes (default: NAME.reduced.EXT beside the input).")
    Path output;

    @Option(names = "--in-place", description = "Overwrite the input, keeping FILE.orig first.")
    boolean inPlace;

    @Mixin
    RunOptions runOptions;

    @Option(names = "--reducer", paramLabel = "NAME", defaultValue = Reducers.DEFAULT, descriptionKey = "reducer")
    String reducer;

    @Option(names = "--trec", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "T-Rec token canonicalization between fixpoints, where available.")
    boolean trec;

    @Option(names = "--identifier-tokens", paramLabel = "T1,T2", split = ",",
            description = "Lexer rule names of identifier tokens (Vulcan's renaming, T-Rec's canonical names); default: the language's list.")
    List<String> identifierTokens;

    @Mixin
    LanguageOptions languageOptions;

    @Option(names = "--resume", description = "Go on from the result on disk and the answers journaled beside it "
            + "(RESULT.pare-journal) after a kill or a reboot, instead of starting afresh.")
    boolean resume;

    @Option(names = "--recheck", description = "Re-run the oracle on the final result and warn if it disagrees.")
    boolean recheck;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "The input to reduce: a file, several files or a folder.")
    List<Path> files;

    @Override
    public Integer call() throws Exception {
        return reduce(spec.commandLine().getErr()); // a UsageException becomes exit 2 in PareCli
    }

    private int reduce(PrintWriter err) throws Exception {
        try {
            Reducers.check(reducer);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        runOptions.check();
        if (files.size() > 1 || Files.isDirectory(files.get(0))) {
            if (resume) throw new UsageException("--resume works on one file for now, not on folders or several files");
            return new ReduceSet(this, err).run();
        }
        if (resume && inPlace) throw new UsageException("--resume cannot be combined with --in-place: start from FILE.orig with -o instead");
        Path input = inPlace ? linkTarget(files.get(0), err) : files.get(0);
        InputFile in = InputFile.read(input);
        Language lang = languageOptions.forFile(in);
        List<String> oracleCommand = runOptions.oracleCommand(test, err);
        Path out = outputPath(input);
        if (inPlace) keepOriginal(input);

        ProgressPrinter progress = new ProgressPrinter(err, System.console() != null, runOptions.quiet);
        if (in.binary()) progress.on(new ReductionEvent.Warning("input is not UTF-8 text; reducing its bytes with the text fallback"));
        if (trec && spec.commandLine().getParseResult().hasMatchedOption("--trec") && !Reducers.trecAvailable(lang)) {
            progress.on(new ReductionEvent.Warning("T-Rec needs a lexical grammar; --trec has no effect on " + lang.name()));
        }
        Resumption.Start start = Resumption.decide(resume, out, in,
                Resumption.subject(in, oracleCommand, reducer, trecWanted(), lang.name()));
        if (start.note() != null && !runOptions.quiet) err.println("pare: " + start.note());
        OracleFileWatch watch = OracleFileWatch.of(oracleCommand);
        try (ScriptOracle oracle = runOptions.oracle(oracleCommand)) {
            ReductionRequest request = new ReductionRequest(input.getFileName().toString(), start.text(), in.charset(), lang,
                    reducer, oracle, runOptions.threads(), runOptions.budget(),
                    recheck, trecWanted(), identifierTokens);
            ReductionResult result = null;
            io.pare.query.QueryTrace trace = runOptions.openTrace();
            // the best so far is on disk at every improvement, so Ctrl-C loses nothing
            try (LatestFileWriter best = new LatestFileWriter(out)) {
                ReductionRun run = new ReductionRun(request, event -> {
                    if (event instanceof ReductionEvent.Improved i) best.offer(i.text().getBytes(in.charset()));
                    progress.on(event);
                }).keepingJournal(start.journal()).tracing(trace);
                try {
                    result = GuardedRun.run(run::run, run::cancel, progress, "nothing was reduced",
                            property -> String.join(" ", oracleCommand) + " " + input.toAbsolutePath(), oracle);
                } catch (UsageException e) {
                    best.close();
                    throw new UsageException(watch.explain(e.getMessage())
                            + (!inPlace && Files.exists(out) ? "\n  the last result the oracle accepted is kept in " + out : ""));
                }
                ResultFiles.finish(out, best);
            } finally {
                RunOptions.closeTrace(trace, err);
                start.journal().close();
                if (result == null) Resumption.abandon(out, start.journal());
            }
            Resumption.finish(out, result);
            ResultFiles.write(out, result.text().getBytes(in.charset()));
            if (runOptions.statsJson != null) StatsJson.write(runOptions.statsJson, result);
            summarize(err, input, out, result);
            for (String change : watch.changes()) err.println("pare: warning: " + change);
            checkStrictly(err, oracleCommand, out, oracle.timeout());
            return PareCli.OK;
        }
    }

    /** For an oracle that {@code pare oracle} wrote: the result once more, with its strict guards on. */
    private static void checkStrictly(PrintWriter err, List<String> oracleCommand, Path out, Duration queryLimit)
            throws IOException, InterruptedException {
        Optional<Path> script = StrictCheck.madeByPare(oracleCommand);
        if (script.isEmpty()) return;
        if (StrictCheck.passes(script.get(), out, queryLimit.multipliedBy(4))) {
            err.println("strict check: the result also passes " + script.get().getFileName() + " with PARE_ORACLE_STRICT=1");
        } else {
            err.println("pare: warning: the result passes the oracle but not its strict guards (PARE_ORACLE_STRICT=1 sh "
                    + script.get() + " " + out + "): it may show another bug than the original; check it before filing it");
        }
    }

    /** T-Rec runs between fixpoints of tree reducers; the flat token-level reducers have none to run between. */
    boolean trecWanted() {
        return trec && ReducerSyntax.parse(reducer).get(0).type().kind() != ReducerKind.FLAT;
    }

    private Path outputPath(Path input) {
        if (inPlace) return input;
        if (output != null) return output;
        String name = input.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String reduced = dot > 0 ? name.substring(0, dot) + ".reduced" + name.substring(dot) : name + ".reduced";
        return input.toAbsolutePath().resolveSibling(reduced);
    }

    /**
     * The file {@code --in-place} rewrites when the input is a symbolic link: the file it points
     * to, as an editor saving through the link would, with {@code FILE.orig} kept beside that file.
     * Replacing the link itself with a regular file (what a rename over it does) would leave the
     * target unreduced and the link gone.
     */
    private Path linkTarget(Path input, PrintWriter err) throws UsageException {
        if (!Files.isSymbolicLink(input)) return input;
        Path real;
        try {
            real = input.toRealPath();
        } catch (IOException e) {
            throw new UsageException("input " + input + " is a link to nothing: " + e.getMessage());
        }
        if (!runOptions.quiet) err.println("pare: note: " + input + " is a link; reducing " + real + " in place");
        return real;
    }

    static void keepOriginal(Path input) throws IOException {
        Path orig = input.resolveSibling(input.getFileName() + ".orig");
        for (int i = 1; Files.exists(orig); i++) {
            orig = input.resolveSibling(input.getFileName() + ".orig." + i);
        }
        Files.copy(input, orig);
    }

    private void summarize(PrintWriter err, Path input, Path out, ReductionResult r) {
        if (runOptions.quiet) return;
        var s = r.stats();
        String why = r.timedOut() ? " (stopped at --max-seconds)" : r.cancelled() ? " (cancelled)" : "";
        err.printf("%s: %d -> %d tokens (%.1f%% removed), %d -> %d bytes, in %.1f s%s%n", input.getFileName(),
                r.inputTokens(), r.outputTokens(), r.inputTokens() == 0 ? 0 : 100.0 * (r.inputTokens() - r.outputTokens()) / r.inputTokens(),
                r.inputBytes(), r.outputBytes(), r.wallSeconds(), why);
        err.printf("%d oracle queries, %d answered by the cache (%.1f%% avoided), cache peak %.1f KB, %d jobs%n",
                s.queries(), s.cacheHits(), 100 * s.avoidedShare(), s.peakCacheBytes() / 1024.0, r.jobs());
        if (s.timeouts() > 0 || s.hangHits() > 0) {
            err.printf("%d queries ran into the per-query timeout; %d repeats of deletions that hung (a timeout, or a "
                    + "failure after half of it) were not asked again%n", s.timeouts(), s.hangHits());
        }
        if (s.loopSkips() > 0) {
            err.printf("%d candidates that may leave a loop without its end were not asked (such candidates ran into "
                    + "the timeout)%n", s.loopSkips());
        }
        err.println("result: " + out);
        if (r.cancelled() || r.timedOut()) {
            err.println("the answers so far are kept in " + Resumption.journalFor(out) + ": run the same command with "
                    + "--resume to go on from the result");
        }
    }
}
