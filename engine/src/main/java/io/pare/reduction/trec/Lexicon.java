package io.pare.reduction.trec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import org.antlr.v4.Tool;
import org.antlr.v4.automata.LexerATNFactory;
import org.antlr.v4.misc.CharSupport;
import org.antlr.v4.parse.ANTLRParser;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.LexerInterpreter;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.tool.Grammar;
import org.antlr.v4.tool.LexerGrammar;
import org.antlr.v4.tool.Rule;
import org.antlr.v4.tool.ast.GrammarAST;

import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.TextLanguage;

/**
 * The lexical grammar T-Rec works from: for each token type, its lexer rule as a {@link Regex}
 * built from the ANTLR rule AST (fragments inlined, recursion unrolled {@value #UNROLL} times);
 * lex trees of lexemes; the smallest legal strings of a rule in shortlex order; and the re-lex
 * guard (a candidate must lex, alone, as one token of the same type).
 */
public final class Lexicon {
    static final int UNROLL = 5;
    /** Printable ASCII in a readable order: digits, lowercase, uppercase, '_', space, then the rest (T-Rec §6 [Rec], digits first so hex digits canonicalize to 0 and 1). */
    static final String ALPHABET;

    static {
        StringBuilder sb = new StringBuilder("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_ ");
        for (char c = 33; c < 127; c++) {
            if (sb.indexOf(String.valueOf(c)) < 0) sb.append(c);
        }
        ALPHABET = sb.toString();
    }

    private static final int[] RANK = new int[128];

    static {
        java.util.Arrays.fill(RANK, 1000);
        for (int i = 0; i < ALPHABET.length(); i++) RANK[ALPHABET.charAt(i)] = i;
    }

    private final LexerGrammar lexer;
    private final LexerATNFactory sets;
    private final java.util.function.Function<String, List<int[]>> relex;
    private final Map<Integer, Regex> byType = new HashMap<>();
    private final Map<String, Boolean> guard = new ConcurrentHashMap<>();
    private final Map<Integer, List<String>> shortestCache = new HashMap<>();

    private Lexicon(LexerGrammar lexer, java.util.function.Function<String, List<int[]>> relex) {
        this(lexer, relex, Set.of());
    }

    private Lexicon(LexerGrammar lexer, java.util.function.Function<String, List<int[]>> relex, Set<String> skipped) {
        this.lexer = lexer;
        this.sets = new LexerATNFactory(lexer);
        this.relex = relex;
        for (Rule r : lexer.rules.values()) {
            if (r.isFragment() || skipped.contains(r.name)) continue;
            int type = lexer.getTokenType(r.name);
            if (type <= 0 || byType.containsKey(type)) continue;
            GrammarAST block = (GrammarAST) r.ast.getFirstChildWithType(ANTLRParser.BLOCK);
            sets.currentRule = r;
            try {
                byType.put(type, build(block, new HashMap<>()));
            } catch (RuntimeException e) {
                // a construct we cannot model: the token type gets no lex tree (skipped by T-Rec)
                if (System.getenv("PARE_DEBUG_TREC") != null) e.printStackTrace();
            }
        }
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
            });
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

    /** Whether T-Rec can work inside tokens of this type. */
    boolean knows(int type) {
        return byType.containsKey(type);
    }

    String ruleName(int type) {
        return lexer.getTokenDisplayName(type);
    }

    /** The re-lex guard (§3.4 [Rec]): the text alone lexes as exactly one token of this type. */
    boolean lexesAs(String candidate, int type) {
        if (candidate.isEmpty()) return false;
        return guard.computeIfAbsent(type + "\u0000" + candidate, k -> {
            List<int[]> toks = relex.apply(candidate);
            return toks != null && toks.size() == 1 && toks.get(0)[0] == type && toks.get(0)[1] == candidate.length();
        });
    }

    // ---- building the regex from the rule AST ----

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

    // ---- lex trees ----

    /** The lex tree of a lexeme of this type, or null when the rule cannot derive it. */
    LexTree tree(int type, String lexeme) {
        Regex r = byType.get(type);
        if (r == null) return null;
        Matcher m = new Matcher(lexeme);
        LexTree t = m.ends(r, 0).get(lexeme.length());
        return t;
    }

    /** Derivations of substrings by end position, first found (alternative order, fewer iterations) kept per end. */
    private static final class Matcher {
        private final String s;
        private final Map<Regex, Map<Integer, Map<Integer, LexTree>>> memo = new IdentityHashMap<>();

        Matcher(String s) {
            this.s = s;
        }

        Map<Integer, LexTree> ends(Regex r, int pos) {
            Map<Integer, Map<Integer, LexTree>> byPos = memo.computeIfAbsent(r, k -> new HashMap<>());
            Map<Integer, LexTree> got = byPos.get(pos);
            if (got != null) return got;
            got = compute(r, pos);
            byPos.put(pos, got);
            return got;
        }

        private Map<Integer, LexTree> compute(Regex r, int pos) {
            Map<Integer, LexTree> out = new LinkedHashMap<>();
            if (r instanceof Regex.Chars c) {
                if (pos < s.length() && c.set().contains(s.charAt(pos))) out.put(pos + 1, LexTree.leaf(s.charAt(pos), c.set()));
            } else if (r instanceof Regex.Seq q) {
                Map<Integer, List<LexTree>> states = new LinkedHashMap<>();
                states.put(pos, List.of());
                for (Regex item : q.items()) {
                    Map<Integer, List<LexTree>> next = new LinkedHashMap<>();
                    for (var st : states.entrySet()) {
                        for (var e : ends(item, st.getKey()).entrySet()) {
                            if (next.containsKey(e.getKey())) continue;
                            List<LexTree> l = new ArrayList<>(st.getValue());
                            l.add(e.getValue());
                            next.put(e.getKey(), l);
                        }
                    }
                    states = next;
                    if (states.isEmpty()) break;
                }
                states.forEach((end, l) -> out.put(end, new LexTree(LexTree.Kind.SEQ, l, '\0', null, null)));
            } else if (r instanceof Regex.Alt a) {
                for (Regex alt : a.alternatives()) {
                    ends(alt, pos).forEach((end, t) -> out.putIfAbsent(end, new LexTree(LexTree.Kind.ALT, List.of(t), '\0', null, null)));
                }
            } else if (r instanceof Regex.Named n) {
                ends(n.body(), pos).forEach((end, t) -> out.put(end, new LexTree(LexTree.Kind.NAMED, List.of(t), '\0', null, n.name())));
            } else if (r instanceof Regex.Loop l) {
                LexTree.Kind kind = switch (l.kind()) {
                    case OPTIONAL -> LexTree.Kind.OPTIONAL;
                    case STAR -> LexTree.Kind.STAR;
                    case PLUS -> LexTree.Kind.PLUS;
                };
                int max = l.kind() == Regex.Kind.OPTIONAL ? 1 : Integer.MAX_VALUE;
                Map<Integer, List<LexTree>> all = new LinkedHashMap<>();
                Map<Integer, List<LexTree>> frontier = new LinkedHashMap<>();
                frontier.put(pos, List.of());
                for (int iter = 0; iter < max && !frontier.isEmpty(); iter++) {
                    Map<Integer, List<LexTree>> next = new LinkedHashMap<>();
                    for (var st : frontier.entrySet()) {
                        for (var e : ends(l.body(), st.getKey()).entrySet()) {
                            if (e.getKey() <= st.getKey() || all.containsKey(e.getKey()) || next.containsKey(e.getKey())) continue;
                            List<LexTree> items = new ArrayList<>(st.getValue());
                            items.add(e.getValue());
                            next.put(e.getKey(), items);
                        }
                    }
                    all.putAll(next);
                    frontier = next;
                }
                all.forEach((end, items) -> out.put(end, new LexTree(kind, items, '\0', null, null)));
                if (l.kind() != Regex.Kind.PLUS) out.putIfAbsent(pos, new LexTree(kind, List.of(), '\0', null, null));
            }
            return out;
        }
    }

    // ---- smallest strings ----

    /** Shortlex order on strings with the readable alphabet. */
    static final Comparator<String> SHORTLEX = (a, b) -> {
        if (a.length() != b.length()) return Integer.compare(a.length(), b.length());
        for (int i = 0; i < a.length(); i++) {
            int c = Integer.compare(rank(a.charAt(i)), rank(b.charAt(i)));
            if (c != 0) return c;
            if (a.charAt(i) != b.charAt(i)) return Character.compare(a.charAt(i), b.charAt(i));
        }
        return 0;
    };

    static int rank(char c) {
        return c < 128 ? RANK[c] : 1000 + c;
    }

    /** The first {@code limit} strings of the rule's smallest length, in shortlex order (§3.6). */
    synchronized List<String> shortest(int type, int limit) {
        List<String> all = shortestCache.computeIfAbsent(type * 1000 + limit, k -> {
            Regex r = byType.get(type);
            if (r == null) return List.of();
            List<String> l = strings(r, limit);
            return l == null ? List.of() : l;
        });
        return all;
    }

    /** Printable characters of a set in alphabet order, at most {@code limit}. */
    static List<Character> chars(IntervalSet set, int limit) {
        List<Character> out = new ArrayList<>();
        for (int i = 0; i < ALPHABET.length() && out.size() < limit; i++) {
            if (set.contains(ALPHABET.charAt(i))) out.add(ALPHABET.charAt(i));
        }
        return out;
    }

    private List<String> strings(Regex r, int limit) {
        int len = minLen(r, new IdentityHashMap<>());
        if (len >= Integer.MAX_VALUE / 4) return null;
        return exact(r, len, limit, new IdentityHashMap<>());
    }

    private int minLen(Regex r, Map<Regex, Integer> memo) {
        Integer m = memo.get(r);
        if (m != null) return m;
        int v;
        if (r instanceof Regex.Chars c) {
            v = chars(c.set(), 1).isEmpty() ? Integer.MAX_VALUE / 4 : 1;
        } else if (r instanceof Regex.Seq q) {
            long sum = 0;
            for (Regex i : q.items()) sum += minLen(i, memo);
            v = (int) Math.min(sum, Integer.MAX_VALUE / 4);
        } else if (r instanceof Regex.Alt a) {
            v = Integer.MAX_VALUE / 4;
            for (Regex x : a.alternatives()) v = Math.min(v, minLen(x, memo));
        } else if (r instanceof Regex.Named n) {
            v = minLen(n.body(), memo);
        } else if (r instanceof Regex.Loop l) {
            v = l.kind() == Regex.Kind.PLUS ? minLen(l.body(), memo) : 0;
        } else {
            v = Integer.MAX_VALUE / 4;
        }
        memo.put(r, v);
        return v;
    }

    /** The first strings of exactly the minimal length of r, in shortlex order. */
    private List<String> exact(Regex r, int len, int limit, Map<Regex, Integer> memo) {
        if (r instanceof Regex.Chars c) {
            return chars(c.set(), limit).stream().map(String::valueOf).toList();
        }
        if (r instanceof Regex.Seq q) {
            List<String> acc = List.of("");
            for (Regex i : q.items()) {
                List<String> part = exact(i, minLen(i, memo), limit, memo);
                TreeSet<String> next = new TreeSet<>(SHORTLEX);
                for (String a : acc) for (String b : part) next.add(a + b);
                acc = next.stream().limit(limit).toList();
            }
            return acc;
        }
        if (r instanceof Regex.Alt a) {
            TreeSet<String> all = new TreeSet<>(SHORTLEX);
            for (Regex x : a.alternatives()) {
                if (minLen(x, memo) == len) all.addAll(exact(x, len, limit, memo));
            }
            return all.stream().limit(limit).toList();
        }
        if (r instanceof Regex.Named n) return exact(n.body(), len, limit, memo);
        if (r instanceof Regex.Loop l) {
            return l.kind() == Regex.Kind.PLUS ? exact(l.body(), len, limit, memo) : List.of("");
        }
        return List.of();
    }

    /** Names a, b, ..., z, aa, ab, ... (bijective base 26). */
    static String name(int k) {
        StringBuilder sb = new StringBuilder();
        int n = k + 1;
        while (n > 0) {
            n--;
            sb.append((char) ('a' + n % 26));
            n /= 26;
        }
        return sb.reverse().toString();
    }

    static Set<Interval> unused() {
        return Set.of();
    }
}
