package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.pare.event.ReductionEvent;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.parse.Language;
import io.pare.parse.Languages;

/** Several files reduced together: each query sees every file, reduced ones at their current best. */
class FileSetRunTest {
    private static final Language C = Languages.byName("c");

    private static FileSetRun.Member c(String path, String text) {
        return new FileSetRun.Member(path, text, StandardCharsets.UTF_8, C);
    }

    private static String text(Map<String, byte[]> files, String path) {
        byte[] b = files.get(path);
        return b == null ? null : new String(b, StandardCharsets.UTF_8);
    }

    /** A "link error" oracle: main.c must call f, and lib/f.c must define it. */
    private static final Oracle LINKS = (candidate, cancel) -> {
        Map<String, String> all = new java.util.HashMap<>();
        candidate.companions().forEach((k, v) -> all.put(k, new String(v, StandardCharsets.UTF_8)));
        all.put(candidate.fileName(), candidate.text());
        String main = all.get("main.c");
        String lib = all.get("lib/f.c");
        return Outcome.of(main != null && lib != null && main.contains("f()") && lib.matches("(?s).*int\\s+f\\s*\\(.*"));
    };

    /** main.c calls f of lib/f.c; g and h are there to be removed. */
    private static List<FileSetRun.Member> mainAndLib() {
        return List.of(
                c("main.c", "int g(void);\nint main(void) { int x = g(); return f() + x; }\n"),
                c("lib/f.c", "int h(void) { return 3; }\nint f(void) { return h() + 1; }\nint g(void) { return 2; }\n"));
    }

    @Test
    void reducesEveryFileWithTheOthersBesideIt() throws Exception {
        List<FileSetRun.Member> files = mainAndLib();
        List<ReductionEvent> events = Collections.synchronizedList(new ArrayList<>());
        FileSetRun.Result r = new FileSetRun(files, LINKS,
                new FileSetRun.Settings("perses", 2, null, false, false, null), events::add).run();

        Map<String, String> out = new java.util.HashMap<>();
        r.files().forEach(f -> out.put(f.path(), f.text()));
        assertFalse(out.get("main.c").contains("g"), out.get("main.c"));
        assertFalse(out.get("lib/f.c").contains("h"), out.get("lib/f.c"));
        assertTrue(out.get("lib/f.c").contains("f"), out.get("lib/f.c"));
        assertTrue(r.outputTokens() < r.inputTokens());
        assertTrue(r.rounds() >= 2, "a last round confirms that nothing changes any more");
        assertTrue(events.stream().anyMatch(e -> e instanceof ReductionEvent.FileStarted f && f.path().equals("lib/f.c")));
        // the largest file goes first
        ReductionEvent.FileStarted first = (ReductionEvent.FileStarted) events.stream()
                .filter(e -> e instanceof ReductionEvent.FileStarted).findFirst().orElseThrow();
        assertEquals("lib/f.c", first.path());
    }

    @Test
    void theOriginalSetIsCheckedOnceWithAllFiles() throws Exception {
        List<Map<String, byte[]>> seen = Collections.synchronizedList(new ArrayList<>());
        Oracle never = (candidate, cancel) -> {
            seen.add(candidate.companions());
            return Outcome.of(false);
        };
        List<FileSetRun.Member> files = List.of(c("a.c", "int a;"), c("b.c", "int b;"));
        assertThrows(OriginalNotInterestingException.class, () -> new FileSetRun(files, never,
                new FileSetRun.Settings("perses", 1, null, false, false, null), e -> { }).run());
        assertEquals(1, seen.size());
        assertEquals("int b;", text(seen.get(0), "b.c"));
    }

    @Test
    void theSameResultWhateverTheNumberOfJobs() throws Exception {
        List<FileSetRun.Member> files = mainAndLib();
        var one = new FileSetRun(files, LINKS, new FileSetRun.Settings("perses", 1, null, false, true, null), e -> { }).run();
        var four = new FileSetRun(files, LINKS, new FileSetRun.Settings("perses", 4, null, false, true, null), e -> { }).run();
        assertEquals(one.files(), four.files());
    }

    @Test
    void everyFileIsReducedBeforeTRecPolishesAny() throws Exception {
        List<FileSetRun.Member> files = mainAndLib();
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        FileSetRun.Result r = new FileSetRun(files, LINKS, new FileSetRun.Settings("perses", 1, null, false, true, null), e -> {
            if (e instanceof ReductionEvent.FileStarted f) order.add(f.round() + ":" + f.path());
            if (e instanceof ReductionEvent.PassStarted p && p.pass().equals("trec")) order.add("trec");
        }).run();
        assertEquals(List.of("1:lib/f.c", "1:main.c", "2:lib/f.c"), order.subList(0, 3), order.toString());
        assertTrue(order.contains("trec"), order.toString());
        assertTrue(r.rounds() >= 2);
    }
}
