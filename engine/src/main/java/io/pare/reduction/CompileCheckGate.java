package io.pare.reduction;

/**
 * Decides, from the oracle's answers, whether candidates that break a rule of the compiler
 * ({@link CompileCheck}: a used name left undeclared, an abstract method in a class that is not)
 * are worth asking: not once the oracle has refused {@link #REFUSALS} of them and taken none. An
 * oracle that compiles the program refuses every one; one that checks a crash while the compiler
 * reads may take some, and then they are always asked. The rules share one count: the refusals
 * say the oracle compiles, whichever rule the candidates broke.
 *
 * <p>While it skips, one such candidate in {@link #PROBE_EVERY} is asked all the same. A check reads
 * names as text, so it may call a candidate rule-breaking that is not (a function deleted while a
 * parameter of its name is still read, once identifier replacement gave most names the same few
 * letters): on Rust's mono-recursion case the gate without probes skipped such deletions for the
 * rest of the run and ended at 92 tokens instead of 85, in 1,000 more queries. One taken probe
 * opens the gate for good.
 *
 * <p>Only the answers the reduction would have had at one job count: those to the candidates a
 * search asked up to the one it took, given after the search, in its order (and, within a search,
 * those it offered before: see {@code GatedSearch}). So the same candidates are skipped at any job
 * count.
 */
public final class CompileCheckGate {
    /** Refusals, with no acceptance, after which such candidates are skipped. */
    public static final int REFUSALS = 8;
    /** While skipping, the one rule-breaking candidate in this many that is asked anyway. */
    public static final int PROBE_EVERY = 16;

    private final CompileCheck check;
    private int refused;
    private boolean accepted;
    /** Rule-breaking candidates met while skipping (asked as probes or skipped), up to each search's taken one. */
    private int met;

    public CompileCheckGate(CompileCheck check) {
        this.check = check;
    }

    public CompileCheck check() {
        return check;
    }

    /** Whether the answers so far say to look at candidates at all (undecided, or skipping them). */
    public synchronized boolean watching() {
        return !accepted;
    }

    /** The refusals counted so far. */
    public synchronized int refusals() {
        return refused;
    }

    /** The rule-breaking candidates met while skipping, counted as {@link #refusals} are. */
    public synchronized int met() {
        return met;
    }

    /** Whether the rule-breaking candidate met after {@code metBefore} others while skipping is asked as a probe. */
    public static boolean probes(int metBefore) {
        return metBefore % PROBE_EVERY == PROBE_EVERY - 1;
    }

    /** A search met {@code n} more rule-breaking candidates while skipping, up to the one it took. */
    public synchronized void metWhileSkipping(int n) {
        met += n;
    }

    /** Whether candidates that break a rule are skipped now. */
    public synchronized boolean skipping() {
        return !accepted && refused >= REFUSALS;
    }

    /** A rule-breaking candidate's answer, in the search's order. */
    public synchronized void answered(boolean interesting) {
        if (interesting) {
            accepted = true;
        } else {
            refused++;
        }
    }
}
