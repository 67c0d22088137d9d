package io.pare.reduction;

import java.util.List;

import io.pare.query.CancelledException;

/**
 * A composed reduction ({@code --reducer 'coarse-hdd,perses'}, RedPEG's {@code 'CoarseHDD*|HDD|*'}):
 * each reducer to its own fixpoint (R*), in order, and the whole sequence again while it makes
 * the program smaller. A fixpoint stops when a round leaves the program no smaller: fewer tokens,
 * or as many tokens and fewer non-blank characters (the framework compares serialized lengths,
 * §2.8, so that a replacement by a shorter token of the same count also counts as progress).
 */
public final class Pipeline implements Strategy {
    private final List<Reducer> reducers;

    public Pipeline(List<Reducer> reducers) {
        this.reducers = List.copyOf(reducers);
    }

    public List<Reducer> reducers() {
        return reducers;
    }

    @Override
    public String describe() {
        return String.join(",", reducers.stream().map(Reducer::name).toList());
    }

    @Override
    public void run(Session s) throws CancelledException, InterruptedException {
        while (true) {
            long before = measure(s);
            for (Reducer r : reducers) fixpoint(s, r);
            if (reducers.size() == 1 || measure(s) >= before) return;
        }
    }

    /** R*: rounds of one reducer while each makes the program smaller. */
    public static void fixpoint(Session s, Reducer r) throws CancelledException, InterruptedException {
        while (true) {
            long before = measure(s);
            if (!s.round(r, r.name())) return;
            if (measure(s) >= before) return;
        }
    }

    /** Tokens first, then non-blank characters, as one comparable number. */
    static long measure(Session s) {
        return ((long) s.bestTokens() << 32) | io.pare.program.NonBlank.count(s.best());
    }
}
