package io.pare.server.highlights;

import org.eclipse.lsp4j.Range;

/** One item of {@code pare/highlights}: {@code {range, kind, message}}. */
public final class HighlightItem {
    public Range range;
    /** {@code critical | inserted | deleted | replaced | resisted | removed} */
    public String kind;
    public String message;

    public HighlightItem() {
    }

    public HighlightItem(Range range, String kind, String message) {
        this.range = range;
        this.kind = kind;
        this.message = message;
    }
}
