package io.pare.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one rule for oracles, shared by {@code --test} and the editor settings. */
class OracleCommandTest {
    @TempDir
    Path root;

    @Test
    void anExecutableScriptRunsDirectlyAndAPlainOneThroughSh() throws Exception {
        Path exe = Files.writeString(root.resolve("o.sh"), "exit 0\n");
        exe.toFile().setExecutable(true);
        assertEquals(new OracleCommand(List.of(exe.toString()), false), OracleCommand.parse("o.sh", root));
        Path plain = Files.writeString(root.resolve("p.sh"), "exit 0\n");
        OracleCommand c = OracleCommand.parse(plain.toString(), null);
        assertEquals(List.of("sh", plain.toString()), c.words());
        assertTrue(c.viaSh());
        assertEquals(List.of("sh", plain.toString(), "--strict"), OracleCommand.parse("./p.sh --strict", root).words(),
                "also as a command line's program");
    }

    @Test
    void commandLinesKeepProgramsAndAbsolutizeFiles() throws Exception {
        Files.writeString(root.resolve("o.sh"), "exit 0\n");
        OracleCommand c = OracleCommand.parse("bash o.sh --strict 'a b'", root);
        assertEquals(List.of("bash", root.resolve("o.sh").toString(), "--strict", "a b"), c.words());
        assertFalse(c.viaSh());
        assertEquals(List.of("grep", "-q", "x"), OracleCommand.parse("grep -q x", root).words());
        assertEquals(List.of("true"), OracleCommand.parse("true", root).words(), "a program on the PATH");
    }

    @Test
    void missingFilesAndEmptyOraclesAreClearErrors() {
        for (String bad : List.of("./missing.sh", "missing-program-x", "sh missing.sh", "/no/such/oracle --x")) {
            OracleCommandException e = assertThrows(OracleCommandException.class, () -> OracleCommand.parse(bad, root), bad);
            assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
        }
        assertEquals("the oracle is empty", assertThrows(OracleCommandException.class, () -> OracleCommand.parse("  ", root)).getMessage());
        assertEquals("the oracle is empty", assertThrows(OracleCommandException.class, () -> OracleCommand.parse("''", root)).getMessage());
    }
}
