package io.pare.reduction.lang.smtlib;

import java.util.List;
import java.util.Set;

import io.pare.parse.lexicon.Lexicon;
import io.pare.reduction.Reducer;

/** SMT-LIB's own passes: a floating-point term asked about with a test of it alone ({@link FloatTests}). */
public final class SmtLibPasses {
    private SmtLibPasses() {
    }

    public static List<Reducer> create(Set<Integer> identifiers, Lexicon lexicon) {
        return List.of(new FloatTests(identifiers, lexicon == null ? null : lexicon::typeOf));
    }
}
