package io.pare.reduction.vulcan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/**
 * Deletes the same parameter from a function's definition and declarations and the matching
 * argument from every call, all at once: Pare's addition to Vulcan's auxiliary passes, after
 * C-Vise's remove-unused-param. Perses cannot do this, because deleting only one side leaves the
 * calls and the definition disagreeing, which the compiler (and so the oracle) rejects.
 *
 * <p>It works on tokens, so every language that writes calls as {@code name(a, b)} is served: an
 * identifier token followed by {@code (} opens a list whose items are separated by top-level
 * commas; type arguments between the name and the list ({@code f<T>(a)}, {@code f::<T>(a)}) are
 * skipped. The lists are grouped by name and item count. In each group with at least two lists,
 * each position, last first, gives one candidate: that item deleted from every list of the group,
 * with one comma beside it. Candidates that do not parse cost no query. The first accepted
 * deletion ends the call.
 */
public final class ArgumentDeletion implements Reducer {
    /** Type argument lists longer than this are taken for comparisons: the scan stays linear. */
    private static final int MAX_TYPE_ARGUMENT_TOKENS = 200;

    private final Set<Integer> identifierTypes;

    public ArgumentDeletion(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "vulcan:args";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        ctx.commitFirstParsing(ItemList.deletions(groups(p, p.root().tokenNodes()).values()), Edit::delete);
    }

    /** The lists after names, grouped by name and item count, in the order of their first list. */
    Map<String, List<ItemList>> groups(Program p, List<Node> tokens) {
        Map<String, List<ItemList>> groups = new LinkedHashMap<>();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            var name = p.tokens().get(tokens.get(i).tokenIndex());
            if (!identifierTypes.contains(name.type())) continue;
            int open = afterTypeArguments(p, tokens, i + 1);
            if (open < 0 || open >= tokens.size() || !text(p, tokens.get(open)).equals("(")) continue;
            ItemList call = callAt(p, tokens, open + 1);
            if (call != null) groups.computeIfAbsent(name.text() + "/" + call.items().size(), k -> new ArrayList<>()).add(call);
        }
        return groups;
    }

    /**
     * Where a call's or definition's "(" must be when a name is followed by type arguments or
     * parameters: past a balanced {@code <...>} (Rust's {@code fn f<T: Iterator<Item = u8>>(x: T)}
     * and turbofish {@code f::<T>(x)}, C++'s {@code f<int>(x)}), so that a generic function's
     * definition and its calls fall in one group. At {@code at} itself when there is no {@code <};
     * -1 when the angle brackets do not close before a statement or block boundary or a bracket
     * they did not open (an {@code a < b} comparison).
     */
    private static int afterTypeArguments(Program p, List<Node> tokens, int at) {
        int j = at;
        if (j + 1 < tokens.size() && text(p, tokens.get(j)).equals("::") && text(p, tokens.get(j + 1)).equals("<")) j++;
        if (j >= tokens.size() || !text(p, tokens.get(j)).equals("<")) return at;
        int angles = 0;
        int brackets = 0;
        for (int k = j; k < tokens.size() && k < j + MAX_TYPE_ARGUMENT_TOKENS; k++) {
            switch (text(p, tokens.get(k))) {
                case "<" -> angles++;
                case ">" -> angles--;
                case ">>" -> angles -= 2;
                case "(", "[" -> brackets++;
                case ")", "]" -> {
                    if (--brackets < 0) return -1;
                }
                case ";", "{", "}", ">=", ">>=", "&&", "||" -> {
                    return -1;
                }
                default -> { }
            }
            if (angles < 0) return -1;
            if (angles == 0) return brackets == 0 ? k + 1 : -1;
        }
        return -1;
    }

    /** The list that starts at {@code from} (just after its "("), or null when it is empty, unclosed or has an empty item. */
    private static ItemList callAt(Program p, List<Node> tokens, int from) {
        List<List<Node>> items = new ArrayList<>();
        List<Node> commas = new ArrayList<>();
        List<Node> current = new ArrayList<>();
        int depth = 0;
        for (int j = from; j < tokens.size(); j++) {
            Node tok = tokens.get(j);
            String t = text(p, tok);
            if (depth == 0 && (t.equals(")") || t.equals("]") || t.equals("}"))) {
                if (!t.equals(")")) return null;
                if (current.isEmpty()) return null; // f() or f(a,)
                items.add(current);
                return new ItemList(tokens.get(from - 1), items, commas, List.of());
            }
            if (t.equals("(") || t.equals("[") || t.equals("{")) depth++;
            if (t.equals(")") || t.equals("]") || t.equals("}")) depth--;
            if (depth == 0 && t.equals(",")) {
                if (current.isEmpty()) return null;
                items.add(current);
                commas.add(tok);
                current = new ArrayList<>();
            } else {
                current.add(tok);
            }
        }
        return null;
    }

    static String text(Program p, Node tokenNode) {
        return p.tokens().get(tokenNode.tokenIndex()).text();
    }
}
