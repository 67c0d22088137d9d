package io.pare.server.actions;

import java.nio.file.Path;

/**
 * The document an action works on: the editor's buffer when it is open (unsaved edits included),
 * else the file on disk.
 *
 * @param path    the file, or null for a buffer without one
 * @param version the open document's version, or null when read from disk
 */
record DocumentTarget(String uri, Path path, String name, String languageId, Integer version, String text) {
}
