package io.pare.reduction;

import java.util.List;
import java.util.function.UnaryOperator;

import io.pare.parse.Language;
import io.pare.program.Program;

/**
 * One stage of a reduction: a language to parse the current text with, an optional reshaping of
 * the parsed program (e.g. flattening for plain ddmin), and the reducers to run to a fixpoint.
 */
public record Stage(Language language, UnaryOperator<Program> shape, List<Reducer> reducers) {
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (Reducer r : reducers) {
            if (sb.length() > 0) sb.append(',');
            sb.append(r.name());
        }
        return sb.toString();
    }
}
