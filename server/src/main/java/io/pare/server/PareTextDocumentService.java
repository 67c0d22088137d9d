package io.pare.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.TextDocumentService;

import io.pare.server.actions.CodeActionProvider;
import io.pare.server.documents.OpenDocument;

/** Keeps the open documents (full sync), clears highlights on edits, offers the code actions. */
final class PareTextDocumentService implements TextDocumentService {
    private final ServerContext ctx;
    private final CodeActionProvider codeActions;

    PareTextDocumentService(ServerContext ctx, CodeActionProvider codeActions) {
        this.ctx = ctx;
        this.codeActions = codeActions;
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        var d = params.getTextDocument();
        ctx.documents().open(new OpenDocument(d.getUri(), d.getLanguageId(), d.getVersion(), d.getText()));
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        var id = params.getTextDocument();
        var changes = params.getContentChanges();
        if (changes == null || changes.isEmpty()) return;
        // Full sync: the last change holds the whole text.
        ctx.documents().change(id.getUri(), id.getVersion(), changes.get(changes.size() - 1).getText());
        if (ctx.highlights() != null) ctx.highlights().clear(id.getUri(), id.getVersion());
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        ctx.documents().close(uri);
        if (ctx.highlights() != null) ctx.highlights().clear(uri, null);
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        // on a worker: whether to offer "Create oracle…" may ask the client for the settings, whose
        // answer the message thread must be free to read
        return CompletableFuture.supplyAsync(() -> codeActions.actions(params), ctx.workers());
    }
}
