package io.pare.server.commands;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

import io.pare.server.ServerContext;
import io.pare.server.actions.ActionParticipant;
import io.pare.server.actions.ActionRegistry;
import io.pare.server.actions.ActionRunner;
import io.pare.server.run.ActiveRun;

/**
 * Routes {@code workspace/executeCommand} to the registered action, which runs on a worker thread,
 * never on LSP4J's message thread. The answer stays pending while the action runs; cancelling it
 * ({@code $/cancelRequest}) cancels the run, which still delivers its best result. {@code pare.cancel}
 * is the core's own.
 */
public final class CommandDispatcher {
    private final ServerContext ctx;
    private final ActionRegistry registry;
    private final ActionRunner runner;

    public CommandDispatcher(ServerContext ctx, ActionRegistry registry) {
        this.ctx = ctx;
        this.registry = registry;
        this.runner = new ActionRunner(ctx);
    }

    public CompletableFuture<Object> execute(ExecuteCommandParams params) {
        CommandArguments args = CommandArguments.parse(params.getArguments());
        if (PareCommands.CANCEL.equals(params.getCommand())) return CompletableFuture.completedFuture(cancel(args));
        Optional<ActionParticipant> action = registry.forCommand(params.getCommand());
        if (action.isEmpty()) {
            return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(
                    ResponseErrorCode.InvalidParams, "unknown command " + params.getCommand(), null)));
        }
        var token = params.getWorkDoneToken();
        CompletableFuture<Object> answer = new CompletableFuture<>();
        ctx.workers().execute(() -> {
            try {
                answer.complete(runner.run(action.get(), args, token, answer));
            } catch (Throwable t) {
                String msg = "Pare: internal error in " + params.getCommand() + ": " + t;
                ctx.messages().error(msg);
                answer.complete(CommandResult.of(CommandResult.FAILED, msg));
            }
        });
        return answer;
    }

    /** {@code pare.cancel [uri]}: stops the document's run; it still delivers its best result. */
    public CommandResult cancel(CommandArguments args) {
        if (args.uri() == null) return CommandResult.of(CommandResult.NOT_RUNNING, "pare.cancel needs the document's URI");
        return ctx.runs().byUri(args.uri()).map(r -> {
            r.cancel();
            return CommandResult.of(CommandResult.CANCELLED, "cancelling \u201c" + r.action() + "\u201d");
        }).orElse(CommandResult.of(CommandResult.NOT_RUNNING, "no Pare run on this document"));
    }

    /** The client's cancel button ({@code window/workDoneProgress/cancel}). */
    public void cancelProgress(String token) {
        ctx.runs().byToken(token).ifPresent(ActiveRun::cancel);
    }
}
