package io.pare.parse.lexicon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import org.antlr.v4.Tool;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.LexerInterpreter;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.tool.Grammar;
import org.antlr.v4.tool.LexerGrammar;

import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.TextLanguage;

/**
 * A language's lexical grammar as reducers use it: for each token type its lexer rule as a
 * {@link Regex} ({@link LexerRuleCompiler}); lex trees of lexemes ({@link LexTreeMatcher}); the
 * smallest legal strings of a rule in shortlex order ({@link ShortestStrings}); and the re-lex
 * guard (a candidate must lex, alone, as one token of the same type).
 */
public final class Lexicon {
    /** The language's own lexer: each default-channel token of a text as {type, length}, or null when it does not lex. */
    private final Function<String, List<int[]>> relex;
    private final Map<Integer, Regex> byType;
    private final Map<String, Boolean> guard = new ConcurrentHashMap<>();
    private final Map<Integer, List<String>> shortestCache = new HashMap<>();

    private Lexicon(LexerGrammar lexer, Function<String, List<int[]>> relex, Set<String> skipped) {
        this.relex = relex;
        this.byType = LexerRuleCompiler.compile(lexer, skipped);
    }

    /** The lexicon of a language, or null when it has no lexical grammar. */
    public static Lexicon of(Language language) {
        if (language instanceof GrammarLanguage g) {
            var lg = g.grammar().language();
            return new Lexicon(lg.lexerGrammar(), text -> {
                LexerInterpreter lx = lg.newLexer(CharStreams.fromString(text));
                List<int[]> out = new ArrayList<>();
                try {
                    for (Token t : lx.getAllTokens()) {
                        if (t.getChannel() == Token.DEFAULT_CHANNEL) out.add(new int[] {t.getType(), t.getStopIndex() + 1 - t.getStartIndex()});
                    }
                } catch (RuntimeException e) {
                    return null;
                }
                return out;
            }, Set.of());
        }
        if (language instanceof TextLanguage) {
            return new Lexicon(textLexer(), text -> TextLanguage.lex(text, x -> x).stream()
                    .map(t -> new int[] {t.type(), t.text().length()}).toList(), Set.of("PUNCT"));
        }
        return null;
    }

    private static volatile LexerGrammar text;

    private static LexerGrammar textLexer() {
        if (text == null) {
            Tool tool = new Tool();
            var ast = tool.parseGrammarFromString(TextLanguage.LEXER_GRAMMAR);
            Grammar g = tool.createGrammar(ast);
            tool.process(g, false);
            text = (LexerGrammar) g;
        }
        return text;
    }

    /** The smallest legal lexeme of a token type (a keyword's own text), or null when there is none. */
    public String sample(int type) {
        List<String> l = shortest(type, 1);
        return l.isEmpty() ? null : l.get(0);
    }

    /** The token type the lexer gives this text when it reads it as one token, or null. */
    public Integer typeOf(String text) {
        List<int[]> toks = relex.apply(text);
        return toks != null && toks.size() == 1 && toks.get(0)[1] == text.length() ? toks.get(0)[0] : null;
    }

    /** Whether the lexer rule of this type could be modelled (T-Rec works only inside such tokens). */
    public boolean knows(int type) {
        return byType.containsKey(type);
    }

    /** The re-lex guard (§3.4 [Rec]): the text alone lexes as exactly one token of this type. */
    public boolean lexesAs(String candidate, int type) {
        if (candidate.isEmpty()) return false;
        return guard.computeIfAbsent(type + "\u0000" + candidate, k -> {
            List<int[]> toks = relex.apply(candidate);
            return toks != null && toks.size() == 1 && toks.get(0)[0] == type && toks.get(0)[1] == candidate.length();
        });
    }

    /** The lex tree of a lexeme of this type, or null when the rule cannot derive it. */
    public LexTree tree(int type, String lexeme) {
        Regex r = byType.get(type);
        return r == null ? null : LexTreeMatcher.match(r, lexeme);
    }

    /** The first {@code limit} strings of the rule's smallest length, in shortlex order (§3.6). */
    public synchronized List<String> shortest(int type, int limit) {
        return shortestCache.computeIfAbsent(type * 1000 + limit, k -> {
            Regex r = byType.get(type);
            if (r == null) return List.of();
            List<String> l = ShortestStrings.of(r, limit);
            return l == null ? List.of() : l;
        });
    }
}
