package io.pare.server.run;

import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.server.PareLanguageClient;

/**
 * Work-done progress ({@code $/progress}) for one run: the client's token from the request when it
 * sent one, else a token created with {@code window/workDoneProgress/create}; then begin, reports
 * and end. A client without progress support gets nothing. {@link RunProgress} decides how often
 * to report. Thread-safe; {@link #create} waits for the client, so call it from a worker thread.
 */
public final class ProgressReporter {
    private final PareLanguageClient client;
    private final Either<String, Integer> token;
    private boolean ended;

    private ProgressReporter(PareLanguageClient client, Either<String, Integer> token) {
        this.client = client;
        this.token = token;
    }

    public static ProgressReporter create(PareLanguageClient client, boolean clientSupportsProgress,
            Either<String, Integer> requestToken) {
        if (requestToken != null) return new ProgressReporter(client, requestToken);
        if (!clientSupportsProgress) return new ProgressReporter(client, null);
        Either<String, Integer> token = Either.forLeft("pare-" + UUID.randomUUID());
        try {
            client.createProgress(new WorkDoneProgressCreateParams(token)).get(10, TimeUnit.SECONDS);
            return new ProgressReporter(client, token);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // the client refused or did not answer: run without progress
        }
        return new ProgressReporter(client, null);
    }

    /** The token as a string (for cancel lookups), or null without progress. */
    public String tokenKey() {
        return token == null ? null : token.isLeft() ? token.getLeft() : String.valueOf(token.getRight());
    }

    public synchronized void begin(String title, String message) {
        if (token == null) return;
        WorkDoneProgressBegin b = new WorkDoneProgressBegin();
        b.setTitle(title);
        b.setCancellable(true);
        b.setMessage(message);
        b.setPercentage(0);
        send(b);
    }

    public synchronized void report(String message, int percentage) {
        if (token == null || ended) return;
        WorkDoneProgressReport r = new WorkDoneProgressReport();
        r.setMessage(message);
        r.setCancellable(true);
        r.setPercentage(Math.max(0, Math.min(100, percentage)));
        send(r);
    }

    public synchronized void end(String message) {
        if (token == null || ended) return;
        ended = true;
        WorkDoneProgressEnd e = new WorkDoneProgressEnd();
        e.setMessage(message);
        send(e);
    }

    private void send(WorkDoneProgressNotification n) {
        client.notifyProgress(new ProgressParams(token, Either.forLeft(n)));
    }
}
