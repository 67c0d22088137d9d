package io.pare.reduction.unused;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.reduction.CompileCheckGate;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.lang.LanguagePasses;

/** A deletion that leaves a used name undeclared is skipped once the oracle has shown it refuses such programs. */
class DanglingNamesTest {
    private static final Language JAVA = Languages.byName("java");
    private static final int FIELDS = 12;

    /** Twelve fields one method uses, and one nothing uses. */
    private static String program() {
        return program(FIELDS);
    }

    private static String program(int fields) {
        StringBuilder s = new StringBuilder("class A {\n");
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < fields; i++) {
            s.append("    int f").append(i).append(";\n");
            sum.append(i == 0 ? "" : " + ").append('f').append(i);
        }
        return s.append("    int unused;\n    int m() { return ").append(sum).append("; }\n}\n").toString();
    }

    /** A model of javac: every field the method reads is declared. */
    private static boolean compiles(String t) {
        return compiles(t, FIELDS);
    }

    private static boolean compiles(String t, int fields) {
        for (int i = 0; i < fields; i++) {
            if (!t.contains("int f" + i + ";")) return false;
        }
        return true;
    }

    private static DanglingNames names() {
        var ids = Identifiers.types(JAVA, null);
        return new DanglingNames(LanguagePasses.declarations(JAVA, ids).orElseThrow(), ids);
    }

    /** The field declarations by name, as items to delete. */
    private static java.util.Map<String, Node> fields(Program p) {
        java.util.Map<String, Node> out = new java.util.LinkedHashMap<>();
        for (Declaration d : names().finder().index(p).declarations()) {
            String name = d.names().size() == 1 ? d.names().iterator().next() : "";
            if (name.matches("f\\d+|unused")) out.put(name, d.item());
        }
        return out;
    }

    @Test
    void aDeletionIsDanglingWhenItTakesTheLastDeclarationOfANameStillUsed() throws Exception {
        Program p = TestPrograms.parse(JAVA, program());
        var fields = fields(p);
        DanglingNames names = names();
        assertTrue(names.dangles(p, p.tokensOf(Edit.delete(List.of(fields.get("f3"))))), "m still reads f3");
        assertFalse(names.dangles(p, p.tokensOf(Edit.delete(List.of(fields.get("unused"))))), "nothing reads unused");
        Node method = names.finder().index(p).declarations().stream().filter(d -> d.names().equals(java.util.Set.of("m")))
                .findFirst().orElseThrow().item();
        List<Node> methodAndF3 = List.of(method, fields.get("f3"));
        assertFalse(names.dangles(p, p.tokensOf(Edit.delete(methodAndF3))), "the reader of f3 goes with it: " + p.render(p.tokensOf(Edit.delete(methodAndF3))));
    }

    private record Asked(List<String> texts, CompileCheckGate gate) {
    }

    /** Two searches: single fields (the oracle refusing all but {@code unused}), then pairs of fields. */
    private static Asked twoSearches(Predicate<String> oracle, int jobs) throws Exception {
        RecordingOracle o = new RecordingOracle(oracle);
        CompileCheckGate gate = new CompileCheckGate(names());
        try (QueryService queries = new QueryService(o, jobs, "A.java", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(JAVA, program());
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            ctx.setCompileCheckGate(gate);
            var fields = fields(p);
            List<List<Node>> singles = new ArrayList<>();
            for (int i = 0; i < CompileCheckGate.REFUSALS; i++) singles.add(List.of(fields.get("f" + i)));
            ctx.commitFirst(singles, Edit::delete);
            List<List<Node>> pairs = new ArrayList<>();
            for (int i = 0; i + 1 < FIELDS; i += 2) {
                if (p.currentText().contains("int f" + i + ";") && p.currentText().contains("int f" + (i + 1) + ";")) {
                    pairs.add(List.of(fields.get("f" + i), fields.get("f" + (i + 1))));
                }
            }
            pairs.add(List.of(fields.get("unused")));
            ctx.commitFirst(pairs, Edit::delete);
            return new Asked(o.asked(), gate);
        }
    }

    @Test
    void afterEnoughRefusalsDanglingDeletionsAreSkippedAndTheOthersStillAsked() throws Exception {
        Asked a = twoSearches(DanglingNamesTest::compiles, 1);
        assertTrue(a.gate().skipping());
        assertEquals(CompileCheckGate.REFUSALS + 1, a.texts().size(), "the single fields, then only the unused one: "
                + a.texts().subList(CompileCheckGate.REFUSALS, a.texts().size()));
        assertFalse(a.texts().get(CompileCheckGate.REFUSALS).contains("int unused;"));
        // at 3 jobs speculation asks more (pairs of singles, in case one is taken), but the gate
        // counts the same answers and the searches take the same candidate
        Asked three = twoSearches(DanglingNamesTest::compiles, 3);
        assertTrue(three.gate().skipping());
        assertFalse(three.texts().get(three.texts().size() - 1).contains("int unused;"));
    }

    /** One search offering every single field, then the unused one: a Perses walk between two acceptances. */
    private static List<String> oneLongSearch(int jobs) throws Exception {
        RecordingOracle o = new RecordingOracle(DanglingNamesTest::compiles);
        try (QueryService queries = new QueryService(o, jobs, "A.java", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(JAVA, program());
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            ctx.setCompileCheckGate(new CompileCheckGate(names()));
            var fields = fields(p);
            List<List<Node>> singles = new ArrayList<>();
            for (int i = 0; i < FIELDS; i++) singles.add(List.of(fields.get("f" + i)));
            singles.add(List.of(fields.get("unused")));
            ctx.commitFirst(singles, Edit::delete);
            assertFalse(ctx.program().currentText().contains("int unused;"), "the unused field goes");
            return o.asked();
        }
    }

    @Test
    void withinOneSearchTheCountIsReachedToo() throws Exception {
        // every candidate before the one a search takes is refused, so the eighth dangling one
        // offered closes the gate for the rest of the search, at any job count
        List<String> one = oneLongSearch(1);
        assertEquals(CompileCheckGate.REFUSALS + 1, one.size(), one.toString());
        for (List<String> asked : List.of(one, oneLongSearch(3))) {
            // jobs ask ahead (and pairs of the candidates offered), but never a field past the count
            for (String t : asked) {
                for (int i = CompileCheckGate.REFUSALS; i < FIELDS; i++) assertTrue(t.contains("int f" + i + ";"), t);
            }
        }
    }

    @Test
    void aTextPassesLineDeletionsAreSkippedTheSameWay() throws Exception {
        RecordingOracle o = new RecordingOracle(DanglingNamesTest::compiles);
        CompileCheckGate gate = new CompileCheckGate(names());
        try (QueryService queries = new QueryService(o, 1, "A.java", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(JAVA, program());
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            ctx.setCompileCheckGate(gate);
            ctx.setReader(TestPrograms.reader(JAVA));
            var fields = fields(p);
            List<List<Node>> singles = new ArrayList<>();
            for (int i = 0; i < CompileCheckGate.REFUSALS; i++) singles.add(List.of(fields.get("f" + i)));
            ctx.commitFirst(singles, Edit::delete);
            String text = p.currentText();
            List<String> lines = List.of("    int f9;\n", "    int unused;\n");
            ctx.commitFirstText(lines.iterator(), line -> text.replace(line, ""));
            assertEquals(CompileCheckGate.REFUSALS + 1, o.asked().size(), o.asked().toString());
            assertTrue(ctx.text().contains("int f9;") && !ctx.text().contains("int unused;"), ctx.text());
        }
    }

    @Test
    void anOracleThatTakesOneDanglingDeletionIsAskedThemAll() throws Exception {
        // the last single field is one a crash needs no declaration of (a compiler that crashes while it reads)
        String last = "int f" + (CompileCheckGate.REFUSALS - 1) + ";";
        Asked a = twoSearches(t -> compiles(t) || !t.contains(last), 1);
        assertFalse(a.gate().skipping());
        assertEquals(CompileCheckGate.REFUSALS + 1, a.texts().size(), a.texts().toString());
        assertFalse(a.texts().get(CompileCheckGate.REFUSALS).contains("int f0;"), "the first pair is asked: " + a.texts());
    }

    /** One search over the single fields of a class of {@code fields}, as {@link #oneLongSearch}, with the given oracle. */
    private static Asked singles(int fields, Predicate<String> oracle, int jobs) throws Exception {
        RecordingOracle o = new RecordingOracle(oracle);
        CompileCheckGate gate = new CompileCheckGate(names());
        try (QueryService queries = new QueryService(o, jobs, "A.java", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(JAVA, program(fields));
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            ctx.setCompileCheckGate(gate);
            var all = fields(p);
            List<List<Node>> singles = new ArrayList<>();
            for (int i = 0; i < fields; i++) singles.add(List.of(all.get("f" + i)));
            ctx.commitFirst(singles, Edit::delete);
            ctx.commitFirst(singles.subList(0, 1), Edit::delete);
            return new Asked(o.asked(), gate);
        }
    }

    /** The fields a text no longer declares, by number. */
    private static List<Integer> missing(String t, int fields) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < fields; i++) {
            if (!t.contains("int f" + i + ";")) out.add(i);
        }
        return out;
    }

    @Test
    void whileSkippingOneInSixteenIsAskedAllTheSame() throws Exception {
        int n = CompileCheckGate.REFUSALS + 2 * CompileCheckGate.PROBE_EVERY;
        Asked a = singles(n, t -> compiles(t, n), 1);
        List<List<Integer>> asked = a.texts().stream().map(t -> missing(t, n)).toList();
        int probe = CompileCheckGate.REFUSALS + CompileCheckGate.PROBE_EVERY - 1;
        List<List<Integer>> expected = new ArrayList<>();
        for (int i = 0; i < CompileCheckGate.REFUSALS; i++) expected.add(List.of(i));
        expected.add(List.of(probe));
        expected.add(List.of(probe + CompileCheckGate.PROBE_EVERY));
        // the second search's one candidate is the 33rd met while skipping: skipped
        assertEquals(expected, asked);
        assertTrue(a.gate().skipping());
        // at 3 jobs the same probes are asked, beside speculation
        List<String> three = singles(n, t -> compiles(t, n), 3).texts();
        for (List<Integer> e : expected) assertTrue(three.stream().anyMatch(t -> missing(t, n).equals(e)), e + " at 3 jobs");
    }

    /** A check reads names as text: a deletion it calls dangling may compile (a parameter of the deleted field's name). */
    @Test
    void aProbeTheOracleTakesOpensTheGate() throws Exception {
        int n = CompileCheckGate.REFUSALS + 2 * CompileCheckGate.PROBE_EVERY;
        int probe = CompileCheckGate.REFUSALS + CompileCheckGate.PROBE_EVERY - 1;
        Asked a = singles(n, t -> compiles(t, n) || missing(t, n).equals(List.of(probe)), 1);
        assertFalse(a.gate().skipping());
        assertEquals(List.of(probe), missing(a.texts().get(CompileCheckGate.REFUSALS), n));
        // the next search asks its dangling candidate again
        assertEquals(List.of(0, probe), missing(a.texts().get(a.texts().size() - 1), n));
    }
}
