package io.pare.query;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** RCC as specified: the paper's worked example (Fig. 1 / Table 1), canonicality, and round trips. */
class RccCacheTest {
    private final Map<String, Integer> lexemes = new HashMap<>();

    private int[] ids(String program) {
        return java.util.Arrays.stream(program.trim().split("\\s+"))
                .mapToInt(t -> lexemes.computeIfAbsent(t, k -> lexemes.size())).toArray();
    }

    @Test
    void reproducesThePapersWorkedExample() {
        int[] p0 = ids("int main ( ) { int a = 0 ; int b = 9 ; return a + 0 ; }");
        RccCache cache = new RccCache(p0);
        int[] p1 = ids("int main ( ) { }");
        int[] p2 = ids("int main ( ) { int b = 9 ; return a + 0 ; }");
        int[] p3 = ids("int main ( ) { int a = 0 ; }");
        // Table 1 keys, shifted to 0-based half-open intervals.
        IntervalKey k1 = cache.key(p1);
        IntervalKey k2 = cache.key(p2);
        IntervalKey k3 = cache.key(p3);
        assertArrayEquals(new int[] {0, 5, 20, 21}, k1.intervals());
        assertArrayEquals(new int[] {0, 6, 11, 21}, k2.intervals());
        assertArrayEquals(new int[] {0, 10, 20, 21}, k3.intervals());
        cache.recordFailure(k1);
        cache.recordFailure(k2);
        cache.recordFailure(k3);

        int[] p4 = ids("int main ( ) { int a = 0 ; return a + 0 ; }");
        cache.rebase(p4); // p4 passed: p2 (which needs b) is evicted
        assertEquals(2, cache.size());
        assertArrayEquals(new int[] {0, 5, 15, 16}, cache.key(p1).intervals());
        assertTrue(cache.contains(cache.key(p3)), "step 5: p5 = p3 is a hit");
        assertArrayEquals(new int[] {0, 10, 15, 16}, cache.key(p3).intervals());

        int[] p6 = ids("int main ( ) { return a + 0 ; }");
        IntervalKey k6 = cache.key(p6);
        assertArrayEquals(new int[] {0, 5, 10, 16}, k6.intervals());
        cache.recordFailure(k6);

        int[] p7 = ids("int main ( ) { int a = 0 ; return 0 ; }");
        cache.rebase(p7); // p6 needs "a +" after return: evicted
        assertEquals(2, cache.size());
        assertTrue(cache.contains(cache.key(p3)), "step 8: p8 = p3 is a hit");
        assertArrayEquals(new int[] {0, 10, 13, 14}, cache.key(p3).intervals());
        assertFalse(cache.contains(cache.key(ids("int main ( ) { return 0 ; }"))), "p9 was never tested");
    }

    @Test
    void equalTokenSequencesGetEqualKeys() {
        int[] base = ids("a ; ; b");
        RccCache cache = new RccCache(base);
        // deleting the first or the second ";" gives the same program: one is a hit for the other
        int[] withoutFirst = {base[0], base[2], base[3]};
        int[] withoutSecond = {base[0], base[1], base[3]};
        assertEquals(cache.key(withoutFirst), cache.key(withoutSecond));
        cache.recordFailure(cache.key(withoutFirst));
        assertTrue(cache.contains(cache.key(withoutSecond)), "the other deletion of the same program is cached");
        assertArrayEquals(new int[] {0, 2, 3, 4}, cache.key(withoutSecond).intervals());
        assertNull(cache.key(ids("b a")), "not a subsequence");
    }

    @Test
    void decodeInvertsEncodeOnRandomDeletions() {
        Random rnd = new Random(42);
        for (int trial = 0; trial < 500; trial++) {
            int n = 1 + rnd.nextInt(40);
            int[] base = new int[n];
            for (int i = 0; i < n; i++) base[i] = rnd.nextInt(4);
            List<Integer> kept = new ArrayList<>();
            for (int i = 0; i < n; i++) if (rnd.nextBoolean()) kept.add(base[i]);
            int[] p = kept.stream().mapToInt(Integer::intValue).toArray();
            int[] e = RccCache.encode(base, p);
            assertEquals(0, e.length % 2);
            for (int i = 1; i < e.length; i++) assertTrue(e[i - 1] < e[i], "strictly increasing");
            assertArrayEquals(p, RccCache.decode(base, e));
        }
    }
    @Test
    void aFailureLostToASameSizeReplacementIsKnownWhenALaterReplacementBringsItBack() {
        // the best "f ( x ) ;" becomes "f ( y ) ;" (a replacement, no deletion), then "f ( x ) ; "
        // comes back in another way: "f ( x )" is again a deletion of the best, and failed before
        int[] first = ids("f ( x ) ;");
        RccCache cache = new RccCache(first);
        int[] failed = ids("f ( x )");
        cache.recordFailure(cache.key(failed));
        cache.rebase(ids("f ( y ) ;"));
        assertNull(cache.key(failed), "not a deletion of the replaced best");
        cache.rebase(ids("f ( x ) ."));
        assertFalse(cache.contains(cache.key(failed)), "the interval entry went with the replacement");
        assertTrue(cache.parks(failed), "but the failure is still known");
        assertFalse(cache.parks(ids("f ( x")), "only that failure");
    }

    @Test
    void aBestThatOnlyShrinksParksNothing() {
        RccCache cache = new RccCache(ids("a b c d"));
        cache.recordFailure(cache.key(ids("a b c")));
        cache.rebase(ids("a b d")); // a deletion: "a b c" can never come back (RCC's theorem)
        assertFalse(cache.parks(ids("a b c")));
        assertTrue(cache.bytes() > 0);
    }
}
