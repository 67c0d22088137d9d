package io.pare.reduction.lang.java;

import java.util.Set;

/**
 * Java's rule that an expression statement is an assignment, an increment or decrement, a call or
 * a {@code new} (JLS 14.8): a statement of literals and operators alone ({@code 0;},
 * {@code + 0;}, {@code 0 * 0;}) does not compile, where C and JavaScript take it. Sub-tree
 * replacement writes them when it gives a {@code return} statement's other alternatives, and a
 * deletion leaves one when an assignment's target goes.
 *
 * <p>Only statements outside parentheses are read (a lambda's block inside a call's arguments is
 * not), and only those that start with a literal after {@code ;}, <code>{</code> or <code>}</code>,
 * or with a sign or a negation after {@code ;} or <code>{</code>: after {@code )} or {@code :} a
 * literal may close a cast or a conditional expression, and after the <code>}</code> of an array's
 * or an anonymous class's body an expression goes on ({@code c ? new int[] {a} : null},
 * {@code new Object() {} + ""}).
 */
public final class ValueStatements extends TokenRule {
    private static final Set<String> STARTS = Set.of(";", "{", "}");
    /** Operators a statement of values may start with, after {@code ;} or <code>{</code>. */
    private static final Set<String> UNARY = Set.of("+", "-", "!", "~");
    /** Operators that build a value of literals: what such a statement may hold besides them. */
    private static final Set<String> VALUE_OPERATORS = Set.of("+", "-", "*", "/", "%", "!", "~", "<", ">", "<=", ">=",
            "==", "!=", "&", "|", "^", "&&", "||", "?", ":", "<<", ">>", ">>>", "[", "]");

    @Override
    int places(String[] t) {
        int n = 0;
        int depth = 0;
        for (int i = 0; i < t.length; i++) {
            if (t[i].equals("(")) depth++;
            if (t[i].equals(")")) depth = Math.max(0, depth - 1);
            if (depth == 0 && i > 0 && starts(t[i - 1], t[i]) && valueOnly(t, i)) n++;
        }
        return n;
    }

    private static boolean starts(String before, String first) {
        return STARTS.contains(before) && (literal(first) || (UNARY.contains(first) && !before.equals("}")));
    }

    /** Whether the tokens from {@code from} to the next {@code ;} are literals and value operators, with a literal. */
    private static boolean valueOnly(String[] t, int from) {
        boolean any = false;
        for (int i = from; i < t.length; i++) {
            if (t[i].equals(";")) return any;
            if (literal(t[i])) {
                any = true;
            } else if (!VALUE_OPERATORS.contains(t[i])) {
                return false;
            }
        }
        return false;
    }
}
