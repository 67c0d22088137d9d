package io.pare.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.eclipse.lsp4j.ApplyWorkspaceEditParams;
import org.eclipse.lsp4j.ApplyWorkspaceEditResponse;
import org.eclipse.lsp4j.ConfigurationParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowDocumentParams;
import org.eclipse.lsp4j.ShowDocumentResult;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressNotification;

import com.google.gson.JsonObject;

import io.pare.server.highlights.HighlightsParams;
import io.pare.server.run.RunProgressParams;

/** The editor's side in tests: records what the server sends and answers its requests like a client would. */
public class TestClient implements PareLanguageClient {
    public final List<MessageParams> shown = new CopyOnWriteArrayList<>();
    public final List<MessageParams> logged = new CopyOnWriteArrayList<>();
    public final List<String> createdTokens = new CopyOnWriteArrayList<>();
    /** Progress notifications by token, in arrival order, each with its arrival time (to tell which came first). */
    public final Map<String, List<Timed<WorkDoneProgressNotification>>> progress = new ConcurrentHashMap<>();
    /** {@code pare/progress} notifications, in arrival order. */
    public final List<RunProgressParams> runProgress = new CopyOnWriteArrayList<>();
    public final List<ShowDocumentParams> shownDocuments = new CopyOnWriteArrayList<>();
    public final List<ApplyWorkspaceEditParams> edits = new CopyOnWriteArrayList<>();
    public final Map<String, PublishDiagnosticsParams> diagnostics = new ConcurrentHashMap<>();
    public final Map<String, HighlightsParams> highlights = new ConcurrentHashMap<>();
    public final List<ConfigurationParams> configurationRequests = new CopyOnWriteArrayList<>();
    /** What {@code workspace/configuration} answers for section {@code pare}. */
    public volatile JsonObject settings = new JsonObject();

    public record Timed<T>(long nanos, T value) {
    }

    @Override
    public void telemetryEvent(Object object) {
    }

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams p) {
        diagnostics.put(p.getUri(), p);
    }

    @Override
    public void showMessage(MessageParams p) {
        shown.add(p);
    }

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams p) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams p) {
        logged.add(p);
    }

    @Override
    public CompletableFuture<ShowDocumentResult> showDocument(ShowDocumentParams p) {
        shownDocuments.add(p);
        return CompletableFuture.completedFuture(new ShowDocumentResult(true));
    }

    @Override
    public CompletableFuture<ApplyWorkspaceEditResponse> applyEdit(ApplyWorkspaceEditParams p) {
        edits.add(p);
        return CompletableFuture.completedFuture(new ApplyWorkspaceEditResponse(true));
    }

    @Override
    public CompletableFuture<List<Object>> configuration(ConfigurationParams p) {
        configurationRequests.add(p);
        List<Object> out = new ArrayList<>();
        p.getItems().forEach(i -> out.add("pare".equals(i.getSection()) ? settings : null));
        return CompletableFuture.completedFuture(out);
    }

    @Override
    public CompletableFuture<Void> createProgress(WorkDoneProgressCreateParams p) {
        createdTokens.add(p.getToken().getLeft());
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void notifyProgress(ProgressParams p) {
        String token = p.getToken().isLeft() ? p.getToken().getLeft() : String.valueOf(p.getToken().getRight());
        progress.computeIfAbsent(token, k -> new CopyOnWriteArrayList<>())
                .add(new Timed<>(System.nanoTime(), p.getValue().getLeft()));
    }

    @Override
    public void runProgress(RunProgressParams p) {
        runProgress.add(p);
    }

    /** The {@code pare/progress} notifications of one run. */
    public List<RunProgressParams> runProgress(String runId) {
        return runProgress.stream().filter(p -> runId.equals(p.runId())).toList();
    }

    @Override
    public void highlights(HighlightsParams p) {
        highlights.put(p.uri, p);
    }

    public List<MessageParams> shown(MessageType type) {
        return shown.stream().filter(m -> m.getType() == type).toList();
    }

    /** Waits until {@code condition} holds (polling), or fails after {@code timeout}. */
    public static void await(Duration timeout, String what, Supplier<Boolean> condition) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.get()) {
            if (System.nanoTime() > deadline) throw new AssertionError("timed out waiting for " + what);
            Thread.sleep(20);
        }
    }

    public MessageParams awaitShown(Duration timeout, Predicate<MessageParams> p) throws InterruptedException {
        await(timeout, "a message", () -> shown.stream().anyMatch(p));
        return shown.stream().filter(p).findFirst().orElseThrow();
    }
}
