package io.pare.server.documents;

/** A document as the client last sent it (the buffer, which may differ from the file on disk). */
public record OpenDocument(String uri, String languageId, int version, String text) {
}
