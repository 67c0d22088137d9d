package io.pare.reduction.lang.java;

import java.util.Set;

/**
 * Java's rule that what {@code ++}, {@code --} and an assignment write is a variable (JLS
 * 15.14, 15.15, 15.26): {@code 0 ++}, {@code -- 0}, {@code 0 = x} never compile. Sub-tree
 * replacement writes such candidates when it fills an expression's other alternatives with the
 * smallest expression, {@code 0}: 4 questions of a logged run on the Checker Framework case, at
 * about 4 s each (javac's attribution, not its parser, refuses them).
 */
public final class LiteralWrites extends TokenRule {
    private static final Set<String> WRITES = Set.of("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=",
            ">>=", ">>>=", "++", "--");

    @Override
    int places(String[] t) {
        int n = 0;
        for (int i = 0; i + 1 < t.length; i++) {
            if (literal(t[i]) && WRITES.contains(t[i + 1])) n++;
            if ((t[i].equals("++") || t[i].equals("--")) && literal(t[i + 1])) n++;
        }
        return n;
    }
}
