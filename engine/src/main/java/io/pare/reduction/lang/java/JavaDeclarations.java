package io.pare.reduction.lang.java;

import java.util.List;
import java.util.Set;

import io.pare.program.Node;
import io.pare.reduction.unused.GrammarDeclarations;
import io.pare.reduction.unused.RuleNames;

/**
 * Java's declarations for {@link io.pare.reduction.unused.UnreferencedDeclarations}: the file's
 * imports and top-level types, and the members of class, interface, enum and record bodies
 * (fields, methods, constructors, nested types), with the names they introduce. A constructor
 * declares its class's name, so it goes only with its class or when nothing creates the class.
 * A single-type import declares the name it brings in; an on-demand one ({@code .*}) declares
 * nothing and is left to Perses.
 */
public final class JavaDeclarations extends GrammarDeclarations {
    /** Parts of a declaration where names are only used or declared locally. */
    private static final Set<String> LOCAL = Set.of("block", "methodBody", "formalParameters", "typeParameters",
            "throwsClause", "variableInitializer", "expression", "annotation", "arguments", "superclass",
            "superinterfaces", "permitsClause", "elementValue", "recordComponent");
    /** Rules whose own identifier is the declared name. */
    private static final Set<String> NAMING = Set.of("classDeclaration", "enumDeclaration", "recordDeclaration",
            "interfaceDeclaration", "annotationTypeDeclaration", "methodDeclaration", "constructorDeclaration",
            "compactConstructorDeclaration", "annotationElementDeclaration", "variableDeclaratorId");

    public JavaDeclarations(Set<Integer> identifierTypes) {
        super(identifierTypes);
    }

    @Override
    protected boolean isDeclaration(RuleNames rules, Node content) {
        return rules.has(content, "typeDeclaration") || rules.has(content, "classBodyDeclaration")
                || rules.has(content, "importDeclaration");
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
        String context = rules.context(owner);
        if (context == null) return false;
        if (NAMING.contains(context)) return true;
        return context.equals("qualifiedName") && namesImport(rules, token, owner);
    }

    @Override
    protected boolean isTagReference(RuleNames rules, Node token, Node owner) {
        return false;
    }

    /** Whether an identifier is the last of a single-type (or single static member) import. */
    private static boolean namesImport(RuleNames rules, Node token, Node owner) {
        Node name = rules.anyRule(owner, "qualifiedName"::equals) ? owner : RuleNames.ruleAbove(owner);
        Node declaration = RuleNames.ruleAbove(name);
        if (!"importDeclaration".equals(rules.innermost(declaration)) || rules.hasOwnToken(declaration, "*")) return false;
        List<Node> tokens = name.tokenNodes();
        return tokens.get(tokens.size() - 1) == token;
    }
}
