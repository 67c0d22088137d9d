package io.pare.server;

import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;

/** Messages to the user ({@code window/showMessage}) and to the client's log ({@code window/logMessage}). */
public final class Messages {
    private final PareLanguageClient client;

    public Messages(PareLanguageClient client) {
        this.client = client;
    }

    public void info(String text) {
        client.showMessage(new MessageParams(MessageType.Info, text));
    }

    public void warning(String text) {
        client.showMessage(new MessageParams(MessageType.Warning, text));
    }

    public void error(String text) {
        client.showMessage(new MessageParams(MessageType.Error, text));
    }

    public void log(String text) {
        client.logMessage(new MessageParams(MessageType.Log, text));
    }

    public void logWarning(String text) {
        client.logMessage(new MessageParams(MessageType.Warning, text));
    }
}
