package io.pare.reduction.lang.c;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.IntArray;
import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/**
 * Moves one C function's body to the end of another's and deletes the emptied definition, which
 * no deletion can do: when a bug needs two statements that ended up in two functions (a
 * diagnostic from each, say), Perses can delete neither function, while one function holding
 * both costs a header and a pair of braces less. {@code a(){int b; b++;} c(){c==c;}} becomes
 * {@code a(){int b; b++; c==c;}}; remaining uses of the deleted name are left to C's implicit
 * declarations and the oracle. Pare's own auxiliary pass, for C only.
 *
 * <p>A function whose parameters its body reads is not moved (they would be undeclared where it
 * lands). Later functions are offered into earlier ones first. Candidates that do not parse cost
 * no query; the first accepted one ends the call.
 */
public final class FunctionMerging implements Reducer {
    private final Set<Integer> identifierTypes;

    public FunctionMerging(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "vulcan:merge";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        CTokens s = new CTokens(ctx.program(), identifierTypes);
        List<CTokens.Function> defs = s.definitions();
        List<Edit> candidates = new ArrayList<>();
        for (int later = 1; later < defs.size(); later++) {
            for (int earlier = 0; earlier < later; earlier++) {
                addMerge(s, defs.get(later), defs.get(earlier), candidates);
            }
        }
        for (int earlier = 0; earlier < defs.size(); earlier++) {
            for (int later = earlier + 1; later < defs.size(); later++) {
                addMerge(s, defs.get(earlier), defs.get(later), candidates);
            }
        }
        ctx.commitFirstParsing(candidates.iterator(), e -> e);
    }

    /** Adds the edit that moves {@code from}'s body to the end of {@code into}'s, if {@code from} can move. */
    private static void addMerge(CTokens s, CTokens.Function from, CTokens.Function into, List<Edit> out) {
        if (readsParameters(s, from)) return;
        IntArray moved = new IntArray(from.bodyClose() - from.bodyOpen());
        for (int j = from.bodyOpen() + 1; j < from.bodyClose(); j++) moved.add(s.tableIndex(j));
        moved.add(s.tableIndex(into.bodyClose()));
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        spliced.put(s.nodes.get(into.bodyClose()), moved.toArray());
        out.add(Edit.splice(spliced, s.nodes.subList(from.start(), from.bodyClose() + 1)));
    }

    private static boolean readsParameters(CTokens s, CTokens.Function f) {
        List<int[]> params = s.parameters(f);
        if (params == null) return true;
        Set<String> names = new java.util.HashSet<>();
        for (int[] param : params) names.add(s.p.tokens().get(param[param.length - 1]).text());
        for (int j = f.bodyOpen() + 1; j < f.bodyClose(); j++) {
            if (names.contains(s.texts[j]) && s.isIdentifier(j)) return true;
        }
        return false;
    }
}
