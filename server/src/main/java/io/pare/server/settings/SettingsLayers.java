package io.pare.server.settings;

import java.nio.file.Path;

/**
 * The settings that apply to one document, layer by layer, so an answer can say where it came from.
 *
 * @param client  the client's settings ({@code workspace/configuration}, else the last
 *                {@code workspace/didChangeConfiguration})
 * @param project the workspace's {@code .pare.json}
 * @param root    the workspace folder holding the document (relative paths start here), or null
 */
public record SettingsLayers(PareSettings client, PareSettings project, Path root) {
    public PareSettings effective() {
        return client.over(project);
    }
}
