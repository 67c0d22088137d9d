package io.pare.parse;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntUnaryOperator;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.LexerInterpreter;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.WritableToken;

import io.pare.grammars.LanguageGrammar;
import io.pare.program.Program;
import io.pare.program.Spacer;

/** A language with a grammar: lexes, parses and builds reduction trees with list structure. */
public final class GrammarLanguage implements Language {
    private final CompiledGrammar grammar;
    private final Map<String, Boolean> separation = new ConcurrentHashMap<>();
    private final Set<Integer> layoutTypes;
    private final Verdicts verdicts = new Verdicts(1 << 16);

    public GrammarLanguage(LanguageGrammar grammar) {
        this.grammar = new CompiledGrammar(grammar);
        this.layoutTypes = layoutIfUnparsable(grammar);
    }

    @Override
    public String name() {
        return grammar.language().name();
    }

    public CompiledGrammar grammar() {
        return grammar;
    }

    @Override
    public int countTokens(String text) {
        LexerInterpreter lexer = grammar.language().newLexer(CharStreams.fromString(text));
        int n = 0;
        try {
            for (Token t : lexer.getAllTokens()) {
                if (t.getChannel() == Token.DEFAULT_CHANNEL) n++;
            }
        } catch (RuntimeException e) {
            return new TextLanguage().countTokens(text);
        }
        return n;
    }

    /**
     * The text's visible tokens by this language's lexer, with their offsets mapped by {@code origin};
     * null when the lexer rejects the text.
     */
    public List<io.pare.program.Token> lex(String text, IntUnaryOperator origin) {
        LexerInterpreter lexer = grammar.language().newLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        boolean[] failed = new boolean[1];
        lexer.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg, RecognitionException e) {
                failed[0] = true;
            }
        });
        List<io.pare.program.Token> out = new ArrayList<>();
        try {
            for (Token t : lexer.getAllTokens()) {
                if (t.getChannel() != Token.DEFAULT_CHANNEL) continue;
                int start = t.getStartIndex();
                out.add(new io.pare.program.Token(t.getType(), text.substring(start, t.getStopIndex() + 1), start,
                        t.getStopIndex() + 1, origin.applyAsInt(start)));
            }
        } catch (RuntimeException e) {
            return null;
        }
        return failed[0] ? null : out;
    }

    /**
     * Parses the text; where that fails and it has tokens of a type named {@code *_OR_LAYOUT} (C++'s
     * {@code #pragma} lines, which g++ -E may print inside an expression), parses it again with
     * those tokens as layout, as text between tokens that prints with its neighbours.
     */
    @Override
    public Program parse(String fileName, String text, Charset charset, IntUnaryOperator origin) throws ParseFailedException {
        boolean[] layoutable = new boolean[1];
        try {
            return parse(fileName, text, charset, origin, false, layoutable);
        } catch (ParseFailedException e) {
            if (!layoutable[0]) throw e;
            try {
                return parse(fileName, text, charset, origin, true, layoutable);
            } catch (ParseFailedException again) {
                throw e;
            }
        }
    }

    /** Token types the grammar lets become layout when the text does not parse with them. */
    private static Set<Integer> layoutIfUnparsable(LanguageGrammar grammar) {
        Set<Integer> out = new HashSet<>();
        for (var e : grammar.lexerGrammar().tokenNameToTypeMap.entrySet()) {
            if (e.getKey().endsWith(LAYOUT_SUFFIX)) out.add(e.getValue());
        }
        return Set.copyOf(out);
    }

    private static final String LAYOUT_SUFFIX = "_OR_LAYOUT";

    private Program parse(String fileName, String text, Charset charset, IntUnaryOperator origin, boolean asLayout,
            boolean[] layoutable) throws ParseFailedException {
        LanguageGrammar lg = grammar.language();
        List<SyntaxError> errors = new ArrayList<>();
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg, RecognitionException e) {
                String tok = offending instanceof Token t ? t.getText() : null;
                errors.add(new SyntaxError(fileName, line, col + 1, tok, msg));
            }
        };
        CommonTokenStream stream = tokens(text, fileName, listener, asLayout, layoutable);
        if (!errors.isEmpty()) throw new ParseFailedException(errors.get(0));
        ParserRuleContext tree = lg.parse(stream, listener);
        if (!errors.isEmpty()) throw new ParseFailedException(errors.get(0));
        if (stream.LA(1) != Token.EOF) {
            Token t = stream.LT(1);
            throw new ParseFailedException(new SyntaxError(fileName, t.getLine(), t.getCharPositionInLine() + 1,
                    t.getText(), "input left over after rule " + lg.startRule() + " (does it end with EOF?)"));
        }
        TreeBuilder builder = new TreeBuilder(grammar, stream.getTokens(), text, origin);
        return builder.build(fileName, text, charset, tree, this::mustSeparate, name());
    }

    /** The text's tokens, lexer errors to the listener; layoutable[0] set when a token may become layout. */
    private CommonTokenStream tokens(String text, String fileName, BaseErrorListener listener, boolean asLayout,
            boolean[] layoutable) {
        LexerInterpreter lexer = grammar.language().newLexer(CharStreams.fromString(text, fileName));
        lexer.addErrorListener(listener);
        CommonTokenStream stream = new CommonTokenStream(lexer);
        stream.fill();
        if (!layoutTypes.isEmpty()) {
            for (Token t : stream.getTokens()) {
                if (!layoutTypes.contains(t.getType())) continue;
                layoutable[0] = true;
                if (asLayout) ((WritableToken) t).setChannel(Token.HIDDEN_CHANNEL);
            }
            if (asLayout) stream.seek(0); // the first token may have left the channel the stream stood on
        }
        return stream;
    }

    /**
     * What {@link #parse} decides, layout fallback included, without building a tree. The verdicts
     * are remembered: local exhaustive deletion meets the same candidate again on each level of
     * the tree that holds the same nodes (on a 77-token C++ program, four checks in five were of a
     * text checked before), and a failed check of a C++ text costs about a millisecond.
     */
    @Override
    public boolean accepts(String text) {
        return verdicts.computeIfAbsent(text, this::recognizes);
    }

    private boolean recognizes(String text) {
        boolean[] lexFailed = new boolean[1];
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg, RecognitionException e) {
                lexFailed[0] = true;
            }
        };
        boolean[] layoutable = new boolean[1];
        try {
            CommonTokenStream stream = tokens(text, "candidate", listener, false, layoutable);
            if (lexFailed[0]) return false;
            if (grammar.language().recognizes(stream)) return true;
            return layoutable[0] && grammar.language().recognizes(tokens(text, "candidate", listener, true, layoutable));
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Two tokens need a space between them when their concatenation does not lex back into the two. */
    boolean mustSeparate(io.pare.program.Token a, io.pare.program.Token b) {
        return separation.computeIfAbsent(a.text() + '\u0000' + b.text(), k -> {
            LexerInterpreter lexer = grammar.language().newLexer(CharStreams.fromString(a.text() + b.text()));
            lexer.removeErrorListeners();
            List<? extends Token> toks;
            try {
                toks = lexer.getAllTokens();
            } catch (RuntimeException e) {
                return true;
            }
            List<Token> visible = new ArrayList<>();
            for (Token t : toks) {
                if (t.getChannel() == Token.DEFAULT_CHANNEL) visible.add(t);
            }
            // Texts, not types: a lexer hook may type a token by its context (JavaScript's `(` after an
            // operand is a call), which a pair lexed on its own does not have.
            return !(visible.size() == 2 && visible.get(0).getText().equals(a.text())
                    && visible.get(1).getText().equals(b.text()));
        });
    }

    Spacer spacer() {
        return this::mustSeparate;
    }
}
