package io.pare.reduction.lang.java;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;

/** JLS 8.4.7 as a deletion breaks it: the Checker Framework case's {@code via}, cut down. */
class MissingReturnTest {
    private static final Language JAVA = Languages.byName("java");
    private static final String WRITE = """
            class Write {
                Write via(Object outputFn) {
                    check(outputFn);
                    return build();
                }
                Write fail() {
                    throw new IllegalStateException();
                }
                void check(Object o) {
                    return;
                }
                Write build() {
                    if (this == null) return null;
                    return this;
                }
            }
            """;

    private final MissingReturn rule = new MissingReturn();

    /** The statement (a block's item) whose text starts with {@code start}, the {@code nth} such from 0. */
    private static Node statement(Program p, String start, int nth) {
        ArrayDeque<Node> queue = new ArrayDeque<>(List.of(p.root()));
        while (!queue.isEmpty()) {
            Node n = queue.poll();
            if (n.kind() == NodeKind.ITEM && text(p, n).startsWith(start) && nth-- == 0) return n;
            queue.addAll(n.children());
        }
        throw new AssertionError("no statement " + start);
    }

    private static String text(Program p, Node n) {
        StringBuilder sb = new StringBuilder();
        for (Node t : n.tokenNodes()) sb.append(p.tokens().get(t.tokenIndex()).text()).append(' ');
        return sb.toString().trim();
    }

    private boolean breaks(Program p, Node... deleted) {
        return rule.breaks(p, p.tokensOf(Edit.delete(List.of(deleted))));
    }

    @Test
    void aMethodWithAResultMustNotLoseItsLastReturnOrThrow() throws Exception {
        Program p = TestPrograms.parse(JAVA, WRITE);
        assertTrue(breaks(p, statement(p, "return build", 0)), "via() ends without a return");
        assertTrue(breaks(p, statement(p, "throw new", 0)), "fail() ends without a throw");
        assertTrue(breaks(p, statement(p, "if ( this", 0), statement(p, "return this", 0)), "build() loses both returns");
    }

    @Test
    void otherDeletionsAreFine() throws Exception {
        Program p = TestPrograms.parse(JAVA, WRITE);
        assertFalse(breaks(p, statement(p, "check ( outputFn", 0)), "the return stays");
        assertFalse(breaks(p, statement(p, "return ;", 0)), "check() is void");
        assertFalse(breaks(p, statement(p, "return this", 0)), "a return is left (javac still rejects it: the check reads tokens, not flow)");
        assertFalse(breaks(p, statement(p, "Write via", 0)), "the whole method goes");
    }
}
