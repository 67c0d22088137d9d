package io.pare.reduction.ppr;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.Program;
import io.pare.program.Token;

/**
 * One remaining difference between the reduced seed and variant: a maximal run of non-KEEP
 * operations of their token alignment. Offsets are character offsets: in the reduced files, and
 * ({@code original*}) in the user's original, unreduced files through token provenance. An
 * insertion's seed range (a deletion's variant range) is empty, at the place the tokens would go.
 *
 * @param kind "insert", "delete" or "replace"
 * @param originalSeedLine   1-based line of {@code originalSeedStart} in the original seed
 * @param originalVariantLine 1-based line of {@code originalVariantStart} in the original variant
 */
public record CriticalEdit(String kind, int seedStart, int seedEnd, int variantStart, int variantEnd, String seedText,
        String variantText, int originalSeedStart, int originalSeedEnd, int originalVariantStart, int originalVariantEnd,
        int originalSeedLine, int originalVariantLine) {

    /** The edits between two reduced programs whose tokens carry provenance into the given original texts. */
    static List<CriticalEdit> of(Program seed, Program variant, String originalSeed, String originalVariant) {
        Alignment a = Alignment.of(seed, variant);
        List<Alignment.Op> ops = a.ops();
        List<CriticalEdit> out = new ArrayList<>();
        int k = 0;
        Token lastSeed = null;
        Token lastVariant = null;
        while (k < ops.size()) {
            Alignment.Op op = ops.get(k);
            if (op.kind() == OpKind.KEEP) {
                lastSeed = seed.tokens().get(op.base());
                lastVariant = variant.tokens().get(op.rev());
                k++;
                continue;
            }
            List<Token> s = new ArrayList<>();
            List<Token> v = new ArrayList<>();
            while (k < ops.size() && ops.get(k).kind() != OpKind.KEEP) {
                Alignment.Op o = ops.get(k++);
                if (o.base() >= 0) s.add(seed.tokens().get(o.base()));
                if (o.rev() >= 0) v.add(variant.tokens().get(o.rev()));
            }
            String kind = s.isEmpty() ? "insert" : v.isEmpty() ? "delete" : "replace";
            // an empty side sits after the previous common token, or before the next one at the start
            Token nextSeed = k < ops.size() ? seed.tokens().get(ops.get(k).base()) : null;
            Token nextVariant = k < ops.size() ? variant.tokens().get(ops.get(k).rev()) : null;
            int[] sr = range(s, lastSeed, nextSeed);
            int[] vr = range(v, lastVariant, nextVariant);
            int[] so = originalRange(s, lastSeed, nextSeed);
            int[] vo = originalRange(v, lastVariant, nextVariant);
            out.add(new CriticalEdit(kind, sr[0], sr[1], vr[0], vr[1], seed.text().substring(sr[0], sr[1]),
                    variant.text().substring(vr[0], vr[1]), so[0], so[1], vo[0], vo[1], line(originalSeed, so[0]),
                    line(originalVariant, vo[0])));
        }
        return out;
    }

    private static int[] range(List<Token> toks, Token before, Token after) {
        if (toks.isEmpty()) {
            int at = before != null ? before.end() : after != null ? after.start() : 0;
            return new int[] {at, at};
        }
        return new int[] {toks.get(0).start(), toks.get(toks.size() - 1).end()};
    }

    private static int[] originalRange(List<Token> toks, Token before, Token after) {
        if (toks.isEmpty()) {
            int at = before != null ? before.originEnd() : after != null ? after.origin() : 0;
            return new int[] {at, at};
        }
        return new int[] {toks.get(0).origin(), toks.get(toks.size() - 1).originEnd()};
    }

    private static int line(String text, int offset) {
        int line = 1;
        int end = Math.min(Math.max(offset, 0), text.length());
        for (int i = 0; i < end; i++) {
            if (text.charAt(i) == '\n') line++;
        }
        return line;
    }
}
