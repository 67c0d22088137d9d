package io.pare.reduction.ppr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;

import io.pare.program.IntArray;
import io.pare.program.Program;
import io.pare.program.Token;

/**
 * The token alignment Δ_L of a seed and a variant (spec §3.2): Myers' diff of their token texts
 * (java-diff-utils), as an ordered list of KEEP, DELETE, INSERT and REPLACE operations. Tokens are
 * referred to by their index in the seed's and the variant's {@link Program#tokens()}, so an
 * alignment keeps token identity: it can be patched onto any token subsequence of the seed.
 *
 * <p>Replacements: inside one changed region of k seed and m variant tokens, the first min(k, m)
 * pairs become REPLACE operations and the rest DELETE or INSERT. The reference implementation
 * merges only a 1-for-1 change; pairing longer regions too lets MinLdiff revert each replaced
 * token to the seed's, which never makes the variant longer. [D]
 */
public final class Alignment {
    /** One operation: {@code base} is a seed token index, {@code rev} a variant token index (-1 when absent). */
    public record Op(OpKind kind, int base, int rev) {
    }

    private final Program seed;
    private final Program variant;
    private final List<Op> ops;

    private Alignment(Program seed, Program variant, List<Op> ops) {
        this.seed = seed;
        this.variant = variant;
        this.ops = List.copyOf(ops);
    }

    /** Aligns the tokens the two programs' trees hold now. */
    public static Alignment of(Program seed, Program variant) {
        return of(seed, seed.currentTokens(), variant, variant.currentTokens());
    }

    public static Alignment of(Program seed, int[] seedTokens, Program variant, int[] variantTokens) {
        List<String> a = texts(seed, seedTokens);
        List<String> b = texts(variant, variantTokens);
        List<AbstractDelta<String>> deltas = DiffUtils.diff(a, b).getDeltas();
        List<AbstractDelta<String>> sorted = new ArrayList<>(deltas);
        sorted.sort((x, y) -> Integer.compare(x.getSource().getPosition(), y.getSource().getPosition()));
        List<Op> ops = new ArrayList<>(Math.max(a.size(), b.size()) + 8);
        int i = 0;
        int j = 0;
        for (AbstractDelta<String> d : sorted) {
            int si = d.getSource().getPosition();
            int ti = d.getTarget().getPosition();
            while (i < si && j < ti) ops.add(new Op(OpKind.KEEP, seedTokens[i++], variantTokens[j++]));
            int k = d.getSource().size();
            int m = d.getTarget().size();
            int pairs = Math.min(k, m);
            for (int x = 0; x < pairs; x++) ops.add(new Op(OpKind.REPLACE, seedTokens[i++], variantTokens[j++]));
            for (int x = pairs; x < k; x++) ops.add(new Op(OpKind.DELETE, seedTokens[i++], -1));
            for (int x = pairs; x < m; x++) ops.add(new Op(OpKind.INSERT, -1, variantTokens[j++]));
        }
        while (i < a.size() && j < b.size()) ops.add(new Op(OpKind.KEEP, seedTokens[i++], variantTokens[j++]));
        while (i < a.size()) ops.add(new Op(OpKind.DELETE, seedTokens[i++], -1));
        while (j < b.size()) ops.add(new Op(OpKind.INSERT, -1, variantTokens[j++]));
        slideToBrackets(seed, variant, ops);
        return new Alignment(seed, variant, ops);
    }

    /**
     * Myers' diff may place a pure deletion or insertion anywhere its text repeats: deleting
     * {@code (push 1)} before {@code (assert ...)} can come out as {@code push 1) (}. Such a run
     * is slid along the equal tokens around it to the first place where its brackets balance, so
     * that it covers whole subtrees (what a mutation deletes or inserts) and patching a reduced
     * seed keeps the variant well formed. [D]
     */
    private static void slideToBrackets(Program seed, Program variant, List<Op> ops) {
        int p = 0;
        while (p < ops.size()) {
            OpKind kind = ops.get(p).kind();
            if (kind != OpKind.DELETE && kind != OpKind.INSERT) {
                p++;
                continue;
            }
            int q = p;
            while (q < ops.size() && ops.get(q).kind() == kind) q++;
            boolean pureRun = (p == 0 || ops.get(p - 1).kind() == OpKind.KEEP) && (q == ops.size() || ops.get(q).kind() == OpKind.KEEP);
            if (pureRun && !balanced(seed, variant, ops, p, q)) {
                List<Op> saved = new ArrayList<>(ops.subList(Math.max(0, p - (q - p) - 64), Math.min(ops.size(), q + (q - p) + 64)));
                int savedFrom = Math.max(0, p - (q - p) - 64);
                int left = 0;
                while (p - left > 0 && left < 64 && slideLeft(seed, variant, ops, p - left, q - left, kind)) left++;
                int at = p - left;
                int len = q - p;
                boolean found = balanced(seed, variant, ops, at, at + len);
                while (!found && at < p + 64 && at + len < ops.size() && slideRight(seed, variant, ops, at, at + len, kind)) {
                    at++;
                    found = balanced(seed, variant, ops, at, at + len);
                }
                if (!found) {
                    for (int k = 0; k < saved.size(); k++) ops.set(savedFrom + k, saved.get(k));
                } else {
                    q = at + len;
                }
            }
            p = q;
        }
    }

    private static String text(Program seed, Program variant, Op op) {
        return op.base() >= 0 ? seed.tokens().get(op.base()).text() : variant.tokens().get(op.rev()).text();
    }

    /** Moves the run [p, q) one token left, if the token before it equals its last token: the run becomes [p - 1, q - 1). */
    private static boolean slideLeft(Program seed, Program variant, List<Op> ops, int p, int q, OpKind kind) {
        Op keep = ops.get(p - 1);
        Op last = ops.get(q - 1);
        if (keep.kind() != OpKind.KEEP || !text(seed, variant, keep).equals(text(seed, variant, last))) return false;
        List<Op> seg = new ArrayList<>(q - p + 1);
        seg.add(kind == OpKind.DELETE ? new Op(OpKind.DELETE, keep.base(), -1) : new Op(OpKind.INSERT, -1, keep.rev()));
        seg.addAll(ops.subList(p, q - 1));
        seg.add(kind == OpKind.DELETE ? new Op(OpKind.KEEP, last.base(), keep.rev()) : new Op(OpKind.KEEP, keep.base(), last.rev()));
        for (int k = 0; k < seg.size(); k++) ops.set(p - 1 + k, seg.get(k));
        return true;
    }

    /** Moves the run [p, q) one token right, if the token after it equals its first token: the run becomes [p + 1, q + 1). */
    private static boolean slideRight(Program seed, Program variant, List<Op> ops, int p, int q, OpKind kind) {
        Op keep = ops.get(q);
        Op first = ops.get(p);
        if (keep.kind() != OpKind.KEEP || !text(seed, variant, keep).equals(text(seed, variant, first))) return false;
        List<Op> seg = new ArrayList<>(q - p + 1);
        seg.add(kind == OpKind.DELETE ? new Op(OpKind.KEEP, first.base(), keep.rev()) : new Op(OpKind.KEEP, keep.base(), first.rev()));
        seg.addAll(ops.subList(p + 1, q));
        seg.add(kind == OpKind.DELETE ? new Op(OpKind.DELETE, keep.base(), -1) : new Op(OpKind.INSERT, -1, keep.rev()));
        for (int k = 0; k < seg.size(); k++) ops.set(p + k, seg.get(k));
        return true;
    }

    private static boolean balanced(Program seed, Program variant, List<Op> ops, int p, int q) {
        int depth = 0;
        for (int k = p; k < q; k++) {
            String t = text(seed, variant, ops.get(k));
            if (t.equals("(") || t.equals("[") || t.equals("{")) depth++;
            if (t.equals(")") || t.equals("]") || t.equals("}")) {
                if (--depth < 0) return false;
            }
        }
        return depth == 0;
    }

    private static List<String> texts(Program p, int[] indices) {
        List<String> out = new ArrayList<>(indices.length);
        for (int i : indices) out.add(p.tokens().get(i).text());
        return out;
    }

    public List<Op> ops() {
        return Collections.unmodifiableList(ops);
    }

    public Program seed() {
        return seed;
    }

    public Program variant() {
        return variant;
    }

    /** The difference's size: the number of operations other than KEEP (the paper's diff tokens). */
    public int diffSize() {
        int n = 0;
        for (Op op : ops) {
            if (op.kind() != OpKind.KEEP) n++;
        }
        return n;
    }

    /** Number of common (KEEP) tokens. */
    public int common() {
        return ops.size() - diffSize();
    }

    /** The operations MinLdiff may drop: the INSERTs and REPLACEs (DELETEs would grow the variant). */
    public List<Integer> droppable() {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < ops.size(); k++) {
            OpKind kind = ops.get(k).kind();
            if (kind == OpKind.INSERT || kind == OpKind.REPLACE) out.add(k);
        }
        return out;
    }

    /** A variant as variant token indices plus stand-ins: seed tokens printed in place of some of them. */
    public record Patched(int[] tokens, java.util.Map<Integer, Token> standIns) {
        public java.util.function.IntFunction<Token> override() {
            return standIns.isEmpty() ? null : standIns::get;
        }
    }

    /**
     * Patch(seed, D') for MinLdiff: the variant with only the operations in {@code kept} applied
     * (indices into {@link #ops()}); a dropped REPLACE prints the seed's token in its place.
     */
    public Patched patchSubset(Set<Integer> kept) {
        IntArray out = new IntArray(ops.size());
        java.util.Map<Integer, Token> standIns = new java.util.HashMap<>();
        for (int k = 0; k < ops.size(); k++) {
            Op op = ops.get(k);
            switch (op.kind()) {
                case KEEP -> out.add(op.rev());
                case DELETE -> {
                }
                case INSERT -> {
                    if (kept.contains(k)) out.add(op.rev());
                }
                case REPLACE -> {
                    out.add(op.rev());
                    if (!kept.contains(k)) standIns.put(op.rev(), seed.tokens().get(op.base()));
                }
            }
        }
        return new Patched(out.toArray(), standIns);
    }

    /**
     * Patch(S, d) for MinCommonality: the whole difference applied onto a token subsequence S of
     * the seed (token indices, ascending). A common token lives or dies with its seed copy;
     * variant-only tokens always stay.
     */
    public int[] patchOntoSubsequence(int[] seedSubsequence) {
        java.util.BitSet present = new java.util.BitSet();
        for (int i : seedSubsequence) present.set(i);
        IntArray out = new IntArray(ops.size());
        for (Op op : ops) {
            switch (op.kind()) {
                case KEEP -> {
                    if (present.get(op.base())) out.add(op.rev());
                }
                case DELETE -> {
                }
                case INSERT -> out.add(op.rev());
                case REPLACE -> out.add(op.rev());
            }
        }
        return out.toArray();
    }
}
