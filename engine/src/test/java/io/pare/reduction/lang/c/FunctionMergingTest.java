package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

/** Function merging: two functions' statements in one, the emptied definition gone. */
class FunctionMergingTest {
    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(new FunctionMerging(CPassRound.identifiers()), text, interesting);
    }

    /** The warnings case in miniature: gcc's two diagnostics come from two functions, the bug needs both. */
    @Test
    void aLaterFunctionsBodyMovesToTheEndOfAnEarlierOne() throws Exception {
        Predicate<String> bothWarnings = t -> t.replaceAll("\\s", "").matches(".*\\{[^}]*intb;b\\+\\+;[^}]*c==c;[^}]*}.*")
                || t.contains("int b; b++;") && t.contains("c == c;");
        CPassRound r = round("a() { int b; b++; }\nc() { c == c; }\n", bothWarnings);
        assertEquals("a(){intb;b++;c==c;}", r.result());
        assertEquals(1, r.asked().size(), "one candidate: the later body into the earlier function");
    }

    @Test
    void anEarlierFunctionMovesIntoALaterOneWhenNothingElseWorks() throws Exception {
        CPassRound r = round("a() { x(); }\nc() { y(); }\n", t -> t.replaceAll("\\s", "").startsWith("c(){y();x();}"));
        assertEquals("c(){y();x();}", r.result());
        assertEquals(2, r.asked().size(), "c into a first, then a into c: " + r.asked());
    }

    @Test
    void aFunctionThatReadsItsParametersStaysWhereItIs() throws Exception {
        CPassRound r = round("int f(int x) { return x; }\nint g(void) { h(); }\n", t -> true);
        assertEquals("intf(intx){returnx;h();}", r.result(), "g moves into f");
        CPassRound none = round("int f(int x) { return x; }\nint g(void) { h(); }\n", t -> false);
        for (String asked : none.asked()) {
            assertTrue(asked.contains("int f(int x)"), "f, which reads x, is never moved: " + asked);
        }
        assertEquals(1, none.asked().size(), none.asked().toString());
    }
}
