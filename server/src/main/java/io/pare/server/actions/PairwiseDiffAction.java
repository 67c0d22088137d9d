package io.pare.server.actions;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.oracle.ScriptOracle;
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
 * "Pairwise diff with…" (PPR): the document is the failing variant; the seed is found by
 * {@link SeedResolver}. The critical edits are highlighted in both documents. Until the engine has
 * PPR ({@link io.pare.server.features.EngineFeatures}), the action resolves the seed, says which one
 * it would use, says the feature is not available, and runs nothing.
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
        int jobs = s.jobs() != null ? Math.max(1, s.jobs()) : Runtime.getRuntime().availableProcessors();
        ProgressReporter progress = ProgressReporter.create(ctx.client(), ctx.features().workDoneProgress(), token);
        if (progress.tokenKey() != null) ctx.runs().bindToken(run, progress.tokenKey());
        progress.begin("Pare: Pairwise diff (" + t.name() + ")", "checking the seed and the variant");
        PairwiseDiffer.Outcome outcome;
        ScriptOracle script = null;
        try {
            script = ScriptOracle.withAutoTimeout(oracle.command(), Duration.ofSeconds(300), List.of());
            run.attachOracle(script);
            // One oracle for both sides until a seed property setting exists: the oracle sees which file it gets.
            outcome = engine.diff(t.name(), seed.text(), t.text(), language, script, script, jobs,
                    new ReductionProgress(progress, e -> { }), run);
        } catch (Exception e) {
            progress.end("Failed");
            throw preflight.refuse(CommandResult.FAILED, false, "Pare: pairwise diff of " + t.name() + " failed: " + e.getMessage());
        } finally {
            Oracles.closeQuietly(script);
        }
        PairwiseHighlights.Both h = PairwiseHighlights.of(outcome.edits(), seed.uri(), seed.text(), t.uri(), t.text());
        ctx.highlights().publish(t.uri(), t.version(), h.variant());
        if (seed.uri() != null) {
            Integer seedVersion = ctx.documents().get(seed.uri()).map(d -> d.version()).orElse(null);
            ctx.highlights().publish(seed.uri(), seedVersion, h.seed());
        }
        String summary = "Pairwise diff of " + t.name() + ": " + outcome.edits().size() + " critical edits."
                + (outcome.cancelled() ? " Cancelled; this is the best pair so far." : "");
        progress.end(summary);
        ctx.messages().info(summary);
        return CommandResult.of(outcome.cancelled() ? CommandResult.CANCELLED : CommandResult.DONE, summary);
    }
}
