package io.pare.reduction.ppr;

import java.util.Map;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.parse.ParseFailedException;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.query.QueryStats;
import io.pare.reduction.ReductionContext;

/**
 * What the three reducers share during one pairwise reduction: one query service per property
 * (ψ_s, ψ_v) and one for both together, the interned token texts their caches key on, the best
 * pair so far, and the listener.
 */
final class PairContext {
    final PairRequest request;
    final PairOracle.SideOracle seedOracle;
    final PairOracle.SideOracle variantOracle;
    final QueryService seedQueries;
    final QueryService variantQueries;
    final QueryService pairQueries;
    final Map<String, Integer> lexemes = ReductionContext.newLexemeTable();
    private final ReductionListener listener;
    private volatile PairState best;
    private volatile String pass = "";

    PairContext(PairRequest request, ReductionListener listener) {
        this.request = request;
        this.listener = listener;
        this.seedOracle = new PairOracle.SideOracle(request.seed().oracle(), request.seed().fileName(), request.seed().charset(),
                request.language());
        this.variantOracle = new PairOracle.SideOracle(request.variant().oracle(), request.variant().fileName(),
                request.variant().charset(), request.language());
        this.seedQueries = new QueryService(seedOracle, request.jobs(), request.seed().fileName(), request.seed().charset(),
                s -> queryDone());
        this.variantQueries = new QueryService(variantOracle, request.jobs(), request.variant().fileName(),
                request.variant().charset(), s -> queryDone());
        this.pairQueries = new QueryService(new PairOracle(seedOracle, variantOracle), request.jobs(), "pair",
                java.nio.charset.StandardCharsets.UTF_8, s -> queryDone());
    }

    private void queryDone() {
        PairState b = best;
        listener.on(new ReductionEvent.QueryDone(b == null ? 0 : b.sizes().total(), stats()));
    }

    /** Real oracle runs, both sides. */
    long queries() {
        return seedOracle.runs() + variantOracle.runs();
    }

    long cacheHits() {
        return seedQueries.stats().cacheHits() + variantQueries.stats().cacheHits() + pairQueries.stats().cacheHits();
    }

    /** The figures of the three services added up ({@code queries} counts real oracle runs). */
    QueryStats stats() {
        QueryStats a = seedQueries.stats();
        QueryStats b = variantQueries.stats();
        QueryStats c = pairQueries.stats();
        return new QueryStats(queries(), a.cacheHits() + b.cacheHits() + c.cacheHits(),
                a.rccHits() + b.rccHits() + c.rccHits(), a.hashHits() + b.hashHits() + c.hashHits(),
                a.historyHits() + b.historyHits() + c.historyHits(), a.hangHits() + b.hangHits() + c.hangHits(), a.timeouts() + b.timeouts() + c.timeouts(), a.speculativeWasted() + b.speculativeWasted() + c.speculativeWasted(),
                a.cacheBytes() + b.cacheBytes() + c.cacheBytes(), a.peakCacheBytes() + b.peakCacheBytes() + c.peakCacheBytes(),
                a.rccEntries() + b.rccEntries() + c.rccEntries(), a.hashEntries() + b.hashEntries() + c.hashEntries(),
                a.rccEvicted() + b.rccEvicted() + c.rccEvicted(), a.oracleSeconds() + b.oracleSeconds());
    }

    PairState best() {
        return best;
    }

    void setPass(String pass) {
        this.pass = pass;
    }

    /** Records a pair on which both properties hold as the best so far. */
    void accept(PairState state) {
        best = state;
        listener.on(new ReductionEvent.PairImproved(pass, state.sizes(), stats(), state.seed().text(), state.variant().text()));
    }

    void start(PairState state) {
        best = state;
    }

    void warn(String message) {
        listener.on(new ReductionEvent.Warning(message));
    }

    void on(ReductionEvent event) {
        listener.on(event);
    }

    /** The seed and variant of a state, both parsed. */
    record ParsedPair(Program seed, Program variant) {
    }

    /**
     * Parses both sides for a pass; when either no longer parses, warns that the pass is skipped
     * this iteration and returns null (the state stands as it is).
     */
    ParsedPair parseBoth(PairState state, String pass) {
        try {
            return new ParsedPair(parseSeed(state.seed()), parseVariant(state.variant()));
        } catch (ParseFailedException e) {
            warn(pass + " skipped this iteration: " + e.getMessage());
            return null;
        }
    }

    Program parseSeed(Side side) throws ParseFailedException {
        return request.language().parse(request.seed().fileName(), side.text(), request.seed().charset(), side.origin());
    }

    Program parseVariant(Side side) throws ParseFailedException {
        return request.language().parse(request.variant().fileName(), side.text(), request.variant().charset(), side.origin());
    }

    /** A listener for an engine {@link ReductionContext} that turns each accepted candidate into a new best pair. */
    ReductionListener onImproved(Runnable accepted) {
        return e -> {
            if (e instanceof ReductionEvent.Improved) accepted.run();
        };
    }

    void cancel() {
        seedQueries.cancel();
        variantQueries.cancel();
        pairQueries.cancel();
    }

    boolean cancelled() {
        return seedQueries.isCancelled() || variantQueries.isCancelled() || pairQueries.isCancelled();
    }

    void close() {
        seedQueries.close();
        variantQueries.close();
        pairQueries.close();
    }
}
