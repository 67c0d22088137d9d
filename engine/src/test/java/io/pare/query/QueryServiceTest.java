package io.pare.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;

class QueryServiceTest {
    @Test
    void aCandidateThatTimedOutIsNotAskedAgain() throws Exception {
        List<String> asked = new ArrayList<>();
        // "loop" never finishes in time; everything else is simply not interesting
        Oracle oracle = (candidate, cancel) -> {
            synchronized (asked) {
                asked.add(candidate.text());
            }
            Verdict v = candidate.text().equals("loop") ? Verdict.TIMEOUT : Verdict.NOT_INTERESTING;
            return new Outcome(v, -1, "", Duration.ofMillis(1));
        };
        QueryService q = new QueryService(oracle, 1, "t.txt", StandardCharsets.UTF_8, null);
        try {
            q.newBest(new int[] {1, 2, 3}, "best");
            for (int round = 0; round < 3; round++) {
                Iterator<String> candidates = List.of("loop", "other").iterator();
                assertTrue(q.firstInteresting(candidates, t -> new Variant(t, null)).isEmpty());
            }
        } finally {
            q.close();
        }
        assertEquals(List.of("loop", "other"), asked, "each candidate reaches the oracle once");
        assertEquals(1, q.stats().timeouts());
    }
}
