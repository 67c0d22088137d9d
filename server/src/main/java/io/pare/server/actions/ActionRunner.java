package io.pare.server.actions;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.server.ServerContext;
import io.pare.server.commands.CommandArguments;
import io.pare.server.commands.CommandResult;
import io.pare.server.run.ActiveRun;

/**
 * The server core's side of every action, in this order: find the document; the action's own
 * checks ({@link ActionParticipant#prepare}); the workspace trust; one run per document; the
 * request's cancellation tied to the run; the oracle (unless the action makes one,
 * {@link ActionParticipant#needsOracle}); the action's job; the progress ended with the answer's
 * state. Each refusal is told to the user once and becomes the command's answer.
 */
public final class ActionRunner {
    static final String UNTRUSTED = "Pare did not run %s on %s: the workspace is not trusted, and the oracle "
            + "is a program from the workspace. Trust the workspace (the client then starts Pare with "
            + "initializationOptions.workspaceTrusted = true) and try again.";

    private final ServerContext server;

    public ActionRunner(ServerContext server) {
        this.server = server;
    }

    /**
     * Runs {@code action} on the calling thread (a worker, never LSP4J's message thread).
     *
     * @param request the pending {@code executeCommand}; its cancellation ({@code $/cancelRequest}) cancels the run
     */
    public CommandResult run(ActionParticipant action, CommandArguments args, Either<String, Integer> workDoneToken,
            CompletableFuture<?> request) {
        try {
            ActionRequest req = ActionRequest.resolve(server, args, action.title());
            ActionParticipant.Job job = action.prepare(req);
            requireTrust(req, action.title());
            ActiveRun active = claim(req, action.title());
            request.whenComplete((r, e) -> {
                if (request.isCancelled()) active.cancel();
            });
            try {
                return runJob(job, RunContext.start(req, action, active, workDoneToken));
            } finally {
                server.runs().finished(active);
            }
        } catch (Refusal r) {
            return r.result();
        }
    }

    private static CommandResult runJob(ActionParticipant.Job job, RunContext run) throws Refusal {
        // an exception escaping the job is answered as an internal error by the dispatcher; the
        // progress must still end, as failed
        CommandResult result = CommandResult.of(CommandResult.FAILED, "internal error");
        try {
            result = job.run(run);
            return result;
        } catch (Refusal r) {
            result = r.result();
            throw r;
        } finally {
            run.finish(result);
        }
    }

    private void requireTrust(ActionRequest req, String title) throws Refusal {
        if (!server.trusted()) {
            throw req.refuse(CommandResult.REFUSED, String.format(UNTRUSTED, "\u201c" + title + "\u201d", req.target().name()));
        }
    }

    private ActiveRun claim(ActionRequest req, String title) throws Refusal {
        Optional<ActiveRun> run = server.runs().tryStart(req.target().uri(), title);
        if (run.isPresent()) return run.get();
        if (server.runs().isClosed()) throw req.refuse(CommandResult.REFUSED, "Pare is shutting down; nothing was started.");
        String running = server.runs().byUri(req.target().uri()).map(ActiveRun::action).orElse("an action");
        throw req.refuse(CommandResult.REFUSED, "Pare is already running \u201c" + running + "\u201d on "
                + req.target().name() + "; only one run per document. Cancel it first (\u201cCancel Pare run\u201d), then try again.");
    }
}
