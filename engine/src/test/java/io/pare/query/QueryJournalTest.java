package io.pare.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The journal a kill may cut at any byte: what was written whole is read back, the rest is dropped. */
class QueryJournalTest {
    @TempDir
    Path dir;

    private static final QueryJournal.Subject SUBJECT = new QueryJournal.Subject("ab12", "/home/zoë/oracle.sh", "default +trec", "c");

    @Test
    void refusalsWrittenWholeAreReadBackAndALineCutShortIsDropped() throws Exception {
        Path f = dir.resolve("out.c.pare-journal");
        try (QueryJournal j = QueryJournal.start(f, SUBJECT)) {
            j.refused("int main() {}", 5);
            j.refused("int main();", 4);
        }
        Files.write(f, "F 0123".getBytes(StandardCharsets.US_ASCII), java.nio.file.StandardOpenOption.APPEND); // the kill
        try (QueryJournal j = QueryJournal.resume(f, SUBJECT)) {
            assertEquals(2, j.loadedCount());
            assertEquals(HashCache.key("int main() {}"), j.loaded().get(0).key());
            assertEquals(5, j.loaded().get(0).tokens());
            j.refused("int x;", 3);
        }
        try (QueryJournal j = QueryJournal.resume(f, SUBJECT)) {
            assertEquals(3, j.loadedCount(), "the cut line went, and the next refusal began a line of its own");
        }
    }

    @Test
    void aJournalAboutAnotherRunIsRefusedSayingWhatDiffers() throws Exception {
        Path f = dir.resolve("j");
        QueryJournal.start(f, SUBJECT).close();
        var other = new QueryJournal.Subject("ab12", "/home/zoë/other.sh", "default +trec", "c");
        var e = assertThrows(QueryJournal.MismatchException.class, () -> QueryJournal.resume(f, other));
        assertTrue(e.getMessage().contains("oracle /home/zoë/oracle.sh"), e.getMessage());
        Files.writeString(f, "hello\n");
        assertThrows(QueryJournal.MismatchException.class, () -> QueryJournal.resume(f, SUBJECT));
    }
}
