package io.pare.reduction.vulcan;

import java.util.List;

import io.pare.query.CancelledException;
import io.pare.reduction.Reducer;
import io.pare.reduction.Session;
import io.pare.reduction.SmallestSeen;
import io.pare.reduction.Strategy;

/**
 * Vulcan (Xu et al., OOPSLA'23, Alg. 1 with the spec's corrections): the main reducer (Perses)
 * to a fixpoint, then the auxiliary reducers in order. An auxiliary that deletes sends the
 * program back to the main reducer and runs again; one that returns a different program of the
 * same size does too, but at most {@code limit} times in a row without the program shrinking
 * (the spec's "at most σ_limit same-size transformations per aux"); one that finds nothing hands
 * over to the next. Programs produced by same-size transformations are never produced twice (the
 * query service's history). In fixpoint mode (Vulcan+) the auxiliary sequence starts over as
 * long as a sweep made the program smaller. When the result has as many tokens as an earlier
 * main-reducer output with fewer non-blank bytes, that output is returned instead (a same-size
 * rename is no gain by itself). An auxiliary that {@linkplain Reducer#repeatsBeforeMain repeats}
 * (Pare's own passes) runs until it finds nothing before the main reducer's fixpoint.
 */
public final class Vulcan implements Strategy {
    private final Reducer main;
    private final List<Reducer> aux;
    private final int limit;
    private final boolean fixpoint;

    public Vulcan(Reducer main, List<Reducer> aux, int limit, boolean fixpoint) {
        this.main = main;
        this.aux = aux;
        this.limit = limit;
        this.fixpoint = fixpoint;
    }

    @Override
    public String describe() {
        return "vulcan(" + main.name() + "; " + String.join(",", aux.stream().map(Reducer::name).toList()) + "; limit "
                + limit + (fixpoint ? "; fixpoint" : "") + ")";
    }

    @Override
    public void run(Session s) throws CancelledException, InterruptedException {
        s.fixpoint(main);
        SmallestSeen smallest = new SmallestSeen(s);
        while (true) {
            int sweepStart = s.bestTokens();
            int idx = 0;
            int attempts = 0;
            while (idx < aux.size()) {
                Reducer r = aux.get(idx);
                int before = s.bestTokens();
                if (!s.round(r, r.name())) {
                    idx++;
                    attempts = 0;
                    continue;
                }
                while (r.repeatsBeforeMain() && s.round(r, r.name())) {
                    // each success removed a definition or an argument: the repetition ends
                }
                boolean deleted = s.bestTokens() < before;
                if (!deleted) attempts++;
                s.fixpoint(main);
                smallest.offer(s);
                if (s.bestTokens() < before) {
                    attempts = 0;
                } else if (attempts >= limit) {
                    idx++;
                    attempts = 0;
                }
            }
            if (!fixpoint || s.bestTokens() >= sweepStart) break;
        }
        smallest.restoreIfShorter(s);
    }
}
