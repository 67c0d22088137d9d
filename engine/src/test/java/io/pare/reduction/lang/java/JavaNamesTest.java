package io.pare.reduction.lang.java;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
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

    /** The program's tokens without the first run of tokens reading {@code gone} (space-separated). */
    private static int[] without(Program p, String gone) {
        List<String> words = List.of(gone.split(" "));
        int[] now = p.currentTokens();
        for (int i = 0; i + words.size() <= now.length; i++) {
            boolean match = true;
            for (int k = 0; k < words.size() && match; k++) match = p.tokens().get(now[i + k]).text().equals(words.get(k));
            if (match) {
                int[] out = new int[now.length - words.size()];
                System.arraycopy(now, 0, out, 0, i);
                System.arraycopy(now, i + words.size(), out, i, now.length - i - words.size());
                return out;
            }
        }
        throw new AssertionError("no " + gone + " in " + Arrays.toString(now));
    }

    @Test
    void aMethodsNameLeftWithoutItsCallIsNoValue() throws Exception {
        Program p = TestPrograms.parse(JAVA, WRITE);
        MethodNamesAsValues rule = new MethodNamesAsValues(IDS);
        assertFalse(rule.breaks(p, without(p, "toBuilder ( ) .")), "setSinkFn(sinkFn) is still a call");
        assertTrue(rule.breaks(p, without(p, "( sinkFn )")), "setSinkFn.build()");
        assertFalse(rule.breaks(p, without(p, ". setSinkFn")), "toBuilder()(sinkFn): not this rule's business");
        assertFalse(rule.breaks(p, without(p, "Object sinkFn")), "sinkFn is a variable, not a method");
    }

    @Test
    void aParameterOrTypeParameterDeletedWhileUsedDangles() throws Exception {
        Program p = TestPrograms.parse(JAVA, WRITE);
        DanglingNames names = new DanglingNames(LanguagePasses.declarations(JAVA, IDS).orElseThrow(), IDS,
                LanguagePasses.localDeclarations(JAVA));
        assertTrue(names.dangles(p, without(p, ", Object sinkFn")), "the body still reads sinkFn");
        assertTrue(names.dangles(p, without(p, "< OutputT >")), "Fn<OutputT> still names it");
        assertFalse(names.dangles(p, without(p, "Object s")), "setSinkFn's body does not read s");
        DanglingNames withoutLocals = new DanglingNames(LanguagePasses.declarations(JAVA, IDS).orElseThrow(), IDS);
        assertFalse(withoutLocals.dangles(p, without(p, ", Object sinkFn")), "parameters are the local declarations' part");
    }
}
