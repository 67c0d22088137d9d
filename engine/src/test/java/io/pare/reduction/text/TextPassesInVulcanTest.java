package io.pare.reduction.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.Languages;
import io.pare.reduction.ReductionResult;

/** `--reducer vulcan` ends with the text passes, through the session (re-parse after every accepted text). */
class TextPassesInVulcanTest {
    @Test
    void vulcanCutsTheCommentTheBugNeedsDownToTheWordThatMatters() throws Exception {
        String text = """
                /**
                 * Sends the request.
                 * @param {Object} opts the options
                 */
                function send(opts) { return opts.body; }
                // unrelated
                send({ body: 1 });
                """;
        RecordingOracle before = new RecordingOracle(t -> t.contains("@param") && t.contains("function"));
        ReductionResult perses = TestPrograms.reduce(Languages.byName("javascript"), "t.js", text, "perses", before, 1);
        assertTrue(perses.text().contains("Sends the request"), "tree passes keep or drop the comment whole");
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("@param") && t.contains("function"));
        ReductionResult vulcan = TestPrograms.reduce(Languages.byName("javascript"), "t.js", text, "vulcan", oracle, 2);
        String result = TestPrograms.squash(vulcan.text());
        assertTrue(result.startsWith("/**@param*/function"), result);
        assertEquals(vulcan.text(), oracle.asked().stream().filter(t -> t.equals(vulcan.text())).findFirst().orElse(null),
                "the result is a text the oracle accepted");
    }
}
