package io.pare.reduction.lang.rust;

import java.util.Set;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.reduction.unused.GrammarDeclarations;
import io.pare.reduction.unused.RuleNames;

/**
 * Rust's declarations for {@link io.pare.reduction.unused.UnreferencedDeclarations}: the items of
 * the crate and of its modules, and the associated items of traits, impls and extern blocks, with
 * the names they introduce. A module is a block (its items are declarations, it is not one here:
 * paths name it far from its items).
 *
 * <p>An impl names nothing of its own, but it goes with its type: it declares the name of its self
 * type ({@code Foo} of {@code impl Foo} and of {@code impl Display for Foo}), so that a type no code
 * uses goes with its impls (the impls first, in one layer, then the type once only they named it),
 * while a used type keeps its impls, which the compiler may need without any token naming them.
 * A {@code use} declares the name it brings in (its alias, or its path's last segment).
 */
public final class RustDeclarations extends GrammarDeclarations {
    /** Parts of an item where names are only used or declared locally. */
    private static final Set<String> LOCAL = Set.of("blockExpression", "expression", "genericParams",
            "whereClause", "functionParameters", "functionReturnType", "outerAttribute", "innerAttribute",
            "delimTokenTree", "macroRules", "typeParamBounds", "genericArgs");
    /** Items whose own identifier is the declared name. */
    private static final Set<String> NAMING = Set.of("function", "structItem", "enumItem", "unionItem",
            "typeAlias", "constantItem", "staticItem", "traitItem", "macroRulesDefinition", "macroDefinition",
            "externCrate");
    /** Rules a self type's name passes through between the identifier and the impl. */
    private static final Set<String> TYPE_PATH = Set.of("type", "typeNoBounds", "typePath", "typePathSegment",
            "pathIdentSegment", "identifier");

    public RustDeclarations(Set<Integer> identifierTypes) {
        super(identifierTypes);
    }

    @Override
    protected boolean isDeclaration(RuleNames rules, Node content) {
        return rules.has(content, "item") || rules.has(content, "associatedItem") || rules.has(content, "externalItem");
    }

    @Override
    protected boolean isBlock(RuleNames rules, Node declaration) {
        return rules.has(declaration, "moduleItem") && rules.hasOwnToken(declaration, "{");
    }

    @Override
    protected boolean isLocal(String rule) {
        return LOCAL.contains(rule);
    }

    @Override
    protected boolean defines(RuleNames rules, Node token, Node owner) {
        String context = rules.context(owner);
        if (context == null) return false;
        if (NAMING.contains(context)) return true;
        if (context.equals("moduleItem")) return true; // `mod m;` (a block's name is not collected)
        return namesSelfType(rules, owner) || namesImport(rules, token, owner);
    }

    @Override
    protected boolean isTagReference(RuleNames rules, Node token, Node owner) {
        return false;
    }

    /** Whether an identifier is in the path of an impl's self type (not in its generic arguments). */
    private static boolean namesSelfType(RuleNames rules, Node owner) {
        if (rules.anyRule(owner, r -> !TYPE_PATH.contains(r))) return false;
        boolean sawType = rules.anyRule(owner, "type"::equals);
        boolean viaFor = false;
        for (Node up = owner.parent(); up != null; up = up.parent()) {
            if (up.kind() == NodeKind.RULE) {
                // the type after `for`, or the only one
                if ("implItem".equals(rules.innermost(up))) return sawType && viaFor == rules.hasOwnToken(up, "for");
                if (rules.anyRule(up, r -> !TYPE_PATH.contains(r))) return false;
                sawType |= rules.anyRule(up, "type"::equals);
            } else if (up.kind() == NodeKind.ITEM && !up.children().isEmpty()
                    && up.children().get(0).kind() == NodeKind.TOKEN && rules.text(up.children().get(0)).equals("for")) {
                viaFor = true;
            }
        }
        return false;
    }

    /**
     * Whether an identifier is the name a {@code use} brings in: after {@code as}, or the last
     * segment of a path that ends the use tree (not {@code a} of {@code use a::{b, c}}).
     */
    private static boolean namesImport(RuleNames rules, Node token, Node owner) {
        Node above = RuleNames.ruleAbove(owner);
        if (rules.anyRule(owner, "useTree"::equals) || "useTree".equals(rules.innermost(above))) {
            Node tree = rules.anyRule(owner, "useTree"::equals) ? owner : above;
            if (rules.hasOwnToken(tree, "as")) return rules.follows(token, "as") || rules.follows(owner, "as");
            if (rules.hasOwnToken(tree, "{") || rules.hasOwnToken(tree, "*")) return false;
            var tokens = tree.tokenNodes();
            return tokens.get(tokens.size() - 1) == token;
        }
        // a segment below the use tree's path: the tree is further up
        for (Node a = above; a != null; a = RuleNames.ruleAbove(a)) {
            if (rules.anyRule(a, "useTree"::equals)) {
                if (rules.hasOwnToken(a, "as") || rules.hasOwnToken(a, "{") || rules.hasOwnToken(a, "*")) return false;
                var tokens = a.tokenNodes();
                return tokens.get(tokens.size() - 1) == token;
            }
            if (!rules.anyRule(a, r -> r.equals("simplePath") || r.equals("simplePathSegment"))) return false;
        }
        return false;
    }
}
