package io.pare.server.results;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ApplyWorkspaceEditParams;
import org.eclipse.lsp4j.ApplyWorkspaceEditResponse;
import org.eclipse.lsp4j.ShowDocumentParams;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.server.ClientFeatures;
import io.pare.server.Messages;
import io.pare.server.PareLanguageClient;
import io.pare.server.documents.DocumentUris;
import io.pare.server.text.Positions;

/** Hands a result to the user: opens the result document, or replaces the document's text in one undoable edit. */
public final class ResultDelivery {
    private final PareLanguageClient client;
    private final ClientFeatures features;
    private final Messages messages;

    public ResultDelivery(PareLanguageClient client, ClientFeatures features, Messages messages) {
        this.client = client;
        this.features = features;
        this.messages = messages;
    }

    /** Opens the result beside the original with {@code window/showDocument}, or says where it is. */
    public void showDocument(Path result, String summary) {
        String uri = DocumentUris.toUri(result);
        if (!features.showDocument()) {
            messages.info(summary + " Result: " + result);
            return;
        }
        ShowDocumentParams p = new ShowDocumentParams(uri);
        p.setTakeFocus(true);
        p.setExternal(false);
        client.showDocument(p);
        messages.log(summary + " Result: " + result);
    }

    /**
     * Replaces the whole document with {@code newText} through {@code workspace/applyEdit}, tied to
     * the version the run started from (the client refuses it if the user edited meanwhile).
     *
     * @return null when applied, else why not
     */
    public String replace(String uri, Integer version, String originalText, String newText, String label) {
        TextEdit edit = new TextEdit(new Positions(originalText).whole(), newText);
        WorkspaceEdit we = new WorkspaceEdit();
        if (features.documentChanges() && version != null) {
            we.setDocumentChanges(List.of(Either.forLeft(
                    new TextDocumentEdit(new VersionedTextDocumentIdentifier(uri, version), List.of(Either.forLeft(edit))))));
        } else {
            we.setChanges(Map.of(uri, List.of(edit)));
        }
        try {
            ApplyWorkspaceEditResponse r = client.applyEdit(new ApplyWorkspaceEditParams(we, label)).get(60, TimeUnit.SECONDS);
            if (r != null && r.isApplied()) return null;
            return r == null || r.getFailureReason() == null ? "the editor did not apply the edit" : r.getFailureReason();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        } catch (Exception e) {
            return "the editor did not answer: " + e.getMessage();
        }
    }
}
