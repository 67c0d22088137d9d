package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionListener;
import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.QueryService;

/** What a candidate deletes, named so that Perses' next round recognises a deletion that hung (see QueryService). */
class DeletionKeyTest {
    private static List<Node> tokens(Program p, int from, int to) {
        return p.root().tokenNodes().subList(from, to);
    }

    @Test
    void theSameDeletionHasTheSameKeyAfterOtherPartsWent() throws Exception {
        Program p = TestPrograms.parse(TestPrograms.sums(), "1+2+3");
        long plusThree = ReductionContext.deletion(p, p.tokensOf(Edit.delete(tokens(p, 3, 5))));
        long plusTwo = ReductionContext.deletion(p, p.tokensOf(Edit.delete(tokens(p, 1, 3))));
        assertNotEquals(0, plusThree);
        assertNotEquals(plusThree, plusTwo, "another deletion, another key");
        assertEquals(0, ReductionContext.deletion(p, p.currentTokens()), "deleting nothing is no deletion");

        try (QueryService q = new QueryService(new RecordingOracle(t -> true), 1, "e.sum", StandardCharsets.UTF_8, null)) {
            ReductionContext ctx = new ReductionContext(p, q, ReductionListener.NONE, ReductionContext.newLexemeTable());
            ctx.commitFirst(List.of(Edit.delete(tokens(p, 0, 2))), e -> e); // "1+" goes
        }
        assertEquals("2+3", p.currentText().strip());
        assertEquals(plusThree, ReductionContext.deletion(p, p.tokensOf(Edit.delete(tokens(p, 1, 3)))),
                "\"+3\" deleted from 2+3 is the deletion that was \"+3\" from 1+2+3");
    }
}
