package io.pare.server.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsLayers;
import io.pare.server.settings.SettingsParser;

/** Oracle resolution order and command-line parsing. */
class OracleResolverTest {
    @TempDir
    Path root;

    private static PareSettings settings(String json) {
        return SettingsParser.parse(json);
    }

    @Test
    void firstMatchWinsInTheDocumentedOrder() throws Exception {
        Path file = root.resolve("src/t.smt2");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "x");
        Path exe = root.resolve("exe.sh");
        Files.writeString(exe, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(exe, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(root.resolve("plain.sh"), "exit 0\n");
        Files.writeString(file.resolveSibling("oracle.sh"), "exit 0\n");
        Files.writeString(file.resolveSibling("t.smt2.oracle.sh"), "exit 0\n");

        PareSettings client = settings("{\"oracle\": \"plain.sh\", \"languages\": {\"smtlib2\": {\"oracle\": \"exe.sh\"}}}");
        PareSettings project = settings("{\"oracle\": \"./plain.sh\"}");
        SettingsLayers all = new SettingsLayers(client, project, root);

        ResolvedOracle a = OracleResolver.resolve("sh plain.sh", all, file, "smt2", "smtlib2").orElseThrow();
        assertEquals(List.of("sh", root.resolve("plain.sh").toString()), a.command());
        assertEquals("the command's argument", a.source());

        ResolvedOracle lang = OracleResolver.resolve(null, all, file, "smt2", "smtlib2").orElseThrow();
        assertEquals(List.of(exe.toString()), lang.command(), "an executable script runs directly");
        assertEquals("setting pare.languages.smtlib2.oracle", lang.source());

        ResolvedOracle general = OracleResolver.resolve(null, all, file, "smt2", "other").orElseThrow();
        assertEquals(List.of("sh", root.resolve("plain.sh").toString()), general.command(), "a plain script runs through sh");
        assertEquals("setting pare.oracle", general.source());

        ResolvedOracle fromProject = OracleResolver.resolve(null, new SettingsLayers(PareSettings.EMPTY, project, root),
                file, "smt2").orElseThrow();
        assertEquals(".pare.json pare.oracle", fromProject.source());

        ResolvedOracle beside = OracleResolver.resolve(null, new SettingsLayers(PareSettings.EMPTY, PareSettings.EMPTY, root),
                file, "smt2").orElseThrow();
        assertEquals("t.smt2.oracle.sh beside the file", beside.source());
        Files.delete(file.resolveSibling("t.smt2.oracle.sh"));
        assertEquals("oracle.sh beside the file", OracleResolver.resolve(null,
                new SettingsLayers(PareSettings.EMPTY, PareSettings.EMPTY, root), file, "smt2").orElseThrow().source());
        Files.delete(file.resolveSibling("oracle.sh"));
        assertTrue(OracleResolver.resolve(null, new SettingsLayers(PareSettings.EMPTY, PareSettings.EMPTY, root), file).isEmpty());
    }

    @Test
    void languageOverridesAreRead() throws Exception {
        assertEquals(Map.of("smtlib2", "x"), settings("{\"pare\": {\"languages\": {\"smtlib2\": {\"oracle\": \"x\"}}}}").languages());
    }
}
