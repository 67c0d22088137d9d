package io.pare.reduction.lang.cpp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.unused.RuleNames;

/**
 * Takes a namespace's declarations out of it, as clang_delta's remove-namespace does: every block
 * of one namespace loses its {@code namespace N {} } wrapping, and every {@code N::} qualifier and
 * {@code using namespace N;} goes with it. No deletion can do this: Perses cannot delete the
 * wrapping while the declarations inside are needed, nor a qualifier while the namespace stays.
 * Namespaces whose name has {@code ::} in it are left alone. Candidates that do not parse cost no
 * query; the first accepted one ends the call.
 */
public final class NamespaceFlattening implements Reducer {
    private final Set<Integer> identifierTypes;

    public NamespaceFlattening(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "cpp:namespace";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        RuleNames rules = new RuleNames(p);
        Map<String, List<Node>> wrappings = new LinkedHashMap<>();
        Map<String, List<Node>> usingDirectives = new LinkedHashMap<>();
        collect(p.root(), rules, wrappings, usingDirectives);
        List<Node> tokens = p.root().tokenNodes();
        List<Edit> candidates = new ArrayList<>();
        for (Map.Entry<String, List<Node>> e : wrappings.entrySet()) {
            String name = e.getKey();
            List<Node> gone = new ArrayList<>(e.getValue());
            gone.addAll(usingDirectives.getOrDefault(name, List.of()));
            if (!name.isEmpty()) {
                for (int i = 0; i + 1 < tokens.size(); i++) {
                    Node t = tokens.get(i);
                    if (isIdentifier(p, t) && rules.text(t).equals(name) && rules.text(tokens.get(i + 1)).equals("::")) {
                        gone.add(t);
                        gone.add(tokens.get(i + 1));
                    }
                }
            }
            candidates.add(Edit.delete(gone));
        }
        ctx.commitFirstParsing(candidates.iterator(), edit -> edit);
    }

    /** The wrapping tokens of every namespace block, by name ("" for unnamed ones), and the using-directives. */
    private void collect(Node n, RuleNames rules, Map<String, List<Node>> wrappings, Map<String, List<Node>> usings) {
        for (Node c : n.children()) {
            if (c.kind() == NodeKind.TOKEN) continue;
            if (c.kind() == NodeKind.RULE && "declaration".equals(rules.innermost(c)) && rules.hasOwnToken(c, "namespace")
                    && rules.hasOwnToken(c, "{")) {
                String name = "";
                List<Node> wrapping = new ArrayList<>();
                boolean inBody = false;
                for (Node part : c.children()) {
                    if (part.kind() == NodeKind.TOKEN) {
                        String text = rules.text(part);
                        if (text.equals("{")) inBody = true;
                        if (text.equals("}")) inBody = false;
                    } else if (inBody) {
                        continue; // the declarations stay
                    } else {
                        Node named = namespaceName(part, rules);
                        if (named != null) name = rules.squashed(named);
                    }
                    wrapping.add(part);
                }
                if (!name.contains("::")) wrappings.computeIfAbsent(name, k -> new ArrayList<>()).addAll(wrapping);
            } else if (c.kind() == NodeKind.RULE && "usingDeclaration".equals(rules.innermost(c))
                    && rules.hasOwnToken(c, "namespace")) {
                List<Node> ids = c.tokenNodes();
                Node item = c.parent();
                usings.computeIfAbsent(rules.text(ids.get(ids.size() - 2)), k -> new ArrayList<>())
                        .add(item != null && item.kind() == NodeKind.ITEM ? item : c);
                continue;
            }
            collect(c, rules, wrappings, usings);
        }
    }

    /** The namespaceName node at or below n (through an optional), or null. */
    private static Node namespaceName(Node n, RuleNames rules) {
        if (rules.has(n, "namespaceName")) return n;
        if (n.kind() == NodeKind.RULE || n.kind() == NodeKind.TOKEN) return null;
        for (Node c : n.children()) {
            Node found = namespaceName(c, rules);
            if (found != null) return found;
        }
        return null;
    }

    private boolean isIdentifier(Program p, Node t) {
        return identifierTypes.contains(p.tokens().get(t.tokenIndex()).type());
    }
}
