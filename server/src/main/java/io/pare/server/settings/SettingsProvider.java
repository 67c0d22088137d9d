package io.pare.server.settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ConfigurationItem;
import org.eclipse.lsp4j.ConfigurationParams;

import io.pare.server.PareLanguageClient;

/**
 * Gathers the settings for a document: asks the client ({@code workspace/configuration}, section
 * {@code pare}, scoped to the document) when it can answer, else uses what it last pushed with
 * {@code workspace/didChangeConfiguration}; and reads {@code .pare.json} at the workspace root.
 * Call from a worker thread: it waits for the client's answer.
 */
public final class SettingsProvider {
    public static final String SECTION = "pare";
    public static final String PROJECT_FILE = ".pare.json";

    private final PareLanguageClient client;
    private final WorkspaceRoots roots;
    private final boolean clientAnswersConfiguration;
    private final java.util.function.Consumer<String> warn;
    private volatile PareSettings pushed = PareSettings.EMPTY;

    /** @param warn tells the user about a {@code .pare.json} that cannot be read */
    public SettingsProvider(PareLanguageClient client, WorkspaceRoots roots, boolean clientAnswersConfiguration,
            java.util.function.Consumer<String> warn) {
        this.client = client;
        this.roots = roots;
        this.clientAnswersConfiguration = clientAnswersConfiguration;
        this.warn = warn;
    }

    /** Settings the client pushed (LSP4IJ sends its settings.json this way). */
    public void pushed(Object settings) {
        pushed = settings == null ? PareSettings.EMPTY : SettingsParser.parse(settings);
    }

    public void copyPushedFrom(SettingsProvider other) {
        this.pushed = other.pushed;
    }

    public SettingsLayers settingsFor(String uri, Path file) {
        Path root = roots.rootOf(file);
        return new SettingsLayers(clientSettings(uri), projectSettings(root, warn), root);
    }

    private PareSettings clientSettings(String uri) {
        if (!clientAnswersConfiguration) return pushed;
        try {
            ConfigurationItem item = new ConfigurationItem();
            item.setSection(SECTION);
            item.setScopeUri(uri);
            List<Object> answer = client.configuration(new ConfigurationParams(List.of(item))).get(10, TimeUnit.SECONDS);
            if (answer == null || answer.isEmpty() || answer.get(0) == null) return pushed;
            return SettingsParser.parse(answer.get(0)).over(pushed);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return pushed;
        } catch (Exception e) {
            return pushed;
        }
    }

    /** {@code .pare.json} at the workspace root; an unreadable file counts as empty, and {@code warn} says why. */
    public static PareSettings projectSettings(Path root, java.util.function.Consumer<String> warn) {
        if (root == null) return PareSettings.EMPTY;
        Path f = root.resolve(PROJECT_FILE);
        if (!Files.isRegularFile(f)) return PareSettings.EMPTY;
        try {
            return SettingsParser.parse(Files.readString(f, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            warn.accept("Pare ignores " + f + ": it is not valid JSON (" + e.getMessage() + ").");
            return PareSettings.EMPTY;
        }
    }
}
