package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.ScriptOracle;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.NonBlank;
import io.pare.server.ServerContext;
import io.pare.server.commands.CommandArguments;
import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;
import io.pare.server.features.Canonicalizer;
import io.pare.server.highlights.Highlight;
import io.pare.server.highlights.HighlightKind;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.results.ResultFile;
import io.pare.server.run.ActiveRun;
import io.pare.server.run.Oracles;
import io.pare.server.run.ProgressReporter;
import io.pare.server.run.ReductionProgress;
import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsLayers;
import io.pare.server.text.Positions;

/**
 * "Canonicalize tokens" (T-Rec): identifiers, literals and strings made as small and uniform as the
 * oracle allows; the result goes to {@code <name>.canonical.<ext>} (or, with {@code pare.resultMode
 * = "replace"}, replaces the document), and the tokens that resisted are highlighted. Without T-Rec
 * in {@link io.pare.server.features.EngineFeatures}, the action says so and runs nothing.
 */
public final class CanonicalizeAction {
    static final String UNAVAILABLE = "Canonicalize tokens (T-Rec) is not available in this build of Pare yet: "
            + "the engine does not implement it. Nothing was run. \u201cReduce test case\u201d works today.";

    private final ServerContext ctx;
    private final Preflight preflight;

    public CanonicalizeAction(ServerContext ctx) {
        this.ctx = ctx;
        this.preflight = new Preflight(ctx);
    }

    public CommandResult run(CommandArguments args, Either<String, Integer> token, CompletableFuture<?> request) {
        try {
            DocumentTarget t = preflight.target(args, PareCommands.CANONICALIZE_TITLE);
            Optional<Canonicalizer> engine = ctx.engine().canonicalizer();
            if (engine.isEmpty()) throw preflight.refuse(CommandResult.UNAVAILABLE, true, UNAVAILABLE);
            preflight.requireTrust(PareCommands.CANONICALIZE_TITLE, t);
            ActiveRun run = preflight.claim(t, PareCommands.CANONICALIZE_TITLE);
            request.whenComplete((r, e) -> {
                if (request.isCancelled()) run.cancel();
            });
            try {
                return canonicalize(engine.get(), t, args, token, run);
            } finally {
                ctx.runs().finished(run);
            }
        } catch (Refusal r) {
            return r.result();
        }
    }

    private CommandResult canonicalize(Canonicalizer engine, DocumentTarget t, CommandArguments args,
            Either<String, Integer> token, ActiveRun run) throws Refusal {
        SettingsLayers layers = ctx.settings().settingsFor(t.uri(), t.path());
        PareSettings s = layers.effective();
        Language language = Languages.forFile(t.name());
        ResolvedOracle oracle = preflight.oracle(args.oracle(), layers, t, language.name());
        boolean replace = s.replaceResult();
        if (s.unknownResultMode()) {
            ctx.messages().logWarning("Pare: unknown pare.resultMode \"" + s.resultMode() + "\"; using \"document\"");
        }
        if (!replace && t.path() == null) {
            throw preflight.refuse(CommandResult.FAILED, false, "Pare: " + t.name() + " has no file on disk to put the "
                    + "result beside; save it first, or set pare.resultMode to \"replace\".");
        }
        int jobs = s.jobs() != null ? Math.max(1, s.jobs()) : Runtime.getRuntime().availableProcessors();
        ProgressReporter progress = ProgressReporter.create(ctx.client(), ctx.features().workDoneProgress(), token);
        if (progress.tokenKey() != null) ctx.runs().bindToken(run, progress.tokenKey());
        progress.begin("Pare: " + PareCommands.CANONICALIZE_TITLE + " (" + t.name() + ")", "checking the original");
        ctx.messages().log("Pare: canonicalizing " + t.name() + " with oracle " + String.join(" ", oracle.command())
                + " (from " + oracle.source() + "), " + jobs + " jobs");
        ReductionListener sink = e -> {
            if (e instanceof ReductionEvent.Warning w) ctx.messages().logWarning("Pare (" + t.name() + "): " + w.message());
        };
        Canonicalizer.Outcome outcome = preflight.runEngine(() -> {
            ScriptOracle script = Preflight.script(oracle, s);
            try {
                run.attachOracle(script);
                return engine.canonicalize(t.name(), t.text(), language, script, jobs,
                        new ReductionProgress(progress, sink), run);
            } finally {
                Oracles.closeQuietly(script); // a clean-up hiccup must not lose the result
            }
        }, run, progress, t, oracle, "canonicalization");
        String status = outcome.cancelled() ? CommandResult.CANCELLED : CommandResult.DONE;
        Positions pos = new Positions(t.text());
        List<Highlight> resisted = new ArrayList<>();
        for (Canonicalizer.Resisted r : outcome.resisted()) {
            resisted.add(new Highlight(HighlightKind.RESISTED, pos.range(r.start(), r.end()), r.message()));
        }
        String summary = "Canonicalized " + t.name() + ": " + NonBlank.count(t.text()) + " \u2192 "
                + NonBlank.count(outcome.text()) + " non-blank bytes; " + resisted.size() + " tokens resisted."
                + (outcome.cancelled() ? " Cancelled; this is the best result so far." : "");
        if (ctx.runs().isClosed()) {
            progress.end(summary);
            return CommandResult.of(status, summary);
        }
        if (replace) {
            progress.end(summary);
            if (outcome.text().equals(t.text())) {
                ctx.messages().info(summary + " Nothing changed, so the document is unchanged.");
                ctx.highlights().publish(t.uri(), t.version(), resisted);
            } else {
                String why = ctx.delivery().replace(t.uri(), t.version(), t.text(), outcome.text(),
                        "Pare: canonicalize " + t.name());
                if (why != null) {
                    throw preflight.refuse(CommandResult.FAILED, true, "Pare could not replace " + t.name()
                            + " with the result (" + why + "). " + summary);
                }
                // the resisted tokens' offsets are in the replaced text; the edit clears them, so they go to the log
                for (Canonicalizer.Resisted r : outcome.resisted()) {
                    ctx.messages().log("Pare: resisted " + t.text().substring(r.start(), r.end()) + " at "
                            + pos.range(r.start(), r.end()).getStart());
                }
            }
            return CommandResult.of(status, summary);
        }
        ResultFile out = new ResultFile(t.path(), "canonical", StandardCharsets.UTF_8);
        try {
            out.write(outcome.text());
        } catch (IOException e) {
            progress.end("Cannot write the result");
            throw preflight.refuse(CommandResult.FAILED, false, "Pare cannot write " + out.path() + ": " + e.getMessage());
        }
        boolean unchanged = ctx.documents().get(t.uri()).map(d -> d.text().equals(t.text())).orElse(t.version() == null);
        if (unchanged) ctx.highlights().publish(t.uri(), t.version(), resisted);
        progress.end(summary);
        ctx.delivery().showDocument(out.path(), summary);
        return new CommandResult(status, summary, DocumentUris.toUri(out.path()), null, null);
    }
}
