package io.pare.server;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import io.pare.server.documents.DocumentStore;
import io.pare.server.features.EngineFeatures;
import io.pare.server.highlights.HighlightPublisher;
import io.pare.server.results.ResultDelivery;
import io.pare.server.run.RunRegistry;
import io.pare.server.settings.SettingsProvider;
import io.pare.server.settings.WorkspaceRoots;

/** What the server's parts share: documents, runs, the client and what it can do, trust, settings, workers. */
public final class ServerContext {
    private final DocumentStore documents = new DocumentStore();
    private final WorkspaceRoots roots = new WorkspaceRoots();
    private final RunRegistry runs = new RunRegistry();
    private final EngineFeatures engine;
    private final ExecutorService workers;
    private final ExecutorService progressSender;
    private volatile PareLanguageClient client;
    private volatile ClientFeatures features = ClientFeatures.NONE;
    private volatile boolean trusted;
    private volatile SettingsProvider settings;
    private volatile HighlightPublisher highlights;
    private volatile Messages messages;
    private volatile ResultDelivery delivery;

    public ServerContext(EngineFeatures engine) {
        this.engine = engine;
        AtomicInteger n = new AtomicInteger();
        this.workers = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "pare-lsp-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.progressSender = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pare-lsp-progress");
            t.setDaemon(true);
            return t;
        });
    }

    void connect(PareLanguageClient client) {
        this.client = client;
        this.highlights = new HighlightPublisher(client);
        this.messages = new Messages(client);
        configure(features, trusted);
    }

    /** Called by {@code initialize}: what the client can do and whether the workspace is trusted. */
    void configure(ClientFeatures features, boolean trusted) {
        this.features = features;
        this.trusted = trusted;
        if (client != null) {
            SettingsProvider old = settings;
            this.settings = new SettingsProvider(client, roots, features.configuration(), messages::warning);
            if (old != null) settings.copyPushedFrom(old);
            this.delivery = new ResultDelivery(client, features, messages);
        }
    }

    public DocumentStore documents() {
        return documents;
    }

    public WorkspaceRoots roots() {
        return roots;
    }

    public RunRegistry runs() {
        return runs;
    }

    public EngineFeatures engine() {
        return engine;
    }

    public ExecutorService workers() {
        return workers;
    }

    /** The one thread that sends progress messages, in order (see {@link io.pare.server.run.RunProgress}). */
    public ExecutorService progressSender() {
        return progressSender;
    }

    public PareLanguageClient client() {
        return client;
    }

    public ClientFeatures features() {
        return features;
    }

    /** Oracles run code: only when the client declared the workspace trusted. */
    public boolean trusted() {
        return trusted;
    }

    public SettingsProvider settings() {
        return settings;
    }

    public HighlightPublisher highlights() {
        return highlights;
    }

    public Messages messages() {
        return messages;
    }

    public ResultDelivery delivery() {
        return delivery;
    }
}
