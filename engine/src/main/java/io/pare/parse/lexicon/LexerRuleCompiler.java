package io.pare.parse.lexicon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.antlr.v4.automata.LexerATNFactory;
import org.antlr.v4.misc.CharSupport;
import org.antlr.v4.parse.ANTLRParser;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.tool.LexerGrammar;
import org.antlr.v4.tool.Rule;
import org.antlr.v4.tool.ast.GrammarAST;

/**
 * Turns the token rules of an ANTLR lexer grammar into {@link Regex}es, from the rule ASTs:
 * fragments and token references inlined as named nodes, recursion unrolled {@value #UNROLL}
 * times.
 */
final class LexerRuleCompiler {
    static final int UNROLL = 5;

    private final LexerGrammar lexer;
    /** ANTLR's own reading of character-set literals; it needs to know the rule it is in. */
    private final LexerATNFactory sets;

    private LexerRuleCompiler(LexerGrammar lexer) {
        this.lexer = lexer;
        this.sets = new LexerATNFactory(lexer);
    }

    /** The regex of each token type (the first rule of a type wins), rules named in {@code skipped} left out. */
    static Map<Integer, Regex> compile(LexerGrammar lexer, Set<String> skipped) {
        LexerRuleCompiler compiler = new LexerRuleCompiler(lexer);
        Map<Integer, Regex> byType = new HashMap<>();
        for (Rule r : lexer.rules.values()) {
            if (r.isFragment() || skipped.contains(r.name)) continue;
            int type = lexer.getTokenType(r.name);
            if (type <= 0 || byType.containsKey(type)) continue;
            GrammarAST block = (GrammarAST) r.ast.getFirstChildWithType(ANTLRParser.BLOCK);
            compiler.sets.currentRule = r;
            try {
                byType.put(type, compiler.build(block, new HashMap<>()));
            } catch (RuntimeException e) {
                // a construct we cannot model: the token type gets no lex tree (skipped by T-Rec)
                if (System.getenv("PARE_DEBUG_TREC") != null) e.printStackTrace();
            }
        }
        return byType;
    }

    private Regex build(GrammarAST e, Map<String, Integer> depth) {
        switch (e.getType()) {
            case ANTLRParser.BLOCK: {
                List<Regex> alts = new ArrayList<>();
                for (int i = 0; i < e.getChildCount(); i++) {
                    GrammarAST c = (GrammarAST) e.getChild(i);
                    if (c.getType() == ANTLRParser.ALT || c.getType() == ANTLRParser.LEXER_ALT_ACTION) alts.add(build(c, depth));
                }
                return alts.size() == 1 ? alts.get(0) : new Regex.Alt(alts);
            }
            case ANTLRParser.LEXER_ALT_ACTION:
                return build((GrammarAST) e.getChild(0), depth);
            case ANTLRParser.ALT: {
                List<Regex> items = new ArrayList<>();
                for (int i = 0; i < e.getChildCount(); i++) {
                    GrammarAST c = (GrammarAST) e.getChild(i);
                    if (c.getType() == ANTLRParser.ELEMENT_OPTIONS) continue;
                    Regex r = build(c, depth);
                    if (r instanceof Regex.Seq s && s.items().isEmpty()) continue;
                    items.add(r);
                }
                return items.size() == 1 ? items.get(0) : new Regex.Seq(items);
            }
            case ANTLRParser.STRING_LITERAL: {
                String s = CharSupport.getStringFromGrammarStringLiteral(e.getText());
                if (s == null) throw new IllegalArgumentException("bad literal " + e.getText());
                List<Regex> items = new ArrayList<>();
                s.codePoints().forEach(cp -> items.add(new Regex.Chars(IntervalSet.of(cp))));
                return items.size() == 1 ? items.get(0) : new Regex.Seq(items);
            }
            case ANTLRParser.RANGE: {
                int a = CharSupport.getCharValueFromGrammarCharLiteral(e.getChild(0).getText());
                int b = CharSupport.getCharValueFromGrammarCharLiteral(e.getChild(1).getText());
                return new Regex.Chars(IntervalSet.of(a, b));
            }
            case ANTLRParser.LEXER_CHAR_SET:
                return new Regex.Chars(sets.getSetFromCharSetLiteral(e));
            case ANTLRParser.SET:
                return new Regex.Chars(setOf(e));
            case ANTLRParser.NOT: {
                GrammarAST inner = (GrammarAST) e.getChild(0);
                IntervalSet s = inner.getType() == ANTLRParser.SET ? setOf(inner) : charsOf(inner);
                return new Regex.Chars(s.complement(IntervalSet.of(0, Lexer.MAX_CHAR_VALUE)));
            }
            case ANTLRParser.WILDCARD:
                return new Regex.Chars(IntervalSet.of(0, Lexer.MAX_CHAR_VALUE));
            case ANTLRParser.TOKEN_REF:
            case ANTLRParser.RULE_REF: {
                String name = e.getText();
                Rule r = lexer.getRule(name);
                if (r == null) throw new IllegalArgumentException("unknown rule " + name);
                int d = depth.getOrDefault(name, 0);
                if (d >= UNROLL) return new Regex.Never();
                depth.put(name, d + 1);
                Rule outer = sets.currentRule;
                sets.currentRule = r;
                try {
                    return new Regex.Named(name, build((GrammarAST) r.ast.getFirstChildWithType(ANTLRParser.BLOCK), depth));
                } finally {
                    depth.put(name, d);
                    sets.currentRule = outer;
                }
            }
            case ANTLRParser.CLOSURE:
                return new Regex.Loop(Regex.Kind.STAR, build((GrammarAST) e.getChild(0), depth));
            case ANTLRParser.POSITIVE_CLOSURE:
                return new Regex.Loop(Regex.Kind.PLUS, build((GrammarAST) e.getChild(0), depth));
            case ANTLRParser.OPTIONAL:
                return new Regex.Loop(Regex.Kind.OPTIONAL, build((GrammarAST) e.getChild(0), depth));
            default:
                // actions, predicates, lexer commands, epsilon: consume nothing
                return new Regex.Seq(List.of());
        }
    }

    private IntervalSet setOf(GrammarAST set) {
        IntervalSet s = new IntervalSet();
        for (int i = 0; i < set.getChildCount(); i++) s.addAll(charsOf((GrammarAST) set.getChild(i)));
        return s;
    }

    private IntervalSet charsOf(GrammarAST e) {
        switch (e.getType()) {
            case ANTLRParser.STRING_LITERAL: {
                String s = CharSupport.getStringFromGrammarStringLiteral(e.getText());
                if (s == null || s.codePointCount(0, s.length()) != 1) throw new IllegalArgumentException("not a char " + e.getText());
                return IntervalSet.of(s.codePointAt(0));
            }
            case ANTLRParser.LEXER_CHAR_SET:
                return sets.getSetFromCharSetLiteral(e);
            case ANTLRParser.RANGE:
                return IntervalSet.of(CharSupport.getCharValueFromGrammarCharLiteral(e.getChild(0).getText()),
                        CharSupport.getCharValueFromGrammarCharLiteral(e.getChild(1).getText()));
            case ANTLRParser.SET:
                return setOf(e);
            default:
                throw new IllegalArgumentException("not a set element: " + e.toStringTree());
        }
    }
}
