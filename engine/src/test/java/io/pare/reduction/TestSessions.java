package io.pare.reduction;

import java.nio.charset.StandardCharsets;
import java.util.List;

import io.pare.event.ReductionListener;
import io.pare.parse.Language;
import io.pare.query.QueryService;

/** Sessions for tests of strategies from other packages (the constructor is the engine's own). */
public final class TestSessions {
    private TestSessions() {
    }

    public static Session open(Language language, String fileName, String text, QueryService queries,
            ReductionListener listener) {
        Stage stage = new Stage(language, p -> p, List.of());
        Session s = new Session(stage, queries, listener, ReductionContext.newLexemeTable(), text, x -> x, t -> { }, () -> { });
        s.setFile(fileName, StandardCharsets.UTF_8);
        return s;
    }
}
