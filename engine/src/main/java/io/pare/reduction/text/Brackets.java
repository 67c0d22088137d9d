package io.pare.reduction.text;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

import io.pare.program.Token;

/**
 * Balanced bracket groups among a program's tokens (so a bracket inside a string or a comment
 * never counts): {@code ( )}, {@code [ ]}, {@code { }} by a stack, and {@code < >} where a
 * {@code >} closes a {@code <} with the other brackets balanced between them (a generic's
 * arguments; a lone less-than has no partner and is left alone).
 */
public final class Brackets {
    /** How far an angle bracket looks for its partner, in tokens. */
    static final int ANGLE_REACH = 64;

    private Brackets() {
    }

    /** For each token, the index of its partner bracket, or -1. */
    public static int[] partners(List<Token> tokens) {
        int[] partner = new int[tokens.size()];
        Arrays.fill(partner, -1);
        Deque<Integer> open = new ArrayDeque<>();
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            if (t.equals("(") || t.equals("[") || t.equals("{")) {
                open.push(i);
            } else if (t.equals(")") || t.equals("]") || t.equals("}")) {
                // a closer that does not match the innermost opener leaves the stack alone (unbalanced text)
                if (!open.isEmpty() && matches(tokens.get(open.peek()).text(), t)) {
                    int o = open.pop();
                    partner[o] = i;
                    partner[i] = o;
                }
            }
        }
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).text().equals("<") && partner[i] < 0) {
                int close = angleClose(tokens, partner, i);
                if (close > 0) {
                    partner[i] = close;
                    partner[close] = i;
                }
            }
        }
        return partner;
    }

    private static boolean matches(String open, String close) {
        return "([{".indexOf(open.charAt(0)) == ")]}".indexOf(close.charAt(0));
    }

    private static int angleClose(List<Token> tokens, int[] partner, int from) {
        int depth = 0;
        for (int j = from + 1; j < tokens.size() && j <= from + ANGLE_REACH; j++) {
            String t = tokens.get(j).text();
            if (partner[j] > j) {
                j = partner[j]; // a whole (), [] or {} group inside
            } else if (partner[j] >= 0 && partner[j] < from) {
                return -1; // the enclosing group closes first
            } else if (t.equals("<")) {
                depth++;
            } else if (t.equals(">")) {
                if (depth == 0) return j;
                depth--;
            } else if (t.equals(";")) {
                return -1;
            }
        }
        return -1;
    }

    /** Whether a token opens a group (it has a partner after it). */
    public static boolean opens(int[] partner, int i) {
        return partner[i] > i;
    }
}
