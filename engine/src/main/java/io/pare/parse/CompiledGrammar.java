package io.pare.parse;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.antlr.v4.parse.ANTLRParser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.tool.Grammar;
import org.antlr.v4.tool.LeftRecursiveRule;
import org.antlr.v4.tool.Rule;
import org.antlr.v4.tool.ast.GrammarAST;

import io.pare.grammars.LanguageGrammar;
import io.pare.program.NodeKind;
import io.pare.program.Symbols;

/**
 * The parser rules of a grammar as {@link Elem} trees, with the analyses reducers need:
 * which rules derive the empty string, and which symbols a rule can derive alone (its
 * "unit closure": the symbols whose subtree may stand in a slot expecting the rule).
 *
 * <p>List structure is recovered by matching each parse-tree node's children against these
 * right-hand sides rather than by rewriting the grammar: the grammar the user wrote is parsed
 * exactly as written (ANTLR's own left-recursion and prediction apply), and the same code serves
 * bundled and user grammars.
 */
public final class CompiledGrammar {
    private final LanguageGrammar language;
    private final Grammar grammar;
    private final List<Elem.Alts> rules = new ArrayList<>();
    private final BitSet nullable = new BitSet();
    private final Map<Integer, Set<Integer>> unitClosure = new HashMap<>();

    public CompiledGrammar(LanguageGrammar language) {
        this.language = language;
        this.grammar = language.parserGrammar();
        String[] names = grammar.getRuleNames();
        for (String name : names) {
            Rule r = grammar.getRule(name);
            GrammarAST ast = r instanceof LeftRecursiveRule lr ? lr.getOriginalAST() : r.ast;
            GrammarAST block = (GrammarAST) ast.getFirstChildWithType(ANTLRParser.BLOCK);
            rules.add(alts(block));
        }
        computeNullable();
        computeUnitClosure();
    }

    public LanguageGrammar language() {
        return language;
    }

    public int ruleCount() {
        return rules.size();
    }

    Elem.Alts rhs(int rule) {
        return rules.get(rule);
    }

    public String ruleName(int rule) {
        return grammar.getRuleNames()[rule];
    }

    public String symbolName(int symbol) {
        if (Symbols.isToken(symbol)) {
            int type = Symbols.tokenType(symbol);
            return type == Token.EOF ? "EOF" : grammar.getTokenDisplayName(type);
        }
        return symbol == Symbols.NONE ? "?" : ruleName(symbol);
    }

    public boolean isNullable(int rule) {
        return nullable.get(rule);
    }

    /** Whether a subtree deriving {@code symbol} may replace one in a slot expecting {@code slot}. */
    public boolean canStandFor(int slot, int symbol) {
        if (slot == symbol) return true;
        if (Symbols.isToken(slot) || slot == Symbols.NONE) return false;
        return unitClosure.getOrDefault(slot, Set.of()).contains(symbol);
    }

    /** The rules a subtree in a slot expecting {@code slot} may derive: the slot's rule and every rule it subsumes. */
    public java.util.List<Integer> rulesFor(int slot) {
        java.util.List<Integer> out = new ArrayList<>();
        if (Symbols.isToken(slot) || slot == Symbols.NONE) return out;
        out.add(slot);
        for (int s : unitClosure.getOrDefault(slot, Set.of())) {
            if (!Symbols.isToken(s)) out.add(s);
        }
        java.util.Collections.sort(out.subList(1, out.size()));
        return out;
    }

    // ---- compiling the rule ASTs ----

    private Elem.Alts alts(GrammarAST block) {
        List<Elem.Seq> out = new ArrayList<>();
        for (int i = 0; i < block.getChildCount(); i++) {
            GrammarAST alt = (GrammarAST) block.getChild(i);
            if (alt.getType() == ANTLRParser.ALT) out.add(seq(alt));
        }
        return new Elem.Alts(out);
    }

    private Elem.Seq seq(GrammarAST alt) {
        List<Elem> out = new ArrayList<>();
        for (int i = 0; i < alt.getChildCount(); i++) {
            Elem e = elem((GrammarAST) alt.getChild(i));
            if (!(e instanceof Elem.Empty)) out.add(e);
        }
        return new Elem.Seq(out);
    }

    private Elem elem(GrammarAST e) {
        switch (e.getType()) {
            case ANTLRParser.TOKEN_REF:
            case ANTLRParser.STRING_LITERAL:
                return new Elem.Tok(new int[] {tokenType(e)}, false, false);
            case ANTLRParser.RULE_REF:
                return new Elem.RuleRef(grammar.getRule(e.getText()).index);
            case ANTLRParser.SET:
                return new Elem.Tok(setTypes(e), false, false);
            case ANTLRParser.NOT: {
                GrammarAST inner = (GrammarAST) e.getChild(0);
                int[] types = inner.getType() == ANTLRParser.SET ? setTypes(inner) : new int[] {tokenType(inner)};
                return new Elem.Tok(types, true, false);
            }
            case ANTLRParser.WILDCARD:
                return new Elem.Tok(new int[0], false, true);
            case ANTLRParser.ASSIGN:
            case ANTLRParser.PLUS_ASSIGN:
                return elem((GrammarAST) e.getChild(1));
            case ANTLRParser.BLOCK:
                return alts(e);
            case ANTLRParser.CLOSURE:
                return new Elem.Quant(NodeKind.STAR, alts((GrammarAST) e.getChild(0)));
            case ANTLRParser.POSITIVE_CLOSURE:
                return new Elem.Quant(NodeKind.PLUS, alts((GrammarAST) e.getChild(0)));
            case ANTLRParser.OPTIONAL:
                return new Elem.Quant(NodeKind.OPTIONAL, alts((GrammarAST) e.getChild(0)));
            default:
                return new Elem.Empty();
        }
    }

    private int tokenType(GrammarAST e) {
        if (e.getText().equals("EOF")) return Token.EOF;
        return grammar.getTokenType(e.getText());
    }

    private int[] setTypes(GrammarAST set) {
        List<Integer> types = new ArrayList<>();
        for (int i = 0; i < set.getChildCount(); i++) {
            GrammarAST c = (GrammarAST) set.getChild(i);
            if (c.getType() == ANTLRParser.TOKEN_REF || c.getType() == ANTLRParser.STRING_LITERAL) {
                types.add(tokenType(c));
            }
        }
        return types.stream().mapToInt(Integer::intValue).toArray();
    }

    // ---- analyses ----

    private void computeNullable() {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < rules.size(); r++) {
                if (!nullable.get(r) && nullable(rules.get(r))) {
                    nullable.set(r);
                    changed = true;
                }
            }
        }
    }

    private boolean nullable(Elem e) {
        if (e instanceof Elem.Tok) return false;
        if (e instanceof Elem.RuleRef rr) return nullable.get(rr.rule());
        if (e instanceof Elem.Seq s) return s.elements().stream().allMatch(this::nullable);
        if (e instanceof Elem.Alts a) return a.alternatives().stream().anyMatch(this::nullable);
        if (e instanceof Elem.Quant q) return q.kind() != NodeKind.PLUS || nullable(q.body());
        return true;
    }

    /** Symbols an element can derive on its own, everything around it deriving nothing. */
    private void units(Elem e, Set<Integer> out) {
        if (e instanceof Elem.Tok t) {
            if (!t.any() && !t.negated()) {
                for (int type : t.types()) out.add(Symbols.token(type));
            }
        } else if (e instanceof Elem.RuleRef rr) {
            out.add(Symbols.rule(rr.rule()));
        } else if (e instanceof Elem.Seq s) {
            List<Elem> els = s.elements();
            for (int i = 0; i < els.size(); i++) {
                boolean othersNullable = true;
                for (int j = 0; j < els.size() && othersNullable; j++) {
                    if (j != i && !nullable(els.get(j))) othersNullable = false;
                }
                if (othersNullable) units(els.get(i), out);
            }
        } else if (e instanceof Elem.Alts a) {
            for (Elem alt : a.alternatives()) units(alt, out);
        } else if (e instanceof Elem.Quant q) {
            units(q.body(), out);
        }
    }

    private void computeUnitClosure() {
        Map<Integer, Set<Integer>> direct = new HashMap<>();
        for (int r = 0; r < rules.size(); r++) {
            Set<Integer> s = new HashSet<>();
            units(rules.get(r), s);
            s.remove(r);
            direct.put(r, s);
        }
        for (int r = 0; r < rules.size(); r++) {
            Set<Integer> seen = new HashSet<>();
            List<Integer> work = new ArrayList<>(direct.get(r));
            while (!work.isEmpty()) {
                int s = work.remove(work.size() - 1);
                if (!seen.add(s)) continue;
                if (!Symbols.isToken(s)) work.addAll(direct.getOrDefault(s, Set.of()));
            }
            unitClosure.put(r, seen);
        }
    }
}
