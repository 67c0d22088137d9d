package io.pare.server.highlights;

import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Range;

/**
 * One highlighted region of a document.
 *
 * @param related where the matching region is in the other document (pairwise diff), or null
 */
public record Highlight(HighlightKind kind, Range range, String message, Location related, String relatedMessage) {
    public Highlight(HighlightKind kind, Range range, String message) {
        this(kind, range, message, null, null);
    }
}
