package io.pare.reduction.lang.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.lexicon.Lexicon;
import io.pare.reduction.lang.c.CPassRound;

/** An impl's self type is written {@code Self} where the impl names it again. */
class SelfTypeTest {
    private static final Language RUST = Languages.byName("rust");

    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(RUST, "t.rs", new SelfType(Identifiers.types(RUST, null), Lexicon.of(RUST)::typeOf), text, interesting);
    }

    /** The shape of Rust 84727's second impl: the where clause bounds the self type, spelled out. */
    @Test
    void theWhereClauseAndTheBodyReadSelf() throws Exception {
        String text = "impl<c, d> b<c> for a<c, d> where a<c, d>: b<d> { fn f(self) -> a<c, d> { self } }\n";
        assertEquals("impl<c,d>b<c>fora<c,d>whereSelf:b<d>{fnf(self)->Self{self}}", round(text, t -> true).result());
    }

    @Test
    void allMentionsAreAskedTogetherThenEachAlone() throws Exception {
        String text = "impl<c> a<c> { fn f() -> a<c> { a::<c>::g() } fn g(x: a<c>) {} }\n";
        List<String> asked = round(text, t -> false).asked().stream().map(TestPrograms::squash).toList();
        assertEquals(List.of(
                "impl<c>a<c>{fnf()->Self{a::<c>::g()}fng(x:Self){}}",
                "impl<c>a<c>{fnf()->Self{a::<c>::g()}fng(x:a<c>){}}",
                "impl<c>a<c>{fnf()->a<c>{a::<c>::g()}fng(x:Self){}}"), asked);
    }

    @Test
    void aSelfTypeOfOneTokenOrATypeThatOnlyStartsLikeItStays() throws Exception {
        for (String text : new String[] {
                "impl a { fn f() -> a { a {} } }\n",
                "impl a::b { fn f() -> a::b<c> { loop {} } }\n",
                "trait t { fn f() -> impl a<c> { } }\n"}) {
            assertTrue(round(text, t -> true).asked().isEmpty(), text);
        }
    }
}
