package io.pare.reduction.vulcan;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;

/** A generic's definition and its uses agree on the count of type arguments (the Checker Framework case's builder). */
class TypeArgumentCountsTest {
    private static final Language JAVA = Languages.byName("java");
    private static final String BUILDER = """
            abstract class Builder<DestinationT, UserT> {
                abstract Builder<DestinationT, UserT> setSinkFn(Fn<DestinationT> sink);
                abstract Builder<DestinationT, UserT> build();
            }
            """;

    /** The program's tokens without the {@code nth} (from 0) occurrence of each listed token text, in order of the list. */
    private static int[] without(Program p, String... gone) {
        List<Integer> out = new ArrayList<>();
        for (int t : p.currentTokens()) out.add(t);
        for (String g : gone) {
            String[] textAndNth = g.split("#");
            int nth = Integer.parseInt(textAndNth[1]);
            for (int i = 0; i < out.size(); i++) {
                if (p.tokens().get(out.get(i)).text().equals(textAndNth[0]) && nth-- == 0) {
                    out.remove(i);
                    break;
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void oneUseLosingAnArgumentDisagreesWithTheDefinition() throws Exception {
        Program p = TestPrograms.parse(JAVA, BUILDER);
        TypeArgumentCounts rule = new TypeArgumentCounts(Identifiers.types(JAVA, null));
        // the second DestinationT is the first use's; its comma follows it
        assertTrue(rule.breaks(p, without(p, "DestinationT#1", ",#1")), "Builder<UserT> setSinkFn: one argument for two parameters");
        assertTrue(rule.breaks(p, without(p, "DestinationT#0", ",#0")), "class Builder<UserT> with uses of two");
    }

    @Test
    void theDeletionsThatKeepThemAgreeingAreFine() throws Exception {
        Program p = TestPrograms.parse(JAVA, BUILDER);
        TypeArgumentCounts rule = new TypeArgumentCounts(Identifiers.types(JAVA, null));
        // every list's first argument, as type-argument deletion offers it (the one in Fn<...> is another generic's)
        assertFalse(rule.breaks(p, without(p, "DestinationT#0", ",#0", "DestinationT#0", ",#0", "DestinationT#1", ",#0")));
        assertFalse(rule.breaks(p, without(p, "<#1", "DestinationT#1", ",#1", "UserT#1", ">#1")), "a raw Builder");
    }
}
