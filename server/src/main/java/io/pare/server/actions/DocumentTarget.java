package io.pare.server.actions;

import java.nio.file.Path;

import io.pare.server.documents.DocumentStore;

/**
 * The document an action works on: the editor's buffer when it is open (unsaved edits included),
 * else the file on disk.
 *
 * @param path    the file, or null for a buffer without one
 * @param version the open document's version, or null when read from disk
 */
public record DocumentTarget(String uri, Path path, String name, String languageId, Integer version, String text) {
    /**
     * Whether the editor still shows the text the action read, so highlights computed on it fit;
     * a file read from disk counts as shown until an editor opens it.
     */
    public boolean isCurrent(DocumentStore documents) {
        return documents.get(uri).map(d -> d.text().equals(text)).orElse(version == null);
    }
}
