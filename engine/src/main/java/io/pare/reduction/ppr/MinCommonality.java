package io.pare.reduction.ppr;

import java.util.Map;

import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.query.Variant;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.perses.Perses;

/**
 * MinCommonality (PPR Algorithm 4, with the token alignment as the spec says): the difference
 * is frozen as the token alignment of the pair, the seed is reduced by the ordinary Perses
 * worklist, and each seed candidate's variant is the alignment patched onto it (a common token
 * goes with its seed copy; variant-only tokens stay). A candidate is accepted only when ψ_s
 * holds on the seed and ψ_v on the variant.
 */
final class MinCommonality {
    static final String NAME = "MinCommonality";

    private MinCommonality() {
    }

    static PairState run(PairContext pc, PairState state) throws CancelledException, InterruptedException {
        PairContext.ParsedPair parsed = pc.parseBoth(state, NAME);
        if (parsed == null) return state;
        Program seed = parsed.seed();
        Program variant = parsed.variant();
        Alignment a = Alignment.of(seed, variant);
        Map<String, Integer> table = pc.lexemes;
        int separator = table.computeIfAbsent(PairOracle.SEPARATOR, x -> table.size());
        ReductionContext.Materializer materializer = seedTokens -> {
            int[] variantTokens = a.patchOntoSubsequence(seedTokens);
            String text = PairOracle.join(seed.render(seedTokens), variant.render(variantTokens));
            int[] lex = new int[seedTokens.length + 1 + variantTokens.length];
            int k = 0;
            for (int i : seedTokens) lex[k++] = table.computeIfAbsent(seed.tokens().get(i).text(), x -> table.size());
            lex[k++] = separator;
            for (int i : variantTokens) lex[k++] = table.computeIfAbsent(variant.tokens().get(i).text(), x -> table.size());
            return new Variant(text, lex);
        };
        Runnable accepted = () -> pc.accept(current(a, seed, variant));
        ReductionContext ctx = new ReductionContext(seed, pc.pairQueries, pc.onImproved(accepted), pc.lexemes, materializer);
        ctx.setPass(NAME);
        new Perses().round(ctx);
        return current(a, seed, variant);
    }

    private static PairState current(Alignment a, Program seed, Program variant) {
        int[] s = seed.currentTokens();
        return PairState.of(new PairState.View(seed), new PairState.View(variant, a.patchOntoSubsequence(s), null));
    }
}
