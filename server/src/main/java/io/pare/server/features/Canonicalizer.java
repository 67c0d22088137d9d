package io.pare.server.features;

import java.util.List;

import io.pare.event.ReductionListener;
import io.pare.oracle.Oracle;
import io.pare.parse.Language;

/** Token canonicalization (T-Rec) as the server calls it. */
public interface Canonicalizer {
    /** Runs until done or {@link Cancellable#cancel}; returns the best program so far either way. */
    Outcome canonicalize(String fileName, String text, Language language, Oracle oracle, int jobs,
            ReductionListener listener, Cancellable cancel) throws Exception;

    /**
     * @param text     the canonicalized program
     * @param resisted tokens that could not be simplified: offsets in the original text and why
     */
    record Outcome(String text, List<Resisted> resisted, boolean cancelled) {
    }

    record Resisted(int start, int end, String message) {
    }
}
