package io.pare.server;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.services.LanguageClient;

import io.pare.server.highlights.HighlightsParams;

/** The client as Pare sees it: a standard LSP client plus the {@code pare/highlights} notification. */
public interface PareLanguageClient extends LanguageClient {
    /**
     * Rich highlights for clients that draw decorations (the VS Code extension). Clients that do not
     * know the notification drop it; the same highlights are also sent as diagnostics.
     */
    @JsonNotification("pare/highlights")
    default void highlights(HighlightsParams params) {
    }
}
