package io.pare.reduction.lang.java;

import java.util.Set;

/**
 * Java's rules that a {@code break} is inside a loop or a {@code switch}, a {@code continue} inside
 * a loop and a {@code yield} inside a {@code switch} (JLS 14.15, 14.16, 14.21). Sub-tree
 * replacement gives a {@code return} statement these alternatives of Java's statement rule
 * ({@code break;}, {@code continue;}, {@code yield 0;}); javac refuses them in a method body with
 * no loop: 16 questions of a logged run on the Checker Framework case, at about 4 s each.
 *
 * <p>A jump counts as stray only when no such keyword stands before it, once the blocks closed
 * before it are skipped with the loop or switch heads they are the bodies of: a loop with a
 * body of one statement without braces before it, or a lambda between a loop and the jump, is
 * taken as holding it, so the rule misses some breaks but never calls a jump stray that javac
 * takes. A labelled {@code break} may leave any labelled statement and is not read.
 */
public final class StrayJumps extends TokenRule {
    private static final Set<String> LOOPS = Set.of("for", "while", "do");
    private static final Set<String> LOOPS_AND_SWITCH = Set.of("for", "while", "do", "switch");
    private static final Set<String> SWITCH = Set.of("switch");
    /** Tokens before a {@code yield} that make it a statement's first word, not a name. */
    private static final Set<String> STATEMENT_STARTS = Set.of(";", "{", "}", ":");
    /** Tokens after a {@code yield} that make it a variable's or a method's name. */
    private static final Set<String> NAME_USES = Set.of("=", ".", "[", "(", "++", "--", "+=", "-=", ";");

    @Override
    int places(String[] t) {
        int n = 0;
        for (int i = 0; i < t.length; i++) {
            Set<String> holders = switch (t[i]) {
                case "break" -> i + 1 < t.length && t[i + 1].equals(";") ? LOOPS_AND_SWITCH : null;
                case "continue" -> LOOPS;
                case "yield" -> i > 0 && STATEMENT_STARTS.contains(t[i - 1]) && i + 1 < t.length
                        && !NAME_USES.contains(t[i + 1]) ? SWITCH : null;
                default -> null;
            };
            if (holders != null && !heldBy(t, i, holders)) n++;
        }
        return n;
    }

    /**
     * Whether one of {@code holders} stands before token {@code at} outside the blocks closed before
     * it, and outside the heads of the loops and switches those blocks are the bodies of.
     */
    private static boolean heldBy(String[] t, int at, Set<String> holders) {
        int i = at - 1;
        while (i >= 0) {
            if (t[i].equals("}")) {
                i = opening(t, i, "{", "}") - 1;
                if (i >= 0 && t[i].equals(")")) {
                    int open = opening(t, i, "(", ")");
                    if (open > 0 && LOOPS_AND_SWITCH.contains(t[open - 1])) i = open - 2;
                } else if (i >= 0 && t[i].equals("do")) {
                    i--;
                }
                continue;
            }
            if (holders.contains(t[i])) return true;
            i--;
        }
        return false;
    }

    /** The index of the bracket that {@code close} at {@code at} closes, or -1 when none does. */
    private static int opening(String[] t, int at, String open, String close) {
        int depth = 0;
        for (int i = at; i >= 0; i--) {
            if (t[i].equals(close)) depth++;
            if (t[i].equals(open) && --depth == 0) return i;
        }
        return -1;
    }
}
