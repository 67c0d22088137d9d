package io.pare.parse;

import java.nio.charset.Charset;
import java.util.List;
import java.util.function.IntUnaryOperator;

import io.pare.program.Program;

/**
 * A grammar's tokens without its syntax: the text as the language lexes it, with balanced
 * brackets as groups and nothing else, so that any text it lexes reads as a program. For the passes
 * that go past the grammar when the oracle takes programs the grammar does not (a compiler that
 * crashes while it parses). Tokens are the language's own, so they count as results are measured,
 * and {@code ::} or {@code >>} go as one. A text the lexer rejects (an unterminated string) reads
 * with the grammar-free fallback's tokens.
 */
public final class LexedLanguage implements Language {
    private final GrammarLanguage language;

    public LexedLanguage(GrammarLanguage language) {
        this.language = language;
    }

    @Override
    public String name() {
        return language.name();
    }

    @Override
    public boolean readsAnyText() {
        return true;
    }

    @Override
    public int countTokens(String text) {
        return language.countTokens(text);
    }

    @Override
    public Program parse(String fileName, String text, Charset charset, IntUnaryOperator origin) {
        List<io.pare.program.Token> tokens = language.lex(text, origin);
        if (tokens == null) return new TextLanguage().parse(fileName, text, charset, origin);
        return TextLanguage.grouped(fileName, text, charset, tokens, language.spacer(), name());
    }
}
