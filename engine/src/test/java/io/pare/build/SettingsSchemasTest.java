package io.pare.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The committed settings schemas and README list are what {@link SettingsSchemas} makes of the
 * registry. Maven regenerates them before the tests; this fails when they were changed by hand,
 * or the registry was changed and built outside Maven.
 */
class SettingsSchemasTest {
    private static final Path ROOT = Path.of(System.getProperty("pare.root", "..")).toAbsolutePath().normalize();
    private static final String HOW = " is stale: run 'mvn -pl engine -am process-test-classes' and commit the result";

    private static String read(Path rel) throws Exception {
        return Files.readString(ROOT.resolve(rel), StandardCharsets.UTF_8);
    }

    @Test
    void vscodePackageIsCurrent() throws Exception {
        String now = read(SettingsSchemas.VSCODE_PACKAGE);
        assertEquals(SettingsSchemas.vscodePackage(now), now, SettingsSchemas.VSCODE_PACKAGE + HOW);
    }

    @Test
    void intellijSchemaIsCurrent() throws Exception {
        String now = read(SettingsSchemas.INTELLIJ_SCHEMA);
        assertEquals(SettingsSchemas.intellijSchema(now), now, SettingsSchemas.INTELLIJ_SCHEMA + HOW);
    }

    @Test
    void readmeListIsCurrent() throws Exception {
        String now = read(SettingsSchemas.README);
        assertEquals(SettingsSchemas.readme(now), now, SettingsSchemas.README + HOW);
    }
}
