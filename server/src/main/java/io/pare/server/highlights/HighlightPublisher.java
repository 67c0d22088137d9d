package io.pare.server.highlights;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticTag;
import org.eclipse.lsp4j.PublishDiagnosticsParams;

import io.pare.server.PareLanguageClient;

/**
 * Sends highlights twice: as diagnostics (which every client shows; {@code Unnecessary} tag for
 * removable regions, {@code relatedInformation} into the other document for critical edits) and as
 * {@code pare/highlights} for clients that draw richer decorations. Clears them when a document changes.
 */
public final class HighlightPublisher {
    public static final String SOURCE = "pare";

    private final PareLanguageClient client;
    private final Set<String> highlighted = ConcurrentHashMap.newKeySet();

    public HighlightPublisher(PareLanguageClient client) {
        this.client = client;
    }

    public void publish(String uri, Integer version, List<Highlight> highlights) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<HighlightItem> items = new ArrayList<>();
        for (Highlight h : highlights) {
            diagnostics.add(toDiagnostic(h));
            items.add(new HighlightItem(h.range(), h.kind().wire(), h.message()));
        }
        if (highlights.isEmpty()) highlighted.remove(uri);
        else highlighted.add(uri);
        client.publishDiagnostics(new PublishDiagnosticsParams(uri, diagnostics, version));
        client.highlights(new HighlightsParams(uri, version, items));
    }

    /** Removes this server's highlights from a document, if it has any (e.g. after an edit). */
    public void clear(String uri, Integer version) {
        if (!highlighted.remove(uri)) return;
        client.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of(), version));
        client.highlights(new HighlightsParams(uri, version, List.of()));
    }

    public boolean hasHighlights(String uri) {
        return highlighted.contains(uri);
    }

    static Diagnostic toDiagnostic(Highlight h) {
        Diagnostic d = new Diagnostic(h.range(), h.message(), h.kind().severity(), SOURCE);
        d.setCode(h.kind().wire());
        if (h.kind().unnecessary()) d.setTags(List.of(DiagnosticTag.Unnecessary));
        if (h.related() != null) {
            d.setRelatedInformation(List.of(new DiagnosticRelatedInformation(h.related(),
                    h.relatedMessage() == null ? "the matching region in the other document" : h.relatedMessage())));
        }
        return d;
    }
}
