package io.pare.server.actions;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.server.ServerContext;
import io.pare.server.commands.PareCommands;

/**
 * The code actions on a document: each registered action that applies to it (and Cancel while a
 * run is going). Kind {@code refactor.rewrite}, so clients show them one click away (VS Code hides
 * {@code source.*} under "Source Action…"). Answers at once, without touching the engine.
 */
public final class CodeActionProvider {
    public static final String KIND = CodeActionKind.RefactorRewrite;

    private final ServerContext ctx;
    private final ActionRegistry registry;

    public CodeActionProvider(ServerContext ctx, ActionRegistry registry) {
        this.ctx = ctx;
        this.registry = registry;
    }

    public List<Either<Command, CodeAction>> actions(CodeActionParams params) {
        List<String> only = params.getContext() == null ? null : params.getContext().getOnly();
        if (only != null && !only.isEmpty() && only.stream().noneMatch(k -> KIND.equals(k) || KIND.startsWith(k + "."))) {
            return List.of();
        }
        String uri = params.getTextDocument().getUri();
        List<Either<Command, CodeAction>> out = new ArrayList<>();
        for (ActionParticipant a : registry.all()) {
            if (a.appliesTo(uri)) out.add(action(a.title(), a.command(), uri));
        }
        ctx.runs().byUri(uri).ifPresent(r -> out.add(action(PareCommands.CANCEL_TITLE + " (" + r.action() + ")",
                PareCommands.CANCEL, uri)));
        return out;
    }

    private static Either<Command, CodeAction> action(String title, String command, String uri) {
        CodeAction a = new CodeAction(title);
        a.setKind(KIND);
        a.setCommand(new Command(title, command, List.of(uri)));
        return Either.forRight(a);
    }
}
