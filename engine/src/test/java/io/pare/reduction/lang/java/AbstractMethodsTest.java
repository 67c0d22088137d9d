package io.pare.reduction.lang.java;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
import io.pare.reduction.CompileCheckGate;
import io.pare.reduction.Reducers;

/** JLS 8.1.1.1 and 8.4.3.1 as a deletion breaks them: the Checker Framework case's builder, cut down. */
class AbstractMethodsTest {
    private static final Language JAVA = Languages.byName("java");
    private static final String BUILDER = """
            abstract class Builder {
                abstract Builder setSinkFn(Object sink);
                abstract Write build();
                native int hash();
                Builder self() { return this; }
                interface Sink { abstract void open(); }
            }
            """;

    private final AbstractMethods rules = new AbstractMethods();

    /** The {@code n}th {@code abstract} (from 0), as the modifier node Perses would delete. */
    private static Node abstractModifier(Program p, int n) {
        for (Node t : p.root().tokenNodes()) {
            if (p.tokens().get(t.tokenIndex()).text().equals("abstract") && n-- == 0) return t.parent();
        }
        throw new AssertionError("too few abstract modifiers");
    }

    /** The class body member whose text starts with {@code start}, as the item Perses would delete. */
    private static Node member(Program p, String start) {
        ArrayDeque<Node> stack = new ArrayDeque<>(List.of(p.root()));
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if (n.kind() == NodeKind.ITEM && text(p, n).startsWith(start)) return n;
            n.children().forEach(stack::push);
        }
        throw new AssertionError("no member " + start);
    }

    private static String text(Program p, Node n) {
        StringBuilder sb = new StringBuilder();
        for (Node t : n.tokenNodes()) sb.append(p.tokens().get(t.tokenIndex()).text()).append(' ');
        return sb.toString().trim();
    }

    private boolean breaks(Program p, List<Node> deleted) {
        return rules.breaks(p, p.tokensOf(Edit.delete(deleted)));
    }

    @Test
    void aClassThatKeepsAnAbstractMethodMustStayAbstract() throws Exception {
        Program p = TestPrograms.parse(JAVA, BUILDER);
        assertTrue(breaks(p, List.of(abstractModifier(p, 0))), "class Builder with abstract setSinkFn");
        Node setSinkFn = member(p, "abstract Builder setSinkFn");
        Node build = member(p, "abstract Write build");
        assertTrue(breaks(p, List.of(abstractModifier(p, 0), setSinkFn)), "build() is still abstract");
        assertFalse(breaks(p, List.of(abstractModifier(p, 0), setSinkFn, build)), "no abstract method is left");
    }

    @Test
    void aMethodWithoutBodyMustStayAbstractOrNative() throws Exception {
        Program p = TestPrograms.parse(JAVA, BUILDER);
        assertTrue(breaks(p, List.of(abstractModifier(p, 2))), "Write build(); in a class");
        assertFalse(breaks(p, List.of(member(p, "abstract Write build"))), "the whole method goes");
        assertFalse(breaks(p, List.of(member(p, "Builder self"))), "a method with a body");
        assertFalse(breaks(p, List.of(member(p, "native int hash"))), "the native method goes whole");
    }

    @Test
    void anInterfacesMethodsAreAbstractWithoutSayingSo() throws Exception {
        Program p = TestPrograms.parse(JAVA, BUILDER);
        assertFalse(breaks(p, List.of(abstractModifier(p, 3))), "void open(); in an interface");
    }

    @Test
    void onlyBreaksTheProgramDidNotHaveCount() throws Exception {
        // javac rejects this already (an abstract method in a class that is not): an oracle that takes it
        // takes such programs, and deleting elsewhere breaks nothing new
        Program p = TestPrograms.parse(JAVA, "class C {\n    abstract void f();\n    int x;\n}\n");
        assertFalse(breaks(p, List.of(member(p, "int x"))));
    }

    @Test
    void theDefaultsGateForJavaChecksTheseRules() throws Exception {
        Program p = TestPrograms.parse(JAVA, BUILDER);
        CompileCheckGate gate = Reducers.stages("default", JAVA).get(0).gate();
        assertNotNull(gate);
        assertTrue(gate.check().breaks(p, p.tokensOf(Edit.delete(List.of(abstractModifier(p, 1))))));
    }
}
