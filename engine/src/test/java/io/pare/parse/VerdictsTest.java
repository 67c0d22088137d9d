package io.pare.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class VerdictsTest {
    @Test
    void aTextAskedAgainIsAnsweredWithoutAskingTheCheckAgain() {
        Verdicts v = new Verdicts(8);
        List<String> asked = new ArrayList<>();
        assertTrue(v.computeIfAbsent("int a;", t -> asked.add(t)));
        assertFalse(v.computeIfAbsent("int ;", t -> !asked.add(t)));
        assertTrue(v.computeIfAbsent("int a;", t -> asked.add(t)));
        assertFalse(v.computeIfAbsent("int ;", t -> !asked.add(t)));
        assertEquals(List.of("int a;", "int ;"), asked);
    }

    @Test
    void theLeastRecentlyUsedAreForgottenPastTheBound() {
        Verdicts v = new Verdicts(2);
        List<String> asked = new ArrayList<>();
        v.computeIfAbsent("a", asked::add);
        v.computeIfAbsent("b", asked::add);
        v.computeIfAbsent("a", asked::add); // a is now the most recent
        v.computeIfAbsent("c", asked::add); // b goes
        assertEquals(2, v.size());
        v.computeIfAbsent("a", asked::add);
        v.computeIfAbsent("b", asked::add);
        assertEquals(List.of("a", "b", "c", "b"), asked);
    }
}
