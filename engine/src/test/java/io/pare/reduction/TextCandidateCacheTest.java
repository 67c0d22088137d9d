package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.ParseFailedException;
import io.pare.program.Edit;
import io.pare.program.Program;
import io.pare.query.QueryService;

/** Text passes' candidates and the tree passes' deletions in one cache: shared where they are the same text, apart where a comment differs. */
class TextCandidateCacheTest {
    private static final Language JS = Languages.byName("javascript");

    private static ReductionContext context(Program p, QueryService q) {
        ReductionContext ctx = new ReductionContext(p, q, ReductionListener.NONE, ReductionContext.newLexemeTable());
        ctx.setReader(t -> {
            try {
                return JS.parse("input", t, StandardCharsets.UTF_8, x -> x);
            } catch (ParseFailedException e) {
                return null;
            }
        });
        return ctx;
    }

    @Test
    void aTextThatIsATokenDeletionSharesItsCacheEntryAndOneWithAnotherCommentDoesNot() throws Exception {
        String text = "a(); // k\nb();\nc();\n";
        RecordingOracle oracle = new RecordingOracle(t -> false);
        try (QueryService q = new QueryService(oracle, 1, "t.js", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(JS, text);
            ReductionContext ctx = context(p, q);
            var third = p.root().tokenNodes().subList(8, 12); // c ( ) ;
            ctx.commitFirst(List.of(Edit.delete(third)), e -> e);
            String deletion = oracle.asked().get(0);
            assertEquals(1, oracle.asked().size());
            ctx.commitFirstText(List.of(deletion).iterator(), t -> t);
            assertEquals(1, oracle.asked().size(), "the same deletion, proposed as text, is a cache hit");
            String withoutComment = deletion.replace("// k", "");
            assertEquals("a(); \nb();\n", withoutComment);
            ctx.commitFirstText(List.of(withoutComment).iterator(), t -> t);
            assertEquals(List.of(deletion, withoutComment), oracle.asked(), "the same tokens without the comment are another candidate");
        }
    }

    @Test
    void anAcceptedTextIsTheBestAndTheTreeIsBehindIt() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("a()"));
        try (QueryService q = new QueryService(oracle, 1, "t.js", StandardCharsets.UTF_8, null)) {
            Program p = TestPrograms.parse(JS, "a(); /* k */ b();\n");
            ReductionContext ctx = context(p, q);
            assertTrue(ctx.commitFirstText(List.of("a( ;", "a(); b();\n").iterator(), t -> t).isPresent());
            assertEquals(List.of("a(); b();\n"), oracle.asked(), "a text that does not parse is never asked");
            assertEquals("a(); b();\n", ctx.text());
            assertTrue(ctx.isStale(), "the session re-parses before a tree pass goes on");
        }
    }
}
