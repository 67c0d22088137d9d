package io.pare.reduction;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.reduction.lang.LanguagePasses;
import io.pare.reduction.perses.Perses;
import io.pare.reduction.unused.UnreferencedDeclarations;

/** Bulk passes run inside one walk of Perses once it has shrunk the program enough. */
class InterludeTest {
    private static final Language C = Languages.byName("c");

    /** Eight helpers that main's first statement calls; the bug is in main's second statement. */
    private static final String PROGRAM = """
            int f1(int x) { return x + 1; }
            int f2(int x) { return x + 2; }
            int f3(int x) { return x + 3; }
            int f4(int x) { return x + 4; }
            int f5(int x) { return x + 5; }
            int f6(int x) { return x + 6; }
            int f7(int x) { return x + 7; }
            int f8(int x) { return x + 8; }
            int main(void) {
              int a = f1(1) * f2(2) * f3(3) * f4(4) * f5(5) * f6(6) * f7(7) * f8(8) + f1(f2(f3(f4(f5(f6(f7(f8(0))))))));
              int bug = 1;
              return bug;
            }
            """;

    /** Like a compiler: every function called must be defined, and the bug must stay. */
    private static final Predicate<String> COMPILES_WITH_BUG = text -> {
        if (!text.contains("int bug = 1;")) return false;
        Matcher call = Pattern.compile("\\b(f\\d)\\(").matcher(text);
        while (call.find()) {
            if (!text.contains("int " + call.group(1) + "(int x)")) return false;
        }
        return true;
    };

    private record Walk(String result, List<String> asked) {
    }

    /** One Perses walk (not its fixpoint), with the unreferenced-declaration pass as interlude or without one. */
    private static Walk oneWalk(boolean interlude, int jobs) throws Exception {
        var ids = Identifiers.types(C, null);
        Reducer unreferenced = new UnreferencedDeclarations(LanguagePasses.declarations(C, ids).orElseThrow(), ids);
        RecordingOracle oracle = new RecordingOracle(COMPILES_WITH_BUG);
        try (QueryService queries = new QueryService(oracle, jobs, "t.c", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(C, PROGRAM);
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            if (interlude) ctx.setInterlude(new Interlude(List.of(unreferenced), 0.6));
            ctx.setPass("perses");
            new Perses().round(ctx);
            return new Walk(squash(p.currentText()), oracle.asked());
        }
    }

    @Test
    void helpersWhoseLastCallPersesDeletedGoInOneCandidateDuringTheSameWalk() throws Exception {
        Walk with = oneWalk(true, 2);
        assertFalse(with.result().contains("f1"), with.result());
        assertTrue(with.result().contains("intbug=1;"), with.result());
        long allEightAtOnce = with.asked().stream()
                .filter(t -> COMPILES_WITH_BUG.test(t) && !t.contains("int f1(") && !t.contains("int f8(")).count();
        assertTrue(allEightAtOnce >= 1, "one candidate deletes every helper");

        // without it, Perses' walk has passed the top-level list before the calls went: it cuts each
        // helper down on its own, a few queries each, and leaves its name
        Walk without = oneWalk(false, 2);
        assertTrue(without.result().contains("f1"), without.result());
        assertTrue(with.asked().size() < without.asked().size(),
                with.asked().size() + " queries with the interlude, " + without.asked().size() + " without");
    }

    /** Helpers with bodies of their own, all called from main's first statement, the bug after it. */
    private static final String DEAD_BODIES = """
            int f1(int x) { int a = x; a = a + 1; a = a * 2; return a; }
            int f2(int x) { int a = x; a = a + 2; a = a * 3; return a; }
            int f3(int x) { int a = x; a = a + 3; a = a * 4; return a; }
            int f4(int x) { int a = x; a = a + 4; a = a * 5; return a; }
            int main(void) {
              int a = f1(1) * f2(2) * f3(3) * f4(4) + f1(f2(f3(f4(0)))) + f4(f3(f2(f1(0)))) * f1(f1(f1(f1(0))));
              int bug = 1;
              return bug;
            }
            """;

    @Test
    void aListLosingChunkAfterChunkStopsForTheInterludeInsteadOfWhittlingWhatItLeftUnnamed() throws Exception {
        // Perses deletes main's first statement (a chunk of main's list); before, the chain went on
        // from there into the helpers it had just left uncalled, and cut their bodies down one
        // statement at a time. The interlude is due at once, and takes the four helpers whole.
        var ids = Identifiers.types(C, null);
        Reducer unreferenced = new UnreferencedDeclarations(LanguagePasses.declarations(C, ids).orElseThrow(), ids);
        RecordingOracle oracle = new RecordingOracle(t -> COMPILES_WITH_BUG.test(t) && t.contains("main(void) {") && t.contains("return bug;"));
        String result;
        try (QueryService queries = new QueryService(oracle, 2, "t.c", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(C, DEAD_BODIES);
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            ctx.setInterlude(new Interlude(List.of(unreferenced), 0.9));
            ctx.setPass("perses");
            new Perses().round(ctx);
            result = squash(p.currentText());
        }
        assertFalse(result.contains("f1"), result);
        List<String> whittled = oracle.asked().stream()
                .filter(t -> t.contains("int f1(int x)") && !t.contains("f1(1)") && !t.contains("a = a * 2;"))
                .toList();
        assertEquals(List.of(), whittled, "no candidate cuts an uncalled helper's body");
    }

    @Test
    void theSizeThatTriggersItIsAFractionOfTheLastRun() {
        Interlude i = new Interlude(List.of(), 0.6);
        assertFalse(i.due(61, 100));
        assertTrue(i.due(60, 100));
        assertThrows(IllegalArgumentException.class, () -> new Interlude(List.of(), 1.0));
    }

    @Test
    void theWalkEndsTheSameAtAnyJobCount() throws Exception {
        assertEquals(oneWalk(true, 1).result(), oneWalk(true, 4).result());
    }

    @Test
    void betweenTwoWalksTheBulkPassesTakeWhatTheFirstWalkLeftUnnamed() throws Exception {
        // the first walk passes the helpers (main calls them), then deletes the calls; before the
        // second walk the bulk pass takes all eight helpers in one candidate
        var ids = Identifiers.types(C, null);
        Reducer unreferenced = new UnreferencedDeclarations(LanguagePasses.declarations(C, ids).orElseThrow(), ids);
        List<String> passes = new java.util.ArrayList<>();
        RecordingOracle oracle = new RecordingOracle(COMPILES_WITH_BUG);
        try (QueryService queries = new QueryService(oracle, 1, "t.c", StandardCharsets.UTF_8, null)) {
            Session s = TestSessions.open(C, "t.c", PROGRAM, queries, e -> {
                if (e instanceof io.pare.event.ReductionEvent.PassStarted ps) passes.add(ps.pass());
            });
            // never inside a walk (0.01): only between walks
            s.fixpoint(new Perses(), new Interlude(List.of(unreferenced), 0.01));
            assertFalse(s.best().contains("f1"), s.best());
        }
        assertEquals("perses", passes.get(0));
        assertEquals("unreferenced", passes.get(1), passes.toString());
        long allEightAtOnce = oracle.asked().stream()
                .filter(t -> COMPILES_WITH_BUG.test(t) && !t.contains("int f1(") && !t.contains("int f8(")).count();
        assertTrue(allEightAtOnce >= 1, "one candidate deletes every helper");
    }
}
