package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;

/** A refused candidate keeps its name while the program changes elsewhere, and loses it when a use of a name in it goes. */
class RefusalMemoryTest {
    private static final Language C = Languages.byName("c");

    @Test
    void deletingAnUnrelatedStatementKeepsTheNameDeletingAUseChangesIt() {
        Program p = TestPrograms.parse(C, "int x;\nint z;\nint main(void) { x = 2; z = 3; return 0; }\n");
        RefusalMemory memory = new RefusalMemory(Identifiers.types(C, null));
        List<Node> declaration = tokens(p, 0, 3); // int x ;
        long refused = memory.key(p, declaration, 0);
        memory.refuse(refused);

        p.commit(Edit.delete(statement(p, "z")));
        assertEquals(refused, memory.key(p, declaration, 0), "z = 3; has nothing of int x;");

        p.commit(Edit.delete(statement(p, "x")));
        long now = memory.key(p, declaration, 0);
        assertNotEquals(refused, now, "x = 2; was a use of x");
        assertEquals(false, memory.wasRefused(now));
        assertNotEquals(memory.key(p, declaration, 0), memory.key(p, declaration, 1), "kinds of candidate differ");
    }

    private static List<Node> tokens(Program p, int from, int to) {
        return new ArrayList<>(p.root().tokenNodes().subList(from, to));
    }

    /** The tokens of the statement {@code name = ...;} in main. */
    private static List<Node> statement(Program p, String name) {
        List<Node> all = p.root().tokenNodes();
        for (int i = 0; i + 1 < all.size(); i++) {
            if (text(p, all.get(i)).equals(name) && text(p, all.get(i + 1)).equals("=")) {
                int end = i;
                while (!text(p, all.get(end)).equals(";")) end++;
                return new ArrayList<>(all.subList(i, end + 1));
            }
        }
        throw new AssertionError(name + " = ... not found");
    }

    private static String text(Program p, Node token) {
        return p.tokens().get(token.tokenIndex()).text();
    }
}
