package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.program.Token;
import io.pare.query.QueryService;
import io.pare.reduction.perses.Perses;

class SessionTest {
    /**
     * Vulcan returns to an earlier program of the same size after a same-size transformation; the
     * session's last tree is then the transformed one, but the result's tokens must be the best's,
     * with offsets into the original input.
     */
    @Test
    void tokensOfBestFollowARestoredSnapshot() throws Exception {
        String original = "13+3+(12)";
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        try (QueryService queries = new QueryService(oracle, 1, "e.sum", StandardCharsets.UTF_8, s -> { })) {
            Stage stage = new Stage(TestPrograms.sums(), p -> p, List.of(new Perses()));
            Session session = new Session(stage, queries, ReductionListener.NONE, ReductionContext.newLexemeTable(),
                    original, x -> x, t -> { }, () -> { });
            session.setFile("e.sum", StandardCharsets.UTF_8);
            Session.Snapshot start = session.snapshot();
            session.fixpoint(new Perses());
            assertEquals("12", session.best().strip());
            session.restore(start);
            List<Token> tokens = session.tokensOfBest();
            assertEquals(List.of("13", "+", "3", "+", "(", "12", ")"), tokens.stream().map(Token::text).toList());
            assertEquals(original.indexOf("(12)") + 1, tokens.get(5).origin());
        }
    }
}
