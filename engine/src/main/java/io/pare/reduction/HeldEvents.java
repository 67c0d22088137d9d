package io.pare.reduction;

import java.util.ArrayList;
import java.util.List;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;

/**
 * A run's events, held back while its input is checked beside the first searches and passed on
 * in order once the check holds, so that a listener still sees the run start before anything
 * happens in it; dropped when the check fails, since that run never started.
 */
final class HeldEvents implements ReductionListener {
    private final ReductionListener to;
    /** Events waiting for the check; null while events pass straight on. */
    private List<ReductionEvent> held;
    private boolean dropped;

    HeldEvents(ReductionListener to) {
        this.to = to;
    }

    /** The listener itself, for what the check says about the input (before anything held). */
    ReductionListener direct() {
        return to;
    }

    synchronized void hold() {
        if (!dropped) held = new ArrayList<>();
    }

    @Override
    public void on(ReductionEvent e) {
        synchronized (this) {
            if (dropped) return;
            if (held != null) {
                held.add(e);
                return;
            }
        }
        to.on(e);
    }

    /** Passes on what was held, then every later event. */
    synchronized void release() {
        if (held == null) return;
        for (ReductionEvent e : held) to.on(e);
        held = null;
    }

    /** Drops what was held and every later event. */
    synchronized void drop() {
        held = null;
        dropped = true;
    }
}
