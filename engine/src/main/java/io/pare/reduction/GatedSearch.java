package io.pare.reduction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One search's use of the {@link CompileCheckGate}: the gate is read once, at the search's start (it
 * changes only from answers, after a search), and told afterwards the answers to the rule-breaking
 * candidates the search asked up to the one it took, in its order: what one job would have asked.
 * The candidates after the one taken were speculation and count for nothing.
 */
final class GatedSearch<M> {
    private final CompileCheckGate gate;
    private final boolean skipping;
    /** The candidates offered, in order, while the gate is still learning; null when it is not. */
    private final List<M> offered;
    private final BitSet breaking = new BitSet();

    /** {@code learning}: whether this search's answers count (a forecast's do not). */
    GatedSearch(CompileCheckGate gate, boolean learning) {
        this.gate = gate;
        this.skipping = gate != null && gate.skipping();
        this.offered = gate != null && learning && !skipping && gate.watching() ? new ArrayList<>() : null;
    }

    /**
     * The candidate, made, when it goes to the oracle; null when the gate skips it.
     * {@code breaks} is only asked when the gate needs it.
     */
    M offer(Supplier<M> make, BooleanSupplier breaks) {
        if (!skipping && offered == null) return make.get();
        boolean d = breaks.getAsBoolean();
        if (d && skipping) return null;
        M candidate = make.get();
        if (offered != null) {
            if (d) breaking.set(offered.size());
            offered.add(candidate);
        }
        return candidate;
    }

    /** After the search: the candidate it took, or null when it took none. */
    void took(M taken) {
        if (offered == null) return;
        for (int i = 0; i < offered.size(); i++) {
            M m = offered.get(i);
            if (breaking.get(i)) gate.answered(m == taken);
            if (m == taken) return;
        }
    }
}
