package io.pare.reduction.lang.cpp;

import java.util.Set;

import io.pare.program.Node;
import io.pare.reduction.unused.GrammarDeclarations;
import io.pare.reduction.unused.RuleNames;

/**
 * C++'s declarations for {@link io.pare.reduction.unused.UnreferencedDeclarations}: every item of a
 * namespace, a linkage block or a class body, with the names its declarator, class head, enum or
 * alias introduces. Namespace and {@code extern "C"} blocks are not declarations of their own here
 * (a namespace is reopened throughout a header); their items are.
 *
 * <p>An operator or conversion function declares a name no token can use ({@code a == b} does not
 * spell {@code operator==}), so it is always unreferenced and offered once nothing named is: a
 * template's operators are looked up only when it is instantiated, and most of a header's never are.
 * A using-declaration ({@code using ::strlen;}) declares the name it brings in.
 */
public final class CppDeclarations extends GrammarDeclarations {
    /** Parts of a declaration where names are used or declared locally, never declared by it. */
    private static final Set<String> LOCAL = Set.of("functionBody", "compoundStatement", "initializer",
            "bracedInitList", "initializerClause", "parameterDeclarationClause", "templateArguments",
            "templateHead", "requiresClause", "expression", "expr", "baseClause", "attributeSpecifier",
            "exceptionSpecification", "nestedNameComponent", "decltypeSpecifier", "memInitializer",
            "staticAssertDeclaration", "asmLabel", "typeId");
    /** Rules whose own identifier is the declared name. */
    private static final Set<String> NAMING = Set.of("classSpecifier", "enumSpecifier", "enumerator",
            "conceptDefinition", "memberDeclarator", "noptrDeclarator");

    public CppDeclarations(Set<Integer> identifierTypes) {
        super(identifierTypes);
    }

    @Override
    protected boolean isDeclaration(RuleNames rules, Node content) {
        return rules.has(content, "declaration") || rules.has(content, "memberDeclaration");
    }

    @Override
    protected boolean isBlock(RuleNames rules, Node declaration) {
        return "declaration".equals(rules.innermost(declaration)) && rules.hasOwnToken(declaration, "{");
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
            // using ::strlen; declares strlen where it stands (std's C library names, a base's members)
            case "unqualifiedId" -> declaresByDeclarator(rules, token, owner) || underUsingDeclarator(rules, owner);
            case "usingDeclaration" -> rules.hasOwnToken(owner, "="); // using X = T;
            case "declaration" -> rules.follows(token, "namespace"); // namespace X = Y;
            default -> NAMING.contains(inner);
        };
    }

    /** Whether an identifier token, owned by {@code owner}, is the name a declarator's id declares (a variable, parameter, function or member). */
    public static boolean declaresByDeclarator(RuleNames rules, Node token, Node owner) {
        return "unqualifiedId".equals(rules.innermost(owner)) && underDeclaratorId(rules, owner);
    }

    @Override
    protected boolean isTagReference(RuleNames rules, Node token, Node owner) {
        return "elaboratedTypeSpecifier".equals(rules.innermost(owner));
    }

    @Override
    protected String declaredAsWhole(RuleNames rules, Node rule) {
        String inner = rules.innermost(rule);
        // operator== in a declarator-id: operatorFunctionId below unqualifiedId below declaratorId
        boolean operator = "operatorFunctionId".equals(inner) || "conversionFunctionId".equals(inner);
        return operator && (underDeclaratorId(rules, rule) || underDeclaratorId(rules, RuleNames.ruleAbove(rule)))
                ? rules.squashed(rule) : null;
    }

    private static boolean underUsingDeclarator(RuleNames rules, Node n) {
        return rules.has(n, "usingDeclarator") || rules.has(RuleNames.ruleAbove(n), "usingDeclarator");
    }

    private static boolean underDeclaratorId(RuleNames rules, Node n) {
        return rules.has(n, "declaratorId") || rules.has(RuleNames.ruleAbove(n), "declaratorId");
    }
}
