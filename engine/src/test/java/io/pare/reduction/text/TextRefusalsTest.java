package io.pare.reduction.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.parse.Language;
import io.pare.parse.Languages;

/** A remembering text pass asks again only about edits whose surroundings changed. */
class TextRefusalsTest {
    private static final Language JS = Languages.byName("javascript");

    private static final String PROGRAM = """
            let first = 1;
            f(first);
            // a long enough comment that keeps the two ends of this program apart
            let last = 2;
            g(last);
            """;

    @Test
    void aSecondSweepOverTheSameTextAsksNothing() throws Exception {
        LineDeletion pass = new LineDeletion(new TextRefusals());
        TextPassRound first = TextPassRound.of(pass, JS, PROGRAM, t -> false);
        assertTrue(first.asked().size() >= 5, first.asked().toString());
        assertEquals(List.of(), TextPassRound.of(pass, JS, PROGRAM, t -> false).asked());
        // without a memory, the same sweep again
        assertEquals(first.asked().size(), TextPassRound.of(new LineDeletion(), JS, PROGRAM, t -> false).asked().size());
    }

    @Test
    void aChangeAtOneEndAsksAgainOnlyAboutTheEditsAtThatEnd() throws Exception {
        TokenRuns pass = new TokenRuns(new TextRefusals());
        TextPassRound.of(pass, JS, PROGRAM, t -> false);
        // g's argument renamed at the far end: what is near it, or removes "last" (now used once
        // less), is asked again; the edits of the start are not
        String renamed = PROGRAM.replace("g(last)", "g(lost)");
        List<String> again = TextPassRound.of(pass, JS, renamed, t -> false).asked();
        assertTrue(!again.isEmpty(), "edits near the rename are asked");
        for (String asked : again) {
            assertTrue(asked.contains("let first = 1;\nf(first);"), "an edit of the unchanged start was asked again: " + asked);
        }
    }
}
