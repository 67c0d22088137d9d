package io.pare.server;

import org.eclipse.lsp4j.ClientCapabilities;

/** What the client declared it can do, reduced to what the server asks about. */
public record ClientFeatures(boolean workDoneProgress, boolean configuration, boolean showDocument,
        boolean documentChanges) {

    public static final ClientFeatures NONE = new ClientFeatures(false, false, false, false);

    public static ClientFeatures of(ClientCapabilities c) {
        if (c == null) return NONE;
        var w = c.getWindow();
        var ws = c.getWorkspace();
        boolean progress = w != null && Boolean.TRUE.equals(w.getWorkDoneProgress());
        boolean show = w != null && w.getShowDocument() != null && w.getShowDocument().isSupport();
        boolean config = ws != null && Boolean.TRUE.equals(ws.getConfiguration());
        boolean changes = ws != null && ws.getWorkspaceEdit() != null
                && Boolean.TRUE.equals(ws.getWorkspaceEdit().getDocumentChanges());
        return new ClientFeatures(progress, config, show, changes);
    }
}
