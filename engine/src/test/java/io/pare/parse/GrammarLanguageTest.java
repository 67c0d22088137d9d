package io.pare.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

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
}
