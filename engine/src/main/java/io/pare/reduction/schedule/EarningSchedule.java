package io.pare.reduction.schedule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import io.pare.query.CancelledException;
import io.pare.query.Forecast;
import io.pare.reduction.Interlude;
import io.pare.reduction.Reducer;
import io.pare.reduction.Session;
import io.pare.reduction.SmallestSeen;
import io.pare.reduction.Strategy;

/**
 * Pare's default schedule: the main reducer (Perses) to its fixpoint first, so that a small
 * result is on disk early; then the passes that reach past 1-minimality, the one that has been
 * earning most (tokens removed per candidate decided) first, each success followed by the main
 * reducer's fixpoint, until no pass changes the program. The prelude's bulk passes run before the
 * first fixpoint and again, as an {@link Interlude}, inside every walk of the main reducer.
 *
 * <p>Unlike Vulcan's fixed order, a pass that found nothing is not asked again until another
 * pass changed the program, and one that has run {@value #RETIRE_AFTER} times in a row without
 * ever removing a token is not asked again at all: on the 59 KB Csmith case local exhaustive
 * deletion spent 150 s of a 740 s Vulcan run without one deletion, and on a Rust crash case
 * sub-tree replacement made four same-size swaps in 140 s, none of which let anything else go
 * (a swap that does, through the main reducer's next fixpoint, earns its tokens). Passes not yet
 * tried go first, in the order given. A pass whose successes keep the size (a rename, a sub-tree
 * swapped for another) runs at most {@code sameSizeLimit} times on programs of one size, as in
 * Vulcan, and not again until the program is smaller: two such passes would otherwise hand the
 * program to each other for ever, each change making the other's "found nothing here" stale (on
 * a 130-token wrong-code case, sub-tree and identifier replacement did so for the last nine
 * minutes of a ten-minute run). The order depends only on candidates and answers, so the result
 * is the same at any job count.
 */
public final class EarningSchedule implements Strategy {
    static final int RETIRE_AFTER = 2;
    /**
     * Same-size moves a pass may make on programs of one size. Lower than Vulcan's 10: a move
     * that helps (a rename that lets Perses merge two declarations) shrinks the program in the
     * very next fixpoint, and every move that does not sends the text passes and exhaustive
     * deletion over the whole program again (20 s a move on the Rust cases).
     */
    public static final int SAME_SIZE_LIMIT = 3;
    /**
     * The prelude runs again inside the main reducer's walk each time it has cut the program to
     * this fraction: often enough that what it empties goes in bulk, rarely enough (about a dozen
     * times from 50,000 tokens to 300) that the prelude's refusals cost little.
     */
    static final double INTERLUDE_SHRINK = 0.6;

    private final Reducer main;
    private final List<Reducer> prelude;
    private final List<Reducer> passes;
    /** Passes run, each while it succeeds, once no other pass changes the program ({@link Reducer#finishes}). */
    private final List<Reducer> finishing;
    private final int sameSizeLimit;
    /** What runs once this schedule ends (T-Rec, the last stage's opening), forecast after the passes, in turn. */
    private List<Reducer> afterwards = List.of();
    /** Forecasts run where a query has taken this long on average ({@link Forecast#MIN_QUERY_SECONDS}). */
    private double forecastFromSeconds = Forecast.MIN_QUERY_SECONDS;
    /**
     * What the passes earned, kept across runs on one session: T-Rec runs the schedule again after
     * each of its changes, and a pass retired in the first run (exhaustive deletion on the Csmith
     * wrong-code case: 363 candidates, 117 s, no deletion) would otherwise get two more empty runs
     * in each later one.
     */
    private Session standingFor;
    private Standing standing;

    /** Per pass: its earnings, the program it last found nothing on, its same-size moves and the size they were made at. */
    private static final class Standing {
        final Earnings[] earned;
        final String[] emptyAt;
        final int[] sameSize;
        final int[] sameSizeAt;

        Standing(int n) {
            earned = new Earnings[n];
            Arrays.fill(earned, Earnings.NONE);
            emptyAt = new String[n];
            sameSize = new int[n];
            sameSizeAt = new int[n];
        }
    }

    public EarningSchedule(Reducer main, List<Reducer> passes, int sameSizeLimit) {
        this(main, List.of(), passes, sameSizeLimit);
    }

    /**
     * @param prelude passes run, each while it succeeds, before the main reducer's first fixpoint:
     *                bulk deletions that leave Perses a much smaller program to walk
     */
    public EarningSchedule(Reducer main, List<Reducer> prelude, List<Reducer> passes, int sameSizeLimit) {
        this.main = main;
        this.prelude = List.copyOf(prelude);
        this.passes = passes.stream().filter(r -> !r.finishes()).toList();
        this.finishing = passes.stream().filter(Reducer::finishes).toList();
        this.sameSizeLimit = sameSizeLimit;
    }

    /**
     * Names what runs when this schedule ends, in turn ({@link io.pare.reduction.trec.TRecStrategy}'s
     * T-Rec, then the opening of the stage past the grammar), to be forecast with the passes: once
     * they find nothing, its turn comes.
     */
    public void forecastAfterwards(List<Reducer> next) {
        this.afterwards = List.copyOf(next);
    }

    /** Forecasts however quick the queries (tests, whose oracles answer at once). */
    void forecastAlways() {
        forecastFromSeconds = 0;
    }

    @Override
    public String describe() {
        return "schedule(" + (prelude.isEmpty() ? "" : String.join(",", prelude.stream().map(Reducer::name).toList()) + " then ")
                + main.name() + "; " + String.join(",", passes.stream().map(Reducer::name).toList())
                + "; by earnings" + (finishing.isEmpty() ? "" : "; then " + String.join(",", finishing.stream().map(Reducer::name).toList()))
                + ")";
    }

    @Override
    public void run(Session s) throws CancelledException, InterruptedException {
        for (Reducer r : prelude) {
            while (s.round(r, r.name())) {
                // each round deletes a layer of declarations and frees the next
            }
        }
        Interlude during = new Interlude(prelude, INTERLUDE_SHRINK);
        s.fixpoint(main, during);
        SmallestSeen smallest = new SmallestSeen(s);
        if (standingFor != s) {
            standingFor = s;
            standing = new Standing(passes.size());
        }
        double perQuery = s.queries().stats().secondsPerQuery();
        Forecasts forecasts = new Forecasts(perQuery < forecastFromSeconds ? 0 : Forecasts.aheadFor(s.queries().jobs()));
        try {
            passes(s, during, smallest, forecasts);
        } finally {
            forecasts.stopAll();
        }
        smallest.restoreIfShorter(s);
        for (Reducer r : finishing) {
            boolean changed = false;
            while (s.round(r, r.name())) changed = true;
            if (changed) s.fixpoint(main, during);
        }
    }

    /** The passes by earnings, until none is left to run; those due next are forecast meanwhile. */
    private void passes(Session s, Interlude during, SmallestSeen smallest, Forecasts forecasts)
            throws CancelledException, InterruptedException {
        Earnings[] earned = standing.earned;
        String[] emptyAt = standing.emptyAt;
        int[] sameSize = standing.sameSize;
        int[] sameSizeAt = standing.sameSizeAt;
        while (true) {
            int i = next(earned, emptyAt, sameSize, sameSizeAt, s);
            if (i < 0) break;
            Reducer r = passes.get(i);
            forecasts.claim(r);
            // every pass due, in turn: the forecasts start as many at once as they may ({@link Forecasts#fill})
            if (forecasts.ahead() > 0) forecasts.start(s, dueAfter(i, s));
            int before = s.bestTokens();
            long spentBefore = s.queries().decided();
            boolean changed = s.round(r, r.name());
            if (changed) {
                forecasts.stopAll();
                while (r.repeatsBeforeMain() && s.round(r, r.name())) {
                    // each success removed a definition or an argument; one main fixpoint follows them all
                }
                // the fixpoint's first walk often asks a question or two and finds nothing (on psabi
                // at 16 jobs, one round of one question after the inlining): the passes due after
                // it ask beside it, and what they asked is dropped should it change the program
                if (forecasts.ahead() > 0) forecasts.start(s, dueAfter(-1, s));
                s.fixpoint(main, during);
                smallest.offer(s);
            }
            int removed = before - s.bestTokens();
            earned[i] = earned[i].after(removed, s.queries().decided() - spentBefore);
            if (!changed) {
                emptyAt[i] = s.best();
            } else if (removed == 0) {
                if (sameSizeAt[i] != s.bestTokens()) {
                    sameSizeAt[i] = s.bestTokens();
                    sameSize[i] = 0;
                }
                sameSize[i]++;
            }
        }
    }

    /**
     * The passes due after pass {@code i} (-1: due now), in turn, should it find nothing on the best program:
     * the order {@link #next} gives once {@code i} and each pass before it have found nothing
     * there (earnings and same-size moves of the others stay as they are), then the finishing
     * passes and the reducer after the schedule.
     */
    private List<Reducer> dueAfter(int i, Session s) {
        int count = passes.size() + finishing.size() + afterwards.size();
        String[] emptyAt = standing.emptyAt.clone();
        if (i >= 0) emptyAt[i] = s.best();
        List<Reducer> due = new ArrayList<>();
        while (due.size() < count) {
            int j = next(standing.earned, emptyAt, standing.sameSize, standing.sameSizeAt, s);
            if (j < 0) break;
            due.add(passes.get(j));
            emptyAt[j] = s.best();
        }
        // then the schedule ends: the finishing passes, and what runs after the schedule
        for (Reducer r : finishing) {
            if (due.size() < count) due.add(r);
        }
        for (Reducer r : afterwards) {
            if (due.size() < count) due.add(r);
        }
        return due;
    }

    /** The pass to run next on the session's best program, or -1 when none is left. */
    private int next(Earnings[] earned, String[] emptyAt, int[] sameSize, int[] sameSizeAt, Session s) {
        String best = s.best();
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < earned.length; i++) {
            boolean stalled = sameSizeAt[i] == s.bestTokens() && sameSize[i] >= sameSizeLimit; // until the program shrinks
            if (best.equals(emptyAt[i]) || stalled || earned[i].neverPaid(RETIRE_AFTER)) continue;
            if (!earned[i].tried()) return i;
            open.add(i);
        }
        int pick = -1;
        for (int i : open) {
            if (pick < 0 || earned[i].rate() > earned[pick].rate()) pick = i;
        }
        return pick;
    }
}
