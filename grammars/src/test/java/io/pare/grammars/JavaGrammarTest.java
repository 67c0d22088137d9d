package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.api.Test;

class JavaGrammarTest {
    static final LanguageGrammar JAVA = LanguageGrammar.fromResources("java", "java/Java.g4", null, "compilationUnit");

    private static void parses(String text) {
        assertEquals(List.of(), GrammarParsing.errors(JAVA, text), text);
    }

    private static void rejects(String text) {
        assertFalse(GrammarParsing.errors(JAVA, text).isEmpty(), "should not parse: " + text);
    }

    /** Parses the body of a method of a class. */
    private static void parsesStatements(String body) {
        parses("class T { void m() {\n" + body + "\n} }");
    }

    /** Names of the default-channel tokens of the text, e.g. Identifier or '>'. */
    private static List<String> tokens(String text) {
        CommonTokenStream ts = new CommonTokenStream(JAVA.newLexer(CharStreams.fromString(text)));
        ts.fill();
        List<String> names = new ArrayList<>();
        for (Token t : ts.getTokens()) {
            if (t.getType() != Token.EOF && t.getChannel() == Token.DEFAULT_CHANNEL) {
                names.add(JAVA.lexerGrammar().getVocabulary().getDisplayName(t.getType()));
            }
        }
        return names;
    }

    /** The tree, parsed with SLL prediction only (bailing out on error), as the engine's first stage. */
    private static ParserRuleContext tree(String text) {
        return JAVA.parseSll(new CommonTokenStream(JAVA.newLexer(CharStreams.fromString(text))));
    }

    private static String ruleName(ParserRuleContext ctx) {
        return JAVA.parserGrammar().getRule(ctx.getRuleIndex()).name;
    }

    private static List<ParserRuleContext> find(ParseTree t, String rule, List<ParserRuleContext> out) {
        if (t instanceof ParserRuleContext ctx) {
            if (ruleName(ctx).equals(rule)) out.add(ctx);
            for (int i = 0; i < ctx.getChildCount(); i++) find(ctx.getChild(i), rule, out);
        }
        return out;
    }

    private static List<ParserRuleContext> find(ParseTree t, String rule) {
        return find(t, rule, new ArrayList<>());
    }

    private static long children(ParserRuleContext ctx, String rule) {
        return ctx.children.stream().filter(c -> c instanceof ParserRuleContext p && ruleName(p).equals(rule)).count();
    }

    @Test
    void packagesAndImports() {
        parses("""
                package com.example.app;
                import java.util.*;
                import java.util.List;
                import static java.lang.Math.max;
                import static java.lang.Math.*;
                class A {}
                ;
                """);
        parses("@Deprecated package p;");
        parses("");
    }

    @Test
    void classesInterfacesAndMembers() {
        parses("""
                public abstract class A<T extends Comparable<? super T> & java.io.Serializable> extends B<T> implements I, J<String> {
                    private static final long serialVersionUID = 1L;
                    protected transient volatile int a = 1, b[] = {1, 2}, c;
                    static { init(); }
                    { instance(); }
                    public A() { this(1); }
                    A(int x) { super(); }
                    <U> A(U u, T t) throws Exception { <U>this(); }
                    public abstract <R extends T> R convert(T t) throws IllegalStateException, java.io.IOException;
                    native void nat();
                    synchronized strictfp void sync() {}
                    int legacy()[] { return null; }
                    void varargs(String fmt, Object... args) {}
                    void finalParam(final int x, @Ann final String y) {}
                    void receiver(A<T> this, int x) {}
                    class Inner { Inner(A<T> A.this) {} }
                    static class Nested<K, V> {}
                    interface NestedI {}
                    enum NestedE { X }
                    record NestedR(int x) {}
                    @interface NestedAnn {}
                    ;
                }
                interface I extends J<String>, K {
                    int CONST = 1;
                    void m();
                    default void d() {}
                    static void s() {}
                    private void p() {}
                }
                final class F {}
                """);
    }

    @Test
    void sealedNonSealedAndPermits() {
        parses("""
                public sealed interface Shape permits Circle, Square, Other {}
                final class Circle implements Shape {}
                non-sealed class Square implements Shape {}
                sealed abstract class Other implements Shape permits Other.Sub { static final class Sub extends Other {} }
                """);
    }

    @Test
    void enumsWithBodies() {
        parses("""
                enum E { }
                enum F { A, B, }
                enum G { A, B; }
                enum Op implements IntBinaryOperator {
                    @Deprecated PLUS("+") { public int applyAsInt(int a, int b) { return a + b; } },
                    MINUS("-") { public int applyAsInt(int a, int b) { return a - b; } };
                    private final String sym;
                    Op(String sym) { this.sym = sym; }
                }
                enum H { ; static int x; }
                """);
    }

    @Test
    void recordsAndCompactConstructors() {
        parses("""
                record Point(int x, int y) {
                    Point {
                        if (x < 0) throw new IllegalArgumentException();
                    }
                    Point(int x) { this(x, 0); }
                    static Point origin() { return new Point(0, 0); }
                }
                public record Pair<A, B>(@Nullable A first, B second) implements Comparable<Pair<A, B>> {
                    public int compareTo(Pair<A, B> o) { return 0; }
                }
                record Var(String... names) {}
                record Empty() {}
                """);
    }

    @Test
    void annotationsAndAnnotationTypes() {
        parses("""
                @Retention(RetentionPolicy.RUNTIME)
                @Target({ElementType.TYPE, ElementType.METHOD,})
                public @interface Ann {
                    String value() default "";
                    int[] nums() default {1, 2};
                    Class<?> type() default Object.class;
                    Other other() default @Other(x = 1);
                    String noDefault();
                    int CONST = 3;
                }
                @SuppressWarnings(value = {"unchecked", "rawtypes"}) @Ann @a.b.C(1)
                class X {
                    @Override @Deprecated(since = "9", forRemoval = true) public String toString() { return ""; }
                }
                """);
    }

    @Test
    void genericsWildcardsAndTypeAnnotations() {
        parses("""
                class G<T> {
                    Map<String, List<Map<Integer, Set<T>>>> deep;
                    List<? extends Number> a; List<? super Integer> b; List<?> c;
                    <K extends Comparable<K>, V> Map<K, V> m(Class<? extends K>[] ks) { return null; }
                    @NonNull String s;
                    java.util.@NonNull List<@NonNull String> l;
                    String @NonNull [] @Nullable [] arr;
                    Outer.@A Inner<@B T>.Deeper d;
                    List<@A ? extends @B Object> w;
                    void f(@A int @B ... xs) throws @C Exception {
                        Object o = new @A ArrayList<@B String>();
                        String[] s = new @A String @B [3];
                        var x = (@A String) o;
                        boolean b = o instanceof @A String;
                    }
                }
                """);
    }

    @Test
    void arraysAndInitializers() {
        parsesStatements("""
                int[] a = {1, 2, 3};
                int b[] = {};
                int[][] c = {{1}, {2, 3,},};
                int[] d = new int[] {1, 2};
                int[][] e = new int[3][];
                long[][][] f = new long[2][3][4];
                String[] g = new String[0];
                Object h = new int[] {1}[0];
                int n = a.length + c[0][0] + d[a[0]];
                int[] z = {,};
                """);
    }

    @Test
    void lambdasInEveryParameterForm() {
        parsesStatements("""
                Runnable r = () -> {};
                Runnable r2 = () -> System.out.println();
                Function<Integer, Integer> f = x -> x + 1;
                Function<Integer, Integer> g = (x) -> { return x * 2; };
                BiFunction<Integer, Integer, Integer> h = (x, y) -> x + y;
                BiFunction<Integer, Integer, Integer> i = (Integer x, Integer y) -> x - y;
                BiFunction<Integer, Integer, Integer> j = (var x, var y) -> x * y;
                BiFunction<Integer, Integer, Integer> k = (final var x, @A final Integer y) -> x;
                IntFunction<int[]> l = (int n) -> new int[n];
                Function<String[], Integer> m = (String... s) -> s.length;
                Supplier<Supplier<String>> n = () -> () -> "x";
                list.forEach(e -> System.out.println(e));
                map.computeIfAbsent(key, k2 -> new ArrayList<>()).add(v);
                Callable<Integer> c = cond ? () -> 1 : () -> 2;
                Object o = (Runnable & java.io.Serializable) () -> {};
                Object p = (Function<String, String>) s2 -> s2;
                run(() -> { throw new RuntimeException(); });
                """);
    }

    @Test
    void methodReferences() {
        parsesStatements("""
                Function<String, Integer> a = Integer::parseInt;
                Supplier<List<String>> b = ArrayList::new;
                IntFunction<int[]> c = int[]::new;
                Function<Integer, String[]> d = String[]::new;
                Function<List<String>, Integer> e = List<String>::size;
                Supplier<String> f = super::toString;
                Supplier<String> g = this::toString;
                Supplier<String> h = Outer.super::toString;
                Function<Object, String> i = String::<Object>valueOf;
                Supplier<Set<String>> j = java.util.HashSet<String>::new;
                Runnable k = obj.field::run;
                Function<int[], int[]> l = int[]::clone;
                Supplier<String> m = "abc"::toString;
                Supplier<String> n = foo()::toString;
                """);
    }

    @Test
    void switchStatementsAndExpressions() {
        parsesStatements("""
                switch (x) {
                    case 1:
                    case 2:
                        a();
                        break;
                    case 3: { b(); }
                    default:
                        c();
                }
                switch (day) {
                    case MONDAY, FRIDAY -> System.out.println(6);
                    case TUESDAY -> { System.out.println(7); }
                    case THURSDAY, SATURDAY -> throw new IllegalStateException();
                    default -> {}
                }
                switch (s) { }
                int n = switch (day) {
                    case MONDAY, FRIDAY, SUNDAY -> 6;
                    case TUESDAY -> 7;
                    default -> {
                        int k = day.toString().length();
                        yield k;
                    }
                };
                int m = switch (x) {
                    case 1:
                        yield 1;
                    case 2: case 3:
                        yield -1;
                    default:
                        System.out.println();
                        yield (2);
                };
                String t = switch (o) { case "a" -> "A"; default -> throw new Error(); };
                f(switch (x) { case A -> 1; default -> 2; });
                """);
    }

    @Test
    void patternsInSwitchAndInstanceof() {
        parsesStatements("""
                if (o instanceof String s && !s.isEmpty()) {}
                if (o instanceof final String s) {}
                if (!(o instanceof Integer i)) return;
                boolean b = o instanceof List<?> l ? l.isEmpty() : o instanceof Map<?, ?>;
                if (o instanceof Point(int x, var y)) {}
                String r = switch (o) {
                    case null -> "null";
                    case Integer i when i > 0 -> "positive";
                    case String s -> s;
                    case Point(int x, int y) -> "point";
                    case null, default -> "other";
                };
                """);
    }

    @Test
    void yieldAndContextualKeywordsAsNames() {
        parsesStatements("""
                int var = 1; var x = var;
                int yield = 2; yield = 3;
                int record = 4, sealed = 5, permits = 6, module = 7, open = 8, to = 9, with = 10, when = 11;
                String exports, requires, opens, uses, provides, transitive;
                record++;
                Object o = module.to(with);
                """);
        parses("class module { void record() {} int sealed() { return permits; } }");
        parses("package open.module.to; import requires.exports.with; class X {}");
    }

    @Test
    void literalsOfEveryForm() {
        parsesStatements("""
                int a = 0, b = 123, c = 1_000_000, d = 0x7fff_ffff, e = 0X1F, f = 0b1010, g = 0B1_0, h = 017, i = 0_17;
                long j = 123L, k = 0xFFFFFFFFFFFFFFFFl, l = 0b1L, m = 9_223_372_036_854_775_807L;
                float n = 1.0f, o = .5F, p = 1e10f, q = 1.f, r = 3f;
                double s = 1.0, t = .5, u = 1e-5, v = 1E+5d, w = 1.5e3D, x = 0x1.8p1, y = 0x.8P-2d, z = 0x1p3, aa = 1_0.0_1e1_0, bb = 2D;
                char c1 = 'a', c2 = '\\n', c3 = '\\'', c4 = '\\\\', c5 = '\\u0041', c6 = '\\uuu0041', c7 = '\\177', c8 = '\\0', c9 = '"', c10 = '\\s';
                String s1 = "", s2 = "a\\"b", s3 = "\\t\\b\\f\\r\\n\\\\\\'", s4 = "\\u00e9\\377", s5 = "'", s6 = "\\s";
                boolean t1 = true, t2 = false; Object nul = null;
                String \\u0061bc = "unicode escape in a name";
                int \u00e9t\u00e9 = 1, $dollar = 2, _under = 3, π = 4;
                """);
    }

    @Test
    void textBlocks() {
        parsesStatements("""
                String html = \"""
                    <html>
                        <body>"quoted" ""double"" \\\""" \\
                        </body>\\s
                    </html>
                    \""";
                String empty = \"""
                    \""";
                String trailing = \"""   \t
                    text\""";
                """);
    }

    @Test
    void statements() {
        parsesStatements("""
                label: for (int i = 0, j = 10; i < j; i++, j--) { if (i == 3) continue label; else break label; }
                for (;;) break;
                for (i = 0; i < 10; i++) ;
                for (final String s : list) {}
                for (var e : map.entrySet()) {}
                for (int[] row : grid) for (int v : row) sum += v;
                while (true) { do x--; while (x > 0); }
                if (a) if (b) c(); else d();
                assert x > 0;
                assert x > 0 : "x must be positive";
                synchronized (this) { notifyAll(); }
                throw new RuntimeException("boom");
                return;
                outer: { break outer; }
                ;
                """);
    }

    @Test
    void tryCatchFinallyAndResources() {
        parsesStatements("""
                try { a(); } catch (IOException e) { b(); }
                try { a(); } catch (IOException | RuntimeException e) { b(); } catch (final Exception e) {} finally { c(); }
                try { a(); } finally { c(); }
                try (InputStream in = open(); var out = new FileOutputStream(f);) { copy(in, out); }
                try (in; this.out; final BufferedReader r = new BufferedReader(in)) {} catch (Exception e) {}
                try (@Ann InputStream in = open()) {}
                """);
    }

    @Test
    void localClassesRecordsInterfacesAndEnums() {
        parsesStatements("""
                class Local { int x; }
                final class FinalLocal extends Local {}
                abstract class AbstractLocal {}
                record LocalRecord(int a) {}
                interface LocalInterface { void m(); }
                enum LocalEnum { A, B }
                @SuppressWarnings("x") static record StaticRecord() {}
                new Local().x = 1;
                """);
    }

    @Test
    void anonymousAndInnerClassCreation() {
        parsesStatements("""
                Runnable r = new Runnable() { public void run() {} };
                Comparator<String> c = new Comparator<>() { public int compare(String a, String b) { return 0; } };
                Outer.Inner in = outer.new Inner();
                Outer.Inner.Deep d = outer.new Inner().new Deep(1, 2);
                Object g = outer.new <String>Generic<Integer>("x");
                List<String> l = new ArrayList<>();
                Map<String, List<Integer>> m = new java.util.HashMap<String, List<Integer>>(16);
                Object o = new Outer<String>.Inner<Integer>();
                Object p = new <String>Foo("s");
                """);
    }

    @Test
    void explicitGenericInvocationsAndQualifiedThisAndSuper() {
        parsesStatements("""
                List<String> a = Collections.<String>emptyList();
                this.<Integer>m(1);
                super.<T>n();
                Outer.this.x = 1;
                Outer.super.toString();
                Interface.super.method();
                Object c = int.class; Object d = String[].class; Object e = void.class; Object f = java.util.List.class;
                Object g = int[][].class; Object h = Map.Entry.class;
                """);
        parses("class C extends B { C() { outer.super(); } C(int x) { super.x = x; } C(long y) { <T>super(y); } }");
    }

    @Test
    void expressionsAndOperators() {
        parsesStatements("""
                int a = 1 + 2 * 3 - 4 / 5 % 6;
                int b = x << 2 | y >> 3 & z >>> 4 ^ ~w;
                b <<= 1; b >>= 2; b >>>= 3; b += 1; b -= 1; b *= 2; b /= 2; b %= 3; b &= 1; b |= 2; b ^= 3;
                boolean c = a < b && b <= c || c > d && d >= e || !f && g == h && i != j;
                int d = c ? 1 : e ? 2 : 3;
                i++; i--; ++i; --i; x = -y; x = +y; x = - -y; x = ~-y;
                int e = (int) 3.5 + (int) -x + (byte) +y;
                String s = (String) o;
                Object o2 = (List<String>) (Object) o;
                Object o3 = (Comparable<String> & java.io.Serializable) o;
                int f = (a) - b;
                int g = (a) + (b);
                long h = (long) (a) * b;
                boolean i2 = (Boolean) !flag;
                x = y = z = 0;
                int[] arr = new int[n]; arr[i++] = arr[--j];
                int k = a.b.c.d(e).f[g].h();
                if (i < n && j > m) {}
                foo(a < b, c > d);
                """);
    }

    @Test
    void moduleDeclarations() {
        parses("""
                import java.lang.annotation.*;
                /** The module. */
                @Deprecated(since = "9")
                open module com.example.app {
                    requires java.base;
                    requires transitive java.logging;
                    requires static java.compiler;
                    requires static transitive jdk.jfr;
                    exports com.example.api;
                    exports com.example.internal to com.example.friend, com.example.other;
                    opens com.example.model;
                    opens com.example.impl to java.base;
                    uses com.example.spi.Service;
                    provides com.example.spi.Service with com.example.impl.ServiceImpl, com.example.impl.Other;
                }
                """);
        parses("module m {}");
    }

    @Test
    void commentsAndWhitespaceAreHidden() {
        parses("""
                /* block */ // line
                /** javadoc with */ class /* in between */ X { // end
                }\u001a""");
        assertEquals(List.of("'class'", "Identifier", "'{'", "'}'"), tokens("/* a */ class // b\n X\t{\f}"));
        parses("#!/usr/bin/java --source 17\nclass Main { public static void main(String[] args) {} }");
    }

    @Test
    void rejectsMalformedInput() {
        // the diamond only where a class is instantiated: a reducer must not offer `List<> x`
        rejects("class X { List<> x; }");
        rejects("class X { Map<String, List<>> m() { return null; } }");
        parses("class X { Object o = new java.util.ArrayList<>(), p = outer.new Inner<>() {}; }");
        rejects("class X { int x = ; }");
        rejects("class X { void f() { a b c; } }");
        rejects("class X { void f() { (int) ; } }");
        rejects("class X { void f() { x = y z; } }");
        rejects("class X { void f() { if x { } } }");
        rejects("class X { void f() { yield int; } }");
        rejects("class { }");
        rejects("import java.util.List class X {}");
        rejects("class X { String s = \"unterminated; }");
    }

    @Test
    void splitsAngleBracketsAndLexesLiterals() {
        assertEquals(List.of("'>'", "'>'"), tokens(">>"));
        assertEquals(List.of("'>'", "'>'", "'>'"), tokens(">>>"));
        assertEquals(List.of("'>'", "'>='"), tokens(">>="));
        assertEquals(List.of("'<<'", "'<<='", "'<='"), tokens("<< <<= <="));
        assertEquals(List.of("FloatingPointLiteral", "IntegerLiteral", "FloatingPointLiteral"), tokens("0x1.8p1 0x1F 1e3"));
        assertEquals(List.of("TextBlock"), tokens("\"\"\"\n  a \"\" \\\"\"\" b\n  \"\"\""));
        assertEquals(List.of("'non-sealed'", "'sealed'", "'var'", "Identifier"), tokens("non-sealed sealed var variable"));
        // Generic closers in a row parse as nested type arguments.
        parses("class X { Map<String, List<List<Integer>>> m; List<List<String>> l; }");
    }

    @Test
    void exposesListsWhereAHumanWouldDelete() {
        ParserRuleContext t = tree("""
                import a.B; import c.D;
                public final class X {
                    int a; int b;
                    @A @B public static void m(int x, int y) { f(1, 2, 3); g(); int z = 0; }
                }
                """);
        ParserRuleContext cu = find(t, "compilationUnit").get(0);
        assertEquals(2, children(cu, "importDeclaration"));
        ParserRuleContext body = find(t, "classBody").get(0);
        assertEquals(3, children(body, "classBodyDeclaration"));
        ParserRuleContext method = find(t, "classBodyDeclaration").get(2);
        assertEquals(4, children(method, "modifier"));
        assertEquals(2, children(find(t, "formalParameters").get(0), "formalParameter"));
        assertEquals(3, children(find(t, "block").get(0), "blockStatement"));
        assertEquals(3, children(find(t, "arguments").get(0), "expression"));
        ParserRuleContext type = find(t, "typeDeclaration").get(0);
        assertEquals(2, children(type, "modifier"));
    }

    @Test
    void resolvesJavaAmbiguitiesAsTheJlsDoes() {
        // (a) - b subtracts; (int) -b casts.
        ParserRuleContext sub = tree("class X { int f = (a) - b; }");
        assertTrue(find(sub, "classType").isEmpty(), "(a) - b must not be a cast");
        ParserRuleContext cast = tree("class X { Object f = (int) -b; }");
        assertEquals(1, find(cast, "primitiveType").size());
        // yield x; is a yield statement, a<b> c; a declaration, f(x); an expression statement.
        ParserRuleContext y = tree("class X { int f() { return switch (1) { default: yield x; }; } }");
        assertTrue(find(y, "localVariableDeclaration").isEmpty());
        ParserRuleContext decl = tree("class X { void f() { a<b> c; f(x); } }");
        assertEquals(1, find(decl, "localVariableDeclaration").size());
        // case X -> y is a label and an arrow, not a lambda.
        ParserRuleContext sw = tree("class X { void f() { switch (k) { case X -> y(); default -> {} } } }");
        assertTrue(find(sw, "lambdaExpression").isEmpty());
        assertEquals(2, find(sw, "switchRule").size());
        // case 1: case 2: s; is one group with two labels.
        ParserRuleContext groups = tree("class X { void f() { switch (k) { case 1: case 2: s(); break; default: t(); } } }");
        assertEquals(2, find(groups, "switchGroup").size());
        // record R(...) {} is a record, not a method returning `record`.
        ParserRuleContext rec = tree("class X { record R(int x) {} }");
        assertEquals(1, find(rec, "recordDeclaration").size());
    }

    @Test
    void commonCodeNeedsNoFullLlFallback() {
        // Parsed with SLL and bail-out: throws if SLL prediction is not enough.
        ParserRuleContext t = tree("""
                package p;
                import java.util.*;
                public class Common<T extends Comparable<T>> implements Iterable<T> {
                    private final List<Map<String, List<T>>> items = new ArrayList<>();
                    @Override public Iterator<T> iterator() {
                        List<T> out = new ArrayList<>();
                        for (Map<String, List<T>> m : items) for (List<T> l : m.values()) out.addAll(l);
                        out.sort((a, b) -> a.compareTo(b));
                        out.removeIf(x -> x == null);
                        int n = out.size() >> 1, k = n >>> 2; n >>= 1;
                        String s = switch (n) { case 0 -> "zero"; case 1, 2 -> "few"; default -> { yield "many"; } };
                        Object o = (Object) s; if (o instanceof String str && str.length() > n) return out.iterator();
                        return Collections.<T>emptyList().iterator();
                    }
                    // An identifier lambda whose `;` and `}` could also end a `case X -> ...;` rule.
                    Predicate<E> f(Collection<T> types) {
                        for (T type : types) {
                            if (type == current) {
                                return el -> !set.contains(el);
                            }
                            set.add(type);
                        }
                        return null;
                    }
                    static int kind(Day d) { switch (d) { case MONDAY -> { return 1; } case TUESDAY, FRIDAY -> f(); default -> {} } return 0; }
                    Runnable r; void set() { r = x -> run(x); }
                }
                """);
        assertNotNull(t);
    }
}
