package io.pare.server.commands;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

import io.pare.server.ServerContext;
import io.pare.server.actions.CanonicalizeAction;
import io.pare.server.actions.PairwiseDiffAction;
import io.pare.server.actions.ReduceAction;
import io.pare.server.run.ActiveRun;

/**
 * Runs {@code workspace/executeCommand}: each action on a worker thread, never on LSP4J's message
 * thread. The answer stays pending while the action runs; cancelling it ({@code $/cancelRequest})
 * cancels the run, which still delivers its best result.
 */
public final class CommandDispatcher {
    private final ServerContext ctx;
    private final ReduceAction reduce;
    private final CanonicalizeAction canonicalize;
    private final PairwiseDiffAction pairwise;

    public CommandDispatcher(ServerContext ctx) {
        this.ctx = ctx;
        this.reduce = new ReduceAction(ctx);
        this.canonicalize = new CanonicalizeAction(ctx);
        this.pairwise = new PairwiseDiffAction(ctx);
    }

    public CompletableFuture<Object> execute(ExecuteCommandParams params) {
        CommandArguments args = CommandArguments.parse(params.getArguments());
        var token = params.getWorkDoneToken();
        CompletableFuture<Object> answer = new CompletableFuture<>();
        Job job;
        switch (params.getCommand()) {
            case PareCommands.REDUCE -> job = () -> reduce.run(args, token, answer);
            case PareCommands.CANONICALIZE -> job = () -> canonicalize.run(args, token, answer);
            case PareCommands.PAIRWISE_DIFF -> job = () -> pairwise.run(args, token, answer);
            case PareCommands.CANCEL -> {
                return CompletableFuture.completedFuture(cancel(args));
            }
            default -> {
                return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(
                        ResponseErrorCode.InvalidParams, "unknown command " + params.getCommand(), null)));
            }
        }
        ctx.workers().execute(() -> {
            try {
                answer.complete(job.run());
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

    @FunctionalInterface
    private interface Job {
        CommandResult run();
    }
}
