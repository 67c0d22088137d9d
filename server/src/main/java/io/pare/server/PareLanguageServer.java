package io.pare.server;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.ExecuteCommandOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.WorkDoneProgressCancelParams;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersOptions;
import org.eclipse.lsp4j.WorkspaceServerCapabilities;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

import com.google.gson.Gson;
import com.google.gson.JsonElement;

import io.pare.server.actions.ActionRegistry;
import io.pare.server.actions.CodeActionProvider;
import io.pare.server.commands.CommandDispatcher;
import io.pare.server.documents.DocumentUris;
import io.pare.server.features.EngineFeatures;

/**
 * Pare's language server: code actions that reduce, canonicalize and pairwise-diff a document
 * through the engine, with progress, cancel and highlights. Start it with {@link PareServerLauncher}.
 */
public final class PareLanguageServer implements LanguageServer {
    /** How long shutdown waits for cancelled runs before killing their oracles. */
    static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(5);

    private final ServerContext ctx;
    private final ActionRegistry actions = ActionRegistry.standard();
    private final CommandDispatcher commands;
    private final PareTextDocumentService documents;
    private final PareWorkspaceService workspace;
    private final CompletableFuture<Integer> exited = new CompletableFuture<>();
    private volatile boolean shutdownRequested;

    public PareLanguageServer() {
        this(EngineFeatures.available());
    }

    public PareLanguageServer(EngineFeatures engine) {
        this.ctx = new ServerContext(engine);
        this.commands = new CommandDispatcher(ctx, actions);
        this.documents = new PareTextDocumentService(ctx, new CodeActionProvider(ctx, actions));
        this.workspace = new PareWorkspaceService(ctx, commands);
    }

    public void connect(PareLanguageClient client) {
        ctx.connect(client);
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        ctx.configure(ClientFeatures.of(params.getCapabilities()), trusted(params.getInitializationOptions()));
        if (params.getWorkspaceFolders() != null) {
            for (WorkspaceFolder f : params.getWorkspaceFolders()) DocumentUris.toPath(f.getUri()).ifPresent(ctx.roots()::add);
        }
        if (params.getWorkspaceFolders() == null || params.getWorkspaceFolders().isEmpty()) {
            @SuppressWarnings("deprecation")
            String root = params.getRootUri();
            if (root != null) DocumentUris.toPath(root).ifPresent(ctx.roots()::add);
        }
        ServerCapabilities caps = new ServerCapabilities();
        caps.setTextDocumentSync(TextDocumentSyncKind.Full);
        CodeActionOptions ca = new CodeActionOptions(java.util.List.of(CodeActionProvider.KIND));
        caps.setCodeActionProvider(ca);
        caps.setExecuteCommandProvider(new ExecuteCommandOptions(actions.commands()));
        WorkspaceServerCapabilities ws = new WorkspaceServerCapabilities();
        WorkspaceFoldersOptions folders = new WorkspaceFoldersOptions();
        folders.setSupported(true);
        folders.setChangeNotifications(true);
        ws.setWorkspaceFolders(folders);
        caps.setWorkspace(ws);
        return CompletableFuture.completedFuture(new InitializeResult(caps, new ServerInfo("pare", "0.1.0")));
    }

    /** {@code initializationOptions.workspaceTrusted}; anything but {@code true} is untrusted. */
    static boolean trusted(Object options) {
        if (options == null) return false;
        JsonElement e = options instanceof JsonElement j ? j : new Gson().toJsonTree(options);
        if (!e.isJsonObject()) return false;
        JsonElement t = e.getAsJsonObject().get("workspaceTrusted");
        return t != null && t.isJsonPrimitive() && t.getAsJsonPrimitive().isBoolean() && t.getAsBoolean();
    }

    @Override
    public void initialized(InitializedParams params) {
        if (!ctx.trusted()) {
            ctx.messages().log("Pare: the workspace is not trusted; Pare will not run oracles in it.");
        }
    }

    /** Cancels every run and kills the oracles' processes; off the message thread. */
    @Override
    public CompletableFuture<Object> shutdown() {
        shutdownRequested = true;
        return CompletableFuture.supplyAsync(() -> {
            ctx.runs().shutdown(SHUTDOWN_GRACE);
            return null;
        }, ctx.workers());
    }

    @Override
    public void exit() {
        if (!ctx.runs().isClosed()) ctx.runs().shutdown(Duration.ZERO);
        exited.complete(shutdownRequested ? 0 : 1);
    }

    /** Completes with the process exit code (0 after shutdown, 1 without) when the client sends {@code exit}. */
    public CompletableFuture<Integer> exited() {
        return exited;
    }

    @Override
    public void cancelProgress(WorkDoneProgressCancelParams params) {
        var t = params.getToken();
        if (t != null) commands.cancelProgress(t.isLeft() ? t.getLeft() : String.valueOf(t.getRight()));
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return documents;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspace;
    }

    /**
     * Stops everything without the protocol (end of input, a signal, tests). Synchronized: on a
     * SIGTERM the end of input and the shutdown hook both stop the server, and the hook must not
     * return, letting the JVM halt, while the other is still closing the oracles and removing their
     * query folders.
     */
    public synchronized void stop() {
        if (!ctx.runs().isClosed()) ctx.runs().shutdown(SHUTDOWN_GRACE);
        ctx.workers().shutdownNow();
        // not shutdownNow: an interrupt in a write would close the stream under the last messages
        ctx.progressSender().shutdown();
    }
}
