package io.pare.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.pare.program.Program;
import io.pare.program.Token;

/** Tokens a grammar names {@code *_OR_LAYOUT} are tokens where the text parses with them, else layout. */
class GrammarLanguageTest {
    private static final Language CPP = Languages.byName("cpp");

    private static Program parse(String text) throws ParseFailedException {
        return CPP.parse("t.cpp", text, StandardCharsets.UTF_8, x -> x);
    }

    private static boolean hasToken(Program p, String text) {
        return p.currentTokenList().stream().map(Token::text).anyMatch(text::equals);
    }

    @Test
    void aPragmaLineBetweenDeclarationsIsAnItemOfItsOwn() throws Exception {
        String text = """
                namespace {
                #pragma GCC diagnostic push
                #pragma GCC diagnostic ignored "-Wstringop-overflow"
                  template<typename> struct Unused { };
                }
                """;
        Program p = parse(text);
        assertTrue(hasToken(p, "#pragma GCC diagnostic ignored \"-Wstringop-overflow\""));
        assertEquals(text, p.currentText());
        // so the struct can go without the pragma that follows the namespace's brace
        assertTrue(p.dumpTree().contains("pragma"), p.dumpTree());
    }

    @Test
    void aPragmaWhereNoItemMayStandIsLayoutAndTheFileStillParses() throws Exception {
        // g++ -E prints a _Pragma in a macro where the macro stood: here inside an expression
        String text = """
                int f() {
                  return 1 +
                #pragma GCC diagnostic push
                    2;
                }
                """;
        Program p = parse(text);
        assertFalse(hasToken(p, "#pragma GCC diagnostic push"));
        assertEquals(text, p.currentText());
        assertEquals(11, p.size());
    }

    @Test
    void aPragmaWhereNoItemMayStandIsAcceptedAsLayout() {
        assertTrue(CPP.accepts("int f() {\n  return 1 +\n#pragma GCC diagnostic push\n    2;\n}\n"));
        assertFalse(CPP.accepts("int f() {\n  return 1 +\n#pragma GCC diagnostic push\n    ;\n}\n"));
    }

    /**
     * A reducer asks {@code accepts} of every candidate instead of parsing it: it must say yes exactly
     * where the parse succeeds. Here on every program left by deleting one token, or two tokens with up
     * to two between them, from a small program of each language.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "c|typedef int T; int f(T *p, int n) { for (int i = 0; i < n; i++) p[i] = (T) i * 2; return p[0] ? f(p, n - 1) : 0; }",
        "cpp|template <typename T> struct A : B<T> { A() : x(T{}) {} int f() const { return g<T>(x) >> 1; } T x; };",
        "java|class A<T> { int f(java.util.List<? extends T> xs) { int n = 0; for (T x : xs) n += x.hashCode(); return n; } }",
        "javascript|const f = async (a, b = {}) => { for (const k of Object.keys(b)) a[k] ??= `v${b[k]}`; return /x+/g.test(a); };",
        "rust|fn f<'a, T: Clone>(x: &'a [T]) -> Option<T> { let v: Vec<T> = x.iter().cloned().collect(); v.first().cloned() }",
        "smtlib2|(declare-fun x () (_ BitVec 8)) (assert (bvult (bvadd x #x01) x)) (check-sat)",
    })
    void acceptsWhatParsesAndNothingElse(String language, String program) {
        Language lang = Languages.byName(language);
        List<String> tokens = lang instanceof GrammarLanguage g
                ? g.lex(program, x -> x).stream().map(Token::text).toList()
                : List.of();
        assertTrue(tokens.size() > 20, language);
        List<String> candidates = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            candidates.add(without(tokens, i, -1));
            for (int j = i + 1; j <= i + 3 && j < tokens.size(); j++) candidates.add(without(tokens, i, j));
        }
        int parsed = 0;
        for (String text : candidates) {
            boolean parses;
            try {
                lang.parse("t", text, StandardCharsets.UTF_8, x -> x);
                parses = true;
            } catch (ParseFailedException e) {
                parses = false;
            }
            if (parses) parsed++;
            assertEquals(parses, lang.accepts(text), language + ": " + text);
        }
        // both answers were given many times
        assertTrue(parsed > 5 && parsed < candidates.size() - 5, language + ": " + parsed + " of " + candidates.size());
    }

    private static String without(List<String> tokens, int i, int j) {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < tokens.size(); k++) {
            if (k != i && k != j) out.append(tokens.get(k)).append(' ');
        }
        return out.toString();
    }
}
