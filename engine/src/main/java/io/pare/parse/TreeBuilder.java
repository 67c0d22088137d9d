package io.pare.parse;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.SlotRules;
import io.pare.program.Spacer;
import io.pare.program.Symbols;

/** Converts an ANTLR parse tree into a compacted reduction tree with explicit list and optional nodes. */
final class TreeBuilder {
    private final CompiledGrammar grammar;
    private final AltMatcher matcher;
    private final int[] visibleIndex;
    private final List<io.pare.program.Token> tokens = new ArrayList<>();
    private final io.pare.program.IntArray comments = new io.pare.program.IntArray(8);
    private int nextId;

    TreeBuilder(CompiledGrammar grammar, List<Token> all, String text, IntUnaryOperator origin) {
        this.grammar = grammar;
        this.matcher = new AltMatcher(grammar);
        this.visibleIndex = new int[all.size()];
        for (Token t : all) {
            if (t.getChannel() == Token.DEFAULT_CHANNEL && t.getType() != Token.EOF) {
                visibleIndex[t.getTokenIndex()] = tokens.size();
                int start = t.getStartIndex();
                tokens.add(new io.pare.program.Token(t.getType(), text.substring(start, t.getStopIndex() + 1),
                        start, t.getStopIndex() + 1, origin.applyAsInt(start)));
            } else {
                visibleIndex[t.getTokenIndex()] = -1;
                if (t.getType() != Token.EOF && !t.getText().isBlank()) {
                    comments.add(t.getStartIndex());
                    comments.add(t.getStopIndex() + 1);
                }
            }
        }
    }

    Program build(String fileName, String text, Charset charset, ParserRuleContext tree, Spacer spacer, String language) {
        Node root = rule(tree);
        if (root == null) {
            root = Node.rule(nextId++, new int[] {tree.getRuleIndex()}, List.of());
        }
        return new Program(fileName, text, charset, tokens, root, spacer, language, grammar::symbolName,
                SlotRules.of(grammar::canStandFor, slot -> !Symbols.isToken(slot) && slot >= 0 && grammar.isNullable(slot)),
                comments.toArray());
    }

    /** Builds the node for a rule context; null when it derives no visible token. */
    private Node rule(ParserRuleContext ctx) {
        List<ParseTree> kids = ctx.children == null ? List.of() : ctx.children;
        int id = nextId++;
        List<AltMatcher.Match> derivation = matcher.match(ctx.getRuleIndex(), new AltMatcher.Children() {
            @Override
            public int size() {
                return kids.size();
            }

            @Override
            public boolean isToken(int i) {
                return kids.get(i) instanceof TerminalNode;
            }

            @Override
            public int tokenType(int i) {
                return ((TerminalNode) kids.get(i)).getSymbol().getType();
            }

            @Override
            public int ruleIndex(int i) {
                return ((ParserRuleContext) kids.get(i)).getRuleIndex();
            }
        });
        List<Node> children = new ArrayList<>();
        if (derivation == null) {
            for (int i = 0; i < kids.size(); i++) addChild(kids.get(i), children);
        } else {
            for (AltMatcher.Match m : derivation) addMatch(m, kids, children);
        }
        if (children.size() == 1 && children.get(0).kind() == NodeKind.RULE) {
            return compacted(id, ctx.getRuleIndex(), children.get(0));
        }
        return Node.rule(id, new int[] {ctx.getRuleIndex()}, children);
    }

    private Node compacted(int id, int rule, Node only) {
        int[] inner = only.chain();
        int[] chain = new int[inner.length + 1];
        chain[0] = rule;
        System.arraycopy(inner, 0, chain, 1, inner.length);
        return Node.rule(id, chain, new ArrayList<>(only.children()));
    }

    private void addMatch(AltMatcher.Match m, List<ParseTree> kids, List<Node> out) {
        if (m instanceof AltMatcher.Child c) {
            addChild(kids.get(c.index()), out);
            return;
        }
        AltMatcher.Repetitions reps = (AltMatcher.Repetitions) m;
        int listId = nextId++;
        List<Node> items = new ArrayList<>();
        for (List<AltMatcher.Match> rep : reps.items()) {
            int itemId = nextId++;
            List<Node> parts = new ArrayList<>();
            for (AltMatcher.Match part : rep) addMatch(part, kids, parts);
            if (!parts.isEmpty()) items.add(Node.item(itemId, parts));
        }
        if (!items.isEmpty()) out.add(Node.list(listId, reps.kind(), items));
    }

    private void addChild(ParseTree child, List<Node> out) {
        if (child instanceof TerminalNode t) {
            int idx = visibleIndex[t.getSymbol().getTokenIndex()];
            if (t.getSymbol().getType() != Token.EOF && idx >= 0) {
                out.add(Node.token(nextId++, idx, t.getSymbol().getType()));
            }
        } else if (child instanceof ParserRuleContext ctx) {
            Node n = rule(ctx);
            if (n != null) out.add(n);
        }
    }
}
