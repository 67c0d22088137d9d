package io.pare.reduction.lang.smtlib;

import java.util.List;
import java.util.Set;

import io.pare.parse.lexicon.Lexicon;
import io.pare.reduction.Reducer;

/** SMT-LIB's own passes: a floating-point comparison made a test of one operand ({@link FloatComparisons}). */
public final class SmtLibPasses {
    private SmtLibPasses() {
    }

    public static List<Reducer> create(Set<Integer> identifiers, Lexicon lexicon) {
        return List.of(new FloatComparisons(identifiers));
    }
}
