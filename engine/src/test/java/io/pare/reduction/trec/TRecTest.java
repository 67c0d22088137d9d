package io.pare.reduction.trec;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.grammars.LanguageGrammar;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.TextLanguage;
import io.pare.parse.lexicon.CanonicalNames;
import io.pare.parse.lexicon.LexTree;
import io.pare.parse.lexicon.Lexicon;
import io.pare.reduction.Reducers;
import io.pare.reduction.ReductionRequest;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.ReductionRun;

/** T-Rec (TOSEM'24) on the paper's and Perses' own examples. */
class TRecTest {
    /** The C constant of Fig. 7, with its fragments, as grammars-v4's C lexer spells it (abridged). */
    static final String MINI_C = """
            grammar MiniC;
            prog : func* EOF ;
            func : 'int' Identifier '(' ')' '{' stmt* '}' ;
            stmt : Identifier '(' ')' ';' | 'return' Constant ';' ;
            Identifier : [a-zA-Z_] [a-zA-Z_0-9]* ;
            Constant : IntegerConstant ;
            fragment IntegerConstant : DecimalConstant IntSuffix? | HexConstant IntSuffix? ;
            fragment DecimalConstant : '0' | [1-9] [0-9]* ;
            fragment HexConstant : HexPrefix HexDigit+ ;
            fragment HexPrefix : '0' [xX] ;
            fragment HexDigit : [0-9a-fA-F] ;
            fragment IntSuffix : USuffix LLSuffix? | LLSuffix USuffix? ;
            fragment USuffix : [uU] ;
            fragment LLSuffix : 'll' | 'LL' ;
            WS : [ \\t\\r\\n]+ -> channel(HIDDEN) ;
            """;

    static GrammarLanguage miniC() {
        return new GrammarLanguage(LanguageGrammar.fromText("minic", MINI_C, null, "prog"));
    }

    static ReductionResult canonicalize(Language lang, String text, RecordingOracle oracle) throws Exception {
        return new ReductionRun(new ReductionRequest("t.c", text, StandardCharsets.UTF_8, lang, Reducers.CANONICALIZE,
                oracle, 2, null, false, true, null), ReductionListener.NONE).run();
    }

    @Test
    void smallestLegalStringsInShortlexOrder() {
        Lexicon smt = Lexicon.of(Languages.byName("smtlib2"));
        var g = ((GrammarLanguage) Languages.byName("smtlib2")).grammar().language();
        assertEquals(List.of("0", "1"), smt.shortest(g.tokenType("NUMERAL"), 2));
        assertEquals(List.of("\"\""), smt.shortest(g.tokenType("STRING"), 2));
        assertEquals(List.of("#b0", "#b1"), smt.shortest(g.tokenType("BINARY"), 2));
        assertEquals(List.of("assert"), smt.shortest(g.tokenType("'assert'"), 2), "a keyword's only string is itself");
        assertEquals(List.of("a", "b", "z", "aa", "az", "ba", "zz", "aaa"),
                List.of(CanonicalNames.nth(0), CanonicalNames.nth(1), CanonicalNames.nth(25), CanonicalNames.nth(26), CanonicalNames.nth(51),
                        CanonicalNames.nth(52), CanonicalNames.nth(701), CanonicalNames.nth(702)), "bijective base 26, no skipped names");
    }

    @Test
    void lexTreeOfTheFig7Constant() {
        GrammarLanguage c = miniC();
        Lexicon lx = Lexicon.of(c);
        int constant = c.grammar().language().tokenType("Constant");
        LexTree t = lx.tree(constant, "0xff00ull");
        assertNotNull(t);
        assertEquals("0xff00ull", t.text());
        String shape = t.toString();
        assertTrue(shape.contains("HexConstant") && shape.contains("IntSuffix") && shape.contains("LLSuffix"), shape);
        assertTrue(lx.lexesAs("0x100ull", constant));
        assertFalse(lx.lexesAs("0xull", constant), "a plus keeps one digit");
    }

    /** Perses' golden test (spec §9.6): `longFunctionName` → `a`, `0xff00ull` → `0x100ull` under a regex oracle. */
    @Test
    void persesGoldenTest() throws Exception {
        Pattern p = Pattern.compile("0x[1-9a-fA-F][0-9a-fA-F]{2,}ull");
        RecordingOracle o = new RecordingOracle(t -> p.matcher(t).find());
        ReductionResult r = canonicalize(miniC(), "int main(){ longFunctionName(); return 0xff00ull; }", o);
        assertEquals("inta(){a();return0x100ull;}", squash(r.text()));
    }

    @Test
    void identifiersGetCanonicalNamesConsistentlyAndKeywordsCostNothing() throws Exception {
        // ψ: two distinct functions are called, and the second is called twice
        RecordingOracle o = new RecordingOracle(t -> {
            var m = java.util.regex.Pattern.compile("(\\w+)\\(\\);").matcher(t.substring(t.indexOf('{')));
            List<String> calls = new java.util.ArrayList<>();
            while (m.find()) calls.add(m.group(1));
            return calls.size() == 3 && !calls.get(0).equals(calls.get(1)) && calls.get(1).equals(calls.get(2));
        });
        ReductionResult r = canonicalize(miniC(), "int main(){ first(); second(); second(); }", o);
        assertEquals("inta(){a();b();b();}", squash(r.text()), "a, b: no skipped name, every use renamed");
        RecordingOracle none = new RecordingOracle(t -> true);
        canonicalize(miniC(), "int a(){ }", none);
        assertEquals(1, none.asked().size(), "only the original is checked: keywords and punctuation cost no query");
    }

    @Test
    void textFallbackCanonicalizesToo() throws Exception {
        RecordingOracle o = new RecordingOracle(t -> t.contains("crash(") && t.matches("(?s).*\\d{3}.*"));
        ReductionResult r = canonicalize(new TextLanguage(), "call crash(someVariable, 98765, \"long string\");", o);
        // words get names (someVariable merges with the first), the number keeps three digits, punctuation is left alone
        assertEquals("acrash(a,000,\"\");", squash(r.text()));
    }
}
