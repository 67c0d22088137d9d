package io.pare.reduction.text;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.LexedLanguage;
import io.pare.query.QueryService;
import io.pare.reduction.Reducers;
import io.pare.reduction.Session;
import io.pare.reduction.Stage;
import io.pare.reduction.TestSessions;

/** The default's last stage: cuts no grammar allows, taken only from an oracle that takes them. */
class PastTheGrammarTest {
    private static final GrammarLanguage CPP = (GrammarLanguage) Languages.byName("cpp");
    private static final Language TOKENS = new LexedLanguage(CPP);
    /** A front end that crashes at {@code crash<4>}: it never reads what follows. */
    private static final Predicate<String> CRASHES_WHILE_READING = t -> t.contains("crash<4>") && t.contains("struct");
    private static final String PROGRAM = """
            struct S {
              void f() { crash<4>; g(1, 2); }
              int h(int x) { return x + 1; }
            };
            int main() { S s; s.f(); }
            """;

    @Test
    void theShortestPrefixTheOracleTakesIsFoundByBisection() throws Exception {
        TextPassRound r = TextPassRound.of(new TailTruncation(), TOKENS, PROGRAM, CRASHES_WHILE_READING);
        assertEquals("struct S {\n  void f() { crash<4>\n", r.result());
        int tokens = CPP.countTokens(PROGRAM);
        assertTrue(r.asked().size() <= 33 - Integer.numberOfLeadingZeros(tokens), "about log2(n) queries: " + r.asked());
    }

    @Test
    void pastTheCutTheTokenPassesDeleteWhatNeedNotParse() throws Exception {
        Run r = run(CRASHES_WHILE_READING);
        assertEquals("structcrash<4>", squash(r.result()));
    }

    @Test
    void anOracleThatWantsWholeProgramsCostsOneQuery() throws Exception {
        Predicate<String> compiles = t -> t.contains("crash<4>") && t.trim().endsWith("}");
        Run r = run(compiles);
        assertEquals(PROGRAM, r.result());
        // beside it, a re-check of the result asked ahead (the run would end here)
        List<String> cuts = r.asked().stream().filter(t -> !t.equals(PROGRAM)).toList();
        assertEquals(List.of(PROGRAM.substring(0, PROGRAM.lastIndexOf(';') + 1) + "\n"), cuts, "all but the last token");
    }

    @Test
    void theDefaultEndsPastTheGrammarWhereItHasOne() {
        List<Stage> cpp = Reducers.stages(Reducers.DEFAULT, CPP, true, null);
        assertTrue(cpp.get(cpp.size() - 1).strategy() instanceof PastTheGrammar);
        assertTrue(cpp.get(cpp.size() - 1).language() instanceof LexedLanguage);
        List<Stage> perses = Reducers.stages("perses", CPP, true, null);
        assertFalse(perses.stream().anyMatch(s -> s.strategy() instanceof PastTheGrammar), "Perses keeps to the grammar");
        List<Stage> inGrammar = Reducers.stages("default:in-grammar", CPP, true, null);
        assertFalse(inGrammar.stream().anyMatch(s -> s.strategy() instanceof PastTheGrammar), "asked to keep to the grammar");
        assertEquals(cpp.size() - 1, inGrammar.size());
    }

    private record Run(String result, List<String> asked) {
    }

    private static Run run(Predicate<String> interesting) throws Exception {
        RecordingOracle oracle = new RecordingOracle(interesting);
        try (QueryService queries = new QueryService(oracle, 2, "input.cpp", StandardCharsets.UTF_8, null)) {
            Session s = TestSessions.open(TOKENS, "input.cpp", PROGRAM, queries, ReductionListener.NONE);
            new PastTheGrammar().run(s);
            return new Run(s.best(), oracle.asked());
        }
    }
}
