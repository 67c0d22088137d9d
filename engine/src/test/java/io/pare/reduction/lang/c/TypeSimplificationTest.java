package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** A typedef's written type is replaced by a plain one, fewest tokens first, the oracle judging which. */
class TypeSimplificationTest {
    private static TypeSimplification pass() {
        return new TypeSimplification(CPassRound.identifiers(), CPassRound.typeOf(), TypeSimplification.C_TYPES);
    }

    private static final String SIZES = """
            typedef unsigned long size;
            typedef int count;
            size n;
            int main() { return n; }
            """;

    @Test
    void theFirstPlainTypeTheOracleAcceptsReplacesTheWrittenOneAndOneTokenTypesAreLeftAlone() throws Exception {
        CPassRound r = CPassRound.of(pass(), SIZES, t -> t.contains("typedef long size;"));
        assertEquals("typedeflongsize;typedefintcount;sizen;intmain(){returnn;}", r.result());
        // int first (refused), then long; "count" is one token already: nothing plain is shorter
        assertEquals(List.of("typedef int size;", "typedef long size;"),
                r.asked().stream().map(t -> t.lines().findFirst().orElseThrow().trim()).toList());
    }

    @Test
    void aRefusedReplacementIsNotOfferedAgainWhileTheTypedefAndItsUsesStandAsTheyWere() throws Exception {
        TypeSimplification pass = pass();
        CPassRound first = CPassRound.of(pass, SIZES, t -> false);
        assertEquals(4, first.asked().size(), "int, long, char, void: the pointers are no fewer tokens");
        assertEquals(List.of(), CPassRound.of(pass, SIZES, t -> false).asked());
        // another variable renamed: nothing the typedef touches changed
        assertEquals(List.of(), CPassRound.of(pass, SIZES.replace("return n", "return n + 0"), t -> false).asked());
        // one use more: the typedef's context changed, so it is asked again
        assertEquals(4, CPassRound.of(pass, SIZES.replace("size n;", "size n; size k;"), t -> false).asked().size());
    }
}
