package io.pare.program;

/** Decides whether two tokens printed side by side would lex differently, and so need a space. */
@FunctionalInterface
public interface Spacer {
    boolean mustSeparate(Token left, Token right);

    Spacer ALWAYS = (a, b) -> true;
}
