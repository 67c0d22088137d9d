package io.pare.reduction.trec;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Identifiers;
import io.pare.query.CancelledException;
import io.pare.query.QueryService;
import io.pare.reduction.IdlePass;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.Session;
import io.pare.reduction.Strategy;
import io.pare.reduction.TestSessions;

/** The loop T-Rec runs around a syntax-guided strategy. */
class TRecStrategyTest {
    /** Deletes the return statement; a stand-in for a pass past 1-minimality. */
    private static final class DropReturn implements Reducer {
        @Override
        public String name() {
            return "drop-return";
        }

        @Override
        public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
            String t = ctx.text();
            int at = t.indexOf("return");
            if (at >= 0) ctx.commitFirstText(List.of(t.substring(0, at) + t.substring(t.indexOf(';', at) + 1)).iterator(), x -> x);
        }
    }

    @Test
    void aRenameThatDeletesNothingStillLetsTheInnerStrategyTryAgain() throws Exception {
        GrammarLanguage c = TRecTest.miniC();
        // the return may go only once the callee is called a: a rename (as a Rust shadowing name
        // can) opens a deletion that neither T-Rec nor the main reducer's fixpoint makes
        RecordingOracle oracle = new RecordingOracle(t -> squash(t).contains("();") && (squash(t).contains("a();") || t.contains("return")));
        TRec trec = new TRec(c, Identifiers.types(c, null), Set.of());
        Strategy inner = Strategy.fixpoint(List.of(new DropReturn()));
        try (QueryService q = new QueryService(oracle, 1, "t.c", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(c, "t.c", "int main(){ callee(); return 1; }", q, e -> { });
            // the main reducer's fixpoint after T-Rec deletes no token
            new TRecStrategy(inner, new IdlePass(), trec).run(s);
            assertEquals("inta(){a();}", squash(s.best()));
        }
    }
}
