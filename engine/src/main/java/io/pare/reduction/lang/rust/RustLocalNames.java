package io.pare.reduction.lang.rust;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.unused.RuleNames;

/**
 * The names Rust binds inside items, where {@link RustDeclarations} does not look: every pattern's
 * bindings (of {@code let}, parameters, closures, {@code match} arms, {@code for} and
 * {@code if let}), a struct pattern's shorthand fields, and generic type and const parameters.
 * For {@link io.pare.reduction.unused.DanglingNames}, which compares names as text: once T-Rec
 * and identifier replacement have given most names the same letters, a function {@code a} goes
 * while a local {@code a} is still read, and without the local's declaration that deletion looked
 * like one rustc refuses (on the mono-recursion case the compile gate then skipped deletions rustc
 * takes: 85 tokens became 92). A pattern's name that starts with a capital (a unit variant or a
 * constant, as Rust's naming goes) is not taken for a binding.
 */
public final class RustLocalNames {
    /** Words before a binding's name. */
    private static final Set<String> MODIFIERS = Set.of("ref", "mut", "const");

    private RustLocalNames() {
    }

    /** The identifier tokens that bind such names in the program. */
    public static List<Node> declaring(Program p) {
        RuleNames rules = new RuleNames(p);
        List<Node> out = new ArrayList<>();
        for (Node n : p.root().subtree()) {
            if (rules.has(n, "identifierPattern")) {
                // `None` in a pattern is the prelude's variant, declared nowhere in the file: taken
                // for a binding, the deletion of the last arm that names it would leave the
                // program's other `None`s without a declaration. Bindings start with a small letter.
                Node name = firstName(p, n);
                if (name != null && !Character.isUpperCase(p.tokens().get(name.tokenIndex()).text().charAt(0))) out.add(name);
            } else if (rules.has(n, "typeParam") || rules.has(n, "constParam")) {
                Node name = firstName(p, n);
                if (name != null) out.add(name);
            } else if (rules.has(n, "structPatternField") && !rules.squashed(n).contains(":")) {
                // the shorthand `box? ref? mut? name`: its last token
                List<Node> tokens = n.tokenNodes();
                if (!tokens.isEmpty()) out.add(tokens.get(tokens.size() - 1));
            }
        }
        return out;
    }

    /** The node's first token that is not {@code ref}, {@code mut} or {@code const}. */
    private static Node firstName(Program p, Node n) {
        for (Node t : n.tokenNodes()) {
            if (!MODIFIERS.contains(p.tokens().get(t.tokenIndex()).text())) return t;
        }
        return null;
    }
}
