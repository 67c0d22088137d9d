package io.pare.reduction.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import io.pare.parse.Language;
import io.pare.parse.Languages;

/** Comments, their words and their characters, and the words of strings: what no tree pass can split. */
class CommentPassesTest {
    private static final Language JS = Languages.byName("javascript");

    @Test
    void aCommentTheBugNeedsStaysAndTheOthersGo() throws Exception {
        String text = "// one\nlet a = 1; /* two */\n// three\nf(a); // four\n";
        TextPassRound r = TextPassRound.of(new CommentDeletion(), JS, text, t -> t.contains("three") && t.contains("f(a)"));
        assertEquals("\nlet a = 1; \n// three\nf(a); \n", r.result());
        for (String asked : r.asked()) assertTrue(TextPassRound.parses(JS, asked), asked);
    }

    @Test
    void commentsNoneOfWhichMattersGoInOneQuery() throws Exception {
        String text = "/* a */ let x = 1; // b\n// c\nx;\n";
        TextPassRound r = TextPassRound.of(new CommentDeletion(), JS, text, t -> t.contains("let x"));
        assertEquals(1, r.asked().size(), r.asked().toString());
        assertEquals(" let x = 1; \n\nx;\n", r.result());
    }

    @Test
    void aDeletedCommentDoesNotGlueItsNeighboursIntoOneToken() throws Exception {
        TextPassRound r = TextPassRound.of(new CommentDeletion(), JS, "let a/**/=/**/1;\n", t -> true);
        assertEquals("let a = 1;\n", r.result());
    }

    @Test
    void aCommentWhoseOneWordMattersKeepsOnlyThatWord() throws Exception {
        String text = "/**\n * @param {Object} opts the options\n */\nfunction f(opts) {}\n";
        TextPassRound r = TextPassRound.of(new WordDeletion(), JS, text, t -> t.contains("@param") && t.contains("function f"));
        assertEquals("/** @param\n */\nfunction f(opts) {}\n", r.result());
    }

    @Test
    void aWordKeepsOnlyTheCharactersThatMatter() throws Exception {
        String text = "/** @param {Object} */\nf();\n";
        TextPassRound r = TextPassRound.of(new CharacterDeletion(), JS, text, t -> t.contains("@p") && t.contains("{O") && t.contains("f()"));
        assertEquals("/**@p{O*/\nf();\n", r.result());
    }

    @Test
    void aStringKeepsOnlyTheWordThatMatters() throws Exception {
        String text = "s = \"hello big world\";\n";
        TextPassRound r = TextPassRound.of(new WordDeletion(), JS, text, t -> t.contains("big"));
        assertEquals("s = \" big\";\n", r.result());
    }

    @Test
    void charactersOfAStringGoButItsQuotesStay() throws Exception {
        TextPassRound r = TextPassRound.of(new CharacterDeletion(), JS, "s = 'abc';\n", t -> t.contains("s ="));
        assertEquals("s = '';\n", r.result());
    }

    @Test
    void stringBodiesAreFoundBehindPrefixesAndInsideRawDelimiters() {
        var plain = Literals.stringBody(new io.pare.program.Token(1, "\"ab\"", 10, 14, 10));
        assertEquals(new Literals.Body(11, 13), plain);
        var raw = Literals.stringBody(new io.pare.program.Token(1, "r#\"x\"#", 0, 6, 0));
        assertEquals(new Literals.Body(3, 4), raw);
        assertEquals(null, Literals.stringBody(new io.pare.program.Token(1, "abc", 0, 3, 0)));
    }
}
