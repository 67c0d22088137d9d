package io.pare.reduction.ppr;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;

import io.pare.event.PairSizes;
import io.pare.program.Program;
import io.pare.program.Token;

/** An accepted pair: both properties hold on it. Immutable; the run keeps the latest as its best. */
record PairState(Side seed, Side variant, PairSizes sizes) {

    /** One side as a program's token subsequence, possibly with stand-in tokens (see {@link Program#render(int[], IntFunction)}). */
    record View(Program program, int[] tokens, IntFunction<Token> override) {
        View(Program program) {
            this(program, program.currentTokens(), null);
        }

        Side side() {
            String text = program.render(tokens, override);
            return new Side(text, program.originsOf(tokens, text, override));
        }

        List<String> texts() {
            List<String> out = new ArrayList<>(tokens.length);
            for (int i : tokens) {
                Token t = override == null ? null : override.apply(i);
                out.add((t != null ? t : program.tokens().get(i)).text());
            }
            return out;
        }
    }

    static PairState of(View seed, View variant) {
        List<String> s = seed.texts();
        List<String> v = variant.texts();
        return new PairState(seed.side(), variant.side(), new PairSizes(s.size(), v.size(), diffSize(s, v)));
    }

    /** Size of the token difference, as {@link Alignment#diffSize()} counts it. */
    static int diffSize(List<String> a, List<String> b) {
        int n = 0;
        for (AbstractDelta<String> d : DiffUtils.diff(a, b).getDeltas()) {
            n += Math.max(d.getSource().size(), d.getTarget().size());
        }
        return n;
    }
}
