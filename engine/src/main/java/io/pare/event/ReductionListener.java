package io.pare.event;

/** Receives {@link ReductionEvent}s; called from several threads, so implementations synchronize. */
@FunctionalInterface
public interface ReductionListener {
    void on(ReductionEvent event);

    ReductionListener NONE = e -> {
    };
}
