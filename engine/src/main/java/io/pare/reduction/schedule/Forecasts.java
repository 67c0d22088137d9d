package io.pare.reduction.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import io.pare.query.Forecast;
import io.pare.reduction.Memo;
import io.pare.reduction.Reducer;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Session;

/**
 * The schedule's passes run ahead of their turn, each on a thread of its own, while another
 * pass runs: the ones due next if the running pass finds nothing ({@link Forecast}).
 *
 * <p>A pass that finds nothing still costs at least one oracle latency per search, and the
 * passes near the end of a reduction mostly find nothing: on the psabi case at 32 jobs and a 2 s
 * oracle, 40 of 89 s went to passes that each searched in vain, one after another, with most jobs
 * idle. Forecast side by side, their searches share that latency; when their turns come, their
 * answers are there. A forecast works on a parse of its own and keeps what it learns to itself
 * ({@link Memo#forecasting}), so the schedule's result does not depend on whether, or how far,
 * it ran.
 */
final class Forecasts {
    private record Running(Reducer pass, Forecast forecast, Thread thread) {
    }

    /** A pass due to be forecast once fewer than {@link #ahead} forecasts are live. */
    private record Queued(Reducer pass, Forecast forecast, Supplier<ReductionContext> context) {
    }

    private final List<Running> running = new ArrayList<>();
    /**
     * The passes due after those forecast, in turn, on the same program. A pass that has nothing
     * to ask there (no unreferenced declaration left, no call to inline) ends its forecast at
     * once and gives its place to the next: on the psabi case at 16 jobs such passes filled the
     * places, and T-Rec, due after them, asked its questions only in its own turn, one oracle
     * latency later.
     */
    private final java.util.ArrayDeque<Queued> queued = new java.util.ArrayDeque<>();
    private final int ahead;
    private int ranks;

    /** @param ahead how many passes may be forecast at once (0: none) */
    Forecasts(int ahead) {
        this.ahead = ahead;
    }

    /** How many passes to forecast at {@code jobs} jobs: none at one job, where no job is ever free for them. */
    static int aheadFor(int jobs) {
        return Math.min(6, jobs / 2);
    }

    int ahead() {
        return ahead;
    }

    /**
     * Forecasts {@code due} (in the order their turns would come) on the session's best program,
     * those not already forecast there, up to the first whose forecast met a candidate the oracle
     * accepts (the passes after it will not get a turn on this program).
     */
    void start(Session s, List<Reducer> due) {
        String best = s.best();
        List<Running> stale = new ArrayList<>();
        synchronized (this) {
            for (Running r : running) {
                if (!r.forecast().base().equals(best)) stale.add(r);
            }
            running.removeAll(stale);
        }
        // outside the lock: a forecast that ends takes it to stop the ones after it
        for (Running r : stale) stopAndJoin(r);
        startOn(s, best, due);
    }

    private synchronized void startOn(Session s, String best, List<Reducer> due) {
        queued.clear();
        for (Reducer pass : due) {
            Running known = find(pass);
            if (known != null) {
                if (known.forecast().hasReached()) break;
                continue;
            }
            Forecast f = new Forecast(best, pass.name(), ranks++);
            queued.add(new Queued(pass, f, s.forecastContext(f)));
        }
        fill();
    }

    /** Starts the queued forecasts, in turn, while fewer than {@link #ahead} are live. */
    private synchronized void fill() {
        while (!queued.isEmpty() && live() < ahead) {
            Queued q = queued.removeFirst();
            Thread t = new Thread(() -> run(q.pass(), q.forecast(), q.context()), "pare-forecast");
            t.setDaemon(true);
            running.add(new Running(q.pass(), q.forecast(), t));
            t.start();
        }
    }

    /** Forecasts still proposing questions, or waiting for answers to them. */
    private int live() {
        int n = 0;
        for (Running r : running) {
            if (r.thread().isAlive() || r.forecast().answering()) n++;
        }
        return n;
    }

    /** The pass's turn has come: its forecast stops (its questions stay asked) before the pass runs. */
    void claim(Reducer pass) {
        Running r;
        synchronized (this) {
            queued.removeIf(q -> q.pass() == pass);
            r = find(pass);
            if (r == null) return;
            running.remove(r);
        }
        stopAndJoin(r);
    }

    /** Stops every forecast (the program changed, or the schedule ends). */
    void stopAll() {
        List<Running> all;
        synchronized (this) {
            queued.clear();
            all = new ArrayList<>(running);
            running.clear();
        }
        for (Running r : all) r.forecast().stop();
        for (Running r : all) join(r);
    }

    private void run(Reducer pass, Forecast f, Supplier<ReductionContext> ctx) {
        try {
            Memo.forecasting(() -> {
                pass.round(ctx.get());
                return null;
            });
        } catch (Exception | Error e) {
            // stopped, or it met what the pass's own run will meet and report
        }
        if (f.hasReached()) laterOnesStop(f);
        else ended();
    }

    /** A forecast that found nothing ended: the next queued one may start (the queue is always the best program's). */
    private synchronized void ended() {
        fill();
    }

    /** A forecast met an accepted candidate: the passes due after it will not run on this program. */
    private synchronized void laterOnesStop(Forecast reached) {
        queued.removeIf(q -> q.forecast().rank() > reached.rank());
        for (Running r : running) {
            if (r.forecast().rank() > reached.rank()) r.forecast().stop();
        }
    }

    private Running find(Reducer pass) {
        for (Running r : running) {
            if (r.pass() == pass) return r;
        }
        return null;
    }

    private static void stopAndJoin(Running r) {
        r.forecast().stop();
        join(r);
    }

    private static void join(Running r) {
        boolean interrupted = false;
        while (true) {
            try {
                r.thread().join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
