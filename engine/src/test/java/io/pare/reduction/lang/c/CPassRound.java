package io.pare.reduction.lang.c;

import static io.pare.TestPrograms.squash;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.lexicon.Lexicon;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/**
 * One round of one of Pare's language passes on a text (C unless said): the program it leaves
 * (squashed), and every text it asked about.
 */
public record CPassRound(String result, List<String> asked) {
    static final Language C = Languages.byName("c");

    static CPassRound of(Reducer pass, String text, Predicate<String> interesting) throws Exception {
        return of(C, "t.c", pass, text, interesting);
    }

    /** A round of a C pass made, as most of them are, from C's identifier token types and its lexer's type of a text. */
    static CPassRound of(BiFunction<Set<Integer>, Function<String, Integer>, Reducer> pass, String text,
            Predicate<String> interesting) throws Exception {
        return of(pass.apply(identifiers(), typeOf()), text, interesting);
    }

    /** C's identifier token types. */
    static Set<Integer> identifiers() {
        return Identifiers.types(C, null);
    }

    /** C's lexer's token type of a text. */
    static Function<String, Integer> typeOf() {
        return Lexicon.of(C)::typeOf;
    }

    public static CPassRound of(Language language, String fileName, Reducer pass, String text, Predicate<String> interesting)
            throws Exception {
        RecordingOracle oracle = new RecordingOracle(interesting);
        try (QueryService queries = new QueryService(oracle, 1, fileName, StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(language, text);
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            pass.round(ctx);
            // an accepted candidate is a splice: the tree stays, the best tokens move on
            String result = ctx.lastAccepted() == null ? p.currentText() : p.render(ctx.lastAccepted());
            return new CPassRound(squash(result), oracle.asked());
        }
    }
}
