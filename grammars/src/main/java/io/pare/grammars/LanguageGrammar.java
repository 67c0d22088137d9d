package io.pare.grammars;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

import org.antlr.v4.Tool;
import org.antlr.v4.runtime.ANTLRErrorListener;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BufferedTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.LexerInterpreter;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserInterpreter;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNDeserializer;
import org.antlr.v4.runtime.atn.ATNSerializer;
import org.antlr.v4.runtime.atn.LexerATNSimulator;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.atn.PredictionContextCache;
import org.antlr.v4.runtime.dfa.DFA;
import org.antlr.v4.runtime.dfa.DFAState;
import org.antlr.v4.runtime.misc.ParseCancellationException;
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
    /**
     * Makes the lexer of a grammar. The default is ANTLR's plain {@link LexerInterpreter}; a language
     * whose lexing needs context a lexer grammar cannot express (JavaScript's regex vs division) gives
     * a subclass.
     */
    @FunctionalInterface
    public interface LexerFactory {
        LexerInterpreter create(String grammarFileName, Vocabulary vocabulary, Collection<String> ruleNames,
                Collection<String> channelNames, Collection<String> modeNames, ATN atn, CharStream input);

        LexerFactory PLAIN = LexerInterpreter::new;
    }

    private final String name;
    private final Grammar parser;
    private final LexerGrammar lexer;
    private final String startRule;
    private final ATN lexerAtn;
    private final DFA[] lexerDfa;
    private final ATN parserAtn;
    private final DFA[] parserDfa;
    private final PredictionContextCache parserContextCache = new PredictionContextCache();
    private final LexerFactory lexerFactory;
    // The tool's grammar builds these anew on every call, and a parser or lexer reads every token's
    // display name when made: a reducer that checks thousands of candidates makes as many of both.
    private final Vocabulary parserVocabulary;
    private final List<String> parserRuleNames;
    private final Vocabulary lexerVocabulary;
    private final List<String> lexerRuleNames;
    private final List<String> lexerChannelNames;
    private final List<String> lexerModeNames;
    /** Each thread's parser for {@link #recognizes}, made once and reset for every text. */
    private final ThreadLocal<CheckingParser> checkers = ThreadLocal.withInitial(() -> new CheckingParser(this));

    private LanguageGrammar(String name, Grammar parser, LexerGrammar lexer, String startRule, LexerFactory lexerFactory) {
        this.name = name;
        this.lexerFactory = lexerFactory;
        this.parser = parser;
        this.lexer = lexer;
        this.startRule = startRule;
        this.lexerAtn = copyOf(lexer.atn);
        this.lexerDfa = dfaFor(lexerAtn);
        this.parserAtn = copyOf(parser.atn);
        this.parserDfa = dfaFor(parserAtn);
        this.parserVocabulary = parser.getVocabulary();
        this.parserRuleNames = List.of(parser.getRuleNames());
        this.lexerVocabulary = lexer.getVocabulary();
        this.lexerRuleNames = List.of(lexer.getRuleNames());
        this.lexerChannelNames = List.copyOf(lexer.channelValueToNameList);
        this.lexerModeNames = List.copyOf(lexer.modes.keySet());
        if (parser.getRule(startRule) == null) {
            throw new GrammarException("grammar " + parser.name + " has no rule '" + startRule + "'");
        }
    }

    /** Loads a combined grammar, or a parser grammar with its separate lexer grammar. */
    public static LanguageGrammar fromText(String name, String grammarText, String lexerText, String startRule) {
        return fromText(name, grammarText, lexerText, startRule, LexerFactory.PLAIN);
    }

    /** As {@link #fromText(String, String, String, String)}, with lexers made by {@code lexerFactory}. */
    public static LanguageGrammar fromText(String name, String grammarText, String lexerText, String startRule,
            LexerFactory lexerFactory) {
        Objects.requireNonNull(lexerFactory, "lexerFactory");
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
        return new LanguageGrammar(name, parser, lexer, startRule, lexerFactory);
    }

    public static LanguageGrammar fromFiles(String name, Path grammar, Path lexer, String startRule) throws IOException {
        return fromText(name, Files.readString(grammar, StandardCharsets.UTF_8),
                lexer == null ? null : Files.readString(lexer, StandardCharsets.UTF_8), startRule);
    }

    /** Loads a grammar bundled under {@code io/pare/grammars/}. */
    public static LanguageGrammar fromResources(String name, String grammarResource, String lexerResource, String startRule) {
        return fromResources(name, grammarResource, lexerResource, startRule, LexerFactory.PLAIN);
    }

    /** As {@link #fromResources(String, String, String, String)}, with lexers made by {@code lexerFactory}. */
    public static LanguageGrammar fromResources(String name, String grammarResource, String lexerResource, String startRule,
            LexerFactory lexerFactory) {
        return fromText(name, resource(grammarResource), lexerResource == null ? null : resource(lexerResource), startRule,
                lexerFactory);
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
            if (vocabulary != null) {
                // The tokens come from the lexer grammar given beside it; left in, the option would send
                // the tool looking for a .tokens file that an interpreted grammar never has.
                ast.getOptions().remove("tokenVocab");
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

    /**
     * A lexer for the input. Every lexer of this grammar shares one ATN and one DFA cache
     * (ANTLR's DFA is safe to share across threads), so lexing does not warm up from scratch.
     */
    public LexerInterpreter newLexer(CharStream input) {
        LexerInterpreter lex = lexerFactory.create(lexer.fileName, lexerVocabulary, lexerRuleNames, lexerChannelNames,
                lexerModeNames, lexerAtn, input);
        lex.setInterpreter(new LexerATNSimulator(lex, lexerAtn, lexerDfa, new PredictionContextCache()));
        lex.removeErrorListeners();
        return lex;
    }

    /** A parser for the tokens, sharing this grammar's ATN and DFA cache with every other parser of it. */
    public ParserInterpreter newParser(TokenStream tokens) {
        ParserInterpreter p = new ParserInterpreter(parser.fileName, parserVocabulary, parserRuleNames, parserAtn, tokens);
        p.setInterpreter(new ParserATNSimulator(p, parserAtn, parserDfa, parserContextCache));
        p.removeErrorListeners();
        return p;
    }

    /**
     * Parses the tokens from the start rule in two stages, as ANTLR recommends: fast SLL prediction
     * that bails out at the first error ({@link #parseSll}), and only then full LL with error
     * reporting ({@link #parseLl}) from the first token again. The listener hears the LL stage's
     * errors only: an SLL failure is not an error. Whether all input was consumed is the caller's
     * check: {@code tokens.LA(1) == Token.EOF}.
     */
    public ParserRuleContext parse(BufferedTokenStream tokens, ANTLRErrorListener listener) {
        try {
            return parseSll(tokens);
        } catch (ParseCancellationException e) {
            tokens.seek(0);
            return parseLl(tokens, listener);
        }
    }

    /** The first stage: SLL prediction; throws {@link ParseCancellationException} at the first error. */
    public ParserRuleContext parseSll(TokenStream tokens) {
        ParserInterpreter p = newParser(tokens);
        p.getInterpreter().setPredictionMode(PredictionMode.SLL);
        p.setErrorHandler(new BailErrorStrategy());
        return p.parse(rule(startRule).index);
    }

    /**
     * Whether the tokens parse from the start rule and the parse ends at EOF: what {@link #parse}
     * decides, with both stages bailing out at the first error and no tree built. A reducer asks
     * this of most candidates it makes, and most do not parse; the LL stage's error reporting and
     * re-synchronizing at every decision (in a C++ program, the larger part of a failed check) buy
     * nothing when only the answer is wanted.
     */
    public boolean recognizes(BufferedTokenStream tokens) {
        CheckingParser p = checkers.get();
        try {
            for (PredictionMode mode : new PredictionMode[] {PredictionMode.SLL, PredictionMode.LL}) {
                tokens.seek(0); // setTokenStream resets the parser before it holds the stream
                p.setTokenStream(tokens);
                p.simulator.setPredictionMode(mode);
                p.simulator.sawConflict = false;
                try {
                    p.parse(p.start);
                    return tokens.LA(1) == org.antlr.v4.runtime.Token.EOF;
                } catch (ParseCancellationException e) {
                    if (!p.simulator.sawConflict) return false;
                    // SLL may fail where LL succeeds; LL failing is the answer
                }
            }
            return false;
        } finally {
            p.setTokenStream(null); // the thread keeps the parser, not the candidate
        }
    }

    /** A parser that builds no tree and bails out at the first error, reset for each text it is given. */
    private static final class CheckingParser extends ParserInterpreter {
        final int start;
        final ConflictNoticing simulator;

        CheckingParser(LanguageGrammar g) {
            super(g.parser.fileName, g.parserVocabulary, g.parserRuleNames, g.parserAtn, null);
            simulator = new ConflictNoticing(this, g.parserAtn, g.parserDfa, g.parserContextCache);
            setInterpreter(simulator);
            removeErrorListeners();
            setBuildParseTree(false);
            setErrorHandler(new BailSilently());
            start = g.rule(g.startRule).index;
        }

        @Override
        public void reset() {
            super.reset();
            // a parse that bailed out leaves its rule contexts here (null while the superclass is being made)
            if (_parentContextStack != null) _parentContextStack.clear();
        }
    }

    /**
     * Notices a prediction that reached a DFA state where SLL saw conflicting alternatives: there,
     * and only there, full LL may predict otherwise. An SLL parse that failed without one would fail
     * the same way with LL.
     */
    private static final class ConflictNoticing extends ParserATNSimulator {
        boolean sawConflict;

        ConflictNoticing(Parser parser, ATN atn, DFA[] dfa, PredictionContextCache cache) {
            super(parser, atn, dfa, cache);
        }

        @Override
        protected DFAState getExistingTargetState(DFAState previous, int t) {
            return noticed(super.getExistingTargetState(previous, t));
        }

        @Override
        protected DFAState computeTargetState(DFA dfa, DFAState previous, int t) {
            return noticed(super.computeTargetState(dfa, previous, t));
        }

        private DFAState noticed(DFAState d) {
            if (d != null && d.requiresFullContext) sawConflict = true;
            return d;
        }
    }

    /** Bails out at the first error without composing a message no one reads. */
    private static final class BailSilently extends BailErrorStrategy {
        @Override
        public void reportError(Parser recognizer, RecognitionException e) {
        }
    }

    /**
     * The second stage: full LL prediction, reporting the first error to the listener and stopping
     * there (null then), since a caller has no use for a tree with errors in it.
     */
    public ParserRuleContext parseLl(TokenStream tokens, ANTLRErrorListener listener) {
        ParserInterpreter p = newParser(tokens);
        p.getInterpreter().setPredictionMode(PredictionMode.LL);
        p.addErrorListener(listener);
        p.setErrorHandler(new FirstErrorOnly());
        try {
            return p.parse(rule(startRule).index);
        } catch (ParseCancellationException e) {
            return null;
        }
    }

    /**
     * Reports the first syntax error, then stops the parse. Recovering from errors costs time for
     * nothing here, and can cost much: at each error ANTLR walks the whole rule stack, so 100,000
     * nested parentheses with an error at each level took minutes.
     */
    private static final class FirstErrorOnly extends DefaultErrorStrategy {
        @Override
        public void reportError(Parser recognizer, RecognitionException e) {
            super.reportError(recognizer, e);
            throw new ParseCancellationException(e);
        }

        @Override
        protected void reportUnwantedToken(Parser recognizer) {
            super.reportUnwantedToken(recognizer);
            throw new ParseCancellationException();
        }

        @Override
        protected void reportMissingToken(Parser recognizer) {
            super.reportMissingToken(recognizer);
            throw new ParseCancellationException();
        }
    }

    private static ATN copyOf(ATN atn) {
        return new ATNDeserializer().deserialize(ATNSerializer.getSerialized(atn).toArray());
    }

    private static DFA[] dfaFor(ATN atn) {
        DFA[] dfa = new DFA[atn.getNumberOfDecisions()];
        for (int i = 0; i < dfa.length; i++) {
            dfa[i] = new DFA(atn.getDecisionState(i), i);
        }
        return dfa;
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
