package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

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

    /** T-Rec's canonical names: a rename onto a fresh name keeps refusals, one onto a name in use does not. */
    @Test
    void aRenameOntoAFreshNameKeepsTheNameOneThatMergesTwoNamesChangesIt() {
        String text = "int l_12;\nint z;\nint main(void) { l_12 = 2; z = 3; return 0; }\n";
        RefusalMemory memory = new RefusalMemory(Identifiers.types(C, null));
        Program before = TestPrograms.parse(C, text);
        long refused = memory.key(before, tokens(before, 0, 3), 0); // int l_12 ;
        int salt = memory.nameSalt(before, "l_12");

        Program fresh = renamed(text, "a");
        assertEquals(refused, memory.key(fresh, tokens(fresh, 0, 3), 0), "l_12 -> a: the same program but for a name");
        assertEquals(salt, memory.nameSalt(fresh, "a"));

        Program merged = renamed(text, "z");
        assertNotEquals(refused, memory.key(merged, tokens(merged, 0, 3), 0), "l_12 -> z: z is used twice more now");
    }

    /** The program with every l_12 renamed. */
    private static Program renamed(String text, String to) {
        return renamed(text, "l_12", to);
    }

    /** The C program with every {@code from} renamed {@code to}, as T-Rec renames (one edit, each token retexted). */
    static Program renamed(String text, String from, String to) {
        Program p = TestPrograms.parse(C, text);
        Map<Node, Integer> change = new IdentityHashMap<>();
        for (Node t : p.root().tokenNodes()) {
            if (text(p, t).equals(from)) change.put(t, p.retext(t.tokenIndex(), to));
        }
        p.commit(Edit.retoken(change));
        return p;
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
