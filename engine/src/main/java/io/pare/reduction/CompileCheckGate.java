package io.pare.reduction;

/**
 * Decides, from the oracle's answers, whether candidates that break a rule of the compiler
 * ({@link CompileCheck}: a used name left undeclared, an abstract method in a class that is not)
 * are worth asking: not once the oracle has refused {@link #REFUSALS} of them and taken none. An
 * oracle that compiles the program refuses every one; one that checks a crash while the compiler
 * reads may take some, and then they are always asked. The rules share one count: the refusals
 * say the oracle compiles, whichever rule the candidates broke.
 *
 * <p>Only the answers the reduction would have had at one job count: those to the candidates a
 * search asked up to the one it took, given after the search, in its order (and, within a search,
 * those it offered before: see {@code GatedSearch}). So the same candidates are skipped at any job
 * count.
 */
public final class CompileCheckGate {
    /** Refusals, with no acceptance, after which such candidates are skipped. */
    public static final int REFUSALS = 8;

    private final CompileCheck check;
    private int refused;
    private boolean accepted;

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
