package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** The registry's parser, its messages, and the schema pattern that must agree with it. */
class ReducerSyntaxTest {
    private static final Pattern PATTERN = Pattern.compile(ReducerSyntax.pattern());

    /** Every name alone, every name with each option it takes, and pipelines of tree reducers. */
    private static List<String> validSample() {
        List<String> out = new ArrayList<>();
        for (ReducerType t : ReducerType.values()) {
            out.add(t.label());
            for (ReducerOption o : t.options()) {
                for (String v : o.spellings()) out.add(t.label() + ":" + v);
            }
        }
        out.addAll(List.of("coarse-hdd,perses", "hdd:opdd,hddr:bf-fw:ddmin,perses", " gtr , pardis-hybrid:DDMIN ",
                "hddr: BF-FW :opdd", "perses,perses", Reducers.DEFAULT));
        return out;
    }

    private static final List<String> INVALID = List.of("", "hddx", "HDD", "hdd:bf-fw", "perses:opdd", "ddmin,perses",
            "vulcan,perses", "hdd,", ",hdd", "hdd :opdd", "hdd:", "hdd::opdd", "vulcan+:ddmin", "hddr:df", "canonicalize",
            "coarse-hdd;perses", "hdd:opdd:", "pardis hybrid");

    @Test
    void theParserAcceptsTheSampleAndThePatternAgrees() {
        for (String v : validSample()) {
            ReducerSyntax.parse(v);
            assertTrue(PATTERN.matcher(v).matches(), "pattern should accept '" + v + "'");
        }
    }

    @Test
    void theParserAndThePatternRejectTheSameInvalidValues() {
        for (String v : INVALID) {
            assertThrows(IllegalArgumentException.class, () -> ReducerSyntax.parse(v), v);
            assertFalse(PATTERN.matcher(v).matches(), "pattern should reject '" + v + "'");
        }
    }

    @Test
    void optionsAndKinds() {
        assertEquals(List.of("coarse-hdd", "perses"), ReducerSyntax.parse("coarse-hdd,perses").stream().map(ReducerSpec::name).toList());
        assertEquals("opdd", ReducerSyntax.parse("hdd:opdd").get(0).list().name());
        assertEquals("ddmin", ReducerSyntax.parse("hdd").get(0).list().name());
        assertEquals("opdd", ReducerSyntax.parse("pardis-hybrid").get(0).list().name(), "Pardis defaults to OPDD");
        assertEquals(io.pare.reduction.hdd.Hddr.Traversal.DF_BW, ReducerSyntax.parse("hddr").get(0).traversal());
        assertEquals(io.pare.reduction.hdd.Hddr.Traversal.BF_FW, ReducerSyntax.parse("hddr:bf-fw").get(0).traversal());
        assertEquals(ReducerKind.FLAT, ReducerType.byLabel("ddmin").orElseThrow().kind());
        assertEquals(ReducerType.DEFAULT, ReducerType.byLabel(Reducers.DEFAULT).orElseThrow(), "the default is a registered name");
    }

    @Test
    void messagesSayWhatIsWrongAndWhatIsAllowed() {
        assertEquals("reducer 'hdd' has no option 'bf-fw'; it takes ddmin|opdd (list reduction)",
                assertThrows(IllegalArgumentException.class, () -> ReducerSyntax.parse("hdd:bf-fw")).getMessage());
        assertEquals("reducer 'perses' has no option 'opdd'; it takes none",
                assertThrows(IllegalArgumentException.class, () -> ReducerSyntax.parse("perses:opdd")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReducerSyntax.parse("hddx")).getMessage()
                .startsWith("unknown reducer 'hddx'; known: default, ddmin, opdd, hdd,"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReducerSyntax.parse("ddmin,perses")).getMessage()
                .startsWith("'ddmin' cannot be part of a pipeline"));
    }
}
