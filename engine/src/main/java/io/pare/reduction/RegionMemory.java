package io.pare.reduction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToLongFunction;
import java.util.stream.IntStream;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.query.CancelledException;

/**
 * Where one pass found nothing: regions of the program (a node, a window of nodes) named by the
 * input places and texts of their tokens, so that a region keeps its name while other parts of
 * the program go, and loses it when one of its own tokens is renamed (onto a name in use, for a
 * memory {@link #readingNames}) or deleted. A pass that
 * restarts from the top after each success (sub-tree replacement, exhaustive deletion) would
 * otherwise ask again about every region before the one that succeeded, each time on a program
 * that differs only elsewhere, which no cache can answer.
 *
 * <p>It is a bet, not a proof: a region that failed may succeed once something elsewhere went
 * (a use of what it declares). The default schedule takes the bet; {@code vulcan} runs its passes
 * without it, as the paper does.
 */
public final class RegionMemory {
    private final Memo<Long> empty = new Memo<>();
    /** With {@link #readingNames}: the identifiers, each read as where it first occurs. */
    private final NameCensus names;

    public RegionMemory() {
        this.names = null;
    }

    private RegionMemory(NameCensus names) {
        this.names = names;
    }

    /**
     * A memory whose regions ({@link #region}) read each identifier as where it first occurs in
     * the program, not by its text: T-Rec's renames onto fresh names ({@code h} to {@code g})
     * leave the regions standing, while a rename onto a name in use ({@code i} to the global
     * {@code a}) or a use replaced by another name changes them. On the 297-byte LLVM 64047 case
     * sub-tree replacement asked again, after T-Rec, the nodes where only such renames had
     * happened (36 queries) beside those whose numbers T-Rec had changed.
     */
    public static RegionMemory readingNames(Set<Integer> identifierTypes) {
        return new RegionMemory(new NameCensus(identifierTypes));
    }

    /** The name of the region the nodes cover, as this memory reads tokens (see {@link #readingNames}). */
    public long region(Program p, List<Node> nodes) {
        if (names == null) return key(p, nodes);
        return key(p, nodes, tok -> names.isIdentifier(tok) ? names.firstPlace(p, tok.text()) * 0x9E3779B97F4A7C15L : tok.text().hashCode());
    }

    /** The name of the region the nodes cover, as their tokens stand. */
    public static long key(Program p, List<Node> nodes) {
        return key(p, nodes, tok -> tok.text().hashCode());
    }

    /** The name of the region, each token counted by its input place and by {@code term} (its text, or what stands for it). */
    static long key(Program p, List<Node> nodes, ToLongFunction<Token> term) {
        long h = 0xcbf29ce484222325L;
        for (Node n : nodes) {
            // a chain of nodes over the same tokens are different regions: each has its own candidates
            h = (h ^ n.kind().ordinal()) * 0x100000001b3L;
            h = (h ^ n.slot()) * 0x100000001b3L;
            for (int rule : n.chain()) h = (h ^ rule) * 0x100000001b3L;
            for (Node t : n.tokenNodes()) {
                Token tok = p.tokens().get(t.tokenIndex());
                h = (h ^ tok.origin()) * 0x100000001b3L;
                h = (h ^ term.applyAsLong(tok)) * 0x100000001b3L;
            }
            h = (h ^ 0x5bd1e995L) * 0x100000001b3L; // node boundary: (a b)(c) is not (a)(b c)
        }
        return h;
    }

    public boolean foundNothing(long region) {
        return empty.contains(region);
    }

    public void markEmpty(long region) {
        empty.add(region);
    }

    /** Collects one round's candidates, each named by the region it touches, for {@link Offers#commitFirstParsing}. */
    public Offers offers(Program p) {
        return new Offers(p);
    }

    /** One round's candidates with their regions; a candidate whose region found nothing before is left out. */
    public final class Offers {
        private final Program p;
        private final List<Edit> candidates = new ArrayList<>();
        private final List<Long> regions = new ArrayList<>();

        private Offers(Program p) {
            this.p = p;
        }

        /** Offers {@code e} (null: nothing to offer) unless the region {@code touched} covers found nothing before. */
        public void add(Edit e, List<Node> touched) {
            if (e == null) return;
            long region = key(p, touched);
            if (foundNothing(region)) return;
            candidates.add(e);
            regions.add(region);
        }

        /** As {@link RegionMemory#commitFirstParsing}, over the candidates offered. */
        public void commitFirstParsing(ReductionContext ctx) throws CancelledException, InterruptedException {
            RegionMemory.this.commitFirstParsing(ctx, candidates, regions);
        }
    }

    /**
     * Commits the first candidate that parses and the oracle accepts, as
     * {@link ReductionContext#commitFirstParsing} does, and marks the region of every candidate
     * before it as having found nothing (all of them when none was accepted). A null region is not
     * remembered. The caller leaves out the candidates whose region {@link #foundNothing}.
     */
    public void commitFirstParsing(ReductionContext ctx, List<Edit> candidates, List<Long> regions)
            throws CancelledException, InterruptedException {
        Optional<Integer> chosen = ctx.commitFirstParsing(IntStream.range(0, candidates.size()).iterator(), candidates::get);
        for (Long region : regions.subList(0, chosen.orElse(candidates.size()))) {
            if (region != null) markEmpty(region);
        }
    }
}
