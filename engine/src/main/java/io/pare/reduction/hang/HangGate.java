package io.pare.reduction.hang;

/**
 * Decides, from the timeouts, which candidates that may leave a loop without its end
 * ({@link LoopExits}) are worth asking. An oracle that runs the program (wrong code) pays the
 * whole timeout for each one that loops; one that only compiles it answers them as quickly as
 * any other, and they are all asked there once that is known.
 *
 * <ul>
 * <li>Until any such candidate was answered, a search asks the first three it meets, then only
 * the 5th, 9th, 17th... (counted from 0: those below {@link #TIMEOUTS} or a power of two). The
 * first walk over a wrong-code case meets a dozen loops' conditions and steps in a row, and each
 * took 10 s. Of those that cannot end once entered ({@link EndlessLoops}) it asks only the first:
 * one answer tells whether the oracle runs the program, and on LLVM 64047 the first walk's three
 * timeouts were all such loops.
 * <li>From the first timeout on, a candidate whose loop cannot end is never asked.
 * <li>Once {@link #TIMEOUTS} of them ran into the timeout, only one in {@link #every()} is asked
 * (a probe): four times the timeouts per such candidate taken, up to {@link #MAX_EVERY}. Some are
 * taken: a loop that still ends, such as {@code for (; h < 1; h++)} losing {@code < 1} once
 * {@code h} is negative. Perses proposes a skipped candidate again in its next walk, where
 * another one of its kind is the probe.
 * <li>Otherwise (they are answered without timeouts) all are asked.
 * </ul>
 *
 * <p>Only the answers the reduction would have had at one job count count: those to the
 * candidates a search asked up to the one it took, given after the search ({@link HangSearch}).
 * So the same candidates are skipped at any job count.
 */
public final class HangGate {
    /** Timeouts after which such candidates are probed instead of asked (a timeout costs 10 s or more a job). */
    public static final int TIMEOUTS = 2;
    /** At most one such candidate in this many is asked. */
    public static final int MAX_EVERY = 32;
    /** Skipped such candidates per timeout per candidate taken. */
    static final int PER_TIMEOUT = 4;

    private final LoopExits loops;
    private int hung;
    private int taken;
    /** Such candidates refused without a timeout. */
    private int quick;
    /** Such candidates seen while probing, in the order searches offer them: which one is the next probe. */
    private long seen;

    public HangGate(LoopExits loops) {
        this.loops = loops;
    }

    public LoopExits loops() {
        return loops;
    }

    /** Whether nothing is known yet of how the oracle answers such candidates. */
    public synchronized boolean presuming() {
        return hung == 0 && taken == 0 && quick == 0;
    }

    /**
     * Whether one of them ran into the timeout: the oracle runs the program, and a candidate
     * with a loop that cannot end ({@link EndlessLoops}) would only run into it too.
     */
    public synchronized boolean hangs() {
        return hung > 0;
    }

    /** Whether such candidates are probed now rather than all asked. */
    public synchronized boolean probing() {
        return hung >= TIMEOUTS;
    }

    /**
     * While probing, one such candidate in this many is asked: four times the timeouts per such
     * candidate taken, from 2 to {@link #MAX_EVERY}. A probe that loops costs the timeout; one
     * taken is a few tokens (on the 297-byte LLVM 64047 case, asking all of them left 123 tokens
     * in 328 s, probing one in 8 or more 123 in 198 s, asking none after the first walk 125 in 92 s).
     */
    public synchronized int every() {
        return (int) Math.max(2, Math.min(MAX_EVERY, PER_TIMEOUT * hung / (taken + 1L)));
    }

    synchronized long seen() {
        return seen;
    }

    /**
     * After a search: how many such candidates it saw while probing up to the one it took, how
     * many of those it asked ran into the timeout or were refused without one, and whether it
     * took one.
     */
    synchronized void answered(int seenWhileProbing, int timedOut, int refusedQuickly, boolean tookOne) {
        seen += seenWhileProbing;
        hung += timedOut;
        quick += refusedQuickly;
        if (tookOne) taken++;
    }
}
