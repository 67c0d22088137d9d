package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

class DeadlineTest {

    @Test
    void noBudgetNeverEnds() {
        try (Deadline d = Deadline.after(null).onExpiry(() -> { throw new AssertionError("fired"); })) {
            assertNull(d.left());
            assertFalse(d.spent());
            assertFalse(d.fired());
        }
    }

    @Test
    void aSpentBudgetRunsTheStopActionOnce() throws Exception {
        CountDownLatch stopped = new CountDownLatch(1);
        try (Deadline d = Deadline.after(Duration.ofMillis(20)).onExpiry(stopped::countDown)) {
            assertTrue(stopped.await(5, TimeUnit.SECONDS));
            assertTrue(d.fired());
            assertTrue(d.spent());
            assertEquals(Duration.ZERO, d.left());
        }
    }

    @Test
    void closingBeforeTheEndCancelsTheStop() throws Exception {
        Deadline d = Deadline.after(Duration.ofMillis(50)).onExpiry(() -> { throw new AssertionError("fired"); });
        d.close();
        Thread.sleep(100);
        assertFalse(d.fired());
    }
}
