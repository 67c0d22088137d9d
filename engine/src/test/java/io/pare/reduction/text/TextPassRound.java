package io.pare.reduction.text;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.Language;
import io.pare.parse.ParseFailedException;
import io.pare.query.QueryService;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/** One round of one text pass on a text, read as the session reads it: the text it leaves, and every text it asked about. */
record TextPassRound(String result, List<String> asked) {
    static TextPassRound of(Reducer pass, Language language, String text, Predicate<String> interesting) throws Exception {
        RecordingOracle oracle = new RecordingOracle(interesting);
        try (QueryService queries = new QueryService(oracle, 1, "input", StandardCharsets.UTF_8, null)) {
            ReductionContext ctx = new ReductionContext(TestPrograms.parse(language, text), queries, ReductionListener.NONE,
                    ReductionContext.newLexemeTable());
            ctx.setReader(t -> {
                try {
                    return language.parse("input", t, StandardCharsets.UTF_8, x -> x);
                } catch (ParseFailedException e) {
                    return null;
                }
            });
            pass.round(ctx);
            return new TextPassRound(ctx.text(), oracle.asked());
        }
    }

    /** Whether the language parses the text (no text pass may ask about one it does not). */
    static boolean parses(Language language, String text) {
        try {
            language.parse("input", text, StandardCharsets.UTF_8, x -> x);
            return true;
        } catch (ParseFailedException e) {
            return false;
        }
    }
}
