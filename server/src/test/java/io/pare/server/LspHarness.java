package io.pare.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ShowDocumentCapabilities;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceEditCapabilities;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import io.pare.server.commands.CommandResult;
import io.pare.server.documents.DocumentUris;

/**
 * A Pare language server and a client connected by real streams: in this JVM over NIO pipes, or as
 * a {@code pare lsp} child process over its stdin/stdout. The client side is LSP4J's own launcher.
 */
public final class LspHarness implements AutoCloseable {
    private static final Gson GSON = new Gson();
    /** LSP4J logs every closed stream at INFO; tests close many. Kept here so the setting is not collected. */
    private static final java.util.logging.Logger LSP4J_LOG = java.util.logging.Logger.getLogger("org.eclipse.lsp4j");

    static {
        LSP4J_LOG.setLevel(java.util.logging.Level.WARNING);
    }

    public final TestClient client;
    public final LanguageServer server;
    private final PareLanguageServer inProcess;
    private final Process process;
    private final List<AutoCloseable> closeables;
    private boolean shutDown;

    private LspHarness(TestClient client, LanguageServer server, PareLanguageServer inProcess, Process process,
            List<AutoCloseable> closeables) {
        this.client = client;
        this.server = server;
        this.inProcess = inProcess;
        this.process = process;
        this.closeables = closeables;
    }

    /**
     * The server in this JVM, connected through a loopback socket. Not NIO pipes: a pipe's stream is
     * an interruptible channel, so a write from a thread that a cancelled run had interrupted closed
     * the whole connection (the server's real stdout is not interruptible). Not java.io pipes either:
     * they fail once the thread that last wrote has ended.
     */
    public static LspHarness inProcess(TestClient client) throws IOException {
        return inProcess(client, io.pare.server.features.EngineFeatures.available());
    }

    /** As {@link #inProcess(TestClient)}, with the given engine features (e.g. none, to test "not available"). */
    public static LspHarness inProcess(TestClient client, io.pare.server.features.EngineFeatures engine) throws IOException {
        Socket clientSide;
        Socket serverSide;
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            clientSide = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
            serverSide = listener.accept();
        }
        PareLanguageServer pls = new PareLanguageServer(engine);
        PareServerLauncher.launch(pls, serverSide.getInputStream(), serverSide.getOutputStream()).startListening();
        Launcher<LanguageServer> cl = LSPLauncher.createClientLauncher(client, clientSide.getInputStream(),
                clientSide.getOutputStream());
        cl.startListening();
        return new LspHarness(client, cl.getRemoteProxy(), pls, null, List.of(serverSide, clientSide, pls::stop));
    }

    /** {@code pare lsp} in a child JVM (this test's class path), spoken to over its stdin/stdout. */
    public static LspHarness stdio(TestClient client, Path stderrLog) throws IOException {
        return stdio(client, stderrLog, List.of());
    }

    /** As {@link #stdio(TestClient, Path)}, the child JVM started with {@code jvmOptions} (a temp folder of its own, say). */
    public static LspHarness stdio(TestClient client, Path stderrLog, List<String> jvmOptions) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "io.pare.server.Main", "lsp"));
        Process p = new ProcessBuilder(cmd).redirectError(stderrLog.toFile()).start();
        Launcher<LanguageServer> cl = LSPLauncher.createClientLauncher(client, p.getInputStream(), p.getOutputStream());
        cl.startListening();
        return new LspHarness(client, cl.getRemoteProxy(), null, p, List.of());
    }

    public Process process() {
        return process;
    }

    public void initialize(Path root, boolean trusted) throws Exception {
        InitializeParams p = new InitializeParams();
        p.setProcessId((int) ProcessHandle.current().pid());
        p.setWorkspaceFolders(List.of(new WorkspaceFolder(DocumentUris.toUri(root), root.getFileName().toString())));
        JsonObject opts = new JsonObject();
        opts.addProperty("workspaceTrusted", trusted);
        p.setInitializationOptions(opts);
        ClientCapabilities caps = new ClientCapabilities();
        WindowClientCapabilities w = new WindowClientCapabilities();
        w.setWorkDoneProgress(true);
        w.setShowDocument(new ShowDocumentCapabilities(true));
        caps.setWindow(w);
        WorkspaceClientCapabilities ws = new WorkspaceClientCapabilities();
        ws.setConfiguration(true);
        WorkspaceEditCapabilities we = new WorkspaceEditCapabilities();
        we.setDocumentChanges(true);
        ws.setWorkspaceEdit(we);
        caps.setWorkspace(ws);
        p.setCapabilities(caps);
        server.initialize(p).get(30, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
    }

    public String open(Path file, String languageId) throws IOException {
        String uri = DocumentUris.toUri(file);
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(uri, languageId, 1, Files.readString(file, StandardCharsets.UTF_8))));
        return uri;
    }

    public void change(String uri, int version, String text) {
        server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri, version), List.of(new TextDocumentContentChangeEvent(text))));
    }

    public List<CodeAction> codeActions(String uri) throws Exception {
        CodeActionParams p = new CodeActionParams(new TextDocumentIdentifier(uri),
                new Range(new Position(0, 0), new Position(0, 0)), new CodeActionContext(List.of()));
        List<Either<Command, CodeAction>> r = server.getTextDocumentService().codeAction(p).get(30, TimeUnit.SECONDS);
        return r.stream().map(Either::getRight).toList();
    }

    public CompletableFuture<Object> execute(String command, Object... args) {
        return server.getWorkspaceService().executeCommand(new ExecuteCommandParams(command, Arrays.asList(args)));
    }

    /** As {@link #execute}, with a work-done token of the client's (as VS Code sends one). */
    public CompletableFuture<Object> executeWithToken(String workDoneToken, String command, Object... args) {
        ExecuteCommandParams p = new ExecuteCommandParams(command, Arrays.asList(args));
        p.setWorkDoneToken(Either.forLeft(workDoneToken));
        return server.getWorkspaceService().executeCommand(p);
    }

    public static CommandResult result(Object answer) {
        return GSON.fromJson(GSON.toJsonTree(answer), CommandResult.class);
    }

    public CommandResult executeAndWait(String command, Object... args) throws Exception {
        return result(execute(command, args).get(120, TimeUnit.SECONDS));
    }

    /** shutdown + exit, as a client closing down does. */
    public void shutdown() throws Exception {
        if (shutDown) return;
        shutDown = true;
        try {
            server.shutdown().get(30, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            dumpThreads();
            throw e;
        }
        server.exit();
    }

    @Override
    public void close() throws Exception {
        try {
            shutdown();
        } catch (Exception e) {
            // already gone
        }
        if (process != null) {
            if (!process.waitFor(15, TimeUnit.SECONDS)) process.destroyForcibly();
        }
        for (AutoCloseable c : closeables) {
            try {
                c.close();
            } catch (Exception e) {
                // best effort
            }
        }
    }

    public int exitCode() throws InterruptedException {
        process.waitFor(15, TimeUnit.SECONDS);
        return process.exitValue();
    }

    /** For a hang: every thread's stack, to stderr (the in-process server's threads are in this JVM). */
    static void dumpThreads() {
        System.err.println("=== thread dump ===");
        Thread.getAllStackTraces().forEach((t, st) -> {
            System.err.println("\"" + t.getName() + "\" " + t.getState());
            for (StackTraceElement e : st) System.err.println("    at " + e);
        });
    }

    PareLanguageServer inProcessServer() {
        return inProcess;
    }
}
