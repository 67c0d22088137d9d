package io.pare.oracle;

import java.util.concurrent.atomic.AtomicBoolean;

/** A flag a running query polls; set when its answer is no longer wanted. */
public final class CancelSignal {
    private final AtomicBoolean cancelled = new AtomicBoolean();

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }
}
