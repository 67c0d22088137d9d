package io.pare.server.documents;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The open documents, by URI (full-text sync). */
public final class DocumentStore {
    private final Map<String, OpenDocument> open = new ConcurrentHashMap<>();

    public void open(OpenDocument doc) {
        open.put(doc.uri(), doc);
    }

    public void change(String uri, int version, String text) {
        open.compute(uri, (k, old) -> new OpenDocument(uri, old == null ? "" : old.languageId(), version, text));
    }

    public void close(String uri) {
        open.remove(uri);
    }

    public Optional<OpenDocument> get(String uri) {
        return Optional.ofNullable(open.get(uri));
    }
}
