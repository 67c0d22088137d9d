package io.pare.grammars;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.antlr.v4.Tool;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.LexerInterpreter;
import org.antlr.v4.runtime.ParserInterpreter;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.tool.ANTLRMessage;
import org.antlr.v4.tool.ANTLRToolListener;
import org.antlr.v4.tool.Grammar;
import org.antlr.v4.tool.LexerGrammar;
import org.antlr.v4.tool.Rule;

/**
 * A grammar loaded with the ANTLR tool at run time and interpreted, never compiled to Java.
 *
 * <p>Why interpret: bundled grammars and a user's own {@code .g4} then take exactly the same path,
 * and the rule ASTs the tool keeps are what the engine uses to recover list ({@code *}, {@code +})
 * and optional ({@code ?}) structure. The price is that grammars may not contain target-language
 * actions or semantic predicates; lexer commands ({@code skip}, {@code channel}, modes) work.
 */
public final class LanguageGrammar {
    private final String name;
    private final Grammar parser;
    private final LexerGrammar lexer;
    private final String startRule;

    private LanguageGrammar(String name, Grammar parser, LexerGrammar lexer, String startRule) {
        this.name = name;
        this.parser = parser;
        this.lexer = lexer;
        this.startRule = startRule;
        if (parser.getRule(startRule) == null) {
            throw new GrammarException("grammar " + parser.name + " has no rule '" + startRule + "'");
        }
    }

    /** Loads a combined grammar, or a parser grammar with its separate lexer grammar. */
    public static LanguageGrammar fromText(String name, String grammarText, String lexerText, String startRule) {
        Objects.requireNonNull(grammarText, "grammarText");
        Errors errors = new Errors();
        LexerGrammar lexer = null;
        if (lexerText != null) {
            lexer = (LexerGrammar) load(lexerText, null, errors);
        }
        Grammar parser = load(grammarText, lexer, errors);
        if (lexer == null) {
            lexer = parser.implicitLexer;
            if (lexer == null) {
                throw new GrammarException("grammar " + parser.name + " has no lexer rules; give its lexer grammar too");
            }
        }
        return new LanguageGrammar(name, parser, lexer, startRule);
    }

    public static LanguageGrammar fromFiles(String name, Path grammar, Path lexer, String startRule) throws IOException {
        return fromText(name, Files.readString(grammar, StandardCharsets.UTF_8),
                lexer == null ? null : Files.readString(lexer, StandardCharsets.UTF_8), startRule);
    }

    /** Loads a grammar bundled under {@code io/pare/grammars/}. */
    public static LanguageGrammar fromResources(String name, String grammarResource, String lexerResource, String startRule) {
        return fromText(name, resource(grammarResource), lexerResource == null ? null : resource(lexerResource), startRule);
    }

    private static String resource(String path) {
        try (InputStream in = LanguageGrammar.class.getResourceAsStream(path)) {
            if (in == null) throw new GrammarException("missing bundled grammar " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new GrammarException("cannot read bundled grammar " + path + ": " + e.getMessage());
        }
    }

    private static Grammar load(String text, LexerGrammar vocabulary, Errors errors) {
        Tool tool = new Tool();
        tool.removeListeners();
        tool.addListener(errors);
        Grammar g;
        try {
            org.antlr.v4.tool.ast.GrammarRootAST ast = tool.parseGrammarFromString(text);
            if (ast == null || ast.hasErrors) {
                throw new GrammarException("grammar does not parse: " + errors.summary());
            }
            g = tool.createGrammar(ast);
            if (vocabulary != null) {
                g.importVocab(vocabulary);
            }
            tool.process(g, false);
        } catch (RuntimeException e) {
            if (e instanceof GrammarException) throw e;
            throw new GrammarException("grammar cannot be loaded: " + e + " " + errors.summary());
        }
        if (errors.count > 0) {
            throw new GrammarException("grammar " + g.name + " has errors: " + errors.summary());
        }
        return g;
    }

    public String name() {
        return name;
    }

    public Grammar parserGrammar() {
        return parser;
    }

    public LexerGrammar lexerGrammar() {
        return lexer;
    }

    public String startRule() {
        return startRule;
    }

    public Rule rule(String ruleName) {
        return parser.getRule(ruleName);
    }

    public LexerInterpreter newLexer(CharStream input) {
        LexerInterpreter lex = lexer.createLexerInterpreter(input);
        lex.removeErrorListeners();
        return lex;
    }

    public ParserInterpreter newParser(TokenStream tokens) {
        ParserInterpreter p = parser.createParserInterpreter(tokens);
        p.removeErrorListeners();
        return p;
    }

    /** Token type of a literal or named token of the parser's vocabulary, or 0 when unknown. */
    public int tokenType(String literalOrName) {
        return parser.getTokenType(literalOrName);
    }

    private static final class Errors implements ANTLRToolListener {
        int count;
        final List<String> messages = new ArrayList<>();

        @Override
        public void info(String msg) {
        }

        @Override
        public void error(ANTLRMessage msg) {
            count++;
            messages.add(describe(msg));
        }

        @Override
        public void warning(ANTLRMessage msg) {
        }

        private static String describe(ANTLRMessage msg) {
            StringBuilder args = new StringBuilder();
            for (Object a : msg.getArgs()) {
                if (a != null) args.append(' ').append(a);
            }
            return msg.getErrorType() + " at " + msg.line + ":" + msg.charPosition + args;
        }

        String summary() {
            return String.join("; ", messages.subList(0, Math.min(5, messages.size())));
        }
    }
}
