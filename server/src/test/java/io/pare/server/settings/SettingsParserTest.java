package io.pare.server.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;

import org.junit.jupiter.api.Test;

class SettingsParserTest {
    @Test
    void readsEveryKeyAndLayersFallBack() {
        PareSettings s = SettingsParser.parse("{\"oracle\": \"./o.sh\", \"jobs\": 3, \"timeout\": 2.5, \"reducer\": \"ddmin\","
                + " \"trec\": false, \"maxSeconds\": 60, \"resultMode\": \"replace\", \"seed\": \"a.seed.c\","
                + " \"languages\": {\"c\": {\"oracle\": \"c.sh\"}}}");
        assertEquals("./o.sh", s.oracle());
        assertEquals(3, s.jobs());
        assertEquals(2.5, s.timeout());
        assertEquals("ddmin", s.reducer());
        assertEquals(Boolean.FALSE, s.trec());
        assertEquals(60.0, s.maxSeconds());
        assertEquals("replace", s.resultMode());
        assertEquals("a.seed.c", s.seed());
        assertEquals(Map.of("c", "c.sh"), s.languages());

        PareSettings top = SettingsParser.parse("{\"pare\": {\"jobs\": 1, \"languages\": {\"smtlib2\": {\"oracle\": \"s.sh\"}}}}");
        PareSettings merged = top.over(s);
        assertEquals(1, merged.jobs());
        assertEquals("./o.sh", merged.oracle());
        assertEquals(Map.of("c", "c.sh", "smtlib2", "s.sh"), merged.languages());
    }

    @Test
    void readsWhereQueriesRun() {
        PareSettings s = SettingsParser.parse("{\"pare\": {\"executor\": \"slurm\", \"workDir\": \"/shared/pare\","
                + " \"slurmArgs\": \"-n32 -t 1:00:00\"}}");
        assertEquals("slurm", s.executor());
        assertEquals("/shared/pare", s.workDir());
        assertEquals("-n32 -t 1:00:00", s.slurmArgs());
        PareSettings merged = SettingsParser.parse("{\"executor\": \"local\"}").over(s);
        assertEquals("local", merged.executor());
        assertEquals("/shared/pare", merged.workDir(), "a lower layer's folder stays");
        assertNull(SettingsParser.parse("{\"workDir\": \"  \"}").workDir());
    }

    @Test
    void malformedValuesCountAsUnset() {
        PareSettings s = SettingsParser.parse("{\"jobs\": \"many\", \"timeout\": -1, \"oracle\": \"  \", \"trec\": \"maybe\"}");
        assertNull(s.jobs());
        assertNull(s.timeout());
        assertNull(s.oracle());
        assertNull(s.trec());
        assertEquals(PareSettings.EMPTY, SettingsParser.parse("[1, 2]"));
    }
}
