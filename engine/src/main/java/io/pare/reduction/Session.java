package io.pare.reduction;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.parse.Language;
import io.pare.parse.ParseFailedException;
import io.pare.parse.TextLanguage;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.query.Forecast;
import io.pare.query.QueryService;

/**
 * A stage's view of the reduction for strategies: the best program so far (as text), and rounds
 * of reducers on a fresh parse of it. Every round re-parses, so a reducer may leave the tree
 * behind its text (a splice) and the next round still starts from a correct tree.
 */
public final class Session {
    private final Stage stage;
    private final QueryService queries;
    private final ReductionListener listener;
    private final java.util.Map<String, Integer> lexemes;
    private final Consumer<String> onBest;
    private final Runnable onProgram;
    private String best;
    private int bestTokens = -1;
    private IntUnaryOperator origin;
    private Program program;
    private Program prepared;
    private int round;
    private Interlude interlude;

    Session(Stage stage, QueryService queries, ReductionListener listener, java.util.Map<String, Integer> lexemes,
            String best, IntUnaryOperator origin, Consumer<String> onBest, Runnable onProgram) {
        this.stage = stage;
        this.queries = queries;
        this.listener = listener;
        this.lexemes = lexemes;
        this.best = best;
        this.origin = origin;
        this.onBest = onBest;
        this.onProgram = onProgram;
    }

    public Language language() {
        return stage.language();
    }

    public String best() {
        return best;
    }

    IntUnaryOperator origin() {
        return origin;
    }

    Program program() {
        return program;
    }

    /**
     * The best program's tokens, with their offsets in the original input. The last round's tree
     * may be behind the best text (a sub-tree replacement is a splice), so it is parsed again then.
     */
    List<io.pare.program.Token> tokensOfBest() {
        if (program != null && program.render(program.currentTokens()).equals(best)) return program.currentTokenList();
        return parseText(best, origin).currentTokenList();
    }

    /** Tokens of the best program (as the stage's tree counts them). */
    public int bestTokens() {
        if (bestTokens < 0) bestTokens = parse().size();
        return bestTokens;
    }

    public QueryService queries() {
        return queries;
    }

    public ReductionListener listener() {
        return listener;
    }

    /** The best program as it stands, to return to later with {@link #restore}. */
    public record Snapshot(String text, int tokens, IntUnaryOperator origin) {
    }

    public Snapshot snapshot() {
        return new Snapshot(best, bestTokens(), origin);
    }

    /**
     * Makes an earlier accepted program the best again (Vulcan's "return the last main-reducer
     * output of the same size" instead of a same-size transformed variant). It passed the oracle
     * when it was accepted.
     */
    public void restore(Snapshot s) {
        if (s.text().equals(best)) return;
        best = s.text();
        bestTokens = s.tokens();
        origin = s.origin();
        listener.on(new ReductionEvent.Improved("restore", s.tokens(), s.text().getBytes(charset).length, s.text(),
                queries.stats()));
        onBest.accept(best);
    }

    /** A parse of the current best, unused so far, for the first round instead of parsing again. */
    void startWith(Program parsedBest) {
        this.prepared = parsedBest;
    }

    /** One round of each reducer, in order, on one fresh parse; true when the best text changed. */
    public boolean round(List<Reducer> reducers) throws CancelledException, InterruptedException {
        return round(reducers, null);
    }

    /** One round under a pass name for progress (e.g. {@code vulcan:IR}); true when the best changed. */
    public boolean round(List<Reducer> reducers, String passName) throws CancelledException, InterruptedException {
        round++;
        String start = best;
        Program p = parse();
        program = p;
        onProgram.run();
        ReductionContext ctx = new ReductionContext(p, queries, e -> {
            if (e instanceof ReductionEvent.Improved i) {
                best = i.text();
                bestTokens = i.tokens();
                onBest.accept(best);
            }
            listener.on(e);
        }, lexemes);
        ctx.setSyntaxCheck(this::parses);
        ctx.setReader(this::read);
        ctx.setCompileCheckGate(stage.gate());
        ctx.setHangGate(stage.hangGate());
        if (interlude != null) ctx.setInterlude(interlude);
        try {
            for (Reducer r : reducers) {
                String name = passName != null ? passName : r.name();
                ctx.setPass(name);
                listener.on(new ReductionEvent.PassStarted(name, round, p.size()));
                r.round(ctx);
                if (ctx.isStale()) break;
            }
        } finally {
            int[] kept = ctx.isStale() ? ctx.lastAccepted() : p.currentTokens();
            origin = compose(p, kept);
        }
        return !best.equals(start);
    }

    private IntUnaryOperator compose(Program p, int[] kept) {
        return p.originsOf(kept, best);
    }

    public boolean round(Reducer reducer, String passName) throws CancelledException, InterruptedException {
        return round(List.of(reducer), passName);
    }

    /** Rounds while each makes the program smaller; true when the best text changed at all. */
    public boolean fixpoint(List<Reducer> reducers) throws CancelledException, InterruptedException {
        return fixpoint(reducers, List.of());
    }

    /** {@link #fixpoint(List)}, with the {@code between} passes' rounds after each round that shrank the program. */
    private boolean fixpoint(List<Reducer> reducers, List<Reducer> between) throws CancelledException, InterruptedException {
        String start = best;
        NextRoundForecast ahead = forecastsNextRounds(reducers) ? new NextRoundForecast(reducers) : null;
        QueryService.NextRound outer = ahead == null ? null : queries.setNextRound(ahead);
        try {
            while (true) {
                int before = bestTokens();
                String roundStart = best;
                round(reducers);
                if (bestTokens() >= before || best.equals(roundStart)) break;
                for (Reducer r : between) {
                    while (round(r, r.name()) && r.repeatsBeforeMain()) {
                        // each round frees the next layer
                    }
                }
            }
        } finally {
            if (ahead != null) {
                queries.setNextRound(outer);
                ahead.stop();
            }
        }
        return !best.equals(start);
    }

    /** Queries slower than this on average make a fixpoint forecast its next round ({@link NextRoundForecast}). */
    private double nextRoundFromSeconds = Forecast.MIN_QUERY_SECONDS;

    /** Forecasts the next round however quick the queries (tests, whose oracles answer at once). */
    public void forecastNextRoundsAlways() {
        nextRoundFromSeconds = 0;
    }

    private boolean forecastsNextRounds(List<Reducer> reducers) {
        return queries.jobs() >= 2 && reducers.stream().allMatch(Reducer::mayRunBesideItself)
                && queries.stats().secondsPerQuery() >= nextRoundFromSeconds;
    }

    /**
     * A fixpoint's next round, forecast on the program its current round likely ends with. A
     * walk's last questions are few (on psabi at 32 jobs, Perses' last walk asked 4 questions while
     * 28 jobs waited for 2 s), and the next round starts from the root of what the last accepted
     * one leaves, asking about every node again. So when a search has sent its last candidate with
     * jobs to spare, the next round runs as a forecast on the first pending candidate's program;
     * should the search end with another answer, the forecast stops and its questions are dropped.
     * The round itself takes what the forecast asked by the questions' texts, so the result does
     * not depend on it.
     */
    private final class NextRoundForecast implements QueryService.NextRound {
        private final List<Reducer> reducers;
        private Forecast forecast;

        NextRoundForecast(List<Reducer> reducers) {
            this.reducers = reducers;
        }

        @Override
        public synchronized void likelyAnswer(String text) {
            if (forecast != null && forecast.base().equals(text)) return;
            stop();
            Forecast f = new Forecast(text, reducers.get(0).name(), -1);
            Supplier<ReductionContext> ctx = forecastContext(f);
            Thread t = new Thread(() -> {
                try {
                    Memo.forecasting(() -> {
                        ReductionContext c = ctx.get();
                        for (Reducer r : reducers) r.round(c);
                        return null;
                    });
                } catch (Exception | Error e) {
                    // stopped, or it met what the round itself will meet and report
                }
            }, "pare-next-round");
            t.setDaemon(true);
            forecast = f;
            t.start();
        }

        @Override
        public synchronized void answered(String text) {
            if (forecast != null && !forecast.base().equals(text)) stop();
        }

        /**
         * Stops the forecast and drops its questions. Its thread is not waited for: it may be
         * parsing a large program, and it posts nothing more once stopped; the reducers it runs
         * may run beside themselves ({@link Reducer#mayRunBesideItself}).
         */
        synchronized void stop() {
            if (forecast == null) return;
            forecast.stop();
            queries.dropForecast(forecast);
            forecast = null;
        }
    }

    public boolean fixpoint(Reducer reducer) throws CancelledException, InterruptedException {
        return fixpoint(List.of(reducer));
    }

    /**
     * {@link #fixpoint(Reducer)} with an interlude at the reducer's safe points, and between two
     * walks: what a walk left unnamed goes in bulk before the next walk, not one node at a time
     * inside it (on the Checker Framework case, the five imports whose last uses the first walk
     * had deleted cost the second walk 15 queries at 5 s each).
     */
    public boolean fixpoint(Reducer reducer, Interlude during) throws CancelledException, InterruptedException {
        Interlude outer = interlude;
        interlude = during;
        try {
            return fixpoint(List.of(reducer), during.reducers());
        } finally {
            interlude = outer;
        }
    }

    /**
     * A context for a forecast of a pass on its program ({@link Forecast#base}: the best program, or
     * the one a search likely ends with), on a parse of its own, made when asked for (on the
     * forecast's thread, while the session goes on).
     */
    public Supplier<ReductionContext> forecastContext(Forecast forecast) {
        String text = forecast.base();
        // where the tokens came from in the input matters to no question; the best's map does not fit another text
        IntUnaryOperator origins = text.equals(best) ? origin : x -> x;
        return () -> {
            // the session's own parse of the same text tells the user when it fails; this one says nothing
            ReductionContext ctx = ReductionContext.forecasting(parseText(text, origins, ReductionListener.NONE), queries,
                    lexemes, forecast);
            ctx.setSyntaxCheck(this::parses);
            ctx.setReader(this::read);
            ctx.setCompileCheckGate(stage.gate());
            ctx.setHangGate(stage.hangGate());
            ctx.setPass(forecast.pass());
            return ctx;
        };
    }

    /** Whether a text parses in this stage's language (candidates that do not are never queried). */
    public boolean parses(String text) {
        if (stage.language().readsAnyText()) return true;
        return stage.language().accepts(text);
    }

    /** A text pass's candidate read in this stage's language, or null when it does not parse. */
    private Program read(String text) {
        try {
            return stage.language().parse(queriesFileName(), text, charset(), x -> x);
        } catch (ParseFailedException | RuntimeException e) {
            return null;
        }
    }

    private Program parse() {
        Program p;
        if (prepared != null && prepared.render(prepared.currentTokens()).equals(best)) {
            p = stage.shape().apply(prepared);
        } else {
            p = parseText(best, origin);
        }
        prepared = null;
        bestTokens = p.size();
        return p;
    }

    private Program parseText(String text, IntUnaryOperator origins) {
        return parseText(text, origins, listener);
    }

    private Program parseText(String text, IntUnaryOperator origins, ReductionListener listener) {
        try {
            return stage.shape().apply(stage.language().parse(queriesFileName(), text, charset(), origins));
        } catch (ParseFailedException e) {
            // A reduced program the grammar rejects (grammar and oracle disagree): go on without structure.
            listener.on(new ReductionEvent.Warning("the reduced program no longer parses (" + e.getMessage()
                    + "); continuing with the grammar-free fallback"));
            return stage.shape().apply(new TextLanguage().parse(queriesFileName(), text, charset(), origins));
        }
    }

    private String fileName = "input";
    private java.nio.charset.Charset charset = java.nio.charset.StandardCharsets.UTF_8;

    void setFile(String fileName, java.nio.charset.Charset charset) {
        this.fileName = fileName;
        this.charset = charset;
    }

    private String queriesFileName() {
        return fileName;
    }

    private java.nio.charset.Charset charset() {
        return charset;
    }
}
