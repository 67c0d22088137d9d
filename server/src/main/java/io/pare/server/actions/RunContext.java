package io.pare.server.actions;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.Executor;
import io.pare.oracle.QueryLauncher;
import io.pare.oracle.ScriptOracle;
import io.pare.oracle.WorkDir;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.server.ServerContext;
import io.pare.server.commands.CommandResult;
import io.pare.server.oracle.OracleProblem;
import io.pare.server.oracle.OracleResolver;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.run.ActiveRun;
import io.pare.server.run.ProgressReporter;
import io.pare.server.run.ReductionProgress;
import io.pare.server.run.RunProgress;
import io.pare.server.run.RunProgressParams;
import io.pare.server.settings.PareSettings;

/**
 * A claimed run as its action sees it: the request, the document's language and oracle, the
 * run's cancellation ({@link #active()}), and its progress, which the action begins when it has
 * checked what it needs. Made by {@link ActionRunner} once the document is claimed.
 */
public final class RunContext {
    private final ActionRequest request;
    private final ActionParticipant action;
    private final ActiveRun active;
    private final Either<String, Integer> workDoneToken;
    private final Language language;
    private final ResolvedOracle oracle;
    private RunProgress progress;
    private QueryLauncher launcher;

    private RunContext(ActionRequest request, ActionParticipant action, ActiveRun active,
            Either<String, Integer> workDoneToken, Language language, ResolvedOracle oracle) {
        this.request = request;
        this.action = action;
        this.active = active;
        this.workDoneToken = workDoneToken;
        this.language = language;
        this.oracle = oracle;
    }

    /**
     * Resolves the document's oracle when the action needs one; refuses, telling the user where to
     * put one, when there is none.
     */
    static RunContext start(ActionRequest request, ActionParticipant action, ActiveRun active,
            Either<String, Integer> workDoneToken) throws Refusal {
        DocumentTarget t = request.target();
        Language language = Languages.forDocument(t.name(), t.languageId());
        if (!action.needsOracle()) return new RunContext(request, action, active, workDoneToken, language, null);
        ResolvedOracle oracle;
        try {
            Optional<ResolvedOracle> o = OracleResolver.resolve(request.args().oracle(), request.layers(), t.path(),
                    t.languageId(), language.name());
            if (o.isEmpty()) throw request.fail(OracleResolver.whereToPutOne(t.name(), request.layers().root()));
            oracle = o.get();
        } catch (OracleProblem p) {
            throw request.fail("Pare cannot use the oracle for " + t.name() + ": " + p.getMessage());
        }
        return new RunContext(request, action, active, workDoneToken, language, oracle);
    }

    public ActionRequest request() {
        return request;
    }

    public ServerContext server() {
        return request.server();
    }

    public DocumentTarget target() {
        return request.target();
    }

    public PareSettings settings() {
        return request.settings();
    }

    /** The document's language, by its file name (Pare's grammar-free text language when none fits). */
    public Language language() {
        return language;
    }

    /** The document's oracle; null for an action that does not need one ({@link ActionParticipant#needsOracle()}). */
    public ResolvedOracle oracle() {
        return oracle;
    }

    /** The run's entry in the registry: cancellation, and the oracles a shutdown must kill. */
    public ActiveRun active() {
        return active;
    }

    /**
     * Oracle queries in parallel: {@code pare.jobs}, else what the executor offers (one per core; on
     * Slurm, the allocation's CPUs).
     */
    public int jobs() {
        PareSettings s = settings();
        if (s.jobs() != null) return Math.max(1, s.jobs());
        try {
            return launcher().defaultJobs();
        } catch (IOException e) {
            return Runtime.getRuntime().availableProcessors(); // script() reports the problem
        }
    }

    /**
     * Where this run's queries run ({@code pare.executor}): opened once per run (for Slurm outside an
     * allocation, {@code pare.slurmArgs} requests one), ended when the run finishes.
     */
    public synchronized QueryLauncher launcher() throws IOException {
        if (launcher == null) {
            PareSettings s = settings();
            try {
                launcher = Executor.parse(s.executor()).launcher(s.slurmArgs(), System.getenv());
            } catch (IllegalArgumentException e) {
                throw new IOException("pare.executor: " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while Slurm was asked for an allocation");
            }
        }
        return launcher;
    }

    /** {@code pare.workDir}, relative to the workspace root; null for the temp folder. */
    private Path workDir() {
        String w = settings().workDir();
        if (w == null) return null;
        Path p = Path.of(w);
        Path root = request.layers().root();
        return p.isAbsolute() || root == null ? p : root.resolve(p);
    }

    /**
     * Whether the result replaces the document ({@code pare.resultMode = "replace"}) rather than
     * going to a file beside it; refuses when there is no file to put it beside.
     */
    public boolean replaceResult() throws Refusal {
        PareSettings s = settings();
        DocumentTarget t = target();
        if (s.unknownResultMode()) {
            server().messages().logWarning("Pare: unknown pare.resultMode \"" + s.resultMode() + "\"; using \"document\"");
        }
        if (!s.replaceResult() && t.path() == null) {
            throw request.fail("Pare: " + t.name() + " has no file on disk to put the result beside; save it first, "
                    + "or set pare.resultMode to \"replace\".");
        }
        return s.replaceResult();
    }

    /** {@code oracle} as a script: pare.timeout per query, else a limit scaled to the original's own time. */
    public ScriptOracle script(ResolvedOracle oracle) throws IOException {
        PareSettings s = settings();
        Path work = workDir() == null ? null : WorkDir.check(workDir()); // before the executor: a bad folder must not cost an allocation
        return s.timeout() != null
                ? new ScriptOracle(oracle.command(), Duration.ofMillis((long) (s.timeout() * 1000)), launcher(), work)
                : ScriptOracle.withAutoTimeout(oracle.command(), Duration.ofSeconds(300), launcher(), work);
    }

    /**
     * Begins the run's progress, titled {@code "Pare: <action> (<file>)"}, and binds its token so
     * that the client's cancel button finds the run. Waits for the client when the server has to
     * create the token.
     */
    public synchronized RunProgress beginProgress(String message) {
        if (progress != null) return progress;
        ServerContext server = server();
        ProgressReporter workDone = ProgressReporter.create(server.client(), server.features().workDoneProgress(),
                workDoneToken);
        progress = new RunProgress(workDone, server.client(), server.progressSender(), target().uri(), action.command());
        if (progress.workDoneToken() != null) server.runs().bindToken(active, progress.workDoneToken());
        progress.begin("Pare: " + action.progressTitle() + " (" + target().name() + ")", message);
        return progress;
    }

    /** Ends the progress's text, if it began (the final state goes out when the run ends). */
    public synchronized void endProgress(String message) {
        if (progress != null) progress.end(message);
    }

    /** The engine's listener, once the progress has begun: progress from its events, its warnings to the log. */
    public ReductionListener engineListener() {
        return engineListener(e -> {
        });
    }

    /**
     * The engine's listener, once the progress has begun: progress from its events, its warnings to
     * the log, and every event to {@code also} first.
     */
    public synchronized ReductionListener engineListener(ReductionListener also) {
        if (progress == null) throw new IllegalStateException("begin the progress before the engine runs");
        String name = target().name();
        ReductionListener sink = e -> {
            also.on(e);
            if (e instanceof ReductionEvent.Warning w) server().messages().logWarning("Pare (" + name + "): " + w.message());
        };
        return new ReductionProgress(progress, sink);
    }

    /** Whether the server is stopping: a result is then answered but not shown. */
    public boolean serverClosing() {
        return server().runs().isClosed();
    }

    /** A call into the engine that may meet the oracle's refusals. */
    @FunctionalInterface
    public interface EngineCall<R> {
        R call() throws Exception;
    }

    /**
     * Runs an engine call; the ways it ends early become what every action reports (see
     * {@link EngineFailures}). The call may refuse itself for failures only its action can explain.
     * {@code what} names the work in messages ("the reduction", "canonicalization").
     */
    public <R> R callEngine(String what, EngineCall<R> call) throws Refusal {
        try {
            return call.call();
        } catch (Refusal r) {
            throw r;
        } catch (Exception e) {
            throw EngineFailures.refusal(this, what, e);
        }
    }

    /** The run is over: its progress ends with the answer's state. */
    synchronized void finish(CommandResult result) {
        if (launcher != null) launcher.close(); // a Slurm allocation of the run's own goes back
        if (progress == null) return;
        String state = switch (result.status()) {
            case CommandResult.DONE -> RunProgressParams.DONE;
            case CommandResult.CANCELLED -> RunProgressParams.CANCELLED;
            default -> RunProgressParams.FAILED;
        };
        if (result.outputTokens() != null && result.inputTokens() != null) {
            progress.resultTokens(result.outputTokens(), result.inputTokens());
        }
        progress.finish(state, result.message());
    }
}
