package io.pare.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

/** A step that fails for a moment is tried again; one that keeps failing says how often it was tried. */
class ProcessStartsTest {
    private final ProcessStarts starts = new ProcessStarts(pb -> {
        throw new IOException("never started");
    }, List.of(Duration.ofMillis(1), Duration.ofMillis(1), Duration.ofMillis(1)));

    @Test
    void aStepThatFailsTwiceSucceedsTheThirdTime() throws Exception {
        int[] tries = {0};
        String got = starts.retrying(() -> {
            if (++tries[0] <= 2) throw new IOException("Too many open files");
            return "prepared";
        });
        assertEquals("prepared", got);
        assertEquals(3, tries[0]);
    }

    @Test
    void aStepThatKeepsFailingGivesItsLastFailure() {
        int[] tries = {0};
        IOException e = assertThrows(IOException.class, () -> starts.retrying(() -> {
            throw new IOException("No space left on device " + ++tries[0]);
        }));
        assertEquals(4, tries[0]);
        assertTrue(e.getMessage().equals("No space left on device 4 (tried 4 times)"), e.getMessage());
    }
}
