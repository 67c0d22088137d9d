package io.pare.reduction.lang.c;

import java.util.Set;

import io.pare.program.Node;
import io.pare.reduction.unused.GrammarDeclarations;
import io.pare.reduction.unused.RuleNames;

/**
 * C's declarations for {@link io.pare.reduction.unused.UnreferencedDeclarations}: the file's
 * function definitions and declarations, and the members of struct and union bodies, with the names
 * their declarators, tags and enumerators introduce.
 */
public final class CDeclarations extends GrammarDeclarations {
    private static final Set<String> LOCAL = Set.of("compoundStatement", "initializer", "declaratorSuffix",
            "parameterTypeList", "expr", "attributeSpecifier", "asmLabel", "typeName", "staticAssertDeclaration",
            "macroCall", "balancedToken");

    public CDeclarations(Set<Integer> identifierTypes) {
        super(identifierTypes);
    }

    @Override
    protected boolean isDeclaration(RuleNames rules, Node content) {
        return rules.has(content, "externalDeclaration") || rules.has(content, "structMember");
    }

    @Override
    protected boolean isBlock(RuleNames rules, Node declaration) {
        return false;
    }

    @Override
    protected boolean isLocal(String rule) {
        return LOCAL.contains(rule);
    }

    @Override
    protected boolean defines(RuleNames rules, Node token, Node owner) {
        String inner = rules.innermost(owner);
        if (inner == null) return false;
        return switch (inner) {
            case "directDeclarator" -> declaresByDeclarator(rules, token, owner);
            case "functionDefinition" -> true; // K&R: the name before the identifier list
            case "enumerator" -> true;
            // a tag with a body defines it; `struct S x;` only names it
            case "structOrUnionSpecifier", "enumSpecifier" -> rules.hasOwnToken(owner, "{");
            default -> false;
        };
    }

    /** Whether an identifier token, owned by {@code owner}, is the name a declarator declares (a variable, parameter or function). */
    public static boolean declaresByDeclarator(RuleNames rules, Node token, Node owner) {
        return "directDeclarator".equals(rules.innermost(owner)) && RuleNames.isFirst(token);
    }

    @Override
    protected boolean isTagReference(RuleNames rules, Node token, Node owner) {
        String inner = rules.innermost(owner);
        return ("structOrUnionSpecifier".equals(inner) || "enumSpecifier".equals(inner)) && !rules.hasOwnToken(owner, "{");
    }
}
