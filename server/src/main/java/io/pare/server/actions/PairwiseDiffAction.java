package io.pare.server.actions;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.ScriptOracle;
import io.pare.query.OracleBrokenException;
import io.pare.reduction.ppr.PairInputException;
import io.pare.server.documents.DocumentUris;
import io.pare.server.features.EnginePairwiseDiffer;
import io.pare.server.oracle.OracleProblem;
import io.pare.server.oracle.OracleResolver;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.server.ServerContext;
import io.pare.server.commands.CommandArguments;
import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.features.PairwiseDiffer;
import io.pare.server.highlights.PairwiseHighlights;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.run.ActiveRun;
import io.pare.server.run.Oracles;
import io.pare.server.run.ProgressReporter;
import io.pare.server.run.ReductionProgress;
import io.pare.server.seed.Seed;
import io.pare.server.seed.SeedResolver;
import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsLayers;

/**
 * "Pairwise diff with…" (PPR): the document is the failing variant (its property: the oracle); the
 * seed is found by {@link SeedResolver}, its property by {@link OracleResolver#resolveSeed}
 * ({@code pare.seedOracle}). The critical edits are highlighted in both documents. Without PPR in
 * {@link io.pare.server.features.EngineFeatures}, the action resolves the seed, says which one it
 * would use, says the feature is not available, and runs nothing.
 */
public final class PairwiseDiffAction {
    static final String UNAVAILABLE = "Pairwise diff (PPR) is not available in this build of Pare yet: the "
            + "engine does not implement it. Nothing was run.";

    private final ServerContext ctx;
    private final Preflight preflight;

    public PairwiseDiffAction(ServerContext ctx) {
        this.ctx = ctx;
        this.preflight = new Preflight(ctx);
    }

    public CommandResult run(CommandArguments args, Either<String, Integer> token, CompletableFuture<?> request) {
        try {
            DocumentTarget t = preflight.target(args, PareCommands.PAIRWISE_DIFF_TITLE);
            SettingsLayers layers = ctx.settings().settingsFor(t.uri(), t.path());
            PareSettings s = layers.effective();
            Optional<Seed> seed = new SeedResolver(ctx.documents()::get)
                    .resolve(args.seed(), s.seed(), t.path(), t.text(), layers.root());
            Optional<PairwiseDiffer> engine = ctx.engine().pairwiseDiffer();
            if (engine.isEmpty()) {
                String which = seed.map(x -> " The seed would be " + describe(x) + ".")
                        .orElse(" " + SeedResolver.whereToPutOne(t.name()));
                throw preflight.refuse(CommandResult.UNAVAILABLE, true, UNAVAILABLE + which);
            }
            if (seed.isEmpty()) throw preflight.refuse(CommandResult.FAILED, false, SeedResolver.whereToPutOne(t.name()));
            preflight.requireTrust(PareCommands.PAIRWISE_DIFF_TITLE, t);
            ActiveRun run = preflight.claim(t, PareCommands.PAIRWISE_DIFF_TITLE);
            request.whenComplete((r, e) -> {
                if (request.isCancelled()) run.cancel();
            });
            try {
                return diff(engine.get(), t, seed.get(), layers, args, token, run);
            } finally {
                ctx.runs().finished(run);
            }
        } catch (Refusal r) {
            return r.result();
        }
    }

    static String describe(Seed seed) {
        return (seed.uri() != null ? seed.uri() : "the file's text") + " (from " + seed.source() + ")";
    }

    private CommandResult diff(PairwiseDiffer engine, DocumentTarget t, Seed seed, SettingsLayers layers,
            CommandArguments args, Either<String, Integer> token, ActiveRun run) throws Refusal {
        PareSettings s = layers.effective();
        Language language = Languages.forFile(t.name());
        ResolvedOracle oracle = preflight.oracle(args.oracle(), layers, t, language.name());
        Path seedPath = seed.uri() == null ? null : DocumentUris.toPath(seed.uri()).orElse(null);
        String seedName = seedPath != null ? seedPath.getFileName().toString() : t.name();
        ResolvedOracle seedOracle;
        try {
            seedOracle = OracleResolver.resolveSeed(args.seedOracle(), layers, seedPath, t.path()).orElse(null);
        } catch (OracleProblem p) {
            throw preflight.refuse(CommandResult.FAILED, false, "Pare cannot use the seed oracle for " + seedName + ": " + p.getMessage());
        }
        if (seedOracle == null) {
            throw preflight.refuse(CommandResult.FAILED, false,
                    OracleResolver.whereToPutSeedOracle(seedPath != null ? seedName : null, t.name(), layers.root()));
        }
        int jobs = s.jobs() != null ? Math.max(1, s.jobs()) : Runtime.getRuntime().availableProcessors();
        ProgressReporter progress = ProgressReporter.create(ctx.client(), ctx.features().workDoneProgress(), token);
        if (progress.tokenKey() != null) ctx.runs().bindToken(run, progress.tokenKey());
        progress.begin("Pare: Pairwise diff (" + t.name() + ")", "checking the seed and the variant");
        ctx.messages().log("Pare: pairwise diff of " + t.name() + " against the seed " + describe(seed) + "; variant oracle "
                + String.join(" ", oracle.command()) + " (from " + oracle.source() + "), seed oracle "
                + String.join(" ", seedOracle.command()) + " (from " + seedOracle.source() + "), " + jobs + " jobs");
        ReductionListener sink = e -> {
            if (e instanceof ReductionEvent.Warning w) ctx.messages().logWarning("Pare (" + t.name() + "): " + w.message());
        };
        PairwiseDiffer.Outcome outcome;
        ScriptOracle variantScript = null;
        ScriptOracle seedScript = null;
        try {
            variantScript = Preflight.script(oracle, s);
            run.attachOracle(variantScript);
            seedScript = Preflight.script(seedOracle, s);
            run.attachOracle(seedScript);
            ReductionProgress listener = new ReductionProgress(progress, sink);
            outcome = engine instanceof EnginePairwiseDiffer e
                    ? e.diff(seedName, t.name(), seed.text(), t.text(), language, seedScript, variantScript, jobs, listener, run)
                    : engine.diff(t.name(), seed.text(), t.text(), language, seedScript, variantScript, jobs, listener, run);
        } catch (PairInputException e) {
            if (run.cancelRequested()) {
                progress.end("Cancelled before the diff started");
                return CommandResult.of(CommandResult.CANCELLED, "cancelled before the diff started");
            }
            progress.end("Cannot diff this pair");
            boolean seedSide = e.getMessage() != null && e.getMessage().contains("seed property");
            ResolvedOracle which = seedSide ? seedOracle : oracle;
            String detail = e.outcome() == null ? "" : " " + OriginalRejected.message(seedSide ? seedName : t.name(), which, e.outcome());
            throw preflight.refuse(CommandResult.FAILED, false, "Pare: pairwise diff of " + t.name() + " against "
                    + seedName + ": " + e.getMessage() + "; nothing was reduced." + detail);
        } catch (OracleBrokenException e) {
            progress.end("An oracle cannot be run");
            throw preflight.refuse(CommandResult.FAILED, false, "Pare: an oracle of the pairwise diff cannot be run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            progress.end("Interrupted");
            return CommandResult.of(CommandResult.CANCELLED, "interrupted");
        } catch (Exception e) {
            progress.end("Failed");
            throw preflight.refuse(CommandResult.FAILED, false, "Pare: pairwise diff of " + t.name() + " failed: " + e.getMessage());
        } finally {
            Oracles.closeQuietly(variantScript);
            Oracles.closeQuietly(seedScript);
        }
        String status = outcome.cancelled() ? CommandResult.CANCELLED : CommandResult.DONE;
        String summary = "Pairwise diff of " + t.name() + " against " + seedName + ": " + outcome.edits().size()
                + " critical edit" + (outcome.edits().size() == 1 ? "" : "s") + "."
                + (outcome.cancelled() ? " Cancelled; this is the best pair so far." : "");
        if (ctx.runs().isClosed()) {
            progress.end(summary);
            return CommandResult.of(status, summary);
        }
        PairwiseHighlights.Both h = PairwiseHighlights.of(outcome.edits(), seed.uri(), seed.text(), t.uri(), t.text());
        boolean variantUnchanged = ctx.documents().get(t.uri()).map(d -> d.text().equals(t.text())).orElse(t.version() == null);
        if (variantUnchanged) ctx.highlights().publish(t.uri(), t.version(), h.variant());
        if (seed.uri() != null) {
            var open = ctx.documents().get(seed.uri());
            boolean seedUnchanged = open.map(d -> d.text().equals(seed.text())).orElse(true);
            if (seedUnchanged) ctx.highlights().publish(seed.uri(), open.map(d -> d.version()).orElse(null), h.seed());
        }
        progress.end(summary);
        ctx.messages().info(summary);
        return CommandResult.of(status, summary);
    }

}
