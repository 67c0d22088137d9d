package io.pare.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;

import io.pare.query.QueryStats;
import io.pare.reduction.FileSetRun;
import io.pare.reduction.ReductionResult;

/** The {@code --stats-json} file: the fields of CLI.md, then the cache breakdown. */
final class StatsJson {
    private StatsJson() {
    }

    static Map<String, Object> of(ReductionResult r) {
        QueryStats s = r.stats();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("reducer", r.reducer());
        m.put("language", r.language());
        sizes(m, r.inputTokens(), r.outputTokens(), r.inputBytes(), r.outputBytes());
        run(m, s, r.wallSeconds(), r.jobs(), r.cancelled(), r.timedOut());
        m.put("rccHits", s.rccHits());
        m.put("hashHits", s.hashHits());
        m.put("cacheAvoidedShare", Math.round(s.avoidedShare() * 10000) / 10000.0);
        m.put("cacheEntries", s.rccEntries() + s.hashEntries());
        m.put("cacheBytesAtEnd", s.cacheBytes());
        m.put("timeouts", s.timeouts());
        m.put("speculativeQueriesWasted", s.speculativeWasted());
        m.put("oracleSeconds", Math.round(s.oracleSeconds() * 1000) / 1000.0);
        m.put("historyHits", s.historyHits());
        m.put("hangHits", s.hangHits());
        m.put("loopSkips", s.loopSkips());
        m.put("nonBlankBytes", io.pare.program.NonBlank.count(r.text()));
        Map<String, Object> passes = new LinkedHashMap<>();
        if (r.passes() != null) {
            r.passes().forEach((name, p) -> {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("queries", p.queries());
                x.put("rccHits", p.rccHits());
                x.put("hashHits", p.hashHits());
                x.put("historyHits", p.historyHits());
                x.put("hangHits", p.hangHits());
                x.put("accepted", p.accepted());
                x.put("seconds", Math.round(p.seconds() * 1000) / 1000.0);
                x.put("oracleSeconds", Math.round(p.oracleNanos() / 1e6) / 1000.0);
                passes.put(name, x);
            });
        }
        m.put("passes", passes);
        return m;
    }

    /** A multi-file reduction: the same totals, then the figures of each file. */
    static Map<String, Object> of(FileSetRun.Result r) {
        QueryStats s = r.stats();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("reducer", r.reducer());
        sizes(m, r.inputTokens(), r.outputTokens(), r.inputBytes(), r.outputBytes());
        run(m, s, r.wallSeconds(), r.jobs(), r.cancelled(), r.timedOut());
        m.put("rounds", r.rounds());
        m.put("oracleSeconds", Math.round(s.oracleSeconds() * 1000) / 1000.0);
        List<Map<String, Object>> files = new ArrayList<>();
        for (FileSetRun.FileResult f : r.files()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("path", f.path());
            x.put("language", f.language());
            sizes(x, f.inputTokens(), f.outputTokens(), f.inputBytes(), f.outputBytes());
            files.add(x);
        }
        m.put("files", files);
        return m;
    }

    /** Tokens and bytes before and after, the same four fields for a run, a file set and each file of it. */
    private static void sizes(Map<String, Object> m, int inputTokens, int outputTokens, int inputBytes, int outputBytes) {
        m.put("inputTokens", inputTokens);
        m.put("outputTokens", outputTokens);
        m.put("inputBytes", inputBytes);
        m.put("outputBytes", outputBytes);
    }

    /** The CLI.md fields about the run itself: queries, cache, time, jobs and how it ended. */
    private static void run(Map<String, Object> m, QueryStats s, double wallSeconds, int jobs, boolean cancelled,
            boolean timedOut) {
        m.put("queries", s.queries());
        m.put("cacheHits", s.cacheHits());
        m.put("cacheBytes", s.peakCacheBytes());
        m.put("wallSeconds", Math.round(wallSeconds * 1000) / 1000.0);
        m.put("jobs", jobs);
        m.put("cancelled", cancelled);
        m.put("timedOut", timedOut);
    }

    static void write(Path file, ReductionResult r) throws UsageException {
        writeJson(file, of(r));
    }

    static void write(Path file, FileSetRun.Result r) throws UsageException {
        writeJson(file, of(r));
    }

    private static void writeJson(Path file, Map<String, Object> figures) throws UsageException {
        String json = new GsonBuilder().setPrettyPrinting().create().toJson(figures);
        ResultFiles.write(file, (json + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
