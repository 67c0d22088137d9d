package io.pare.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import io.pare.event.ReductionEvent;
import io.pare.files.AtomicFiles;
import io.pare.oracle.ScriptOracle;
import io.pare.reduction.FileSetRun;

/**
 * {@code pare reduce} on a folder or several files: the files are reduced together, each with the
 * others beside it, and the result is a folder holding every file (reduced or kept) under its
 * relative path, so it can be run as it is.
 */
final class ReduceSet {
    private final ReduceCommand options;
    private final PrintWriter err;

    ReduceSet(ReduceCommand options, PrintWriter err) {
        this.options = options;
        this.err = err;
    }

    int run() throws Exception {
        boolean forced = options.languageOptions.forced() != null;
        InputSet set = InputSet.of(options.files, forced);
        List<String> oracleCommand = options.runOptions.oracleCommand(options.test, err);
        Path out = options.inPlace ? set.root() : outputFolder();
        if (!options.inPlace && out.equals(set.root())) {
            throw new UsageException("-o " + options.output + " is the input folder; pass --in-place to reduce there "
                    + "(each file is kept as FILE.orig first)");
        }
        if (!options.inPlace) copyKept(set, out);

        List<FileSetRun.Member> members = new ArrayList<>();
        for (Map.Entry<String, InputFile> e : set.reduce().entrySet()) {
            InputFile in = e.getValue();
            members.add(new FileSetRun.Member(e.getKey(), in.text(), in.charset(), options.languageOptions.forFile(in)));
        }
        if (options.inPlace) {
            for (String rel : set.reduce().keySet()) ReduceCommand.keepOriginal(set.root().resolve(rel));
        } else {
            for (FileSetRun.Member m : members) write(out, m.path(), m.text(), m);
        }
        ProgressPrinter progress = new ProgressPrinter(err, System.console() != null, options.runOptions.quiet);
        if (!options.runOptions.quiet) {
            err.printf("reducing %d files together (%d more kept unchanged) under %s%n", members.size(),
                    set.keep().size(), set.root());
        }
        OracleFileWatch watch = OracleFileWatch.of(oracleCommand);
        try (ScriptOracle oracle = options.runOptions.oracle(oracleCommand)) {
            FileSetRun.Settings settings = new FileSetRun.Settings(options.reducer, options.runOptions.threads(), options.runOptions.budget(),
                    options.recheck, options.trecWanted(), options.identifierTokens);
            AtomicReference<FileSetRun.Member> file = new AtomicReference<>();
            AtomicReference<IOException> writeFailure = new AtomicReference<>();
            FileSetRun run = new FileSetRun(members, withKeptFiles(oracle, set), settings, event -> {
                if (event instanceof ReductionEvent.FileStarted f) {
                    file.set(members.stream().filter(m -> m.path().equals(f.path())).findFirst().orElseThrow());
                } else if (event instanceof ReductionEvent.Improved i && file.get() != null) {
                    try {
                        write(out, file.get().path(), i.text(), file.get());
                    } catch (IOException e) {
                        writeFailure.compareAndSet(null, e);
                    }
                }
                progress.on(event);
            });
            FileSetRun.Result result;
            io.pare.query.QueryTrace trace = options.runOptions.openTrace();
            run.tracing(trace);
            try {
                result = GuardedRun.run(run::run, run::cancel, progress, "nothing was reduced",
                        property -> String.join(" ", oracleCommand) + " (in a folder holding the " + members.size() + " files, $1 = "
                                + members.get(0).path() + ")", oracle);
            } catch (UsageException e) {
                throw new UsageException(watch.explain(e.getMessage()));
            } finally {
                RunOptions.closeTrace(trace, err);
            }
            if (writeFailure.get() != null) throw ResultFiles.cannotWrite(out, writeFailure.get());
            if (options.runOptions.statsJson != null) StatsJson.write(options.runOptions.statsJson, result);
            summarize(result, out);
            for (String change : watch.changes()) err.println("pare: warning: " + change);
            return PareCli.OK;
        }
    }

    /** The kept files travel with every query, beside the candidate and the other reduced files. */
    private static io.pare.oracle.Oracle withKeptFiles(ScriptOracle oracle, InputSet set) throws UsageException {
        Map<String, byte[]> kept = new java.util.LinkedHashMap<>();
        for (Map.Entry<String, Path> e : set.keep().entrySet()) {
            try {
                kept.put(e.getKey(), Files.readAllBytes(e.getValue()));
            } catch (IOException x) {
                throw new UsageException("cannot read " + e.getValue() + ": " + x.getMessage());
            }
        }
        if (kept.isEmpty()) return oracle;
        return io.pare.oracle.Oracle.adapting(oracle, candidate -> {
            Map<String, byte[]> all = new java.util.LinkedHashMap<>(kept);
            all.putAll(candidate.companions());
            return candidate.withCompanions(all);
        });
    }

    /** {@code -o}, else {@code pare-out/} here, else the first free {@code pare-out.N/}: never over earlier results. */
    private Path outputFolder() throws UsageException {
        Path out = options.output;
        if (out == null) {
            out = Path.of("pare-out");
            for (int i = 1; Files.exists(out) && !isEmptyFolder(out); i++) out = Path.of("pare-out." + i);
        } else if (Files.isRegularFile(out)) {
            throw new UsageException("-o " + out + " is a file; several inputs need an output folder");
        }
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new UsageException("cannot create the output folder " + out + ": " + e.getMessage());
        }
        return out.toAbsolutePath().normalize();
    }

    private static boolean isEmptyFolder(Path dir) {
        try (var s = Files.list(dir)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    private static void copyKept(InputSet set, Path out) throws UsageException {
        for (Map.Entry<String, Path> e : set.keep().entrySet()) {
            Path target = out.resolve(e.getKey());
            try {
                Files.createDirectories(target.getParent());
                Files.copy(e.getValue(), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException x) {
                throw new UsageException("cannot copy " + e.getValue() + " into " + out + ": " + x.getMessage());
            }
        }
    }

    private static void write(Path out, String relative, String text, FileSetRun.Member m) throws IOException {
        Path target = out.resolve(relative);
        Files.createDirectories(target.getParent());
        AtomicFiles.write(target, text.getBytes(m.charset()));
    }

    private void summarize(FileSetRun.Result r, Path out) {
        if (options.runOptions.quiet) return;
        for (FileSetRun.FileResult f : r.files()) {
            err.printf("  %s: %d -> %d tokens, %d -> %d bytes%n", f.path(), f.inputTokens(), f.outputTokens(),
                    f.inputBytes(), f.outputBytes());
        }
        String why = r.timedOut() ? " (stopped at --max-seconds)" : r.cancelled() ? " (cancelled)" : "";
        int in = r.inputTokens();
        err.printf("%d files: %d -> %d tokens (%.1f%% removed), %d -> %d bytes, %d rounds, in %.1f s%s%n", r.files().size(),
                in, r.outputTokens(), in == 0 ? 0 : 100.0 * (in - r.outputTokens()) / in, r.inputBytes(), r.outputBytes(),
                r.rounds(), r.wallSeconds(), why);
        var s = r.stats();
        err.printf("%d oracle queries, %d answered by the cache (%.1f%% avoided), cache peak %.1f KB, %d jobs%n",
                s.queries(), s.cacheHits(), 100 * s.avoidedShare(), s.peakCacheBytes() / 1024.0, r.jobs());
        err.println("result: " + out + (options.inPlace ? " (in place; originals kept as FILE.orig)" : ""));
    }
}
