package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.ScriptOracle;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.query.OracleBrokenException;
import io.pare.reduction.OriginalNotInterestingException;
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
        if (Boolean.TRUE.equals(s.trec())) {
            ctx.messages().log("Pare: T-Rec canonicalization is not in this build yet; pare.trec has no effect.");
        }
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
                + " (from " + oracle.source() + "), reducer " + reducer + ", " + jobs + " jobs");
        ReductionResult r;
        ScriptOracle script = null;
        try {
            script = s.timeout() != null
                    ? new ScriptOracle(oracle.command(), Duration.ofMillis((long) (s.timeout() * 1000)))
                    : ScriptOracle.withAutoTimeout(oracle.command(), Duration.ofSeconds(300));
            Duration maxTime = s.maxSeconds() == null ? null : Duration.ofMillis((long) (s.maxSeconds() * 1000));
            ReductionRun engine = new ReductionRun(new ReductionRequest(t.name(), t.text(), StandardCharsets.UTF_8,
                    language, reducer, script, jobs, maxTime, false), new ReductionProgress(progress, sink));
            run.attachOracle(script);
            run.onCancel(engine::cancel);
            r = engine.run();
        } catch (OriginalNotInterestingException e) {
            if (run.cancelRequested()) {
                progress.end("Cancelled before the reduction started");
                return CommandResult.of(CommandResult.CANCELLED, "cancelled before the reduction started");
            }
            progress.end("The oracle rejects the original");
            throw preflight.refuse(CommandResult.FAILED, false, OriginalRejected.message(t.name(), oracle, e.outcome()));
        } catch (OracleBrokenException e) {
            progress.end("The oracle cannot be run");
            throw preflight.refuse(CommandResult.FAILED, false, "Pare cannot run the oracle " + String.join(" ",
                    oracle.command()) + " (from " + oracle.source() + "): " + e.getMessage());
        } catch (IOException e) {
            progress.end("Failed");
            throw preflight.refuse(CommandResult.FAILED, false, "Pare cannot prepare the oracle's work folder: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            progress.end("Interrupted");
            return CommandResult.of(CommandResult.CANCELLED, "interrupted");
        } finally {
            Oracles.closeQuietly(script);
        }
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
        List<int[]> regions = r.tokens().isEmpty() && !r.text().isBlank() ? null : RemovedRegions.compute(t.text(), r.tokens());
        if (regions == null) {
            ctx.messages().log("Pare: the result's tokens do not map back onto " + t.name() + "; no highlights.");
            return;
        }
        boolean unchanged = ctx.documents().get(t.uri()).map(d -> d.text().equals(t.text())).orElse(t.version() == null);
        if (unchanged) ctx.highlights().publish(t.uri(), t.version(), RemovedRegions.highlights(t.text(), regions));
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
