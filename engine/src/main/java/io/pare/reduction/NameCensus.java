package io.pare.reduction;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Program;
import io.pare.program.Token;

/**
 * The identifiers of one version of a program: where each first occurs (its input place) and how
 * often it occurs. A name read this way survives T-Rec's renames ({@code l_1234} to {@code a}:
 * same first place, same count), while a rename that gives two names one text changes it.
 * Counted again after each commit; synchronized, as a forecast may read the program a pass reads.
 */
final class NameCensus {
    private final Set<Integer> identifierTypes;
    private final Map<String, Integer> uses = new HashMap<>();
    private final Map<String, Integer> firstAt = new HashMap<>();
    private Program countedProgram;
    private int countedAt = -1;

    NameCensus(Set<Integer> identifierTypes) {
        this.identifierTypes = Set.copyOf(identifierTypes);
    }

    boolean isIdentifier(Token tok) {
        return identifierTypes.contains(tok.type());
    }

    /** The input place of the name's first occurrence in the program, or -1 when it does not occur. */
    synchronized int firstPlace(Program p, String name) {
        count(p);
        return firstAt.getOrDefault(name, -1);
    }

    /** How often the name occurs in the program. */
    synchronized int uses(Program p, String name) {
        count(p);
        return uses.getOrDefault(name, 0);
    }

    private void count(Program p) {
        if (p == countedProgram && p.commits() == countedAt) return;
        uses.clear();
        firstAt.clear();
        List<Token> table = p.tokens();
        for (int i : p.currentTokens()) {
            Token tok = table.get(i);
            if (isIdentifier(tok)) {
                uses.merge(tok.text(), 1, Integer::sum);
                firstAt.putIfAbsent(tok.text(), tok.origin());
            }
        }
        countedProgram = p;
        countedAt = p.commits();
    }
}
