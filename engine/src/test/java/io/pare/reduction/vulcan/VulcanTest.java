package io.pare.reduction.vulcan;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.grammars.LanguageGrammar;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Languages;
import io.pare.program.Program;
import io.pare.reduction.ReductionRequest;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.ReductionRun;

/** Vulcan (OOPSLA'23) as the spec restates it: each auxiliary reducer gets Perses past a 1-minimal result. */
class VulcanTest {
    /** Four optional tokens: Perses deletes them one list at a time, never two together. */
    private static final String OPTS = """
            grammar Opts;
            prog : A? B? C? D? E? EOF ;
            A : 'a' ; B : 'b' ; C : 'c' ; D : 'd' ; E : 'e' ;
            WS : [ ]+ -> channel(HIDDEN) ;
            """;

    private static ReductionResult reduce(io.pare.parse.Language lang, String file, String text, String reducer,
            RecordingOracle oracle, int jobs) throws Exception {
        return new ReductionRun(new ReductionRequest(file, text, StandardCharsets.UTF_8, lang, reducer, oracle, jobs, null,
                false, false, null), ReductionListener.NONE).run();
    }

    @Test
    void localExhaustiveDeletesTwoNodesPersesCannotDeleteOneByOne() throws Exception {
        // ψ: c and e stay, and a is there exactly when b is (spec §12: "EE must delete both together")
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("opts", OPTS, null, "prog"));
        RecordingOracle psi = new RecordingOracle(t -> t.contains("c") && t.contains("e") && t.contains("a") == t.contains("b"));
        assertEquals("abce", squash(reduce(lang, "x.opts", "a b c d e", "perses", psi, 1).text()), "Perses is stuck");
        RecordingOracle again = new RecordingOracle(t -> t.contains("c") && t.contains("e") && t.contains("a") == t.contains("b"));
        assertEquals("ce", squash(reduce(lang, "x.opts", "a b c d e", "vulcan", again, 1).text()));
    }

    @Test
    void windowSubsetsAreLargestFirstAndCountTwoToTheWMinusWMinusOne() {
        for (int w = 2; w <= 6; w++) {
            List<io.pare.program.Node> win = new java.util.ArrayList<>();
            for (int i = 0; i < w; i++) win.add(io.pare.program.Node.token(i, i, 1));
            int count = 0;
            int last = Integer.MAX_VALUE;
            for (var it = LocalExhaustive.subsets(win); it.hasNext();) {
                int size = it.next().size();
                assertTrue(size >= 2 && size <= last, "descending deletion count");
                last = size;
                count++;
            }
            assertEquals((1 << w) - w - 1, count, "Table 1's Q_pos for w=" + w);
        }
    }

    /** Fig. 1b in SMT-LIB: `l` is only needed because bug() uses it; renaming that use to `g` frees its declaration. */
    @Test
    void identifierReplacementMakesADeclarationDead() throws Exception {
        String text = """
                (declare-fun g () Int)
                (declare-fun l () Int)
                (assert (= l g))
                (assert (bug l))
                """;
        RecordingOracle psi = new RecordingOracle(VulcanTest::declaredBug);
        ReductionResult perses = reduce(Languages.byName("smtlib2"), "t.smt2", text, "perses", psi, 1);
        assertEquals("(declare-fun g () Int)\n(declare-fun l () Int)\n(assert (bug l))", perses.text().strip());
        RecordingOracle psi2 = new RecordingOracle(VulcanTest::declaredBug);
        ReductionResult vulcan = reduce(Languages.byName("smtlib2"), "t.smt2", text, "vulcan", psi2, 1);
        assertEquals("(declare-fung()Int)(assert(bugg))", squash(vulcan.text()));
        assertNoTextQueriedTwice(psi2);
    }

    @Test
    void rememberingIdentifierReplacementDoesNotAskARefusedRenameAgainWhileItsNamesStand() throws Exception {
        var smt = Languages.byName("smtlib2");
        String text = "(declare-fun g () Int)\n(declare-fun l () Int)\n(assert (= l g))\n(assert (bug l g))\n";
        RecordingOracle none = new RecordingOracle(t -> t.equals(text));
        IdentifierReplacement ir = new IdentifierReplacement(io.pare.parse.Identifiers.types(smt, null), java.util.Set.of(), true);
        Program p = TestPrograms.parse(smt, text);
        try (var queries = new io.pare.query.QueryService(none, 1, "t.smt2", StandardCharsets.UTF_8, null)) {
            var ctx = new io.pare.reduction.ReductionContext(p, queries, ReductionListener.NONE,
                    io.pare.reduction.ReductionContext.newLexemeTable());
            ir.round(ctx);
            long first = queries.decided();
            assertTrue(first > 1, none.asked().toString());
            ir.round(ctx);
            // not even the cache: no rename is offered
            assertEquals(first, queries.decided(), "the second round asks nothing: every rename was refused as things stand");
        }
    }

    /** A Java import's path names what lies outside the file: no part of it is renamed, or a new name for another. */
    @Test
    void identifierReplacementLeavesImportsAlone() throws Exception {
        var javaLanguage = Languages.byName("java");
        String text = "import org.apache.beam.Fn;\nimport org.apache.beam.Sink;\nclass A { Fn f; Fn g; Sink s; Sink t; }\n";
        RecordingOracle none = new RecordingOracle(t -> t.equals(text));
        IdentifierReplacement ir = new IdentifierReplacement(io.pare.parse.Identifiers.types(javaLanguage, null), java.util.Set.of(), true,
                io.pare.reduction.lang.LanguagePasses.wholeRules(javaLanguage));
        Program p = TestPrograms.parse(javaLanguage, text);
        try (var queries = new io.pare.query.QueryService(none, 1, "A.java", StandardCharsets.UTF_8, null)) {
            var ctx = new io.pare.reduction.ReductionContext(p, queries, ReductionListener.NONE,
                    io.pare.reduction.ReductionContext.newLexemeTable());
            ir.round(ctx);
        }
        assertTrue(none.asked().size() > 1, "the class's own names are renamed: " + none.asked());
        for (String asked : none.asked()) {
            String imports = asked.substring(0, asked.indexOf("class"));
            assertEquals("import org.apache.beam.Fn;\nimport org.apache.beam.Sink;\n", imports, asked);
            assertFalse(asked.matches("(?s).*\\b(org|apache|beam) [a-z]+;.*"), "a package's name as a new name: " + asked);
        }
    }

    /** Rust's lifetimes are names too: `'b` renamed to `'a` leaves the parameter `'b` unused; never to an identifier. */
    @Test
    void identifierReplacementRenamesALifetimeToAnotherLifetimeOnly() throws Exception {
        var rust = Languages.byName("rust");
        String text = "fn f<'a, 'b>(x: &'a u8, y: &'b u8) {}\n";
        String wanted = "fn f<'a, 'b>(x: &'a u8, y: &'a u8) {}";
        RecordingOracle psi = new RecordingOracle(t -> t.equals(text) || t.strip().equals(wanted));
        IdentifierReplacement ir = new IdentifierReplacement(io.pare.parse.Identifiers.types(rust, null),
                io.pare.parse.Identifiers.otherNames(rust, null), true);
        Program p = TestPrograms.parse(rust, text);
        try (var queries = new io.pare.query.QueryService(psi, 1, "t.rs", StandardCharsets.UTF_8, null)) {
            var ctx = new io.pare.reduction.ReductionContext(p, queries, ReductionListener.NONE,
                    io.pare.reduction.ReductionContext.newLexemeTable());
            ir.round(ctx);
            assertEquals(wanted, ctx.text().strip(), psi.asked().toString());
        }
        for (String asked : psi.asked()) {
            assertTrue(!asked.matches("(?s).*&[a-z].*") && !asked.matches("(?s).*'[a-z]+:.*"),
                    "a lifetime and an identifier swapped: " + asked);
        }
    }

    /** ψ: g is declared, bug() is applied to a declared name, and every name an assert uses is declared. */
    private static boolean declaredBug(String t) {
        Set<String> declared = new HashSet<>();
        Matcher m = Pattern.compile("\\(declare-fun (\\w+) \\(\\) Int\\)").matcher(t);
        while (m.find()) declared.add(m.group(1));
        if (!declared.contains("g") || !t.contains("(assert (bug ")) return false;
        Matcher b = Pattern.compile("\\(bug (\\w+)\\)").matcher(t);
        if (!b.find() || !declared.contains(b.group(1))) return false;
        Matcher u = Pattern.compile("\\(assert \\((?:=|bug) ([^()]*)\\)\\)").matcher(t);
        while (u.find()) {
            for (String name : u.group(1).trim().split("\\s+")) {
                if (!declared.contains(name)) return false;
            }
        }
        return true;
    }

    /** Sub-tree replacement: another alternative of `command`, keeping the term it needs (spec §5.3, ours: hole filling). */
    @Test
    void subtreeReplacementSwapsACommandForASmallerAlternative() throws Exception {
        String text = "(set-logic QF_FP)\n(define-fun y9YzxAp () Bool (fp.leq (fp #b1 #b11 #b1) (_ +oo 2 2)))\n";
        java.util.function.Predicate<String> psi = t -> {
            try {
                TestPrograms.smt(t);
            } catch (AssertionError e) {
                return false;
            }
            String s = squash(t);
            return s.startsWith("(set-logicQF_FP)")
                    && (s.contains("(assert(fp.leq(fp#b1#b11#b1)(_+oo22)))") || s.contains("()Bool(fp.leq(fp#b1#b11#b1)(_+oo22))"));
        };
        ReductionResult perses = reduce(Languages.byName("smtlib2"), "t.smt2", text, "perses", new RecordingOracle(psi), 1);
        assertEquals(26, perses.outputTokens(), "1-minimal for Perses");
        RecordingOracle o = new RecordingOracle(psi);
        ReductionResult vulcan = reduce(Languages.byName("smtlib2"), "t.smt2", text, "vulcan", o, 1);
        assertEquals("(set-logicQF_FP)(assert(fp.leq(fp#b1#b11#b1)(_+oo22)))", squash(vulcan.text()));
        assertEquals(22, vulcan.outputTokens());
        assertNoTextQueriedTwice(o);
        // The result's tokens (the editor highlights what was removed from them) are the result's,
        // although the replacement left the last tree behind the text.
        assertEquals(squash(vulcan.text()), String.join("", vulcan.tokens().stream().map(io.pare.program.Token::text).toList()));
        int kept = text.indexOf("(fp #b1");
        assertTrue(vulcan.tokens().stream().anyMatch(tk -> tk.text().equals("fp") && tk.origin() == kept + 1),
                "offsets point into the original input: " + vulcan.tokens());
    }

    /**
     * Sub-tree replacement fills an optional part of another alternative ({@code 'return'
     * expression? ';'}) with one of the node's own smaller subtrees, when its largest would make
     * the replacement longer: {@code g(a);} becomes {@code return a;}. Perses cannot shorten
     * {@code g(a);} at all under this oracle (ours: the spec's SR only names the alternatives).
     */
    @Test
    void subtreeReplacementFillsAnOptionalHoleWithASmallerOwnSubtree() throws Exception {
        java.util.function.Predicate<String> usesA = t -> List.of("intf(inta){g(a);}", "intf(inta){returna;}").contains(squash(t));
        String c = "int f(int a) { g(a); }\n";
        assertEquals("intf(inta){g(a);}", squash(reduce(Languages.byName("c"), "t.c", c, "perses", new RecordingOracle(usesA), 1).text()));
        RecordingOracle o = new RecordingOracle(usesA);
        assertEquals("intf(inta){returna;}", squash(reduce(Languages.byName("c"), "t.c", c, "vulcan", o, 1).text()));
        assertTrue(o.asked().stream().map(TestPrograms::squash).anyMatch("intf(inta){returng;}"::equals),
                "the largest subtree that fits, g(a), is skipped (too long), then g, then a: " + o.asked());
    }

    /**
     * The default asks every node's replacements by its own parts before any same-size swap: a
     * swap of the type near the root ({@code int} -> {@code signed}, which this oracle takes, as
     * compilers do) used to end each sub-tree replacement round and use up the same-size moves
     * the schedule allows before the loop below it was ever tried as a shorter {@code while}.
     */
    @Test
    void theDefaultTriesALoopAsAShorterLoopOfItsOwnPartsBeforeSwappingATypeWord() throws Exception {
        String c = "int g, c;\nint main() {\n  for (; g; g++)\n    c++;\n}\n";
        java.util.function.Predicate<String> psi = t -> squash(t).matches(
                "(int|signed|__signed|__signed__)g,c;(int|signed|__signed|__signed__)main\\(\\)\\{(for\\(;g;g\\+\\+\\)|while\\(g\\+\\+\\))c\\+\\+;\\}");
        assertTrue(psi.test(c));
        RecordingOracle o = new RecordingOracle(psi);
        String result = squash(TestPrograms.reduce(Languages.byName("c"), "t.c", c, "default", o, 1).text());
        assertTrue(result.endsWith("{while(g++)c++;}"), result);
    }

    /**
     * A typed language refuses most of sub-tree replacement's smallest derivations wherever they
     * go (javac on the Checker Framework case: a call chain's every link replaced by {@code x ++},
     * {@code + x}, {@code x . class}, ...). The default offers a kind of replacement (an
     * alternative of a rule, with the node's own parts or the smallest fill) at two nodes; after
     * two refusals and no acceptance it is not offered again. Here the character constant that
     * stands for any expression, refused everywhere.
     */
    @Test
    void aKindOfReplacementTheOracleKeepsRefusingIsOfferedAtTwoNodes() throws Exception {
        String c = """
                int a, b, c, d, x, y, z;
                int main(void) {
                  x = a - (b + d);
                  y = b * (c - a);
                  z = c + (d * b);
                  for (a = 0; a < 3; a++) x = x + a;
                  return x + y + z;
                }
                """;
        java.util.function.Function<String, Long> charConstants =
                reducer -> askedWhileNothingIsTaken(c, reducer).stream().filter(t -> t.contains("'0'")).count();
        assertTrue(charConstants.apply("vulcan") > 10, "Vulcan offers it at every expression");
        assertEquals(2, charConstants.apply("default"));
    }

    /**
     * The replacements that shrink a node to its own parts under another alternative are few and
     * each a deletion, and on Rust they take programs down at a kind's third node and later (the
     * 92004 case: 159 tokens when they stopped at two nodes, 100 at four). The default offers
     * such a kind at four nodes before it drops it; here a loop as a shorter {@code while} of its
     * own parts, refused at each of six loops.
     */
    @Test
    void anEarlyKindOfReplacementIsOfferedAtFourNodesBeforeItIsDropped() throws Exception {
        StringBuilder c = new StringBuilder("int g0, g1, g2, g3, g4, g5, c;\nint main() {\n");
        for (int k = 0; k < 6; k++) c.append("  for (; g").append(k).append("; g").append(k).append("++)\n    c++;\n");
        c.append("}\n");
        String original = c.toString();
        Pattern shorterLoop = Pattern.compile("while\\((g\\d)");
        java.util.function.Function<String, Set<String>> loopsAsked = reducer -> {
            Set<String> loops = new HashSet<>();
            for (String t : askedWhileNothingIsTaken(original, reducer)) {
                Matcher m = shorterLoop.matcher(squash(t));
                while (m.find()) loops.add(m.group(1));
            }
            return loops;
        };
        assertEquals(6, loopsAsked.apply("vulcan").size(), "Vulcan asks it at every loop");
        assertEquals(Set.of("g0", "g1", "g2", "g3"), loopsAsked.apply("default"));
    }

    /**
     * A rule of binary expressions has an alternative per operator, so sub-tree replacement
     * offers {@code (b + d) * a}, {@code (b + d) / a}, {@code (b + d) + a}... for {@code a - (b + d)}:
     * the same replacement but for its operator, each a compile and a run of a wrong-code oracle.
     * Vulcan asks them all; the default asks one, with an operator the node itself uses.
     */
    @Test
    void theDefaultAsksOneOfAReplacementsThatDifferOnlyInTheirOperator() throws Exception {
        String c = "int a, b, d, x;\nint main(void) { x = a - (b + d); return x; }\n";
        Pattern variant = Pattern.compile("x=\\(b\\+d\\)(==|!=|<=|>=|<<|>>|&&|\\|\\||[-+*/%<>&|^])a;"); // not the writes: kept apart
        java.util.function.Function<String, Set<String>> operatorsAsked = reducer -> {
            Set<String> ops = new HashSet<>();
            for (String t : askedWhileNothingIsTaken(c, reducer)) {
                Matcher m = variant.matcher(squash(t));
                if (m.find()) ops.add(m.group(1));
            }
            return ops;
        };
        Set<String> vulcan = operatorsAsked.apply("vulcan");
        assertTrue(vulcan.size() > 2, "Vulcan asks the variants: " + vulcan);
        Set<String> chosen = operatorsAsked.apply("default");
        assertEquals(1, chosen.size(), "the default asks one: " + chosen);
        assertTrue(Set.of("+", "-").containsAll(chosen), "one of the node's own operators: " + chosen);
    }

    /** What a reducer asks about a C program when the oracle takes nothing but the program itself. */
    private static List<String> askedWhileNothingIsTaken(String c, String reducer) {
        RecordingOracle o = new RecordingOracle(t -> squash(t).equals(squash(c)));
        try {
            TestPrograms.reduce(Languages.byName("c"), "t.c", c, reducer, o, 1);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        return o.asked();
    }

    /**
     * A model of the compiler for f: its definition and both calls agree on the number of
     * arguments, and the program still computes a + b.
     */
    private static boolean callsAgreeWithTheDefinition(String t) {
        Matcher d = Pattern.compile("int f\\(([^)]*)\\)").matcher(t);
        if (!d.find() || !t.contains("return a + b") || !d.group(1).contains("int a") || !d.group(1).contains("int b")) return false;
        int params = d.group(1).split(",").length;
        Matcher m = Pattern.compile("f\\(([^)]*)\\)").matcher(t.substring(d.end()));
        int calls = 0;
        while (m.find()) {
            if (m.group(1).split(",").length != params) return false;
            calls++;
        }
        return calls == 2;
    }

    @Test
    void argumentDeletionDropsAParameterAndEveryMatchingArgumentTogether() throws Exception {
        // Perses can delete neither the parameter nor an argument alone (the model of the
        // compiler wants them to agree); deleting both at once is what the pass is for.
        String c = """
                int f(int a, int unused, int b) { return a + b; }
                int main(void) { return f(1, 2, 3) + f(4, 5, 6); }
                """;
        RecordingOracle compiles = new RecordingOracle(VulcanTest::callsAgreeWithTheDefinition);
        ReductionResult perses = reduce(Languages.byName("c"), "t.c", c, "perses", compiles, 1);
        assertTrue(perses.text().contains("f(1, 2, 3)"), "Perses is stuck with three arguments: " + perses.text());
        ReductionResult vulcan = reduce(Languages.byName("c"), "t.c", c, "vulcan",
                new RecordingOracle(VulcanTest::callsAgreeWithTheDefinition), 1);
        // (the model accepts only calls that agree with the two-parameter definition)
        assertTrue(squash(vulcan.text()).contains("intf(inta,intb)"), vulcan.text());
    }

    @Test
    void paresOwnPassesRunAgainBeforePersesWhileTheySucceed() throws Exception {
        // two unused parameters: both go before Perses runs again (a Perses round on a Csmith
        // program costs about 50 s, so one round after all of them rather than one after each)
        String c = """
                int f(int a, int u, int v, int b) { return a + b; }
                int main(void) { return f(1, 2, 3, 4) + f(5, 6, 7, 8); }
                """;
        List<String> passes = new java.util.ArrayList<>();
        ReductionListener listener = e -> {
            if (e instanceof io.pare.event.ReductionEvent.PassStarted ps) passes.add(ps.pass());
        };
        ReductionResult r = new ReductionRun(new ReductionRequest("t.c", c, StandardCharsets.UTF_8, Languages.byName("c"), "vulcan",
                new RecordingOracle(VulcanTest::callsAgreeWithTheDefinition), 1, null, false, false, null), listener).run();
        assertTrue(squash(r.text()).contains("intf(inta,intb)"), r.text());
        int first = passes.indexOf("vulcan:args");
        assertEquals(List.of("vulcan:args", "vulcan:args", "vulcan:args", "perses"), passes.subList(first, first + 4),
                "two successes, then the round that finds nothing, then Perses: " + passes);
    }

    @Test
    void argumentListsAreFoundOnTokensWithNestedCallsAndGroupedByNameAndCount() throws Exception {
        Program p = TestPrograms.parse(Languages.byName("c"),
                "int g(int x) { return x; } int f(int a, int b) { return g(a) + g((b, a)); } int h(void) { return f(g(1), 2) + f(3, 4); }");
        ArgumentDeletion pass = new ArgumentDeletion(io.pare.parse.Identifiers.types(Languages.byName("c"), null));
        var groups = pass.groups(p, p.root().tokenNodes());
        assertEquals(List.of("g/1", "f/2", "h/1"), List.copyOf(groups.keySet()));
        assertEquals(4, groups.get("g/1").size(), "g's definition and three calls, one with a parenthesised comma");
        assertEquals(3, groups.get("f/2").size());
    }

    @Test
    void aGenericFunctionsDefinitionAndItsCallsShareAGroupPastTheirTypeArguments() throws Exception {
        // Rust's generics sit between the name and "(", in the definition and in a turbofish call
        Program p = TestPrograms.parse(Languages.byName("rust"), """
                fn c<I: Iterator<Item = usize>>(_: usize, n: usize, i: I) -> Option<usize> { None }
                fn a() { c(0, 1, None.into_iter()); c::<std::vec::IntoIter<usize>>(2, 3, vec![].into_iter()); }
                fn b(x: usize, y: usize) -> bool { x < y && (x < y) > (y < x) }
                """);
        ArgumentDeletion pass = new ArgumentDeletion(io.pare.parse.Identifiers.types(Languages.byName("rust"), null));
        var groups = pass.groups(p, p.root().tokenNodes());
        assertEquals(3, groups.get("c/3").size(), "the definition and both calls: " + groups.keySet());
        assertTrue(groups.keySet().stream().noneMatch(k -> k.startsWith("x/") || k.startsWith("y/")),
                "a comparison is not a type argument list: " + groups.keySet());
    }

    /** A model of a compiler for one generic struct P: every P<...> has as many arguments as its definition, and A stays. */
    private static boolean genericsAgree(String t) {
        Matcher m = Pattern.compile("\\bP(<([^>]*)>)?").matcher(t);
        int count = -1;
        while (m.find()) {
            int n = m.group(2) == null ? 0 : (int) Pattern.compile(",").splitAsStream(m.group(2)).filter(a -> !a.isBlank()).count();
            if (count >= 0 && n != count) return false;
            count = n;
        }
        return squash(t).contains("structP<A") && squash(t).contains("(A)") && squash(t).contains("fnf(x:P<u8")
                && squash(t).contains("->P<u8");
    }

    @Test
    void typeArgumentDeletionDropsATypeParameterAndTheMatchingArgumentOfEveryUse() throws Exception {
        // B is unused, but the definition and the uses must agree on the count: one side alone is refused
        String rust = """
                struct P<A, B>(A);
                fn f(x: P<u8, u16>) -> P<u8, u16> { x }
                """;
        ReductionResult perses = reduce(Languages.byName("rust"), "t.rs", rust, "perses", new RecordingOracle(VulcanTest::genericsAgree), 1);
        assertTrue(squash(perses.text()).contains("P<A,B>"), "Perses is stuck with both parameters: " + perses.text());
        ReductionResult vulcan = reduce(Languages.byName("rust"), "t.rs", rust, "vulcan", new RecordingOracle(VulcanTest::genericsAgree), 1);
        assertTrue(squash(vulcan.text()).contains("structP<A>(A)"), vulcan.text());
        assertTrue(squash(vulcan.text()).contains("P<u8>"), vulcan.text());
    }

    @Test
    void typeArgumentListsAreGroupedWithTheirDefinitionAndCppTemplateHeadsWithTheNameTheyDeclare() throws Exception {
        Program rust = TestPrograms.parse(Languages.byName("rust"), """
                struct P<A, B>(A, B);
                impl<C, D> Tr<P<C, D>> for P<C, D> where P<C, D>: Tr<C> {}
                fn g<T>(x: T) -> bool { let n = h::<u8>(1) + g::<u8>(2); n < 2 && n > 0 }
                """);
        TypeArgumentDeletion pass = new TypeArgumentDeletion(io.pare.parse.Identifiers.types(Languages.byName("rust"), null));
        var groups = pass.groups(rust, rust.root().tokenNodes());
        assertEquals(4, groups.get("P<2").size(), "the definition and three uses, one nested: " + groups.keySet());
        assertEquals(2, groups.get("g<1").size(), "a turbofish: " + groups.keySet());
        assertEquals(List.of("P<2", "g<1"), List.copyOf(groups.keySet()),
                "Tr and h are not defined here, and a comparison (n < 2 && n > 0) is not a list");

        Program cpp = TestPrograms.parse(Languages.byName("cpp"), """
                template <class T, int N> struct S { T t[N]; };
                template <class T> struct S<T, 0> { };
                template <typename U> U id(U u) { return u; }
                S<int, 2> s; S<S<char, 1>, 3> r;
                int main() { return id<int>(s.t[0]) < 1 || 2 > 1; }
                """);
        pass = new TypeArgumentDeletion(io.pare.parse.Identifiers.types(Languages.byName("cpp"), null));
        groups = pass.groups(cpp, cpp.root().tokenNodes());
        assertEquals(5, groups.get("S<2").size(), "the primary template's head and four uses (the partial specialization's own list is one): "
                + groups.keySet());
        assertEquals(2, groups.get("id<1").size(), "a function template's head and its explicit call: " + groups.keySet());
    }

    @Test
    void aTemplateParameterThatWasTheOnlyOneTakesTheHeadAndTheBracketsAlong() throws Exception {
        String cpp = """
                template <class T> struct S { int v; };
                S<int> s; S<char> r;
                int main() { return s.v + r.v; }
                """;
        // the model: S is a template exactly when both uses give it an argument
        RecordingOracle o = new RecordingOracle(t -> {
            String q = squash(t);
            boolean template = q.contains("template<classT>structS{intv;}");
            boolean plain = q.startsWith("structS{intv;}");
            return (template || plain) && q.contains("intmain(){returns.v+r.v;}")
                    && q.matches(template ? ".*S<\\w+>s;S<\\w+>r;.*" : ".*;Ss;Sr;.*");
        });
        ReductionResult r = reduce(Languages.byName("cpp"), "t.cpp", cpp, "vulcan", o, 1);
        assertTrue(squash(r.text()).startsWith("structS{intv;};Ss;Sr;"), r.text());
    }

    @Test
    void subtreeReplacementCopesWithANodeWhoseFirstPartIsEmpty() throws Exception {
        // vis derives nothing in "b c", so stmt's first token is below its second child (an empty
        // Rust visibility crashed the pass here)
        String g = """
                grammar Lead;
                prog : stmt+ EOF ;
                stmt : vis (B | C) | D ;
                vis : A | ;
                A : 'a' ; B : 'b' ; C : 'c' ; D : 'd' ;
                WS : [ ]+ -> channel(HIDDEN) ;
                """;
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("lead", g, null, "prog"));
        RecordingOracle o = new RecordingOracle(t -> t.contains("b") && t.contains("c"));
        assertEquals("bc", squash(reduce(lang, "x.lead", "b c d", "vulcan", o, 1).text()));
    }

    @Test
    void sameResultForAnyNumberOfJobs() throws Exception {
        String text = "(set-logic QF_FP)\n(define-fun y9YzxAp () Bool (fp.leq (fp #b1 #b11 #b1) (_ +oo 2 2)))\n";
        java.util.function.Predicate<String> psi = t -> squash(t).contains("(fp#b1#b11#b1)") && squash(t).contains("set-logic");
        String one = reduce(Languages.byName("smtlib2"), "t.smt2", text, "vulcan+", new RecordingOracle(psi), 1).text();
        String two = reduce(Languages.byName("smtlib2"), "t.smt2", text, "vulcan+", new RecordingOracle(psi), 3).text();
        assertEquals(one, two);
    }

    @Test
    void exhaustiveDeletionStreamingWindowsAndLevelsGivesTheSameResultAtAnyJobCount() throws Exception {
        // two pairs that must go together, one inside an assertion (a deeper level) and one at the top
        String text = "(set-logic QF_LIA)\n(declare-fun a () Int)\n(declare-fun b () Int)\n"
                + "(assert (and (> a 0) (< b 9) (= a b)))\n(assert (distinct a 7))\n(check-sat)\n";
        java.util.function.Predicate<String> psi = t -> {
            String s = squash(t);
            return s.contains("check-sat") && s.contains("(>a0)") == s.contains("(<b9)")
                    && s.contains("(declare-funa()Int)") == s.contains("(declare-funb()Int)");
        };
        String one = reduce(Languages.byName("smtlib2"), "t.smt2", text, "vulcan", new RecordingOracle(psi), 1).text();
        for (int jobs : new int[] {2, 5}) {
            assertEquals(one, reduce(Languages.byName("smtlib2"), "t.smt2", text, "vulcan", new RecordingOracle(psi), jobs).text());
            assertEquals(reduce(Languages.byName("smtlib2"), "t.smt2", text, "default", new RecordingOracle(psi), 1).text(),
                    reduce(Languages.byName("smtlib2"), "t.smt2", text, "default", new RecordingOracle(psi), jobs).text());
        }
        assertTrue(psi.test(one));
    }

    /**
     * With one job (no speculative queries cancelled and repeated), no candidate is asked twice;
     * the result's re-checks at the end aside.
     */
    static void assertNoTextQueriedTwice(RecordingOracle o) {
        List<String> asked = o.asked();
        int rechecks = io.pare.query.QueryService.FINAL_RECHECKS;
        List<String> end = asked.subList(asked.size() - rechecks, asked.size());
        assertEquals(1, end.stream().distinct().count(), "the run ends with the result's re-checks");
        Set<String> seen = new HashSet<>();
        for (String t : asked.subList(0, asked.size() - rechecks)) assertTrue(seen.add(t), () -> "queried twice: " + t + "\nall: " + asked);
    }
}
