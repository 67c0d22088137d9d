package io.pare.server;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import picocli.CommandLine.Command;

/** {@code pare lsp}: the language server on standard input and output. */
@Command(name = "lsp", mixinStandardHelpOptions = true,
        description = "Run the Pare language server on standard input/output (LSP; for editors).")
public final class LspCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        PrintStream protocolOut = System.out;
        // Nothing else may write to stdout: it carries the protocol.
        System.setOut(System.err);
        PareLanguageServer server = new PareLanguageServer();
        // An editor that ends the server with a signal rather than shutdown and exit (an IDE's process
        // handler, a killed window) still gets the runs cancelled, their oracles' process groups
        // killed and their query folders removed: the hook does what end of input does.
        Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "pare-lsp-stop"));
        Launcher<PareLanguageClient> launcher = PareServerLauncher.launch(server, System.in, protocolOut);
        Future<Void> listening = launcher.startListening();
        CompletableFuture<Void> inputEnded = CompletableFuture.runAsync(() -> {
            try {
                listening.get();
            } catch (Exception e) {
                // the stream closed
            }
        });
        CompletableFuture.anyOf(server.exited(), inputEnded).join();
        server.stop();
        return server.exited().getNow(1);
    }
}
