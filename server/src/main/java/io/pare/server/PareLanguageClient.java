package io.pare.server;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.services.LanguageClient;

import io.pare.server.highlights.HighlightsParams;
import io.pare.server.run.RunProgressParams;

/** The client as Pare sees it: a standard LSP client plus the {@code pare/highlights} and {@code pare/progress} notifications. */
public interface PareLanguageClient extends LanguageClient {
    /**
     * Rich highlights for clients that draw decorations (the VS Code extension). Clients that do not
     * know the notification drop it; the same highlights are also sent as diagnostics.
     */
    @JsonNotification("pare/highlights")
    default void highlights(HighlightsParams params) {
    }

    /**
     * A run's progress as fields (pass, token counts, queries, final state), beside the human
     * {@code $/progress} text; clients that do not know the notification drop it.
     */
    @JsonNotification("pare/progress")
    default void runProgress(RunProgressParams params) {
    }
}
