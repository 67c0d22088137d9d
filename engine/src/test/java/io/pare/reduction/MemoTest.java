package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MemoTest {
    @Test
    void aForecastReadsWhatThePassRememberedAndKeepsWhatItLearnsToItself() throws Exception {
        Memo<Long> memo = new Memo<>();
        memo.add(1L);
        boolean[] seen = new boolean[2];
        Memo.forecasting(() -> {
            memo.add(2L);
            seen[0] = memo.contains(1L);
            seen[1] = memo.contains(2L);
            return null;
        });
        assertTrue(seen[0], "what the pass learned before, the forecast knows");
        assertTrue(seen[1], "what the forecast learned, it knows while it runs");
        assertFalse(memo.contains(2L), "the pass's own run never learned it");
        assertFalse(memo.isEmpty());
    }
}
