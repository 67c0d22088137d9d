package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CGrammarTest {
    static final LanguageGrammar C = LanguageGrammar.fromResources("c", "c/C.g4", null, "compilationUnit");

    private static void parses(String text) {
        assertEquals(List.of(), GrammarParsing.errors(C, text), text);
    }

    @Test
    void declarationsAndFunctions() {
        parses("""
                typedef unsigned long size_t;
                typedef struct node { int v; struct node *next; unsigned flag : 1; int : 0; } node_t;
                static const char *names[3] = { "a", "b", "c" };
                extern int printf(const char *fmt, ...);
                int (*handler)(int, char **);
                void (*signal(int sig, void (*func)(int)))(int);
                int (isdigit)(int c);
                enum color { RED, GREEN = 2, BLUE, };
                union u { int i; float f; };
                size_t n;
                node_t *head, **tail = &head;
                long long int big; unsigned short us; long double ld; _Bool b; _Complex double z;
                int matrix[2][3] = { { 1, 2, 3 }, { 4, 5, 6 } };
                int f(int a, int b[static 10], int c[*], const int *restrict p);
                static inline int add(int a, int b) { return a + b; }
                int main(void) { return add(1, 2); }
                """);
    }

    @Test
    void c11Keywords() {
        parses("""
                _Static_assert(sizeof(int) == 4, "int");
                _Alignas(16) char buf[32];
                _Alignas(long) char buf2[8];
                _Thread_local int tls;
                _Atomic int ai; _Atomic(long) al;
                _Noreturn void die(void);
                #define type_of(x) _Generic((x), int: "int", double: "double", default: "other")
                const char *s = _Generic(1.0, int: "int", double: "double", default: "other");
                int al2 = _Alignof(double);
                struct flex { int n; double d[]; };
                int g(void) { _Static_assert(1, "ok"); struct { int a; } anon = { .a = 1 }; return anon.a; }
                """);
    }

    @Test
    void statements() {
        parses("""
                int f(int n) {
                    int i, s = 0;
                    for (i = 0; i < n; i++) s += i;
                    for (int j = 0, k = 1; j < n; j++, k <<= 1) continue;
                    for (;;) break;
                    while (n--) if (n & 1) s ^= n; else s |= n;
                    do { s--; } while (s > 100);
                    switch (n) { case 0: case 1: s = 1; break; default: s = 2; }
                    if (s) goto out;
                    ;
                out:
                    return s ? s : -1;
                }
                """);
    }

    @Test
    void expressions() {
        parses("""
                void f(int *p, struct s *q, int a[]) {
                    int x = (int)*p + -a[0] * sizeof(int) - sizeof x % 3;
                    x = ~x << 2 | x >> 1 & 7 ^ !x;
                    x += p[1]++ - --p[2] + q->m.n[3];
                    x = (x > 0 && x < 10) || x == 42 ? x : (unsigned char)x;
                    x = ((struct s){ .m = 1 }).m, x = (int[]){1, 2}[1];
                    x = 1.5e-3f + 0x1.8p3 + 07 + 0b101 + 10UL + 'a' + L'b' + u'c';
                    const char *t = "abc" "def" L"x" u8"y";
                    (void)x;
                    (f)(p, q, a);
                    x = (unsigned)-1;
                }
                """);
    }

    @Test
    void gnuExtensions() {
        parses("""
                __extension__ typedef long long ll;
                typedef int v4si __attribute__((vector_size(16), aligned(16)));
                struct __attribute__((packed)) p { char c; int i __attribute__((aligned(4))); } __attribute__((unused));
                __attribute__((noinline, noclone)) static int f(int) __attribute__((const));
                int g(void) __asm__("real_g");
                register int sp asm("rsp");
                extern __inline__ int h(int *__restrict a, int *__restrict__ b) { return *a + *b; }
                __int128 big; unsigned __int128 ubig; __typeof__(big) other; typeof(int *) ip;
                int arr[10] = { [0 ... 4] = 1, [5] = 2, [6 ... 9] = 3 };
                struct pt { int x, y; } pts = { x: 1, y: 2 };
                int k(int c) {
                    int y = ({ int t = c * 2; t + 1; });
                    __label__ done;
                    static void *table[] = { &&l1, &&done };
                    goto *table[c];
                l1:
                    switch (c) { case 1 ... 5: y = 0; break; case 'a' ... 'z': y = 1; }
                    __asm__ __volatile__("nop" ::: "memory");
                    asm volatile("mov %1, %0" : "=r"(y) : "r"(c) : "cc");
                    asm goto("jmp %l0" :::: done);
                    y = __builtin_va_arg(*(__builtin_va_list *)0, int);
                    y += __builtin_offsetof(struct pt, y) + __builtin_types_compatible_p(int, long);
                    y = c ?: 3;
                    __auto_type z = y;
                    __real__ z; __imag__ z;
                    __attribute__((fallthrough));
                done:
                    return __extension__ ({ y; });
                }
                """);
    }

    @Test
    void unpreprocessedSource() {
        String text = """
                #include <stdio.h>
                #define MAX(a, b) \\
                    ((a) > (b) ? (a) : (b))  /* multi
                                                line comment */
                #if defined(__GNUC__) // gnu
                # define INLINE __inline__
                #else
                # define INLINE
                #endif
                struct s {
                    int a;
                #ifdef WITH_B
                    int b;
                #endif
                };
                enum e {
                    A,
                #if X
                    B,
                #endif
                    C
                };
                int table[] = {
                    1,
                #ifdef MORE
                    2,
                #endif
                };
                int main(void) {
                #ifdef DEBUG
                    printf("debug\\n");
                #endif
                    if (1)
                #ifdef A
                        puts("a");
                #else
                        puts("b");
                #endif
                    return 0;
                }
                """;
        parses(text);
        List<String> directives = new ArrayList<>();
        for (Token t : tokens(text)) {
            if (t.getType() == C.tokenType("DIRECTIVE")) directives.add(t.getText());
        }
        assertEquals("#define MAX(a, b) \\\n    ((a) > (b) ? (a) : (b))  /* multi\n"
                + "                                line comment */", directives.get(1));
        assertEquals("#if defined(__GNUC__) // gnu", directives.get(2));
        assertEquals(18, directives.size());
    }

    @Test
    void unexpandedMacros() {
        parses("""
                __BEGIN_DECLS
                #include <bits/types.h>
                extern int foo (int __x) __THROW __nonnull ((1));
                extern FILE *__REDIRECT (tmpfile, (void), tmpfile64) __wur;
                ZEXTERN int ZEXPORT deflate OF((z_streamp strm, int flush));
                static void XMLCDECL LIBXML_ATTR_FORMAT(1,2) warn(const char *msg, ...);
                MODULE_LICENSE("GPL");
                __END_DECLS
                #ifdef __cplusplus
                extern "C" {
                #endif
                int f(void *ctx ATTRIBUTE_UNUSED) {
                    LIBXML_TEST_VERSION
                    printf("%" PRId64 "\\n", x);
                    name = BAD_CAST "--";
                    va_arg(ap, char *);
                    PNG_UNUSED(ctx)
                }
                #ifdef __cplusplus
                }
                #endif
                """);
    }

    @Test
    void kAndRAndImplicitInt() {
        parses("""
                main(argc, argv) int argc; char **argv; { return 0; }
                char *copy(s, t) char *s; T t; { return s; }
                f() { }
                """);
    }

    @ParameterizedTest
    @ValueSource(strings = {"int f( {", "int x = ;", "struct { int a }", "void f(void) { if (x) }", "int 3x;"})
    void rejectsMalformedInput(String text) {
        assertFalse(GrammarParsing.errors(C, text).isEmpty(), text);
    }

    @Test
    void declarationsAndStatementsAreResolvedAsAHumanReadsThem() {
        ParseTree unit = parse("void f(void) { T x; T *p = 0; g(x); a = b * c; }");
        List<String> items = new ArrayList<>();
        collect(unit, "blockItem", items);
        assertEquals(List.of("declaration", "declaration", "statement", "statement"), items);
    }

    @Test
    void commentsAndWhitespaceAreHidden() {
        List<String> visible = new ArrayList<>();
        for (Token t : tokens("int /* c */ x; // d\n")) {
            if (t.getChannel() == Token.DEFAULT_CHANNEL && t.getType() != Token.EOF) visible.add(t.getText());
        }
        assertEquals(List.of("int", "x", ";"), visible);
    }

    @Test
    void listsAreFlat() {
        ParseTree unit = parse("int a, b, c; void f(void) { a; b; c; g(1, 2, 3); }");
        List<String> kinds = new ArrayList<>();
        collect(unit, "compoundStatement", kinds);
        assertEquals(List.of("{"), kinds);
        ParserRuleContext block = find(unit, "compoundStatement");
        assertEquals(6, block.getChildCount());            // { item item item item }
        assertEquals(5, find(unit, "initDeclaratorList").getChildCount());  // a , b , c
        assertEquals(5, find(unit, "argumentList").getChildCount());
    }

    private static ParserRuleContext find(ParseTree t, String rule) {
        if (t instanceof TerminalNode) return null;
        ParserRuleContext ctx = (ParserRuleContext) t;
        if (C.parserGrammar().getRule(ctx.getRuleIndex()).name.equals(rule)) return ctx;
        for (int i = 0; i < t.getChildCount(); i++) {
            ParserRuleContext r = find(t.getChild(i), rule);
            if (r != null) return r;
        }
        return null;
    }

    private static List<? extends Token> tokens(String text) {
        return C.newLexer(CharStreams.fromString(text)).getAllTokens();
    }

    private static ParseTree parse(String text) {
        var parser = C.newParser(new CommonTokenStream(C.newLexer(CharStreams.fromString(text))));
        return parser.parse(C.rule("compilationUnit").index);
    }

    /** For each node of {@code rule}, the rule name of its first child. */
    private static void collect(ParseTree t, String rule, List<String> out) {
        if (t instanceof TerminalNode) return;
        ParserRuleContext ctx = (ParserRuleContext) t;
        if (C.parserGrammar().getRule(ctx.getRuleIndex()).name.equals(rule)) {
            ParseTree first = ctx.getChild(0);
            out.add(first instanceof ParserRuleContext c ? C.parserGrammar().getRule(c.getRuleIndex()).name : first.getText());
        }
        for (int i = 0; i < t.getChildCount(); i++) collect(t.getChild(i), rule, out);
    }
}
