package io.pare.reduction.ppr;

import java.util.List;

import io.pare.event.PairSizes;
import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.Outcome;
import io.pare.parse.ParseFailedException;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.Deadline;

/**
 * One pairwise reduction (PPR, Zhang et al., FSE'23) from start to end: checks both properties
 * on the originals and that the pair shares enough code, then runs MinTdiff → MinLdiff →
 * MinCommonality to a fixpoint. The two difference reducers run before the size reducer in
 * every iteration, so the critical edits are isolated first. Every accepted state satisfies
 * both properties, so a cancel (or {@code maxTime}) at any moment returns a valid best pair.
 */
public final class PairRun {
    private final PairRequest request;
    private final ReductionListener listener;
    private final PairContext pc;
    /** Iterations begun (a cancelled one counts). */
    private volatile int iterations;

    public PairRun(PairRequest request, ReductionListener listener) {
        this.request = request;
        this.listener = listener;
        this.pc = new PairContext(request, listener);
    }

    /**
     * Logs each oracle run in {@code trace} (null: none): the seed's and the variant's, and each
     * question about a pair as one line of its own (file "pair"). The caller closes it.
     */
    public PairRun tracing(io.pare.query.QueryTrace trace) {
        pc.seedQueries.trace(trace);
        pc.variantQueries.trace(trace);
        pc.pairQueries.trace(trace);
        return this;
    }

    /** Stops the reduction; {@link #run} then returns the best pair so far. */
    public void cancel() {
        pc.cancel();
    }

    public PairResult run() throws PairInputException, InterruptedException {
        long started = System.nanoTime();
        Deadline deadline = Deadline.after(null);
        try {
            Outcome s = pc.seedQueries.checkInput(request.seed().text());
            if (!s.interesting()) {
                throw new PairInputException("the seed property does not hold on the seed " + request.seed().fileName()
                        + " (" + describe(s) + ")", s, PairInputException.Property.SEED);
            }
            Outcome v = pc.variantQueries.checkInput(request.variant().text());
            if (!v.interesting()) {
                throw new PairInputException("the variant property does not hold on the variant "
                        + request.variant().fileName() + " (" + describe(v) + ")", v, PairInputException.Property.VARIANT);
            }
            Side seed0 = new Side(request.seed().text(), x -> x);
            Side variant0 = new Side(request.variant().text(), x -> x);
            Program seedP = parse(true, seed0);
            Program variantP = parse(false, variant0);
            Alignment a0 = Alignment.of(seedP, variantP);
            int larger = Math.max(seedP.size(), variantP.size());
            double share = larger == 0 ? 1 : (double) a0.common() / larger;
            if (share < request.minCommonShare()) {
                throw new PairInputException(String.format(
                        "the seed and the variant share only %.1f%% of their tokens (%d of %d); a variant should be "
                                + "the seed after a few mutations (at least %.0f%% in common): are these the right two files?",
                        100 * share, a0.common(), larger, 100 * request.minCommonShare()));
            }
            PairState state = PairState.of(new PairState.View(seedP), new PairState.View(variantP));
            PairSizes before = state.sizes();
            pc.start(state);
            listener.on(new ReductionEvent.PairStarted(request.language().name(), before, s.elapsed().toNanos() / 1e9,
                    v.elapsed().toNanos() / 1e9));
            deadline = Deadline.after(request.maxTime()).onExpiry(pc::cancel);
            boolean cancelled = false;
            try {
                loop(state, started);
            } catch (CancelledException e) {
                cancelled = true;
            }
            PairState best = pc.best();
            List<CriticalEdit> edits = List.of();
            try {
                edits = CriticalEdit.of(parse(true, best.seed()), parse(false, best.variant()), request.seed().text(),
                        request.variant().text());
            } catch (PairInputException e) {
                listener.on(new ReductionEvent.Warning("cannot list the edits: " + e.getMessage()));
            }
            return new PairResult(best.seed().text(), best.variant().text(), edits, request.language().name(), before,
                    best.sizes(), pc.stats(), pc.seedOracle.runs(), pc.variantOracle.runs(), iterations,
                    (System.nanoTime() - started) / 1e9, request.jobs(), cancelled && !deadline.fired(), deadline.fired());
        } finally {
            deadline.close();
            pc.close();
        }
    }

    private void loop(PairState start, long started) throws CancelledException, InterruptedException {
        PairState state = start;
        int max = request.maxIterations() <= 0 ? Integer.MAX_VALUE : request.maxIterations();
        PairRequest.Reducers r = request.reducers();
        int iteration = 0;
        while (iteration < max) {
            iteration++;
            iterations = iteration;
            PairSizes before = state.sizes();
            if (r.minTdiff()) state = pass(MinTdiff.NAME, iteration, state, () -> MinTdiff.run(pc, pc.best()));
            if (r.minLdiff()) state = pass(MinLdiff.NAME, iteration, state, () -> MinLdiff.run(pc, pc.best()));
            if (r.minCommonality()) state = pass(MinCommonality.NAME, iteration, state, () -> MinCommonality.run(pc, pc.best()));
            PairSizes after = state.sizes();
            listener.on(new ReductionEvent.IterationDone(iteration, after, pc.queries(), (System.nanoTime() - started) / 1e9));
            boolean shrank = after.seed() < before.seed() || after.variant() < before.variant()
                    || (after.diff() < before.diff() && after.seed() <= before.seed() && after.variant() <= before.variant());
            if (!shrank) break;
        }
    }

    private interface Pass {
        PairState run() throws CancelledException, InterruptedException;
    }

    private PairState pass(String name, int iteration, PairState state, Pass pass) throws CancelledException, InterruptedException {
        if (pc.cancelled()) throw new CancelledException();
        pc.setPass(name);
        listener.on(new ReductionEvent.PairPassStarted(name, iteration, state.sizes()));
        PairState next = pass.run();
        pc.start(next);
        return next;
    }

    private Program parse(boolean seed, Side side) throws PairInputException {
        try {
            return seed ? pc.parseSeed(side) : pc.parseVariant(side);
        } catch (ParseFailedException e) {
            throw new PairInputException("cannot parse the " + (seed ? "seed" : "variant") + " as "
                    + request.language().name() + ": " + e.getMessage());
        }
    }

    private static String describe(Outcome o) {
        return o.exitCode() >= 0 ? "exit status " + o.exitCode() : o.verdict().toString().toLowerCase();
    }
}
