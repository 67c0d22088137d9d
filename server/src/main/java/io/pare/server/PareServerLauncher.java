package io.pare.server;

import java.io.InputStream;
import java.io.OutputStream;

import org.eclipse.lsp4j.jsonrpc.Launcher;

/** Connects a {@link PareLanguageServer} to a pair of streams (stdio in production, pipes in tests). */
public final class PareServerLauncher {
    private PareServerLauncher() {
    }

    public static Launcher<PareLanguageClient> launch(PareLanguageServer server, InputStream in, OutputStream out) {
        Launcher<PareLanguageClient> launcher = new Launcher.Builder<PareLanguageClient>()
                .setLocalService(server)
                .setRemoteInterface(PareLanguageClient.class)
                .setInput(in)
                .setOutput(out)
                .create();
        server.connect(launcher.getRemoteProxy());
        return launcher;
    }
}
