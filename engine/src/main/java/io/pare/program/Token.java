package io.pare.program;

/**
 * One non-hidden lexer token of a program.
 *
 * @param type       the lexer's token type
 * @param text       the token's text
 * @param start      offset of its first character in the program's text
 * @param end        offset just past its last character
 * @param origin     offset of its first character in the user's original input (provenance,
 *                   kept through every reduction so editors can highlight the original)
 */
public record Token(int type, String text, int start, int end, int origin) {
    public int originEnd() {
        return origin + text.length();
    }
}
