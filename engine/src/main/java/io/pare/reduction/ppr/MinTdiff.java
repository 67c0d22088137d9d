package io.pare.reduction.ppr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

import io.pare.parse.ParseFailedException;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.query.QueryService;
import io.pare.query.Variant;
import io.pare.reduction.ReductionContext;

/**
 * MinTdiff (PPR Algorithm 2): from the tree difference, (1) undo replacements in the variant
 * (t in the seed replaced by s in the variant: put a copy of t back in place of s), tested with
 * ψ_v and guarded so the variant never grows (|t| ≤ |s|); (2) minimize the seed-only subtrees
 * with ψ_s; (3) minimize the variant-only subtrees with ψ_v. Each step tests only the side it
 * changes. The tree difference is computed once at entry (and again after accepted undos,
 * which re-parse the variant).
 */
final class MinTdiff {
    static final String NAME = "MinTdiff";

    private MinTdiff() {
    }

    static PairState run(PairContext pc, PairState state) throws CancelledException, InterruptedException {
        PairContext.ParsedPair parsed = pc.parseBoth(state, NAME);
        if (parsed == null) return state;
        Program seed = parsed.seed();
        Program variant = parsed.variant();
        TreeDiff diff = TreeDiff.of(seed, variant);
        Side undone = undoReplacements(pc, seed, variant, state.variant(), diff.replacements);
        if (undone != null) {
            try {
                variant = pc.parseVariant(undone);
            } catch (ParseFailedException e) {
                throw new IllegalStateException("an accepted undo no longer parses", e);
            }
            pc.accept(PairState.of(new PairState.View(seed), new PairState.View(variant)));
            diff = TreeDiff.of(seed, variant);
        }
        Program s = seed;
        Program v = variant;
        Runnable accepted = () -> pc.accept(PairState.of(new PairState.View(s), new PairState.View(v)));
        if (!diff.seedNodes.isEmpty()) {
            ReductionContext ctx = new ReductionContext(seed, pc.seedQueries, pc.onImproved(accepted), pc.lexemes);
            ctx.setPass(NAME);
            MinSubtree.run(ctx, diff.seedNodes);
        }
        if (!diff.variantNodes.isEmpty()) {
            ReductionContext ctx = new ReductionContext(variant, pc.variantQueries, pc.onImproved(accepted), pc.lexemes);
            ctx.setPass(NAME);
            MinSubtree.run(ctx, diff.variantNodes);
        }
        return PairState.of(new PairState.View(seed), new PairState.View(variant));
    }

    /** One undo: the variant's text range [from, to) replaced by the seed subtree's text. */
    private record Splice(int from, int to, String text, int tokensSaved) {
    }

    /**
     * Tries the replacements' undos in order of the replaced subtree's size, largest first, each
     * on top of those already accepted; returns the variant with the accepted ones, or null.
     */
    private static Side undoReplacements(PairContext pc, Program seed, Program variant, Side variantSide,
            List<TreeDiff.Replacement> replacements) throws CancelledException, InterruptedException {
        List<Splice> candidates = new ArrayList<>();
        for (TreeDiff.Replacement r : replacements) {
            Node t = r.seed();
            Node s = r.variant();
            if (t.size() > s.size()) continue; // the guard: an undo never makes the variant longer
            int[] ts = tokens(t);
            int[] ss = tokens(s);
            if (ts.length == 0 || ss.length == 0) continue;
            Token tFirst = seed.tokens().get(ts[0]);
            Token tLast = seed.tokens().get(ts[ts.length - 1]);
            Token sFirst = variant.tokens().get(ss[0]);
            Token sLast = variant.tokens().get(ss[ss.length - 1]);
            String text = seed.text().substring(tFirst.start(), tLast.end());
            if (text.equals(variant.text().substring(sFirst.start(), sLast.end()))) continue;
            candidates.add(new Splice(sFirst.start(), sLast.end(), text, ss.length - ts.length));
        }
        // The token alignment's changed regions too: GumTree maps small subtrees loosely (its
        // bottom-up phase pairs similar containers), so a k-for-m token replacement (k <= m) it
        // missed is still offered for undoing.
        List<Alignment.Op> ops = Alignment.of(seed, variant).ops();
        for (int k = 0; k < ops.size();) {
            if (ops.get(k).kind() == OpKind.KEEP) {
                k++;
                continue;
            }
            int firstSeed = -1, lastSeed = -1, firstVariant = -1, lastVariant = -1, nSeed = 0, nVariant = 0;
            for (; k < ops.size() && ops.get(k).kind() != OpKind.KEEP; k++) {
                Alignment.Op op = ops.get(k);
                if (op.base() >= 0) {
                    if (firstSeed < 0) firstSeed = op.base();
                    lastSeed = op.base();
                    nSeed++;
                }
                if (op.rev() >= 0) {
                    if (firstVariant < 0) firstVariant = op.rev();
                    lastVariant = op.rev();
                    nVariant++;
                }
            }
            if (nSeed == 0 || nSeed >= nVariant) continue; // 1-for-1 token replacements are MinLdiff's
            String text = seed.text().substring(seed.tokens().get(firstSeed).start(), seed.tokens().get(lastSeed).end());
            Splice sp = new Splice(variant.tokens().get(firstVariant).start(), variant.tokens().get(lastVariant).end(), text,
                    nVariant - nSeed);
            if (!candidates.contains(sp)) candidates.add(sp);
        }
        if (candidates.isEmpty()) return null;
        candidates.sort(Comparator.comparingInt((Splice x) -> -(x.to() - x.from())).thenComparingInt(Splice::from));
        List<Splice> accepted = new ArrayList<>();
        QueryService q = pc.variantQueries;
        int from = 0;
        while (from < candidates.size()) {
            List<Splice> rest = candidates.subList(from, candidates.size());
            List<Splice> base = List.copyOf(accepted);
            Optional<QueryService.Accepted<Splice>> hit = q.firstInteresting(
                    rest.stream().filter(c -> base.stream().noneMatch(b -> b.from() < c.to() && c.from() < b.to()))
                            .filter(c -> parses(pc, apply(variant.text(), base, c, variantSide.origin()))).iterator(),
                    c -> new Variant(apply(variant.text(), base, c, variantSide.origin()).text(), null));
            if (hit.isEmpty()) break;
            Splice chosen = hit.get().candidate();
            accepted.add(chosen);
            from = candidates.indexOf(chosen) + 1;
            pc.accept(PairState.of(new PairState.View(seed), viewOf(pc, apply(variant.text(), accepted, null, variantSide.origin()))));
        }
        if (accepted.isEmpty()) return null;
        return apply(variant.text(), accepted, null, variantSide.origin());
    }

    private static PairState.View viewOf(PairContext pc, Side side) {
        try {
            return new PairState.View(pc.parseVariant(side));
        } catch (ParseFailedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean parses(PairContext pc, Side side) {
        try {
            pc.parseVariant(side);
            return true;
        } catch (ParseFailedException e) {
            return false;
        }
    }

    /** The text with the splices applied, and its offsets mapped back through {@code origin}. */
    private static Side apply(String text, List<Splice> base, Splice extra, IntUnaryOperator origin) {
        List<Splice> all = new ArrayList<>(base);
        if (extra != null) all.add(extra);
        all.sort(Comparator.comparingInt(Splice::from));
        StringBuilder sb = new StringBuilder(text.length());
        int at = 0;
        int n = all.size();
        int[] outFrom = new int[n];
        int[] outTo = new int[n];
        int[] inFrom = new int[n];
        int[] shift = new int[n];
        for (int k = 0; k < n; k++) {
            Splice s = all.get(k);
            sb.append(text, at, s.from());
            outFrom[k] = sb.length();
            sb.append(s.text());
            outTo[k] = sb.length();
            inFrom[k] = s.from();
            shift[k] = s.to() - outTo[k];
            at = s.to();
        }
        sb.append(text, at, text.length());
        IntUnaryOperator mapped = x -> {
            for (int k = n - 1; k >= 0; k--) {
                if (x >= outTo[k]) return origin.applyAsInt(x + shift[k]);
                if (x >= outFrom[k]) return origin.applyAsInt(inFrom[k]);
            }
            return origin.applyAsInt(x);
        };
        return new Side(sb.toString(), mapped);
    }

    static int[] tokens(Node n) {
        io.pare.program.IntArray out = new io.pare.program.IntArray(Math.max(4, n.size()));
        collect(n, out);
        return out.toArray();
    }

    private static void collect(Node n, io.pare.program.IntArray out) {
        if (n.kind() == io.pare.program.NodeKind.TOKEN) {
            out.add(n.tokenIndex());
            return;
        }
        for (Node c : n.children()) collect(c, out);
    }
}
