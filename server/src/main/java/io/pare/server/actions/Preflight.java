package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import io.pare.oracle.ScriptOracle;
import io.pare.query.OracleBrokenException;
import io.pare.reduction.OriginalNotInterestingException;

import io.pare.server.ServerContext;
import io.pare.server.commands.CommandArguments;
import io.pare.server.commands.CommandResult;
import io.pare.server.documents.DocumentUris;
import io.pare.server.documents.OpenDocument;
import io.pare.server.oracle.OracleProblem;
import io.pare.server.oracle.OracleResolver;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.run.ProgressReporter;
import io.pare.server.run.ActiveRun;
import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsLayers;

/** The checks every action makes before it runs anything; each failure tells the user and refuses. */
final class Preflight {
    static final String UNTRUSTED = "Pare did not run %s on %s: the workspace is not trusted, and the oracle "
            + "is a program from the workspace. Trust the workspace (the client then starts Pare with "
            + "initializationOptions.workspaceTrusted = true) and try again.";

    private final ServerContext ctx;

    Preflight(ServerContext ctx) {
        this.ctx = ctx;
    }

    DocumentTarget target(CommandArguments args, String title) throws Refusal {
        if (args.uri() == null) {
            throw refuse(CommandResult.FAILED, false, title + ": the command needs the document's URI as its first argument.");
        }
        Optional<OpenDocument> open = ctx.documents().get(args.uri());
        Path path = DocumentUris.toPath(args.uri()).orElse(null);
        String name = path != null ? path.getFileName().toString() : DocumentUris.fileName(args.uri());
        if (open.isPresent()) {
            OpenDocument d = open.get();
            return new DocumentTarget(d.uri(), path, name, d.languageId(), d.version(), d.text());
        }
        if (path != null && Files.isRegularFile(path)) {
            try {
                return new DocumentTarget(args.uri(), path, name, null, null, Files.readString(path, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw refuse(CommandResult.FAILED, false, title + ": cannot read " + path + ": " + e.getMessage());
            }
        }
        throw refuse(CommandResult.FAILED, false, title + ": " + args.uri() + " is neither open nor a file on disk.");
    }

    void requireTrust(String title, DocumentTarget t) throws Refusal {
        if (!ctx.trusted()) throw refuse(CommandResult.REFUSED, true, String.format(UNTRUSTED, "\u201c" + title + "\u201d", t.name()));
    }

    ActiveRun claim(DocumentTarget t, String title) throws Refusal {
        Optional<ActiveRun> run = ctx.runs().tryStart(t.uri(), title);
        if (run.isPresent()) return run.get();
        if (ctx.runs().isClosed()) throw refuse(CommandResult.REFUSED, true, "Pare is shutting down; nothing was started.");
        String running = ctx.runs().byUri(t.uri()).map(ActiveRun::action).orElse("an action");
        throw refuse(CommandResult.REFUSED, true, "Pare is already running \u201c" + running + "\u201d on " + t.name()
                + "; only one run per document. Cancel it first (\u201cCancel Pare run\u201d), then try again.");
    }

    ResolvedOracle oracle(String argument, SettingsLayers layers, DocumentTarget t, String languageName) throws Refusal {
        try {
            Optional<ResolvedOracle> o = OracleResolver.resolve(argument, layers, t.path(), t.languageId(), languageName);
            if (o.isPresent()) return o.get();
        } catch (OracleProblem p) {
            throw refuse(CommandResult.FAILED, false, "Pare cannot use the oracle for " + t.name() + ": " + p.getMessage());
        }
        throw refuse(CommandResult.FAILED, false, OracleResolver.whereToPutOne(t.name(), layers.root()));
    }

    /** The oracle as a script: pare.timeout per query, else a limit scaled to the original's own time. */
    static ScriptOracle script(ResolvedOracle o, PareSettings s) throws IOException {
        return s.timeout() != null ? new ScriptOracle(o.command(), Duration.ofMillis((long) (s.timeout() * 1000)))
                : ScriptOracle.withAutoTimeout(o.command(), Duration.ofSeconds(300));
    }

    /** A call into the engine that may meet the oracle's refusals. */
    @FunctionalInterface
    interface EngineCall<R> {
        R call() throws Exception;
    }

    /**
     * Runs an engine call and turns the ways it ends early into what every action reports: cancelled
     * before it started or interrupted (quietly), the oracle rejecting the original (with its output)
     * or not running at all, or any other failure (told to the user). {@code what} names the work in
     * messages ("the reduction", "canonicalization").
     */
    <R> R runEngine(EngineCall<R> call, ActiveRun run, ProgressReporter progress, DocumentTarget t,
            ResolvedOracle oracle, String what) throws Refusal {
        try {
            return call.call();
        } catch (OriginalNotInterestingException e) {
            if (run.cancelRequested()) {
                progress.end("Cancelled before " + what + " started");
                throw new Refusal(CommandResult.of(CommandResult.CANCELLED, "cancelled before " + what + " started"));
            }
            progress.end("The oracle rejects the original");
            throw refuse(CommandResult.FAILED, false, OriginalRejected.message(t.name(), oracle, e.outcome()));
        } catch (OracleBrokenException e) {
            progress.end("The oracle cannot be run");
            throw refuse(CommandResult.FAILED, false, "Pare cannot run the oracle " + String.join(" ",
                    oracle.command()) + " (from " + oracle.source() + "): " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            progress.end("Interrupted");
            throw new Refusal(CommandResult.of(CommandResult.CANCELLED, "interrupted"));
        } catch (IOException e) {
            progress.end("Failed");
            throw refuse(CommandResult.FAILED, false, "Pare cannot prepare the oracle's work folder: " + e.getMessage());
        } catch (Exception e) {
            progress.end("Failed");
            throw refuse(CommandResult.FAILED, false, "Pare: " + what + " of " + t.name() + " failed: " + e.getMessage());
        }
    }

    /** Tells the user (a warning for refusals, an error for failures) and builds the refusal. */
    Refusal refuse(String status, boolean warning, String message) {
        if (warning) ctx.messages().warning(message);
        else ctx.messages().error(message);
        return new Refusal(CommandResult.of(status, message));
    }
}
