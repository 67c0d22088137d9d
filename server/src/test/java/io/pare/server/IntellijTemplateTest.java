package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import io.pare.grammars.BundledLanguages;
import io.pare.reduction.Reducers;
import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsParser;

/** The IntelliJ (LSP4IJ) template in intellij-plugin/ against our schema, and against what the server reads. */
class IntellijTemplateTest {
    static final Path DIR = Path.of("..", "intellij-plugin").toAbsolutePath().normalize();
    static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    private static Schema schema(String rel) throws Exception {
        return REGISTRY.getSchema(Files.readString(DIR.resolve(rel)), InputFormat.JSON);
    }

    private static String read(String rel) throws Exception {
        return Files.readString(DIR.resolve(rel));
    }

    @Test
    void templateIsValidAndStartsPareLsp() throws Exception {
        List<Error> errors = schema("schema/lsp4ij-template.schema.json").validate(read("pare/template.json"), InputFormat.JSON);
        assertEquals(List.of(), errors.stream().map(Error::toString).toList());
        JsonObject t = JsonParser.parseString(read("pare/template.json")).getAsJsonObject();
        assertTrue(t.getAsJsonObject("programArgs").get("default").getAsString().contains("pare lsp"));
    }

    @Test
    void schemaRejectsWhatLsp4ijWouldNotUnderstand() throws Exception {
        Schema s = schema("schema/lsp4ij-template.schema.json");
        assertFalse(s.validate("{\"id\": \"x\", \"name\": \"x\"}", InputFormat.JSON).isEmpty(), "programArgs is required");
        assertFalse(s.validate("{\"programArgs\": {\"default\": \"x\"}, \"fileTypeMapping\": []}", InputFormat.JSON).isEmpty(),
                "a misspelt key");
        assertFalse(s.validate("{\"programArgs\": {\"default\": \"x\"}, \"fileTypeMappings\": [{\"fileType\": {}}]}",
                InputFormat.JSON).isEmpty(), "a file type needs a name or patterns");
        assertTrue(s.validate("{\"programArgs\": {\"default\": \"x\"}, \"languageMappings\": [{\"language\": \"JAVA\", "
                + "\"languageId\": \"java\"}], \"env\": {\"A\": \"b\"}}", InputFormat.JSON).isEmpty());
    }

    @Test
    void everyBundledLanguageIsMapped() throws Exception {
        JsonObject t = JsonParser.parseString(read("pare/template.json")).getAsJsonObject();
        Set<String> patterns = new HashSet<>();
        Set<String> ids = new HashSet<>();
        t.getAsJsonArray("fileTypeMappings").forEach(m -> {
            ids.add(m.getAsJsonObject().get("languageId").getAsString());
            m.getAsJsonObject().getAsJsonObject("fileType").getAsJsonArray("patterns").forEach(p -> patterns.add(p.getAsString()));
        });
        for (var lang : BundledLanguages.all()) {
            assertTrue(ids.contains(lang.name()), "language id " + lang.name());
            for (String ext : lang.extensions()) assertTrue(patterns.contains("*." + ext), "pattern *." + ext);
        }
    }

    @Test
    void settingsMatchTheirSchemaAndTheServer() throws Exception {
        List<Error> errors = schema("pare/settings.schema.json").validate(read("pare/settings.json"), InputFormat.JSON);
        assertEquals(List.of(), errors.stream().map(Error::toString).toList());
        Schema settings = schema("pare/settings.schema.json");
        for (String ok : List.of("", "coarse-hdd,perses", "hddr:bf-fw", "vulcan+")) {
            assertTrue(settings.validate("{\"pare\": {\"reducer\": \"" + ok + "\"}}", InputFormat.JSON).isEmpty(), ok);
        }
        for (String bad : List.of("hddx", "ddmin,perses", "hdd:bf-fw")) {
            assertFalse(settings.validate("{\"pare\": {\"reducer\": \"" + bad + "\"}}", InputFormat.JSON).isEmpty(), bad);
        }
        PareSettings s = SettingsParser.parse(read("pare/settings.json"));
        assertEquals(PareSettings.RESULT_DOCUMENT, s.resultMode());
        assertEquals(Reducers.DEFAULT, s.reducer());
        assertEquals(null, s.oracle(), "an empty oracle leaves the other sources (.pare.json, oracle.sh) in play");
        assertEquals(null, s.jobs(), "0 jobs means the default");
        assertEquals("local", s.executor());
        assertEquals(null, s.workDir(), "an empty work folder means the temp folder");
        JsonObject init = JsonParser.parseString(read("pare/initializationOptions.json")).getAsJsonObject();
        assertTrue(init.get("workspaceTrusted").getAsJsonPrimitive().isBoolean());
        assertTrue(Files.isRegularFile(DIR.resolve("README.md")));
    }
}
