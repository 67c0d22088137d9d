package io.pare.reduction;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.IntUnaryOperator;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.Outcome;
import io.pare.parse.Language;
import io.pare.parse.ParseFailedException;
import io.pare.parse.TextLanguage;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.query.QueryService;

/**
 * One reduction from start to end: checks the original, parses (falling back to the grammar-free
 * reducer when the grammar cannot), runs each stage's reducers to a fixpoint, and can be
 * cancelled at any moment with the best program so far as its result.
 */
public final class ReductionRun {
    private final ReductionRequest request;
    private final ReductionListener listener;
    private final HeldEvents events;
    /** The --max-seconds budget, counted from when the input's check holds. */
    private volatile Deadline deadline = Deadline.after(null);
    private final QueryService queries;
    private volatile Session current;
    private volatile String best;
    private Outcome knownOriginal;
    /** The last bests, oldest first, to fall back on when the oracle turns out flaky. */
    private final java.util.ArrayDeque<String> history = new java.util.ArrayDeque<>();
    private static final int HISTORY = 64;
    /** Times a "no" about the input or the result is asked again. */
    private static final int FLAKY_RETRIES = 2;
    /**
     * Times a run whose result failed its re-checks reduces again from the text handed back, with
     * every acceptance confirmed: a reducer that built on a false yes early hands back little (at
     * 4% false yes, one run in ten fell back to the input), and the reduction after the false yes
     * is lost work only up to there.
     */
    private static final int FLAKY_RERUNS = 2;
    /** The text the current reduction started from: the input, or a firmly accepted earlier result. */
    private String start;

    public ReductionRun(ReductionRequest request, ReductionListener listener) {
        this.request = request;
        this.events = new HeldEvents(listener);
        this.listener = events;
        this.best = request.text();
        this.start = request.text();
        this.queries = new QueryService(request.oracle(), request.jobs(), request.fileName(), request.charset(),
                stats -> {
                    Session s = current;
                    Program p = s == null ? null : s.program();
                    events.on(new ReductionEvent.QueryDone(p == null ? -1 : p.size(), stats));
                });
    }

    /**
     * Skips the check of the original: a multi-file run has just seen the oracle accept exactly
     * this input (with the same other files), so asking again would only cost a query.
     */
    ReductionRun assumingInteresting(Outcome original) {
        this.knownOriginal = original;
        return this;
    }

    /** Keeps the oracle's refusals in {@code journal}, and takes those it holds from an earlier run as known. */
    public ReductionRun keepingJournal(io.pare.query.QueryJournal journal) {
        queries.keepJournal(journal);
        return this;
    }

    /** Logs each oracle run in {@code trace} (null: none); the caller closes it. */
    public ReductionRun tracing(io.pare.query.QueryTrace trace) {
        queries.trace(trace);
        return this;
    }

    /** Stops the reduction; {@link #run} then returns the best program so far. */
    public void cancel() {
        queries.cancel();
    }

    public ReductionResult run() throws OriginalNotInterestingException, InterruptedException {
        long started = System.nanoTime();
        CompletableFuture<Outcome> checked = null;
        try {
            Language language = request.language();
            int inputTokens = language.countTokens(request.text());
            if (knownOriginal != null) {
                opened(knownOriginal, language, inputTokens);
            } else if (queries.jobs() < 2) {
                opened(checkOriginal(), language, inputTokens);
            } else {
                // the first searches start beside the check: they take no answer before it holds
                events.hold();
                checked = queries.beside(() -> {
                    Outcome o = checkOriginal();
                    opened(o, language, inputTokens);
                    return o;
                });
            }
            // a cancel during the check of the input ends the run with the input, as any cancel does
            boolean cancelled = queries.isCancelled() || cancelledDuring(language);
            if (checked != null) held(checked);
            for (int rerun = 0; !cancelled && !best.equals(start); rerun++) {
                queries.setPass(""); // the result's checks count, as the input's did, for no pass
                String reduced = best;
                best = confirmedResult();
                if (best.equals(reduced) || rerun == FLAKY_RERUNS || queries.isCancelled()) break;
                listener.on(new ReductionEvent.Warning("reducing again from the result the oracle accepts ("
                        + language.countTokens(best) + " tokens), asking again about every acceptance"));
                start = best;
                history.clear();
                cancelled = cancelledDuring(language);
            }
            if (queries.disagreements() > 0) {
                listener.on(new ReductionEvent.Warning("the oracle is flaky: " + queries.disagreements() + " of "
                        + queries.confirmationsAsked() + " candidates it called interesting were not when asked again; "
                        + "Pare built only on answers that held up"));
            }
            Session last = current;
            return new ReductionResult(best, language.name(), request.reducer(), inputTokens,
                    language.countTokens(best), bytes(request.text()), bytes(best), queries.stats(),
                    (System.nanoTime() - started) / 1e9, queries.jobs(), cancelled && !deadline.fired(),
                    deadline.fired(), tokensOf(last), queries.passStats());
        } finally {
            queries.close();
            // a check still running (the reduction failed first) is stopped by the close: wait for it, so that it
            // starts no deadline after this one is closed
            if (checked != null) checked.exceptionally(e -> null).join();
            deadline.close();
        }
    }

    /**
     * The result's tokens with their offsets in the input, or none where they are not known: the
     * result is an earlier one than the last session's best (the oracle failed it on re-checks),
     * or a reduction again started from such a text, whose offsets are in that text.
     */
    private List<io.pare.program.Token> tokensOf(Session last) {
        if (last == null || !best.equals(last.best()) || !start.equals(request.text())) return List.of();
        return last.tokensOfBest();
    }

    /** The input holds: the run starts for its listener, and its time budget with it. */
    private void opened(Outcome original, Language language, int inputTokens) {
        events.direct().on(new ReductionEvent.Started(language.name(), inputTokens, bytes(request.text()),
                original.elapsed().toNanos() / 1e9));
        deadline = Deadline.after(request.maxTime()).onExpiry(queries::cancel);
        events.release();
    }

    /** Waits for the input's check run beside the first searches; what it threw is thrown here. */
    private void held(CompletableFuture<Outcome> checked) throws OriginalNotInterestingException, InterruptedException {
        try {
            checked.get();
        } catch (ExecutionException e) {
            events.drop();
            Throwable cause = e.getCause();
            if (cause instanceof OriginalNotInterestingException o) throw o;
            if (cause instanceof InterruptedException i) throw i;
            if (cause instanceof RuntimeException r) throw r;
            if (cause instanceof Error r) throw r;
            throw new IllegalStateException(cause);
        }
    }

    /**
     * The oracle on the input: a "no" is asked twice more before the run gives up, since a flaky
     * oracle says "no" now and then to a program that shows the bug (then every acceptance is
     * confirmed).
     */
    private Outcome checkOriginal() throws InterruptedException, OriginalNotInterestingException {
        Outcome first = queries.checkInput(request.text());
        if (first.interesting()) return first;
        for (int i = 0; i < FLAKY_RETRIES && !queries.isCancelled(); i++) {
            Outcome again = queries.testOnce(request.text());
            if (again.interesting()) {
                queries.sawFlakyAnswer();
                events.direct().on(new ReductionEvent.Warning("the oracle said both no and yes about the input: it looks flaky; "
                        + "every candidate it calls interesting will be asked twice"));
                return again;
            }
        }
        // a cancel stops the oracle with a "no" that says nothing about the input
        if (queries.isCancelled()) return first;
        throw new OriginalNotInterestingException(first);
    }

    /**
     * The final result, asked {@value QueryService#FINAL_RECHECKS} times more. A sound oracle says
     * yes to each; a no from one shows the oracle flaky, and from then on a text is trusted only
     * on {@value #FIRM_YES} yes in at most {@value #FIRM_ASKS} asks: a candidate that lost the bug
     * gets through a 4% false-positive oracle that way about once in 25,000 times, where two yes
     * in four asks let it through once in a hundred, and the walk back below may ask about dozens
     * of such texts. When the result fails, the run's newest earlier best the oracle still firmly
     * accepts is handed back (else the text the reduction started from), found by bisection: a
     * false yes the reducer built on taints every best after it, so the bests are good up to some
     * point and bad after it. A user must never get a result that does not pass the oracle: when
     * even the input fails, the oracle changed under the run and nothing is handed back
     * ({@link OracleTurnedException}).
     */
    private String confirmedResult() throws InterruptedException {
        if (yesOf(queries.testAtOnce(best, QueryService.FINAL_RECHECKS)) == QueryService.FINAL_RECHECKS) return best;
        queries.sawFlakyAnswer();
        if (firmlyAccepted(best)) return best;
        // asked as the input was at the start (one yes in three asks), before the earlier results:
        // an oracle that now rejects everything would otherwise be asked about many of them
        if (!passes(request.text(), 1, 1 + FLAKY_RETRIES)) throw new OracleTurnedException();
        List<String> earlier = new java.util.ArrayList<>(history);
        earlier.removeIf(best::equals);
        int good = -1; // the start: the input, or the firmly accepted text a re-run started from
        int bad = earlier.size();
        while (bad - good > 1) {
            int mid = (good + bad) >>> 1;
            if (firmlyAccepted(earlier.get(mid))) good = mid;
            else bad = mid;
        }
        if (good >= 0) {
            String text = earlier.get(good);
            listener.on(new ReductionEvent.Warning("the oracle rejects the final result on re-checks: it is flaky; the result is an earlier one it accepts four times in six ("
                    + request.language().countTokens(text) + " tokens)"));
            return text;
        }
        if (!start.equals(request.text())) {
            listener.on(new ReductionEvent.Warning("the oracle rejects every result of the new reduction on re-checks; "
                    + "the result is the text it started from (" + request.language().countTokens(start) + " tokens)"));
            return start;
        }
        listener.on(new ReductionEvent.Warning("the oracle rejects every result on re-checks: it is flaky; "
                + "the result is the input"));
        return request.text();
    }

    /** Yes answers a flaky oracle must give a text before it is handed back, in at most {@link #FIRM_ASKS} asks. */
    private static final int FIRM_YES = 4;
    private static final int FIRM_ASKS = 6;

    private boolean firmlyAccepted(String text) throws InterruptedException {
        return passes(text, FIRM_YES, FIRM_ASKS);
    }

    private static int yesOf(List<Outcome> outcomes) {
        int yes = 0;
        for (Outcome o : outcomes) {
            if (o.interesting()) yes++;
        }
        return yes;
    }

    /** Whether the oracle says yes {@code needed} times in at most {@code tries} asks. */
    private boolean passes(String text, int needed, int tries) throws InterruptedException {
        int first = Math.min(needed, tries);
        int yes = yesOf(queries.testAtOnce(text, first));
        for (int i = first; i < tries && yes < needed && needed - yes <= tries - i; i++) {
            if (queries.testOnce(text).interesting()) yes++;
        }
        return yes >= needed;
    }

    /** Notes a new best, keeping the last {@value #HISTORY} for {@link #confirmedResult}. */
    private void improved(String text) {
        best = text;
        history.addLast(text);
        if (history.size() > HISTORY) history.removeFirst();
    }

    /** Reduces from {@link #start}; true when a cancel ended it. */
    private boolean cancelledDuring(Language language) throws InterruptedException {
        try {
            reduce(language);
            return false;
        } catch (CancelledException e) {
            return true;
        }
    }

    /** Reduces from {@link #start}. */
    private void reduce(Language language) throws CancelledException, InterruptedException {
        Program parsed = parseOrNull(language, start);
        List<Stage> stages = stagesFor(language, parsed);
        Map<String, Integer> lexemes = ReductionContext.newLexemeTable();
        // The first parse (the slowest: the grammar's caches are cold) serves the comment pass and,
        // when no comment goes, the first round too.
        Program firstRound = stages.get(0).language() == language ? parsed : null;
        IntUnaryOperator origin = x -> x;
        if (firstRound != null && firstRound.hasComments()) {
            origin = dropComments(firstRound);
            if (!best.equals(start)) firstRound = null;
        }
        for (Stage stage : stages) {
            Session session = new Session(stage, queries, listener, lexemes, best, origin, this::improved,
                    () -> { });
            session.setFile(request.fileName(), request.charset());
            if (firstRound != null) session.startWith(firstRound);
            firstRound = null;
            current = session;
            stage.strategy().run(session);
            origin = session.origin();
        }
    }

    private Program parseOrNull(Language language, String text) {
        try {
            return language.parse(request.fileName(), text, request.charset(), x -> x);
        } catch (ParseFailedException e) {
            listener.on(new ReductionEvent.Warning("cannot parse as " + language.name() + " (" + e.getMessage()
                    + "); reducing with the grammar-free fallback"));
            return null;
        }
    }

    /**
     * C-Vise's first move: drop every comment, in one query. Comments are not tokens, so the
     * reducers never delete them; without this they would survive between kept neighbours.
     * Returns the origin map of the new best text.
     */
    private IntUnaryOperator dropComments(Program p) throws CancelledException, InterruptedException {
        String bare = p.renderWithoutComments();
        listener.on(new ReductionEvent.PassStarted("comments", 1, p.size()));
        // Hash tier only: the token sequence is unchanged, so an RCC key would wrongly equal the best's.
        var hit = queries.firstInteresting(java.util.List.of(bare).iterator(), t -> new io.pare.query.Variant(t, null));
        if (hit.isEmpty()) return x -> x;
        improved(bare);
        listener.on(new ReductionEvent.Improved("comments", p.size(), bytes(bare), bare, queries.stats()));
        return p.originsOf(p.currentTokens(), bare);
    }

    private List<Stage> stagesFor(Language language, Program parsed) {
        Language used = parsed != null ? language : new TextLanguage();
        return Reducers.stages(request.reducer(), used, request.trec(), request.identifierTokens());
    }

    private int bytes(String text) {
        return text.getBytes(request.charset()).length;
    }

}
