package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;
import io.pare.reduction.lang.LanguagePasses;

/** A Java import is deleted whole or kept whole: a shorter path names no package. */
class WholeNodesTest {
    private static final Language JAVA = Languages.byName("java");
    private static final String FILE = "import org.apache.beam.sdk.transforms.Contextful;\nclass A { Contextful c; }\n";

    /** The program's tokens without the tokens reading any of {@code gone} (each once, first first). */
    private static int[] without(Program p, String... gone) {
        List<Integer> out = new ArrayList<>();
        for (int t : p.currentTokens()) out.add(t);
        for (String g : gone) {
            for (int i = 0; i < out.size(); i++) {
                if (p.tokens().get(out.get(i)).text().equals(g)) {
                    out.remove(i);
                    break;
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void aPathLosingAPartBreaksAndTheWholeImportGoingDoesNot() throws Exception {
        Program p = TestPrograms.parse(JAVA, FILE);
        WholeNodes rule = new WholeNodes(LanguagePasses.wholeRules(JAVA));
        assertTrue(rule.breaks(p, without(p, "sdk", ".")), "org.apache.beam.transforms.Contextful");
        assertFalse(rule.breaks(p, without(p, "import", "org", ".", "apache", ".", "beam", ".", "sdk", ".", "transforms", ".",
                "Contextful", ";")), "the import goes whole");
        assertFalse(rule.breaks(p, without(p, "c")), "outside the import");
    }
    @Test
    void aTextPassWritingInsideAPathBreaksAndOneWritingElsewhereDoesNot() throws Exception {
        Program p = TestPrograms.parse(JAVA, FILE);
        WholeNodes rule = new WholeNodes(LanguagePasses.wholeRules(JAVA));
        assertTrue(rule.breaksText(p, TestPrograms.parse(JAVA, FILE.replace("org.apache", "orgxxxxxxx"))), "a filler of the same width");
        assertTrue(rule.breaksText(p, TestPrograms.parse(JAVA, FILE.replace(".apache", ""))), "org.beam.sdk...");
        assertFalse(rule.breaksText(p, TestPrograms.parse(JAVA, FILE.replace("Contextful c;", "Contextful c, d;"))), "outside the import");
        assertFalse(rule.breaksText(p, TestPrograms.parse(JAVA, FILE.replace("import", "/* x */ import"))), "layout and comments are no part");
    }
}
