package io.pare.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;

import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;

/** The {@code --trace} file as docs/CLI.md describes it. */
class QueryTraceTest {
    @TempDir
    Path dir;

    @Test
    void eachQueryIsOneJsonLineWithItsPassVerdictSizeAndHash() throws Exception {
        Path file = dir.resolve("t.jsonl");
        try (QueryTrace t = QueryTrace.open(file)) {
            t.query("a.c", "perses", System.nanoTime(), new Outcome(Verdict.TIMEOUT, -1, "", Duration.ofMillis(1500)), "ab",
                    StandardCharsets.UTF_8, true);
            assertNull(t.problem());
        }
        List<String> lines = Files.readAllLines(file);
        assertEquals(1, lines.size());
        Map<?, ?> q = new Gson().fromJson(lines.get(0), Map.class);
        assertEquals("a.c", q.get("file"));
        assertEquals("perses", q.get("pass"));
        assertEquals("timeout", q.get("verdict"));
        assertEquals(1.5, q.get("seconds"));
        assertEquals(2.0, q.get("bytes"));
        assertEquals("fb8e20fc2e4c3f248c60c39bd652f3c1347298bb977b8b4d5903b85055620603", q.get("sha256"), "sha256sum of \"ab\"");
        assertEquals(Boolean.TRUE, q.get("stopped"));
    }

    @Test
    void aQueryEndingAfterTheRunClosedTheTraceIsNotAFailure() throws Exception {
        Path file = dir.resolve("t.jsonl");
        QueryTrace t = QueryTrace.open(file);
        t.close();
        t.query("a.c", "perses", System.nanoTime(), Outcome.of(false), "x", StandardCharsets.UTF_8, true);
        assertNull(t.problem(), "a stopped query that ends late loses nothing the user waited for");
        assertEquals(List.of(), Files.readAllLines(file));
    }
}
