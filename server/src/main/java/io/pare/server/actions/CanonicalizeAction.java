package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.pare.event.ReductionListener;
import io.pare.oracle.ScriptOracle;
import io.pare.program.NonBlank;
import io.pare.server.ServerContext;
import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;
import io.pare.server.features.Canonicalizer;
import io.pare.server.highlights.Highlight;
import io.pare.server.highlights.HighlightKind;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.results.ResultFile;
import io.pare.server.run.Oracles;
import io.pare.server.run.RunProgress;
import io.pare.server.text.Positions;

/**
 * "Canonicalize tokens" (T-Rec): identifiers, literals and strings made as small and uniform as the
 * oracle allows; the result goes to {@code <name>.canonical.<ext>} (or, with {@code pare.resultMode
 * = "replace"}, replaces the document), and the tokens that resisted are highlighted. Without T-Rec
 * in {@link io.pare.server.features.EngineFeatures}, the action says so and runs nothing.
 */
public final class CanonicalizeAction implements ActionParticipant {
    static final String UNAVAILABLE = "Canonicalize tokens (T-Rec) is not available in this build of Pare yet: "
            + "the engine does not implement it. Nothing was run. \u201cReduce test case\u201d works today.";

    @Override
    public String command() {
        return PareCommands.CANONICALIZE;
    }

    @Override
    public String title() {
        return PareCommands.CANONICALIZE_TITLE;
    }

    /** Any document, as for Reduce. */
    @Override
    public boolean appliesTo(String uri) {
        return true;
    }

    @Override
    public Job prepare(ActionRequest request) throws Refusal {
        Optional<Canonicalizer> engine = request.server().engine().canonicalizer();
        if (engine.isEmpty()) throw request.refuse(CommandResult.UNAVAILABLE, UNAVAILABLE);
        return run -> canonicalize(engine.get(), run);
    }

    private CommandResult canonicalize(Canonicalizer engine, RunContext run) throws Refusal {
        DocumentTarget t = run.target();
        ServerContext ctx = run.server();
        ResolvedOracle oracle = run.oracle();
        boolean replace = run.replaceResult();
        int jobs = run.jobs();
        RunProgress progress = run.beginProgress("checking the original");
        ctx.messages().log("Pare: canonicalizing " + t.name() + " with oracle " + String.join(" ", oracle.command())
                + " (from " + oracle.source() + "), " + jobs + " jobs");
        ReductionListener listener = run.engineListener();
        Canonicalizer.Outcome outcome = run.callEngine("canonicalization", () -> {
            ScriptOracle script = run.script(oracle);
            try {
                run.active().attachOracle(script);
                return engine.canonicalize(t.name(), t.text(), run.language(), script, jobs, listener, run.active());
            } finally {
                Oracles.closeQuietly(script); // a clean-up hiccup must not lose the result
            }
        });
        String status = outcome.cancelled() ? CommandResult.CANCELLED : CommandResult.DONE;
        Positions pos = new Positions(t.text());
        List<Highlight> resisted = new ArrayList<>();
        for (Canonicalizer.Resisted r : outcome.resisted()) {
            resisted.add(new Highlight(HighlightKind.RESISTED, pos.range(r.start(), r.end()), r.message()));
        }
        String summary = "Canonicalized " + t.name() + ": " + NonBlank.count(t.text()) + " \u2192 "
                + NonBlank.count(outcome.text()) + " non-blank bytes; " + resisted.size() + " tokens resisted."
                + (outcome.cancelled() ? " Cancelled; this is the best result so far." : "");
        if (run.serverClosing()) {
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
                    throw run.request().refuse(CommandResult.FAILED, "Pare could not replace " + t.name()
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
            throw run.request().fail("Pare cannot write " + out.path() + ": " + e.getMessage());
        }
        if (t.isCurrent(ctx.documents())) ctx.highlights().publish(t.uri(), t.version(), resisted);
        progress.end(summary);
        ctx.delivery().showDocument(out.path(), summary);
        return new CommandResult(status, summary, DocumentUris.toUri(out.path()), null, null);
    }
}
