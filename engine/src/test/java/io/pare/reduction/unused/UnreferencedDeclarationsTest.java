package io.pare.reduction.unused;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.QueryService;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.lang.LanguagePasses;

/** Declarations nothing names go in bulk; what the oracle keeps roots a sweep of what it does not reach. */
class UnreferencedDeclarationsTest {
    private static final Language C = Languages.byName("c");
    private static final Language CPP = Languages.byName("cpp");
    private static final Language RUST = Languages.byName("rust");
    private static final Language JAVA = Languages.byName("java");

    private record Run(String result, List<String> asked) {
    }

    /** Rounds of the pass until one changes nothing, as the default schedule runs it before Perses. */
    private static Run reduce(Language language, String text, Predicate<String> interesting, int jobs) throws Exception {
        RecordingOracle oracle = new RecordingOracle(interesting);
        String result = reduce(language, text, oracle, jobs);
        return new Run(result, oracle.asked());
    }

    private static String reduce(Language language, String text, io.pare.oracle.Oracle oracle, int jobs) throws Exception {
        var ids = Identifiers.types(language, null);
        UnreferencedDeclarations pass = new UnreferencedDeclarations(
                LanguagePasses.declarations(language, ids).orElseThrow(), ids);
        try (QueryService queries = new QueryService(oracle, jobs, "t", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(language, text);
            ReductionContext ctx = new ReductionContext(p, queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            String before;
            do {
                before = p.currentText();
                pass.round(ctx);
            } while (!p.currentText().equals(before));
            return squash(p.currentText());
        }
    }

    private static final String HEADER_AND_PROGRAM = """
            namespace std {
              typedef unsigned long size_t;
              template<class T> struct allocator;
              template<class T> struct allocator { T* allocate(size_t n); };
              inline int twice(int x) { return 2 * x; }
              inline int quadruple(int x) { return twice(twice(x)); }
              template<class T> bool operator==(const allocator<T>&, const allocator<T>&) { return true; }
            }
            extern "C" { int puts(const char*); }
            int main() { return std::twice(21); }
            """;

    @Test
    void aHeadersUnusedDeclarationsGoLayerByLayerAndWhatTheProgramUsesStays() throws Exception {
        Run r = reduce(CPP, HEADER_AND_PROGRAM, t -> t.contains("return std::twice(21);")
                && t.contains("inline int twice(int x) { return 2 * x; }"), 1);
        // quadruple, operator== (whose uses no token spells) and puts first; then allocator, which only
        // operator== named; then size_t, which only allocator's member used
        assertEquals("namespacestd{inlineinttwice(intx){return2*x;}}extern\"C\"{}intmain(){returnstd::twice(21);}",
                r.result());
    }

    @Test
    void aChainOfDeclarationsEachUsedOnlyByTheNextGoesInOneQueryNotOneALayer() throws Exception {
        String text = """
                typedef int T0;
                typedef T0 T1;
                typedef T1 T2;
                typedef T2 T3;
                T3 f(void);
                int main(void) { return 0; }
                """;
        Run r = reduce(C, text, t -> t.contains("int main(void) { return 0; }"), 1);
        assertEquals("intmain(void){return0;}", r.result());
        // everything peeling would take (main too: refused), the first layer (f and main: refused),
        // its later half (main: refused, and kept from then on), its earlier half (f: taken); then the
        // four typedefs that only f, and then each other, named: one query where peeling took four
        assertEquals(List.of("",
                "typedefintT0;typedefT0T1;typedefT1T2;typedefT2T3;",
                "typedefintT0;typedefT0T1;typedefT1T2;typedefT2T3;T3f(void);",
                "typedefintT0;typedefT0T1;typedefT1T2;typedefT2T3;intmain(void){return0;}",
                "intmain(void){return0;}"), r.asked().stream().map(TestPrograms::squash).toList());
    }

    /**
     * Holds its answer about {@code held} (squashed) until {@code awaited} is asked, or {@code seconds}
     * pass ({@link #waitedOut}): whether a question was asked ahead, beside the one it follows.
     * Counts the runs of each text.
     */
    private static final class HoldsUntilAsked implements io.pare.oracle.Oracle {
        final java.util.Map<String, Integer> runs = new java.util.concurrent.ConcurrentHashMap<>();
        private final java.util.concurrent.CountDownLatch asked = new java.util.concurrent.CountDownLatch(1);
        private final String held;
        private final String awaited;
        private final int seconds;
        private final Predicate<String> interesting;
        volatile boolean waitedOut;

        HoldsUntilAsked(String held, String awaited, int seconds, Predicate<String> interesting) {
            this.held = held;
            this.awaited = awaited;
            this.seconds = seconds;
            this.interesting = interesting;
        }

        @Override
        public io.pare.oracle.Outcome test(io.pare.oracle.Candidate candidate, io.pare.oracle.CancelSignal cancel) {
            String t = squash(candidate.text());
            runs.merge(t, 1, Integer::sum);
            if (t.equals(awaited)) asked.countDown();
            if (t.equals(held)) {
                try {
                    if (!asked.await(seconds, java.util.concurrent.TimeUnit.SECONDS)) waitedOut = true;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return io.pare.oracle.Outcome.of(interesting.test(t));
        }
    }

    @Test
    void whileTheFirstLayerIsAskedSpareJobsAskTheNextRoundsLayerWithIt() throws Exception {
        // a and c: nothing uses them; b and t1: only they do; K (the bug) and t0: only b and t1 do.
        // Everything at once is refused (K goes); the first layer, {a, c}, goes. The next round
        // asks {b, t1} on what is left: a job to spare asked that beside {a, c}.
        String text = """
                int K(void) { return 1; }
                int b(void) { return K(); }
                int a(void) { return b(); }
                typedef int t0;
                typedef t0 t1;
                t1 c(void);
                """;
        String firstLayerGone = "intK(void){return1;}intb(void){returnK();}typedefintt0;typedeft0t1;";
        String secondLayerGone = "intK(void){return1;}typedefintt0;";
        HoldsUntilAsked oracle = new HoldsUntilAsked(firstLayerGone, secondLayerGone, 10, t -> t.contains("K(void)"));
        assertEquals("intK(void){return1;}", reduce(C, text, oracle, 4));
        assertFalse(oracle.waitedOut, "the second layer was asked while the first one was awaited");
        assertEquals(1, oracle.runs.get(secondLayerGone), "the next round took the answer asked ahead");
        Run one = reduce(C, text, t -> t.contains("K(void)"), 1);
        assertEquals("intK(void){return1;}", one.result(), one.asked().stream().map(TestPrograms::squash).toList().toString());
    }

    @Test
    void whenWhatTheBugNeedsOpensTheListTheWalkToItsEdgeIsAskedAheadFromTheFirstAcceptance() throws Exception {
        // f0 is the bug. All eight at once are refused; the later half goes (f0..f3 left), then,
        // with the earlier half refused before, that half's later half (f0 f1 left), then f1 (f0 left)
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 8; i++) text.append("int f").append(i).append("(void) { return ").append(i).append("; }\n");
        Run one = reduce(C, text.toString(), t -> t.contains("f0("), 1);
        List<String> oneAsked = one.asked().stream().map(TestPrograms::squash).toList();
        String laterHalfGone = "intf0(void){return0;}intf1(void){return1;}intf2(void){return2;}intf3(void){return3;}";
        String f0Left = "intf0(void){return0;}";
        assertEquals(List.of("", laterHalfGone, "intf0(void){return0;}intf1(void){return1;}", f0Left), oneAsked);
        // at 4 jobs the last of these is asked while the answer of the first acceptance is awaited:
        // no pair of the search's sets leaves f0 alone, only the bisection's chain does
        HoldsUntilAsked oracle = new HoldsUntilAsked(laterHalfGone, f0Left, 5, t -> t.contains("f0("));
        assertEquals(f0Left, reduce(C, text.toString(), oracle, 4));
        assertFalse(oracle.waitedOut, "the walk's last question was asked beside its first");
    }

    @Test
    void whereTheWalkEndsTheRoundTheNextRoundsFirstQuestionIsAskedAheadToo() throws Exception {
        // f0 is the bug; h is named only by f7. The walk leaves f0 alone, and the round ends; the
        // next round offers h, which only f7 named. That question is the last link of the chain.
        StringBuilder text = new StringBuilder("int h(void) { return 9; }\n");
        for (int i = 0; i < 8; i++) {
            text.append("int f").append(i).append("(void) { return ").append(i == 7 ? "h()" : String.valueOf(i)).append("; }\n");
        }
        Predicate<String> bug = t -> t.contains("f0(");
        Run one = reduce(C, text.toString(), bug, 1);
        List<String> oneAsked = one.asked().stream().map(TestPrograms::squash).toList();
        String laterHalfGone = "inth(void){return9;}intf0(void){return0;}intf1(void){return1;}intf2(void){return2;}"
                + "intf3(void){return3;}";
        String walkEnd = "inth(void){return9;}intf0(void){return0;}";
        String f0Left = "intf0(void){return0;}";
        // everything peeling takes, then all eight (h stays: f7 names it), then the walk
        assertEquals(List.of("", "inth(void){return9;}", laterHalfGone, "inth(void){return9;}intf0(void){return0;}intf1(void){return1;}",
                walkEnd, f0Left), oneAsked);
        // at 4 jobs the next round's question is asked while the walk's first acceptance is awaited
        HoldsUntilAsked oracle = new HoldsUntilAsked(laterHalfGone, f0Left, 5, bug);
        assertEquals(f0Left, reduce(C, text.toString(), oracle, 4));
        assertFalse(oracle.waitedOut, "the next round's question was asked beside the walk's first");
        assertEquals(1, oracle.runs.get(f0Left), "the next round took the answer asked ahead");
    }

    @Test
    void theResultIsTheSameAtAnyJobCount() throws Exception {
        Predicate<String> bug = t -> t.contains("return std::twice(21);") && t.contains("quadruple");
        assertEquals(reduce(CPP, HEADER_AND_PROGRAM, bug, 1).result(), reduce(CPP, HEADER_AND_PROGRAM, bug, 3).result());
    }

    @Test
    void refusedSetsAreHalvedSoOneNeededDeclarationAmongManyCostsFewQueries() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 32; i++) text.append("int f").append(i).append("(void) { return ").append(i).append("; }\n");
        Run r = reduce(C, text.toString(), t -> t.contains("f21"), 1);
        assertEquals("intf21(void){return21;}", r.result());
        // all 32 at once, then halves down to the one: about 2 log2(32), not one query per function
        assertTrue(r.asked().size() <= 11, r.asked().size() + " queries");
    }

    @Test
    void declarationsThatOnlyNameEachOtherGoOnceNothingKeptReachesThem() throws Exception {
        String text = """
                struct B;
                struct A { B* b; };
                struct B { A* a; };
                int used() { return 1; }
                int main() { return used(); }
                """;
        Run r = reduce(CPP, text, t -> t.contains("int main() { return used(); }") && t.contains("return 1;"), 1);
        // peeling offers only main (A and B name each other); main is kept, and sweeping from it
        // reaches used() but neither struct
        assertEquals("intused(){return1;}intmain(){returnused();}", r.result());
    }

    @Test
    void cGlobalsAndFunctionsGoWhenTheirLastUseWent() throws Exception {
        String text = """
                struct S0 { int f0; };
                static int g_1 = 1;
                static int g_2 = 2;
                static struct S0 g_3;
                static int func_3(void) { return g_2 + g_3.f0; }
                static int func_1(void) { return g_1; }
                int main(void) { return func_1(); }
                """;
        Run r = reduce(C, text, t -> t.contains("return func_1();") && t.contains("return g_1;"), 1);
        assertEquals("staticintg_1=1;staticintfunc_1(void){returng_1;}intmain(void){returnfunc_1();}", r.result());
    }

    @Test
    void aUsingDeclarationDeclaresTheNameItBringsInSoStdsCLibraryGoesWithItsUsings() throws Exception {
        String text = """
                extern "C" { unsigned long strlen(const char*); int puts(const char*); }
                namespace std { using ::strlen; using ::puts; }
                int main() { return std::puts("x"); }
                """;
        Run r = reduce(CPP, text, t -> t.contains("std::puts(\"x\")") && t.contains("int puts(") && t.contains("using ::puts;"), 1);
        assertEquals("extern\"C\"{intputs(constchar*);}namespacestd{using::puts;}intmain(){returnstd::puts(\"x\");}",
                r.result());
    }

    @Test
    void whatTheSweepCannotOfferKeepsWhatItNames() throws Exception {
        String text = """
                template<class T> struct Box { };
                static_assert(sizeof(Box<int>) == 1, "");
                struct B;
                struct A { B* b; };
                struct B { A* a; };
                int main() { return 0; }
                """;
        // like a compiler: the assertion needs Box's definition
        Predicate<String> compiles = t -> t.contains("int main() { return 0; }")
                && (!t.contains("sizeof(Box<int>)") || t.contains("struct Box { };"));
        Run r = reduce(CPP, text, compiles, 1);
        // the sweep from main takes the A-B cycle, but never offers Box: the assertion, which this
        // pass never deletes, names it
        assertEquals("template<classT>structBox{};static_assert(sizeof(Box<int>)==1,\"\");intmain(){return0;}",
                r.result());
        assertTrue(r.asked().stream().allMatch(t -> t.contains("struct Box { };")), "Box was never offered");
    }

    @Test
    void operatorsWhoseUseNoTokenSpellsAreOfferedOnlyOnceNoNamedDeclarationIs() throws Exception {
        String text = """
                struct P { int x; };
                bool operator==(P a, P b) { return a.x == b.x; }
                int unused1() { return 1; }
                int unused2() { return 2; }
                int main() { P p{1}; return p == p; }
                """;
        Run r = reduce(CPP, text, t -> t.contains("return p == p;") && t.contains("bool operator==(P a, P b)"), 1);
        assertEquals("structP{intx;};booloperator==(Pa,Pb){returna.x==b.x;}intmain(){Pp{1};returnp==p;}", r.result());
        // the first candidate offers the named ones only: the needed operator costs no bisection there
        assertTrue(r.asked().get(0).contains("operator==") && !r.asked().get(0).contains("unused1"), r.asked().get(0));
    }

    private static final String RUST_CRATE = """
            use std::fmt;
            use std::collections::HashMap;
            pub struct Used { x: u8 }
            impl fmt::Debug for Used { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { Ok(()) } }
            pub struct Dead { m: HashMap<u8, u8> }
            impl Dead { pub fn new() -> Self { Dead { m: HashMap::new() } } }
            impl Clone for Dead { fn clone(&self) -> Self { Dead::new() } }
            fn main() { let u = Used { x: 1 }; println!("{:?}", u); }
            """;

    @Test
    void aRustTypeNothingUsesGoesWithItsImplsAndAUsedOneKeepsThem() throws Exception {
        // like rustc: `{:?}` needs the Debug impl, which no token names
        Predicate<String> compiles = t -> t.contains("println!(\"{:?}\", u);")
                && t.contains("impl fmt::Debug for Used") && t.contains("use std::fmt;") && t.contains("pub struct Used");
        Run r = reduce(RUST, RUST_CRATE, compiles, 1);
        // the two impls of Dead name each other's methods, so peeling frees neither; main, kept,
        // reaches Used and its impl, not Dead; HashMap goes with Dead's last use
        assertEquals("usestd::fmt;pubstructUsed{x:u8}implfmt::DebugforUsed{fnfmt(&self,f:&mutfmt::Formatter<'_>)"
                + "->fmt::Result{Ok(())}}fnmain(){letu=Used{x:1};println!(\"{:?}\",u);}", r.result());
    }

    @Test
    void rustItemsDeclareTheirNamesImplsTheirSelfTypeAndUsesWhatTheyBringIn() throws Exception {
        String text = """
                use std::fmt;
                use std::io::{Read, Write as W};
                mod m { pub fn h() {} }
                struct S<T> { t: T }
                impl<T: Copy> S<Vec<T>> { fn get(&self) {} }
                impl fmt::Display for S<u8> { fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { Ok(()) } }
                impl<A> Tr for fn(A) { type O = u8; fn t(self) {} }
                trait Tr { type O; fn t(self); }
                macro_rules! mac { () => {} }
                """;
        assertEquals(Map.ofEntries(
                Map.entry("usestd::fmt;", "fmt"),
                Map.entry("usestd::io::{Read,Writea", "Read,W"),
                Map.entry("pubfnh(){}", "h"), // the module is a block, not a declaration
                Map.entry("structS<T>{t:T}", "S"),
                Map.entry("impl<T:Copy>S<Vec<T>>{fn", "S"),
                Map.entry("fnget(&self){}", "get"),
                Map.entry("implfmt::DisplayforS<u8>", "S"),
                Map.entry("fnfmt(&self,f:&mutfmt::F", "fmt"),
                Map.entry("impl<A>Trforfn(A){typeO=", ""), // a function type names nothing
                Map.entry("typeO=u8;", "O"),
                Map.entry("fnt(self){}", "t"),
                Map.entry("traitTr{typeO;fnt(self);", "Tr"),
                Map.entry("typeO;", "O"),
                Map.entry("fnt(self);", "t"),
                Map.entry("macro_rules!mac{()=>{}}", "mac")), declaredNames(RUST, text));
    }

    @Test
    void javaMembersDeclareTheirNamesConstructorsTheirClassAndImportsWhatTheyBringIn() throws Exception {
        String text = """
                import java.util.List;
                import java.util.*;
                import static java.lang.Math.max;
                public class A {
                  private int count = 0, total;
                  A() { }
                  int size() { return count; }
                  static class Inner { void run() { } }
                  enum Kind { ONE, TWO }
                }
                interface I { void m(); }
                """;
        assertEquals(Map.ofEntries(
                Map.entry("importjava.util.List;", "List"),
                Map.entry("importjava.util.*;", ""),
                Map.entry("importstaticjava.lang.Ma", "max"),
                Map.entry("publicclassA{privateintc", "A"),
                Map.entry("privateintcount=0,total;", "count,total"),
                Map.entry("A(){}", "A"),
                Map.entry("intsize(){returncount;}", "size"),
                Map.entry("staticclassInner{voidrun", "Inner"),
                Map.entry("voidrun(){}", "run"),
                Map.entry("enumKind{ONE,TWO}", "Kind"),
                Map.entry("interfaceI{voidm();}", "I"),
                Map.entry("voidm();", "m")), declaredNames(JAVA, text));
    }

    /** Each declaration the language's finder reads, by its first 24 characters (enough to tell them apart), with its names. */
    private static Map<String, String> declaredNames(Language language, String text) throws Exception {
        var ids = Identifiers.types(language, null);
        Program p = TestPrograms.parse(language, text);
        DeclarationIndex index = LanguagePasses.declarations(language, ids).orElseThrow().index(p);
        Map<String, String> names = new TreeMap<>();
        for (Declaration d : index.declarations()) {
            String item = squash(text(p, d));
            names.put(item.substring(0, Math.min(24, item.length())), String.join(",", new TreeSet<>(d.names())));
        }
        return names;
    }

    private static String text(Program p, Declaration d) {
        return p.render(d.item().tokenNodes().stream().mapToInt(Node::tokenIndex).toArray());
    }

    @Test
    void aDeclarationTheOracleKeptIsNotOfferedAgainWhenOnlyItsBodyChanged() throws Exception {
        var ids = Identifiers.types(C, null);
        UnreferencedDeclarations pass = new UnreferencedDeclarations(LanguagePasses.declarations(C, ids).orElseThrow(), ids);
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("int main(void)"));
        try (QueryService queries = new QueryService(oracle, 1, "t.c", StandardCharsets.UTF_8, null)) {
            ReductionContext first = new ReductionContext(TestPrograms.parse(C, "int main(void) { int a = 1; return a; }"),
                    queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            pass.round(first);
            assertEquals(1, oracle.asked().size(), "main offered once, and kept");
            // a walk has since cut main's body: main is the root it was, not a new candidate
            ReductionContext later = new ReductionContext(TestPrograms.parse(C, "int main(void) { return 0; }"),
                    queries, ReductionListener.NONE, ReductionContext.newLexemeTable());
            pass.round(later);
            assertEquals(1, oracle.asked().size(), oracle.asked().toString());
        }
    }
}
