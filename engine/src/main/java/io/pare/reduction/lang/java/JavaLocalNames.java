package io.pare.reduction.lang.java;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.unused.RuleNames;

/**
 * The names Java declares inside declarations, where {@link JavaDeclarations} does not look: every
 * variable's name (parameters, locals, lambda and catch parameters, loop variables, and fields
 * again) and every type parameter's. For {@link io.pare.reduction.unused.DanglingNames}: deleting
 * {@code <OutputT>} from {@code <OutputT> Write via(Fn<OutputT> f)}, or the parameter {@code f}
 * while the body reads it, leaves a name javac cannot find.
 */
public final class JavaLocalNames {
    private JavaLocalNames() {
    }

    /** The identifier tokens that declare such names in the program. */
    public static List<Node> declaring(Program p) {
        RuleNames rules = new RuleNames(p);
        List<Node> out = new ArrayList<>();
        for (Node n : p.root().subtree()) {
            if (rules.has(n, "variableDeclaratorId")) {
                out.add(n.firstTokenNode());
            } else if (rules.has(n, "typeParameter")) {
                Node name = "typeIdentifier".equals(rules.innermost(n)) ? n : child(rules, n, "typeIdentifier");
                if (name != null) out.add(name.firstTokenNode());
            }
        }
        return out;
    }

    private static Node child(RuleNames rules, Node n, String rule) {
        for (Node c : n.children()) {
            if (rule.equals(rules.innermost(c))) return c;
        }
        return null;
    }
}
