package io.pare.reduction.lang.java;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;
import io.pare.reduction.lang.LanguagePasses;
import io.pare.reduction.unused.DanglingNames;

/** Names javac cannot find after a deletion: a method's name left without its call, a parameter or type parameter gone while used. */
class JavaNamesTest {
    private static final Language JAVA = Languages.byName("java");
    private static final Set<Integer> IDS = Identifiers.types(JAVA, null);
    private static final String WRITE = """
            class Write {
                <OutputT> Write via(Fn<OutputT> outputFn, Object sinkFn) {
                    return toBuilder().setSinkFn(sinkFn).build();
                }
                Write toBuilder() { return this; }
                Write setSinkFn(Object s) { return this; }
                Write build() { return this; }
            }
            """;

    @Test
    void aMethodsNameLeftWithoutItsCallIsNoValue() throws Exception {
        Program p = TestPrograms.parse(JAVA, WRITE);
        MethodNamesAsValues rule = new MethodNamesAsValues(IDS);
        assertFalse(rule.breaks(p, TestPrograms.without(p, "toBuilder ( ) .")), "setSinkFn(sinkFn) is still a call");
        assertTrue(rule.breaks(p, TestPrograms.without(p, "( sinkFn )")), "setSinkFn.build()");
        assertFalse(rule.breaks(p, TestPrograms.without(p, ". setSinkFn")), "toBuilder()(sinkFn): not this rule's business");
        assertFalse(rule.breaks(p, TestPrograms.without(p, "Object sinkFn")), "sinkFn is a variable, not a method");
    }

    @Test
    void aParameterOrTypeParameterDeletedWhileUsedDangles() throws Exception {
        Program p = TestPrograms.parse(JAVA, WRITE);
        DanglingNames names = new DanglingNames(LanguagePasses.declarations(JAVA, IDS).orElseThrow(), IDS,
                LanguagePasses.localDeclarations(JAVA));
        assertTrue(names.dangles(p, TestPrograms.without(p, ", Object sinkFn")), "the body still reads sinkFn");
        assertTrue(names.dangles(p, TestPrograms.without(p, "< OutputT >")), "Fn<OutputT> still names it");
        assertFalse(names.dangles(p, TestPrograms.without(p, "Object s")), "setSinkFn's body does not read s");
        DanglingNames withoutLocals = new DanglingNames(LanguagePasses.declarations(JAVA, IDS).orElseThrow(), IDS);
        assertFalse(withoutLocals.dangles(p, TestPrograms.without(p, ", Object sinkFn")), "parameters are the local declarations' part");
    }
    /** A rename as identifier replacement makes it: every occurrence of {@code from} but the first reads {@code to}; all of them with {@code whole}. */
    private static int[] renamed(Program p, String from, String to, boolean whole) {
        int[] tokens = p.currentTokens();
        boolean first = !whole;
        for (int k = 0; k < tokens.length; k++) {
            if (!p.tokens().get(tokens[k]).text().equals(from)) continue;
            if (first) {
                first = false;
                continue;
            }
            tokens[k] = p.retext(tokens[k], to);
        }
        return tokens;
    }

    @Test
    void aRenameAcrossTypesMethodsAndVariablesFindsNoSymbol() throws Exception {
        Program p = TestPrograms.parse(JAVA, """
                class Write<UserT> {
                    native Builder toBuilder();
                    class Builder { native Builder setOutputFn(Contextful<UserT> outputFn); }
                    Builder via(Contextful<Builder> Builder, Contextful sinkFn, String[] args) {
                        int n = args.length;
                        return toBuilder().setOutputFn(sinkFn).setOutputFn(Builder);
                    }
                }
                """);
        NamespaceRenames rule = new NamespaceRenames(IDS);
        assertTrue(rule.breaks(p, renamed(p, "sinkFn", "via", false)), "via is only a method: setOutputFn(via)");
        assertTrue(rule.breaks(p, renamed(p, "sinkFn", "UserT", false)), "UserT is only a type");
        assertTrue(rule.breaks(p, renamed(p, "UserT", "outputFn", false)), "Contextful<outputFn>: outputFn is only a variable");
        assertTrue(rule.breaks(p, renamed(p, "setOutputFn", "sinkFn", false)), ".sinkFn(...): no method of that name");
        assertFalse(rule.breaks(p, renamed(p, "sinkFn", "outputFn", false)), "variable for variable: javac decides (scope)");
        assertFalse(rule.breaks(p, renamed(p, "sinkFn", "Builder", false)), "Builder is a variable too");
        assertFalse(rule.breaks(p, renamed(p, "UserT", "Builder", false)), "and a type");
        assertFalse(rule.breaks(p, renamed(p, "toBuilder", "setOutputFn", false)), "method for method");
        assertFalse(rule.breaks(p, renamed(p, "sinkFn", "via", true)), "renamed with its declaration, sinkFn is a new variable named via");
        assertFalse(rule.breaks(p, renamed(p, "toBuilder", "length", false)), "args.length: what length names is not told without resolving it");
        assertFalse(rule.breaks(p, TestPrograms.without(p, "int n = args . length ;")), "a deletion is not a rename");
    }
}
