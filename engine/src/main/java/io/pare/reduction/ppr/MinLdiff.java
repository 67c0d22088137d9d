package io.pare.reduction.ppr;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.SlotRules;
import io.pare.program.Spacer;
import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.query.Variant;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.dd.DDMin;

/**
 * MinLdiff (PPR Algorithm 3): ddmin over the token alignment's INSERT and REPLACE operations,
 * each candidate being the seed patched with the operations kept (a dropped INSERT leaves its
 * token out, a dropped REPLACE puts the seed's token back), tested with ψ_v only. DELETE
 * operations are not in the search space: restoring seed tokens would grow the variant.
 *
 * <p>The engine's ddmin runs unchanged on a stand-in program with one list item per operation;
 * the context's materializer turns the items kept into the patched variant.
 */
final class MinLdiff {
    static final String NAME = "MinLdiff";

    private MinLdiff() {
    }

    static PairState run(PairContext pc, PairState state) throws CancelledException, InterruptedException {
        PairContext.ParsedPair parsed = pc.parseBoth(state, NAME);
        if (parsed == null) return state;
        Program seed = parsed.seed();
        Program variant = parsed.variant();
        Alignment a = Alignment.of(seed, variant);
        List<Integer> droppable = a.droppable();
        if (droppable.isEmpty()) return state;
        Program ops = opsProgram(droppable.size());
        Map<String, Integer> table = pc.lexemes;
        ReductionContext.Materializer materializer = kept -> {
            Alignment.Patched p = a.patchSubset(keptOps(droppable, kept));
            String text = variant.render(p.tokens(), p.override());
            int[] lex = new int[p.tokens().length];
            for (int k = 0; k < lex.length; k++) {
                Token t = p.standIns().get(p.tokens()[k]);
                String s = t != null ? t.text() : variant.tokens().get(p.tokens()[k]).text();
                lex[k] = table.computeIfAbsent(s, x -> table.size());
            }
            return new Variant(text, lex);
        };
        Runnable accepted = () -> pc.accept(PairState.of(new PairState.View(seed), view(a, variant, droppable, ops)));
        ReductionContext ctx = new ReductionContext(ops, pc.variantQueries, pc.onImproved(accepted), pc.lexemes, materializer);
        ctx.setPass(NAME);
        Node list = ops.root().children().get(0);
        DDMin.reduce(ctx, new ArrayList<>(list.children()), true);
        return PairState.of(new PairState.View(seed), view(a, variant, droppable, ops));
    }

    private static PairState.View view(Alignment a, Program variant, List<Integer> droppable, Program ops) {
        Alignment.Patched p = a.patchSubset(keptOps(droppable, ops.currentTokens()));
        return new PairState.View(variant, p.tokens(), p.override());
    }

    private static Set<Integer> keptOps(List<Integer> droppable, int[] kept) {
        Set<Integer> out = new HashSet<>();
        for (int k : kept) out.add(droppable.get(k));
        return out;
    }

    /** A flat program of n placeholder tokens, one list item each: what ddmin reduces. */
    private static Program opsProgram(int n) {
        List<Token> tokens = new ArrayList<>(n);
        List<Node> items = new ArrayList<>(n);
        int id = 2;
        for (int i = 0; i < n; i++) {
            tokens.add(new Token(0, "op", 0, 0, 0));
            items.add(Node.item(id++, List.of(Node.token(id++, i, 0))));
        }
        Node root = Node.rule(0, new int[] {0}, List.of(Node.list(1, NodeKind.STAR, items)));
        return new Program("ops", "", StandardCharsets.UTF_8, tokens, root, Spacer.ALWAYS, "ops", s -> "op",
                SlotRules.SAME_SYMBOL_ONLY);
    }
}
