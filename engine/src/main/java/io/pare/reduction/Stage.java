package io.pare.reduction;

import java.util.List;
import java.util.function.UnaryOperator;

import io.pare.parse.Language;
import io.pare.program.Program;
import io.pare.reduction.hang.HangGate;

/**
 * One stage of a reduction: a language to parse the current text with, an optional reshaping of
 * the parsed program (e.g. flattening for plain ddmin), and the strategy that schedules its
 * reducers (by default: all of them, round after round, to a fixpoint); and, for the default, the
 * gate that skips deletions breaking a rule of the compiler ({@link CompileCheck}) once the oracle refuses them,
 * and the one that skips candidates which may leave a loop without its end once such candidates time out.
 */
public record Stage(Language language, UnaryOperator<Program> shape, Strategy strategy, CompileCheckGate gate, HangGate hangGate) {
    public Stage(Language language, UnaryOperator<Program> shape, Strategy strategy, CompileCheckGate gate) {
        this(language, shape, strategy, gate, null);
    }

    public Stage(Language language, UnaryOperator<Program> shape, Strategy strategy) {
        this(language, shape, strategy, null);
    }

    public Stage(Language language, UnaryOperator<Program> shape, List<Reducer> reducers) {
        this(language, shape, Strategy.fixpoint(reducers));
    }

    public String describe() {
        return strategy.describe();
    }
}
