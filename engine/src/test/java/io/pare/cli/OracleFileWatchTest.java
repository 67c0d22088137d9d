package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run can say at its end that the oracle's script was edited or deleted while it ran. */
class OracleFileWatchTest {
    @TempDir
    Path dir;

    @Test
    void nothingChangedSaysNothing() throws Exception {
        Path s = Files.writeString(dir.resolve("o.sh"), "grep -q x \"$1\"\n");
        OracleFileWatch w = OracleFileWatch.of(List.of("sh", s.toString()));
        Files.setLastModifiedTime(s, java.nio.file.attribute.FileTime.fromMillis(0)); // touched, same content
        assertEquals(List.of(), w.changes());
        assertEquals("stopped", w.explain("stopped"));
    }

    @Test
    void anEditedScriptIsNamed() throws Exception {
        Path s = Files.writeString(dir.resolve("o.sh"), "grep -q x \"$1\"\n");
        OracleFileWatch w = OracleFileWatch.of(List.of("sh", s.toString()));
        Files.writeString(s, "exit 1\n");
        List<String> c = w.changes();
        assertEquals(1, c.size());
        assertTrue(c.get(0).startsWith("the oracle's file " + s + " was changed during the run"), c.get(0));
    }

    @Test
    void aDeletedScriptIsNamedInTheMessage() throws Exception {
        Path s = Files.writeString(dir.resolve("o.sh"), "grep -q x \"$1\"\n");
        OracleFileWatch w = OracleFileWatch.of(List.of(s.toString()));
        Files.delete(s);
        assertEquals("the oracle cannot be run: gone\n  note: the oracle's file " + s + " was deleted during the run",
                w.explain("the oracle cannot be run: gone"));
    }
}
