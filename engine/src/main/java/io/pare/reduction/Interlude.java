package io.pare.reduction;

import java.util.List;

import io.pare.event.ReductionEvent;
import io.pare.query.CancelledException;

/**
 * Bulk passes a long pass lets run at its safe points, each time the program has shrunk to
 * {@code shrink} times its size at the pass's start or at the last interlude.
 *
 * <p>Why: Perses' first walk of a large C++ unit hollows out class templates one node at a time,
 * and every declaration whose last use it deletes waits for the next round to go. On the 570 KB
 * {@code -Wrestrict} case the first walk took 13 minutes and ended with the bodies of dozens of
 * emptied {@code is_integral}-like templates still there, each left for one Perses visit (a query)
 * at a time, where {@link io.pare.reduction.unused.UnreferencedDeclarations} takes them all in one.
 * The sizes that trigger it depend only on accepted candidates, so the run stays the same at any
 * job count.
 */
public final class Interlude {
    private final List<Reducer> reducers;
    private final double shrink;

    /**
     * @param reducers run in order, each for rounds while it makes the program smaller
     * @param shrink   the fraction of the size at the last run (or the pass's start) that triggers the next
     */
    public Interlude(List<Reducer> reducers, double shrink) {
        if (!(shrink > 0 && shrink < 1)) throw new IllegalArgumentException("shrink must be in (0, 1): " + shrink);
        this.reducers = List.copyOf(reducers);
        this.shrink = shrink;
    }

    boolean isEmpty() {
        return reducers.isEmpty();
    }

    List<Reducer> reducers() {
        return reducers;
    }

    /** Whether a program of {@code size} tokens, down from {@code lastRun} when it last ran, is due. */
    boolean due(int size, int lastRun) {
        return size <= lastRun * shrink;
    }

    /**
     * Runs the reducers on the context's program, under their own pass names; the caller's pass
     * name is restored, and announced again (round 0) so that progress is not shown under the last
     * reducer's name.
     */
    void run(ReductionContext ctx) throws CancelledException, InterruptedException {
        String pass = ctx.pass();
        try {
            for (Reducer r : reducers) {
                ctx.setPass(r.name());
                ctx.listener().on(new ReductionEvent.PassStarted(r.name() + " (during " + pass + ")", 0,
                        ctx.program().size()));
                int before;
                do {
                    before = ctx.program().size();
                    r.round(ctx);
                } while (!ctx.isStale() && r.repeatsBeforeMain() && ctx.program().size() < before);
                if (ctx.isStale()) return;
            }
            // the progress goes on under the caller's name again
            ctx.listener().on(new ReductionEvent.PassStarted(pass, 0, ctx.program().size()));
        } finally {
            ctx.setPass(pass);
        }
    }
}
