package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

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
import io.pare.server.commands.CommandArguments;
import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;
import io.pare.server.highlights.RemovedRegions;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.results.ResultFile;
import io.pare.server.run.ActiveRun;
import io.pare.server.run.Oracles;
import io.pare.server.run.ProgressReporter;
import io.pare.server.run.ReductionProgress;
import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsLayers;

/**
 * "Reduce test case": reduces the document's text (the buffer) with its oracle, reporting
 * progress; the result goes to {@code <name>.reduced.<ext>} beside the original (written at each
 * improvement, opened at the end) or, with {@code pare.resultMode = "replace"}, replaces the
 * document in one undoable edit. The regions removed are highlighted in the original. Runs on a
 * worker thread; a cancel keeps the best result so far.
 */
public final class ReduceAction {
    private final ServerContext ctx;
    private final Preflight preflight;

    public ReduceAction(ServerContext ctx) {
        this.ctx = ctx;
        this.preflight = new Preflight(ctx);
    }

    /** @param request the pending {@code executeCommand}; its cancellation ({@code $/cancelRequest}) cancels the run */
    public CommandResult run(CommandArguments args, Either<String, Integer> workDoneToken, CompletableFuture<?> request) {
        try {
            DocumentTarget t = preflight.target(args, PareCommands.REDUCE_TITLE);
            preflight.requireTrust(PareCommands.REDUCE_TITLE, t);
            ActiveRun run = preflight.claim(t, PareCommands.REDUCE_TITLE);
            request.whenComplete((r, e) -> {
                if (request.isCancelled()) run.cancel();
            });
            try {
                return reduce(t, args, workDoneToken, run);
            } finally {
                ctx.runs().finished(run);
            }
        } catch (Refusal r) {
            return r.result();
        }
    }

    private CommandResult reduce(DocumentTarget t, CommandArguments args, Either<String, Integer> token, ActiveRun run)
            throws Refusal {
        SettingsLayers layers = ctx.settings().settingsFor(t.uri(), t.path());
        PareSettings s = layers.effective();
        Language language = Languages.forFile(t.name());
        ResolvedOracle oracle = preflight.oracle(args.oracle(), layers, t, language.name());
        String reducer = s.reducer() != null ? s.reducer() : Reducers.DEFAULT;
        try {
            Reducers.check(reducer);
        } catch (IllegalArgumentException e) {
            throw preflight.refuse(CommandResult.FAILED, false, "Pare: setting pare.reducer: " + e.getMessage());
        }
        boolean replace = s.replaceResult();
        if (s.unknownResultMode()) {
            ctx.messages().logWarning("Pare: unknown pare.resultMode \"" + s.resultMode() + "\"; using \"document\"");
        }
        if (!replace && t.path() == null) {
            throw preflight.refuse(CommandResult.FAILED, false, "Pare: " + t.name() + " has no file on disk to put the "
                    + "result beside; save it first, or set pare.resultMode to \"replace\".");
        }
        boolean trec = s.trec() == null || s.trec(); // on unless turned off, as on the command line
        int jobs = s.jobs() != null ? Math.max(1, s.jobs()) : Runtime.getRuntime().availableProcessors();

        ProgressReporter progress = ProgressReporter.create(ctx.client(), ctx.features().workDoneProgress(), token);
        if (progress.tokenKey() != null) ctx.runs().bindToken(run, progress.tokenKey());
        progress.begin("Pare: " + PareCommands.REDUCE_TITLE + " (" + t.name() + ")",
                "checking that the oracle accepts the original");
        ResultFile out = replace ? null : new ResultFile(t.path(), "reduced", StandardCharsets.UTF_8);
        AtomicReference<IOException> writeFailure = new AtomicReference<>();
        ReductionListener sink = e -> {
            if (e instanceof ReductionEvent.Improved i && out != null) {
                try {
                    out.write(i.text());
                } catch (IOException x) {
                    writeFailure.compareAndSet(null, x);
                }
            } else if (e instanceof ReductionEvent.Warning w) {
                ctx.messages().logWarning("Pare (" + t.name() + "): " + w.message());
            }
        };
        ctx.messages().log("Pare: reducing " + t.name() + " with oracle " + String.join(" ", oracle.command())
                + " (from " + oracle.source() + "), reducer " + reducer + (trec ? " with T-Rec" : "") + ", " + jobs + " jobs");
        Duration maxTime = s.maxSeconds() == null ? null : Duration.ofMillis((long) (s.maxSeconds() * 1000));
        ReductionResult r = preflight.runEngine(() -> {
            ScriptOracle script = Preflight.script(oracle, s);
            try {
                ReductionRun engine = new ReductionRun(new ReductionRequest(t.name(), t.text(), StandardCharsets.UTF_8,
                        language, reducer, script, jobs, maxTime, false, trec, null), new ReductionProgress(progress, sink));
                run.attachOracle(script);
                run.onCancel(engine::cancel);
                return engine.run();
            } finally {
                Oracles.closeQuietly(script); // a clean-up hiccup must not lose the result
            }
        }, run, progress, t, oracle, "the reduction");
        return deliver(t, r, out, writeFailure.get(), replace, progress);
    }

    private CommandResult deliver(DocumentTarget t, ReductionResult r, ResultFile out, IOException writeFailure,
            boolean replace, ProgressReporter progress) throws Refusal {
        String summary = summary(t.name(), r);
        String status = r.cancelled() ? CommandResult.CANCELLED : CommandResult.DONE;
        if (ctx.runs().isClosed()) {
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
                    throw preflight.refuse(CommandResult.FAILED, true, "Pare could not replace " + t.name()
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
            throw preflight.refuse(CommandResult.FAILED, false, "Pare cannot write " + out.path() + ": " + e.getMessage());
        }
        publishRemoved(t, r);
        progress.end(summary);
        ctx.delivery().showDocument(out.path(), summary);
        return new CommandResult(status, summary, DocumentUris.toUri(out.path()), r.inputTokens(), r.outputTokens());
    }

    /** Highlights what was removed, if the document still is the text that was reduced. */
    private void publishRemoved(DocumentTarget t, ReductionResult r) {
        if (r.text().equals(t.text())) return;
        List<int[]> regions = r.tokens().isEmpty() && !r.text().isBlank() ? null
                : RemovedRegions.compute(t.text(), r.tokens(), originalTokenEnds(t));
        if (regions == null) {
            ctx.messages().log("Pare: the result's tokens do not map back onto " + t.name() + "; no highlights.");
            return;
        }
        boolean unchanged = ctx.documents().get(t.uri()).map(d -> d.text().equals(t.text())).orElse(t.version() == null);
        if (unchanged) ctx.highlights().publish(t.uri(), t.version(), RemovedRegions.highlights(t.text(), regions));
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
        for (Language l : List.of(Languages.forFile(t.name()), new TextLanguage())) {
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
