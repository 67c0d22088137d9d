package io.pare.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LatestFileWriterTest {
    @TempDir
    Path dir;

    @Test
    void afterCloseTheFileHoldsTheLastContentOffered() throws Exception {
        Path out = dir.resolve("best.c");
        try (LatestFileWriter w = new LatestFileWriter(out)) {
            for (int i = 0; i < 500; i++) w.offer(("int x = " + i + ";\n").getBytes(StandardCharsets.UTF_8));
            w.close();
            assertNull(w.failure());
        }
        assertEquals("int x = 499;\n", Files.readString(out));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void aWriteThatFailsForAMomentIsReplacedByTheNextOne() throws Exception {
        Path blocked = dir.resolve("sub");
        Files.writeString(blocked, ""); // a file where the result's folder goes: writes fail
        try (LatestFileWriter w = new LatestFileWriter(blocked.resolve("best.c"))) {
            w.offer(new byte[] {1});
            waitForFailure(w);
            Files.delete(blocked);
            w.offer(new byte[] {2});
            w.close();
            assertNull(w.failure(), "the newest is on disk");
        }
        assertEquals(2, Files.readAllBytes(blocked.resolve("best.c"))[0]);
    }

    @Test
    void closeWritesTheNewestOnceMoreWhenItsWriteFailed() throws Exception {
        Path blocked = dir.resolve("sub");
        Files.writeString(blocked, "");
        try (LatestFileWriter w = new LatestFileWriter(blocked.resolve("best.c"))) {
            w.offer(new byte[] {7});
            waitForFailure(w);
            Files.delete(blocked);
            w.close();
            assertNull(w.failure());
        }
        assertEquals(7, Files.readAllBytes(blocked.resolve("best.c"))[0]);
    }

    private static void waitForFailure(LatestFileWriter w) throws InterruptedException {
        for (int i = 0; i < 500 && w.failure() == null; i++) Thread.sleep(10);
        assertNotNull(w.failure(), "the first write failed");
    }

    @Test
    void aWriteThatFailsIsReported() throws Exception {
        Path blocked = dir.resolve("a-file");
        Files.writeString(blocked, "");
        try (LatestFileWriter w = new LatestFileWriter(blocked.resolve("best.c"))) {
            w.offer(new byte[] {1});
            w.close();
            assertNotNull(w.failure(), "the parent is a file");
        }
    }
}
