package io.pare.program;

/**
 * Rules and token types in one int space, so a slot can expect either: rules are {@code >= 0},
 * token types are negative ({@code -2 - type}, so EOF (-1) and type 0 stay distinct).
 */
public final class Symbols {
    public static final int NONE = Integer.MIN_VALUE;

    private Symbols() {
    }

    public static int rule(int ruleIndex) {
        return ruleIndex;
    }

    public static int token(int tokenType) {
        return -2 - tokenType;
    }

    public static boolean isToken(int symbol) {
        return symbol < 0 && symbol != NONE;
    }

    public static int tokenType(int symbol) {
        return -2 - symbol;
    }
}
