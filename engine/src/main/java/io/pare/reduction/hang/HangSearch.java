package io.pare.reduction.hang;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * One search's use of the {@link HangGate}: the gate is read once, at the search's start, and
 * told afterwards about the candidates the search saw up to the one it took, in its order (what
 * one job would have asked): which of them may not end, ran into the timeout or were refused
 * without one, and whether the one taken may not end. Within the search the skips go by the
 * candidates' order alone, so they are the same at any job count. Whether a candidate may not
 * end is worked out for every candidate only while the gate presumes or probes; otherwise only
 * for those that timed out and the one taken.
 */
public final class HangSearch<M> {
    private final HangGate gate;
    private final boolean presuming;
    private final boolean probing;
    /** Whether a candidate of a loop that cannot end is skipped: the oracle was seen to run into the timeout. */
    private final boolean hangs;
    /** Candidates of a loop that cannot end asked while presuming: only the first is. */
    private int endlessAsked;
    private final int every;
    private final long seenBefore;
    /** The candidates seen, in order, with null for a skipped one, when this search's answers count; else null. */
    private final List<M> seen;
    /** Which of {@link #seen} may not end (filled while the gate presumes or probes). */
    private final BitSet prone = new BitSet();
    /** Candidates that may not end seen so far in this search. */
    private int proneSeen;
    /** Told of each candidate skipped, when this search's answers count. */
    private final Runnable onSkip;

    /**
     * {@code learning}: whether this search's answers count (a forecast's do not); {@code gate}
     * may be null; {@code onSkip} is told of each candidate skipped where they count.
     */
    public HangSearch(HangGate gate, boolean learning, Runnable onSkip) {
        this.gate = gate;
        this.onSkip = learning ? onSkip : () -> { };
        this.probing = gate != null && gate.probing();
        this.presuming = gate != null && !probing && gate.presuming();
        this.hangs = gate != null && gate.hangs();
        this.every = probing ? gate.every() : 0;
        this.seenBefore = probing ? gate.seen() : 0;
        this.seen = gate != null && learning ? new ArrayList<>() : null;
    }

    /**
     * Whether the candidate is skipped (the search then goes on to the next without asking);
     * {@code mayNotEnd} is only asked while the gate presumes or probes or has seen a timeout,
     * {@code cannotEnd} (a loop that cannot end once entered: {@link EndlessLoops}) only of those
     * that may not end. A candidate not skipped
     * must be passed to {@link #offered} once made.
     */
    public boolean skips(BooleanSupplier mayNotEnd, BooleanSupplier cannotEnd) {
        if (!(probing || presuming || hangs) || !mayNotEnd.getAsBoolean()) return false;
        boolean endless = cannotEnd.getAsBoolean();
        if (endless && (probing || hangs || endlessAsked++ > 0)) {
            // never a probe: it can only run into the timeout (it takes no probe's turn either)
            if (seen != null) seen.add(null);
            onSkip.run();
            return true;
        }
        if (!(probing || presuming)) return false;
        int i = proneSeen++;
        boolean ask = probing ? (seenBefore + i) % every == 0 : i < HangGate.TIMEOUTS || Integer.bitCount(i) == 1;
        if (seen != null) {
            prone.set(seen.size());
            if (!ask) seen.add(null);
        }
        if (!ask) onSkip.run();
        return !ask;
    }

    /** The candidate that goes to the oracle after {@link #skips} let it through; null when another gate skipped it. */
    public void offered(M candidate) {
        if (seen != null) seen.add(candidate);
    }

    /**
     * After the search: the candidate it took (null when none), which candidates ran into the
     * timeout, and which may not end.
     */
    public void took(M taken, Predicate<M> timedOut, Predicate<M> mayNotEnd) {
        if (seen == null) return;
        boolean marked = probing || presuming;
        int proneUpToTaken = 0;
        int hung = 0;
        int quick = 0;
        boolean tookOne = false;
        for (int i = 0; i < seen.size(); i++) {
            M m = seen.get(i);
            if (prone.get(i)) proneUpToTaken++;
            if (m == null) continue;
            boolean isTaken = m == taken;
            boolean slow = !isTaken && timedOut.test(m);
            if (isTaken || slow || (marked && prone.get(i))) {
                boolean p = marked ? prone.get(i) : mayNotEnd.test(m);
                if (isTaken) {
                    tookOne = p;
                    break;
                }
                if (p && slow) hung++;
                if (p && !slow) quick++;
            }
        }
        gate.answered(probing ? proneUpToTaken : 0, hung, quick, tookOne);
    }
}
