package io.pare.server.actions;

import java.nio.file.Path;
import java.util.Optional;

import io.pare.event.ReductionListener;
import io.pare.oracle.ScriptOracle;
import io.pare.query.OracleBrokenException;
import io.pare.reduction.ppr.PairInputException;
import io.pare.server.documents.DocumentUris;
import io.pare.server.features.EnginePairwiseDiffer;
import io.pare.server.oracle.OracleProblem;
import io.pare.server.oracle.OracleResolver;
import io.pare.server.ServerContext;
import io.pare.server.commands.CommandArguments;
import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.features.PairwiseDiffer;
import io.pare.server.highlights.PairwiseHighlights;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.run.Oracles;
import io.pare.server.run.RunProgress;
import io.pare.server.seed.Seed;
import io.pare.server.seed.SeedResolver;
import io.pare.server.settings.SettingsLayers;

/**
 * "Pairwise diff with…" (PPR): the document is the failing variant (its property: the oracle); the
 * seed is found by {@link SeedResolver}, its property by {@link OracleResolver#resolveSeed}
 * ({@code pare.seedOracle}). The critical edits are highlighted in both documents. Without PPR in
 * {@link io.pare.server.features.EngineFeatures}, the action resolves the seed, says which one it
 * would use, says the feature is not available, and runs nothing.
 */
public final class PairwiseDiffAction implements ActionParticipant {
    static final String UNAVAILABLE = "Pairwise diff (PPR) is not available in this build of Pare yet: the "
            + "engine does not implement it. Nothing was run.";

    @Override
    public String command() {
        return PareCommands.PAIRWISE_DIFF;
    }

    @Override
    public String title() {
        return PareCommands.PAIRWISE_DIFF_TITLE;
    }

    @Override
    public String progressTitle() {
        return "Pairwise diff";
    }

    /** Any document: the seed may come from the settings or git as well as from a file beside it. */
    @Override
    public boolean appliesTo(String uri) {
        return true;
    }

    /** Finds the seed first, so that even without PPR the user learns which seed it would be. */
    @Override
    public Job prepare(ActionRequest request) throws Refusal {
        DocumentTarget t = request.target();
        SettingsLayers layers = request.layers();
        Optional<Seed> seed = new SeedResolver(request.server().documents()::get)
                .resolve(request.args().seed(), layers.effective().seed(), t.path(), t.text(), layers.root());
        Optional<PairwiseDiffer> engine = request.server().engine().pairwiseDiffer();
        if (engine.isEmpty()) {
            String which = seed.map(x -> " The seed would be " + describe(x) + ".")
                    .orElse(" " + SeedResolver.whereToPutOne(t.name()));
            throw request.refuse(CommandResult.UNAVAILABLE, UNAVAILABLE + which);
        }
        if (seed.isEmpty()) throw request.fail(SeedResolver.whereToPutOne(t.name()));
        return run -> diff(engine.get(), seed.get(), run);
    }

    static String describe(Seed seed) {
        return (seed.uri() != null ? seed.uri() : "the file's text") + " (from " + seed.source() + ")";
    }

    private CommandResult diff(PairwiseDiffer engine, Seed seed, RunContext run) throws Refusal {
        DocumentTarget t = run.target();
        ServerContext ctx = run.server();
        SettingsLayers layers = run.request().layers();
        CommandArguments args = run.request().args();
        ResolvedOracle oracle = run.oracle();
        Path seedPath = seed.uri() == null ? null : DocumentUris.toPath(seed.uri()).orElse(null);
        String seedName = seedPath != null ? seedPath.getFileName().toString() : t.name();
        ResolvedOracle seedOracle;
        try {
            seedOracle = OracleResolver.resolveSeed(args.seedOracle(), layers, seedPath, t.path()).orElse(null);
        } catch (OracleProblem p) {
            throw run.request().fail("Pare cannot use the seed oracle for " + seedName + ": " + p.getMessage());
        }
        if (seedOracle == null) {
            throw run.request().fail(
                    OracleResolver.whereToPutSeedOracle(seedPath != null ? seedName : null, t.name(), layers.root()));
        }
        int jobs = run.jobs();
        RunProgress progress = run.beginProgress("checking the seed and the variant");
        ctx.messages().log("Pare: pairwise diff of " + t.name() + " against the seed " + describe(seed) + "; variant oracle "
                + String.join(" ", oracle.command()) + " (from " + oracle.source() + "), seed oracle "
                + String.join(" ", seedOracle.command()) + " (from " + seedOracle.source() + "), " + jobs + " jobs");
        ReductionListener listener = run.engineListener();
        PairwiseDiffer.Outcome outcome = run.callEngine("pairwise diff", () -> {
            ScriptOracle variantScript = null;
            ScriptOracle seedScript = null;
            try {
                variantScript = run.script(oracle);
                run.active().attachOracle(variantScript);
                seedScript = run.script(seedOracle);
                run.active().attachOracle(seedScript);
                return engine instanceof EnginePairwiseDiffer e
                        ? e.diff(seedName, t.name(), seed.text(), t.text(), run.language(), seedScript, variantScript, jobs,
                                listener, run.active())
                        : engine.diff(t.name(), seed.text(), t.text(), run.language(), seedScript, variantScript, jobs,
                                listener, run.active());
            } catch (PairInputException e) {
                throw rejected(run, e, seedName, seedOracle);
            } catch (OracleBrokenException e) {
                // two oracles: the engine's message says which one
                run.endProgress("An oracle cannot be run");
                throw run.request().fail("Pare: an oracle of the pairwise diff cannot be run: " + e.getMessage());
            } finally {
                Oracles.closeQuietly(variantScript);
                Oracles.closeQuietly(seedScript);
            }
        });
        String status = outcome.cancelled() ? CommandResult.CANCELLED : CommandResult.DONE;
        String summary = "Pairwise diff of " + t.name() + " against " + seedName + ": " + outcome.edits().size()
                + " critical edit" + (outcome.edits().size() == 1 ? "" : "s") + "."
                + (outcome.cancelled() ? " Cancelled; this is the best pair so far." : "");
        if (run.serverClosing()) {
            progress.end(summary);
            return CommandResult.of(status, summary);
        }
        PairwiseHighlights.Both h = PairwiseHighlights.of(outcome.edits(), seed.uri(), seed.text(), t.uri(), t.text());
        if (t.isCurrent(ctx.documents())) ctx.highlights().publish(t.uri(), t.version(), h.variant());
        if (seed.uri() != null) {
            var open = ctx.documents().get(seed.uri());
            boolean seedUnchanged = open.map(d -> d.text().equals(seed.text())).orElse(true);
            if (seedUnchanged) ctx.highlights().publish(seed.uri(), open.map(d -> d.version()).orElse(null), h.seed());
        }
        progress.end(summary);
        ctx.messages().info(summary);
        return CommandResult.of(status, summary);
    }

    /** A property fails on its own original, or the pair cannot be aligned: which side, and the oracle's output. */
    private static Refusal rejected(RunContext run, PairInputException e, String seedName, ResolvedOracle seedOracle) {
        DocumentTarget t = run.target();
        if (run.active().cancelRequested()) {
            run.endProgress("Cancelled before the diff started");
            return new Refusal(CommandResult.of(CommandResult.CANCELLED, "cancelled before the diff started"));
        }
        run.endProgress("Cannot diff this pair");
        boolean seedSide = e.getMessage() != null && e.getMessage().contains("seed property");
        ResolvedOracle which = seedSide ? seedOracle : run.oracle();
        String detail = e.outcome() == null ? ""
                : " " + OriginalRejected.message(seedSide ? seedName : t.name(), which, e.outcome());
        return run.request().fail("Pare: pairwise diff of " + t.name() + " against " + seedName + ": " + e.getMessage()
                + "; nothing was reduced." + detail);
    }
}
