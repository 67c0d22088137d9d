package io.pare.reduction.ppr;

/** Receives {@link PairEvent}s, from several threads. */
@FunctionalInterface
public interface PairListener {
    void on(PairEvent event);

    PairListener NONE = e -> {
    };
}
