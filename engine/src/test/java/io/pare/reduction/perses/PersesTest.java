package io.pare.reduction.perses;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.ReductionResult;

/** Perses as the framework paper describes it (§III-B5) on its Fig. 1/2 example. */
class PersesTest {

    @Test
    void compatibleDescendantsOfTheRootAreThePapersThree() {
        Program p = TestPrograms.parse(TestPrograms.sums(), "13+3+(12)");
        List<Node> found = new Perses().compatibleDescendants(p, p.root());
        List<String> texts = found.stream().map(n -> squash(p.render(tokensOf(p, n)))).toList();
        assertEquals(List.of("13", "3", "(12)"), texts);
    }

    @Test
    void hoistsTheSmallestAcceptedDescendantAndDeletesListItems() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        ReductionResult r = TestPrograms.reduce(TestPrograms.sums(), "e.sum", "13+3+(12)", "perses", oracle, 1);
        assertEquals("12", squash(r.text()));
        // every candidate Perses produces is syntactically valid
        for (String asked : oracle.asked()) {
            TestPrograms.parse(TestPrograms.sums(), asked.isEmpty() ? "0" : asked);
        }
    }

    @Test
    void plusListsKeepOneItem() throws Exception {
        // (f a b c): the application's arguments are a + list; the oracle wants f applied to b.
        RecordingOracle oracle = new RecordingOracle(t -> squash(t).matches("\\(assert\\(f[a-c]*b[a-c]*\\)\\)"));
        ReductionResult r = TestPrograms.reduce(io.pare.parse.Languages.byName("smtlib2"), "t.smt2",
                "(assert (f a b c))", "perses", oracle, 1);
        assertEquals("(assert (f b))", r.text().strip());
        assertTrue(oracle.asked().stream().noneMatch(t -> squash(t).contains("(f)")), "never an empty + list");
    }

    @Test
    void chainsLookAheadButCommitWhatSequentialPersesCommits() throws Exception {
        // A C function whose statements mostly go: with 4 jobs the candidates of the next rule and list
        // nodes are asked ahead; the result and every query sequential Perses asks must be the same.
        String c = """
                int g;
                int f(int a, int b) { return a * (b + 2) - (a ? b : 3); }
                int main(void) {
                  int x = f(1, 2) + f(3, 4) * (g ? 5 : 6);
                  if (x > 7) { g = x - (1 + 2 * 3); } else { g = (4 + 5) * f(6, 7); }
                  while (g > 100) g = g / (2 + 1);
                  return g == 42 ? (x + 1) * 2 : x;
                }
                """;
        io.pare.parse.Language lang = io.pare.parse.Languages.byName("c");
        List<java.util.function.Predicate<String>> bugs = List.of(
                t -> t.contains("while") && t.contains("/") && t.contains("main"),
                t -> t.contains("f(") && t.contains("?") && t.contains("*"),
                t -> t.contains("g = ") && t.contains("+") && t.contains("return"),
                t -> t.contains("(4 + 5)") && t.contains("x >"));
        for (java.util.function.Predicate<String> bug : bugs) {
            RecordingOracle one = new RecordingOracle(bug);
            ReductionResult sequential = TestPrograms.reduce(lang, "t.c", c, "perses", one, 1);
            for (int jobs : new int[] {2, 4}) {
                RecordingOracle more = new RecordingOracle(bug);
                ReductionResult parallel = TestPrograms.reduce(lang, "t.c", c, "perses", more, jobs);
                assertEquals(sequential.text(), parallel.text(), jobs + " jobs");
                assertTrue(new java.util.HashSet<>(more.asked()).containsAll(one.asked()),
                        "the " + jobs + "-job run asks every query the sequential run asks");
            }
            assertTrue(sequential.outputTokens() < sequential.inputTokens(), sequential.text());
        }
    }

    @Test
    void rememberingPersesDoesNotAskAgainWhatWasRefusedWhileNothingItTouchesChanged() throws Exception {
        String c = "int g;\nint main(void) { g = 1; return g; }\n";
        RecordingOracle oracle = new RecordingOracle(t -> squash(t).equals(squash(c))); // 1-minimal already
        List<Integer> asked = rounds(Perses.remembering(cIdentifiers()), c, oracle, 2);
        assertTrue(asked.get(0) > 0);
        assertEquals(0, asked.get(1), "the second walk over an unchanged program asks nothing");
    }

    private static java.util.Set<Integer> cIdentifiers() {
        return io.pare.parse.Identifiers.types(io.pare.parse.Languages.byName("c"), null);
    }

    /** How many candidates each of {@code n} rounds of the reducer had decided (the oracle or the cache), on one program. */
    private static List<Integer> rounds(io.pare.reduction.Reducer r, String c, RecordingOracle oracle, int n) throws Exception {
        Program p = TestPrograms.parse(io.pare.parse.Languages.byName("c"), c);
        List<Integer> asked = new java.util.ArrayList<>();
        try (var queries = new io.pare.query.QueryService(oracle, 1, "t.c", java.nio.charset.StandardCharsets.UTF_8, null)) {
            var ctx = new io.pare.reduction.ReductionContext(p, queries, io.pare.event.ReductionListener.NONE,
                    io.pare.reduction.ReductionContext.newLexemeTable());
            for (int i = 0; i < n; i++) {
                long before = queries.decided(); // cache hits included: a remembered refusal is not even offered
                r.round(ctx);
                asked.add((int) (queries.decided() - before));
            }
        }
        return asked;
    }

    private static int[] tokensOf(Program p, Node n) {
        io.pare.program.IntArray out = new io.pare.program.IntArray(4);
        collect(n, out);
        return out.toArray();
    }

    private static void collect(Node n, io.pare.program.IntArray out) {
        if (n.kind() == io.pare.program.NodeKind.TOKEN) {
            out.add(n.tokenIndex());
        }
        for (Node c : n.children()) collect(c, out);
    }

    @Test
    void aJavaImportGoesWholeOrStaysWhole() throws Exception {
        // a compiler's view: the import must name java.util.List exactly for List to resolve
        String source = """
                import java.util.List;
                import static java.util.Collections.emptyList;
                class A { List<String> f() { return null; } int g() { return 1; } }
                """;
        RecordingOracle oracle = new RecordingOracle(
                t -> t.contains("class A") && t.contains("List<String>") && t.contains("import java.util.List;"));
        io.pare.parse.Language lang = io.pare.parse.Languages.byName("java");
        var ids = io.pare.parse.Identifiers.types(lang, null);
        Perses whole = Perses.remembering(ids, io.pare.reduction.lang.LanguagePasses.wholeRules(lang));
        Program p = TestPrograms.parse(lang, source);
        try (var queries = new io.pare.query.QueryService(oracle, 1, "A.java", java.nio.charset.StandardCharsets.UTF_8, null)) {
            var ctx = new io.pare.reduction.ReductionContext(p, queries, io.pare.event.ReductionListener.NONE,
                    io.pare.reduction.ReductionContext.newLexemeTable());
            whole.round(ctx);
        }
        for (String asked : oracle.asked()) {
            for (String line : asked.split("\n")) {
                if (!line.contains("import")) continue;
                String l = squash(line);
                assertTrue(l.contains("importjava.util.List;") || l.contains("importstaticjava.util.Collections.emptyList;")
                        || l.isEmpty(), "an import cut inside: " + line);
            }
        }
        assertEquals("importjava.util.List;classA{List<String>f();}", squash(p.currentText()));
    }
}
