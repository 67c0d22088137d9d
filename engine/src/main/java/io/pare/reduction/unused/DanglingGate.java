package io.pare.reduction.unused;

/**
 * Decides, from the oracle's answers, whether candidates that leave a used name undeclared
 * ({@link DanglingNames}) are worth asking: not once the oracle has refused {@link #REFUSALS} of them
 * and taken none. An oracle that compiles the program refuses every one; one that checks a crash
 * while the compiler reads may take some, and then they are always asked.
 *
 * <p>Only the answers the reduction would have had at one job count: those to the candidates a
 * search asked up to the one it took, given after the search, in its order. So the same
 * candidates are skipped at any job count.
 */
public final class DanglingGate {
    /** Refusals, with no acceptance, after which such candidates are skipped. */
    public static final int REFUSALS = 8;

    private final DanglingNames names;
    private int refused;
    private boolean accepted;

    public DanglingGate(DanglingNames names) {
        this.names = names;
    }

    public DanglingNames names() {
        return names;
    }

    /** Whether the answers so far say to look at candidates at all (undecided, or skipping them). */
    public synchronized boolean watching() {
        return !accepted;
    }

    /** Whether candidates that leave a name undeclared are skipped now. */
    public synchronized boolean skipping() {
        return !accepted && refused >= REFUSALS;
    }

    /** A dangling candidate's answer, in the search's order. */
    public synchronized void answered(boolean interesting) {
        if (interesting) {
            accepted = true;
        } else {
            refused++;
        }
    }
}
