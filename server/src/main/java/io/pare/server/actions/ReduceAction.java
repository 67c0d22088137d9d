package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.concurrent.atomic.AtomicReference;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.ScriptOracle;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.ParseFailedException;
import io.pare.parse.TextLanguage;
import io.pare.program.Token;
import io.pare.reduction.ReductionRequest;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.ReductionRun;
import io.pare.reduction.Reducers;
import io.pare.server.ServerContext;
import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;
import io.pare.server.highlights.RemovedRegions;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.results.ResultFile;
import io.pare.server.run.Oracles;
import io.pare.server.run.RunProgress;
import io.pare.server.settings.PareSettings;

/**
 * "Reduce test case": reduces the document's text (the buffer) with its oracle, reporting
 * progress; the result goes to {@code <name>.reduced.<ext>} beside the original (written at each
 * improvement, opened at the end) or, with {@code pare.resultMode = "replace"}, replaces the
 * document in one undoable edit. The regions removed are highlighted in the original. Runs on a
 * worker thread; a cancel keeps the best result so far.
 */
public final class ReduceAction implements ActionParticipant {
    @Override
    public String command() {
        return PareCommands.REDUCE;
    }

    @Override
    public String title() {
        return PareCommands.REDUCE_TITLE;
    }

    /** Any document: one without a file gets its result in place ({@code pare.resultMode = "replace"}). */
    @Override
    public boolean appliesTo(String uri) {
        return true;
    }

    @Override
    public Job prepare(ActionRequest request) {
        return this::reduce;
    }

    private CommandResult reduce(RunContext run) throws Refusal {
        DocumentTarget t = run.target();
        PareSettings s = run.settings();
        ResolvedOracle oracle = run.oracle();
        String reducer = s.reducer() != null ? s.reducer() : Reducers.DEFAULT;
        try {
            Reducers.check(reducer);
        } catch (IllegalArgumentException e) {
            throw run.request().fail("Pare: setting pare.reducer: " + e.getMessage());
        }
        boolean replace = run.replaceResult();
        boolean trec = s.trec() == null || s.trec(); // on unless turned off, as on the command line
        int jobs = run.jobs();

        RunProgress progress = run.beginProgress("checking that the oracle accepts the original");
        ResultFile out = replace ? null : new ResultFile(t.path(), "reduced", StandardCharsets.UTF_8);
        AtomicReference<IOException> writeFailure = new AtomicReference<>();
        // each improvement is written at once, so a cancel or a crash loses nothing
        ReductionListener listener = run.engineListener(e -> {
            if (e instanceof ReductionEvent.Improved i && out != null) {
                try {
                    out.write(i.text());
                } catch (IOException x) {
                    writeFailure.compareAndSet(null, x);
                }
            }
        });
        run.server().messages().log("Pare: reducing " + t.name() + " with oracle " + String.join(" ", oracle.command())
                + " (from " + oracle.source() + "), reducer " + reducer + (trec ? " with T-Rec" : "") + ", " + jobs + " jobs");
        Duration maxTime = s.maxSeconds() == null ? null : Duration.ofMillis((long) (s.maxSeconds() * 1000));
        ReductionResult r = run.callEngine("the reduction", () -> {
            ScriptOracle script = run.script(oracle);
            try {
                ReductionRun engine = new ReductionRun(new ReductionRequest(t.name(), t.text(), StandardCharsets.UTF_8,
                        run.language(), reducer, script, jobs, maxTime, false, trec, null), listener);
                run.active().attachOracle(script);
                run.active().onCancel(engine::cancel);
                return engine.run();
            } finally {
                Oracles.closeQuietly(script); // a clean-up hiccup must not lose the result
            }
        });
        return deliver(run, r, out, writeFailure.get(), replace, progress);
    }

    private CommandResult deliver(RunContext run, ReductionResult r, ResultFile out, IOException writeFailure,
            boolean replace, RunProgress progress) throws Refusal {
        DocumentTarget t = run.target();
        ServerContext ctx = run.server();
        String summary = summary(t.name(), r);
        String status = r.cancelled() ? CommandResult.CANCELLED : CommandResult.DONE;
        if (run.serverClosing()) {
            progress.end(summary);
            return new CommandResult(status, summary, out == null ? null : DocumentUris.toUri(out.path()),
                    r.inputTokens(), r.outputTokens());
        }
        if (replace) {
            progress.end(summary);
            if (r.text().equals(t.text())) {
                ctx.messages().info(summary + " Nothing was removed, so the document is unchanged.");
            } else {
                String why = ctx.delivery().replace(t.uri(), t.version(), t.text(), r.text(), "Pare: reduce " + t.name());
                if (why != null) {
                    throw run.request().refuse(CommandResult.FAILED, "Pare could not replace " + t.name()
                            + " with the result (" + why + "). " + summary);
                }
            }
            return new CommandResult(status, summary, null, r.inputTokens(), r.outputTokens());
        }
        try {
            if (writeFailure != null) throw writeFailure;
            out.write(r.text());
        } catch (IOException e) {
            progress.end("Cannot write the result");
            throw run.request().fail("Pare cannot write " + out.path() + ": " + e.getMessage());
        }
        publishRemoved(ctx, t, r);
        progress.end(summary);
        ctx.delivery().showDocument(out.path(), summary);
        return new CommandResult(status, summary, DocumentUris.toUri(out.path()), r.inputTokens(), r.outputTokens());
    }

    /** Highlights what was removed, if the document still is the text that was reduced. */
    private static void publishRemoved(ServerContext ctx, DocumentTarget t, ReductionResult r) {
        if (r.text().equals(t.text())) return;
        List<int[]> regions = r.tokens().isEmpty() && !r.text().isBlank() ? null
                : RemovedRegions.compute(t.text(), r.tokens(), originalTokenEnds(t));
        if (regions == null) {
            ctx.messages().log("Pare: the result's tokens do not map back onto " + t.name() + "; no highlights.");
            return;
        }
        if (t.isCurrent(ctx.documents())) ctx.highlights().publish(t.uri(), t.version(), RemovedRegions.highlights(t.text(), regions));
    }

    /**
     * Where each token of the original ends, by its start: for tokens T-Rec rewrote in place. The
     * original is parsed again only when such a token is asked about (a large file takes seconds).
     */
    private static IntUnaryOperator originalTokenEnds(DocumentTarget t) {
        return new IntUnaryOperator() {
            Map<Integer, Integer> ends;

            @Override
            public int applyAsInt(int origin) {
                if (ends == null) ends = tokenEnds(t);
                return ends.getOrDefault(origin, -1);
            }
        };
    }

    private static Map<Integer, Integer> tokenEnds(DocumentTarget t) {
        Map<Integer, Integer> ends = new HashMap<>();
        for (Language l : List.of(Languages.forDocument(t.name(), t.languageId()), new TextLanguage())) {
            try {
                for (Token tok : l.parse(t.name(), t.text(), StandardCharsets.UTF_8, x -> x).tokens()) {
                    ends.put(tok.origin(), tok.originEnd());
                }
                break;
            } catch (ParseFailedException e) {
                // the reduction fell back to the grammar-free language too
            }
        }
        return ends;
    }

    static String summary(String name, ReductionResult r) {
        double pct = r.inputTokens() == 0 ? 0 : 100.0 * (r.inputTokens() - r.outputTokens()) / r.inputTokens();
        String why = r.timedOut() ? " Stopped at pare.maxSeconds; this is the best result so far."
                : r.cancelled() ? " Cancelled; this is the best result so far." : "";
        return String.format("Reduced %s: %d \u2192 %d tokens (%.1f%% removed) in %.1f s, %d oracle queries "
                + "(%d answered by the cache).%s", name, r.inputTokens(), r.outputTokens(), pct, r.wallSeconds(),
                r.stats().queries(), r.stats().cacheHits(), why);
    }
}
