package io.pare.reduction.lang.rust;

import java.util.List;
import java.util.Set;

import io.pare.parse.lexicon.Lexicon;
import io.pare.reduction.Reducer;

/** Rust's own passes: an impl's self type written {@code Self} where the impl names it again ({@link SelfType}). */
public final class RustPasses {
    private RustPasses() {
    }

    public static List<Reducer> create(Set<Integer> identifiers, Lexicon lexicon) {
        // Self is a keyword token the lexer types: without a lexicon there is nothing to write it with
        return lexicon == null ? List.of() : List.of(new SelfType(identifiers, lexicon::typeOf));
    }
}
