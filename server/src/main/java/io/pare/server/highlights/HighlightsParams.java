package io.pare.server.highlights;

import java.util.ArrayList;
import java.util.List;

/** Parameters of {@code pare/highlights}: {@code {uri, version, items}}; an empty list clears. */
public final class HighlightsParams {
    public String uri;
    /** The document version the ranges refer to (null when unknown). */
    public Integer version;
    public List<HighlightItem> items = new ArrayList<>();

    public HighlightsParams() {
    }

    public HighlightsParams(String uri, Integer version, List<HighlightItem> items) {
        this.uri = uri;
        this.version = version;
        this.items = items;
    }
}
