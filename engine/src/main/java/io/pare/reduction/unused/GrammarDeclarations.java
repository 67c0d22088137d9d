package io.pare.reduction.unused;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;

/**
 * A {@link DeclarationFinder} that reads a language's tree by its grammar's rule names; a language
 * says which list items are declarations, which parts of a declaration only use names, and which
 * identifier tokens name what is declared.
 *
 * <p>A declaration that names nothing but a tag ({@code struct X;}, a friend) declares that tag:
 * {@link #isTagReference} says which tokens those are.
 */
public abstract class GrammarDeclarations implements DeclarationFinder {
    private final Set<Integer> identifierTypes;

    protected GrammarDeclarations(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    /** Whether an item's content is a declaration of the kinds this pass deletes. */
    protected abstract boolean isDeclaration(RuleNames rules, Node content);

    /** A block whose items are the declarations (a namespace), not one itself. */
    protected abstract boolean isBlock(RuleNames rules, Node declaration);

    /** A rule of a part of a declaration where names are used or declared locally (a body, an initializer). */
    protected abstract boolean isLocal(String rule);

    /** Whether an identifier token, owned by the rule node {@code owner}, names what is declared. */
    protected abstract boolean defines(RuleNames rules, Node token, Node owner);

    /** Whether an identifier token refers to a tag ({@code class X}, {@code struct X}) without defining it. */
    protected abstract boolean isTagReference(RuleNames rules, Node token, Node owner);

    /** A name a rule node declares as a whole ({@code operator==}), or null. */
    protected String declaredAsWhole(RuleNames rules, Node rule) {
        return null;
    }

    @Override
    public DeclarationIndex index(Program program) {
        Reading r = new Reading(program);
        r.visit(program.root());
        return new DeclarationIndex(r.declarations, r.defining);
    }

    private final class Reading {
        final Program program;
        final RuleNames rules;
        final List<Declaration> declarations = new ArrayList<>();
        final Set<Node> defining = new HashSet<>();

        Reading(Program program) {
            this.program = program;
            this.rules = new RuleNames(program);
        }

        /** Finds the declarations below n, outside bodies, initializers and expressions. */
        void visit(Node n) {
            for (Node c : n.children()) {
                if (c.kind() == NodeKind.TOKEN || local(c)) continue;
                Node decl = declarationIn(c);
                if (decl != null && !isBlock(rules, decl)) declarations.add(declaration(c, decl));
                visit(c);
            }
        }

        /** The declaration an item of a declaration or member list holds, or null. */
        Node declarationIn(Node item) {
            if (item.kind() != NodeKind.ITEM || item.children().size() != 1) return null;
            Node content = item.children().get(0);
            return isDeclaration(rules, content) ? content : null;
        }

        boolean local(Node n) {
            // any rule of the chain: a parameter list of one parameter is compacted into it
            return rules.anyRule(n, GrammarDeclarations.this::isLocal);
        }

        Declaration declaration(Node item, Node decl) {
            Set<String> names = new HashSet<>();
            Set<String> wholes = new HashSet<>();
            List<Node> tags = new ArrayList<>();
            collect(decl, names, wholes, tags);
            if (names.isEmpty()) {
                for (Node t : tags) {
                    names.add(rules.text(t));
                    defining.add(t);
                }
            }
            return new Declaration(item, names, !names.isEmpty() && wholes.containsAll(names));
        }

        private void collect(Node n, Set<String> names, Set<String> wholes, List<Node> tags) {
            for (Node c : n.children()) {
                switch (c.kind()) {
                    case TOKEN -> {
                        if (!identifierTypes.contains(program.tokens().get(c.tokenIndex()).type())) continue;
                        Node owner = RuleNames.ruleAbove(c);
                        if (defines(rules, c, owner)) {
                            names.add(rules.text(c));
                            defining.add(c);
                        } else if (isTagReference(rules, c, owner)) {
                            tags.add(c);
                        }
                    }
                    case RULE -> {
                        if (local(c)) continue;
                        String whole = declaredAsWhole(rules, c);
                        if (whole != null) {
                            names.add(whole);
                            wholes.add(whole);
                        } else {
                            collect(c, names, wholes, tags);
                        }
                    }
                    default -> {
                        if (declarationIn(c) == null) collect(c, names, wholes, tags); // a member is a declaration of its own
                    }
                }
            }
        }
    }
}
