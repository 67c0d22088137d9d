package io.pare.reduction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One search's use of the {@link CompileCheckGate}. The gate's answers are read once, at the
 * search's start, and told afterwards the answers to the rule-breaking candidates the search asked
 * up to the one it took, in its order: what one job would have asked. Within the search every
 * candidate before the one it takes is refused, so a rule-breaking candidate offered counts as a
 * refusal for the ones after it: a search that offers them one after another (a Perses walk is
 * one search from one acceptance to the next, over dozens of nodes) stops offering them once the
 * count is reached, as one job would, whatever the job count. The candidates after the one taken
 * were speculation and count for nothing. While the gate skips, the search asks its probes
 * ({@link CompileCheckGate#probes}), counted from the gate's count of candidates met at the start:
 * the same candidates at any job count.
 */
final class GatedSearch<M> {
    private final CompileCheckGate gate;
    /** Whether the gate is still undecided or skipping (no rule-breaking candidate was ever taken). */
    private final boolean watching;
    /** Refusals of rule-breaking candidates: the gate's at the start, then each one this search offered. */
    private int refusals;
    /** Rule-breaking candidates met while skipping: the gate's at the start, then each one this search met. */
    private int met;
    /**
     * What the search was offered, in order, when its answers count (null when they do not): each
     * candidate asked, or null for one skipped.
     */
    private final List<M> offered;
    private final BitSet breaking = new BitSet();
    /** Which of the offered were met while skipping (skipped or probes). */
    private final BitSet whileSkipping = new BitSet();

    /** {@code learning}: whether this search's answers count (a forecast's do not). */
    GatedSearch(CompileCheckGate gate, boolean learning) {
        this.gate = gate;
        this.watching = gate != null && gate.watching();
        this.refusals = watching ? gate.refusals() : 0;
        this.met = watching ? gate.met() : 0;
        this.offered = watching && learning ? new ArrayList<>() : null;
    }

    /**
     * The candidate, made, when it goes to the oracle; null when the gate skips it.
     * {@code breaks} is only asked when the gate needs it.
     */
    M offer(Supplier<M> make, BooleanSupplier breaks) {
        if (!watching) return make.get();
        boolean d = breaks.getAsBoolean();
        boolean skipping = d && refusals >= CompileCheckGate.REFUSALS;
        if (skipping && !CompileCheckGate.probes(met++)) {
            if (offered != null) {
                whileSkipping.set(offered.size());
                offered.add(null);
            }
            return null;
        }
        M candidate = make.get();
        if (offered != null) {
            if (d) breaking.set(offered.size());
            if (skipping) whileSkipping.set(offered.size());
            offered.add(candidate);
        }
        if (d) refusals++;
        return candidate;
    }

    /** After the search: the candidate it took, or null when it took none. */
    void took(M taken) {
        if (offered == null) return;
        int metUpToTaken = 0;
        for (int i = 0; i < offered.size(); i++) {
            M m = offered.get(i);
            if (whileSkipping.get(i)) metUpToTaken++;
            if (m == null) continue;
            if (breaking.get(i)) gate.answered(m == taken);
            if (m == taken) break;
        }
        gate.metWhileSkipping(metUpToTaken);
    }
}
