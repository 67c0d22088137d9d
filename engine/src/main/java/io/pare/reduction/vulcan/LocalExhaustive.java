package io.pare.reduction.vulcan;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Tree-based local exhaustive enumeration (Vulcan Alg. 4, with the spec's corrections): level by
 * level from the root, a window of {@code w} consecutive nodes slides over the level, and every
 * way to delete at least two of its nodes together is tried, most deletions first. Candidates
 * that do not parse are skipped without a query. One call is one full pass over all levels.
 */
public final class LocalExhaustive implements Reducer {
    private final int window;
    /** Windows where no deletion was interesting, or null to try every window every time (the paper's way). */
    private final RegionMemory memory;

    public LocalExhaustive(int window) {
        this(window, null);
    }

    private LocalExhaustive(int window, RegionMemory memory) {
        if (window < 2) throw new IllegalArgumentException("window must be at least 2");
        this.window = window;
        this.memory = memory;
    }

    /** One that skips a window where it found nothing before, until one of the window's tokens changed. */
    public static LocalExhaustive remembering(int window) {
        return new LocalExhaustive(window, new RegionMemory());
    }

    @Override
    public String name() {
        return "vulcan:EE";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Node root = ctx.program().root();
        List<Node> seq = new ArrayList<>(List.of(root));
        while (seq.size() < window && hasInner(seq)) seq = expand(seq);
        int previous = -1;
        while (true) {
            if (seq.size() >= window && seq.size() != previous) slide(ctx, seq);
            previous = seq.size();
            if (!hasInner(seq)) break;
            seq = expand(seq);
        }
    }

    /**
     * Slides the window over one level. The windows' candidates form one stream, in the order the
     * paper visits them, with each window's taken to have failed when the stream moves past it (a
     * refusal changes nothing): a window has a few candidates, often none that parse, and a query
     * round per window left all but one or two jobs idle. The first accepted candidate is the one
     * the window-by-window loop would commit; the level goes on from its window.
     */
    private void slide(ReductionContext ctx, List<Node> seq) throws CancelledException, InterruptedException {
        int pos = 0;
        while (pos + window <= seq.size()) {
            Windows windows = new Windows(ctx, seq, pos);
            Optional<Deletion> deleted = ctx.commitFirstParsing(windows, d -> Edit.delete(d.nodes()));
            int upTo = deleted.map(Deletion::pos).orElse(seq.size());
            if (memory != null) windows.markEmptyBefore(upTo);
            if (deleted.isEmpty()) return;
            seq.removeAll(deleted.get().nodes());
            pos = deleted.get().pos();
        }
    }

    /** A candidate: the nodes to delete and the window position they come from. */
    private record Deletion(int pos, List<Node> nodes) {
    }

    /** The candidates of the windows from a position on, window by window, skipping remembered ones. */
    private final class Windows implements Iterator<Deletion> {
        private final ReductionContext ctx;
        private final List<Node> seq;
        private int pos;
        private int currentPos = -1;
        private Iterator<List<Node>> current = java.util.Collections.emptyIterator();
        /** Region keys of the windows streamed, by position. */
        private final java.util.Map<Integer, Long> regions = new java.util.LinkedHashMap<>();

        Windows(ReductionContext ctx, List<Node> seq, int pos) {
            this.ctx = ctx;
            this.seq = seq;
            this.pos = pos;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext()) {
                if (pos + window > seq.size()) return false;
                List<Node> win = new ArrayList<>(seq.subList(pos, pos + window));
                if (memory != null) {
                    long region = RegionMemory.key(ctx.program(), win);
                    if (memory.foundNothing(region)) {
                        pos++;
                        continue;
                    }
                    regions.put(pos, region);
                }
                currentPos = pos++;
                current = subsets(win);
            }
            return true;
        }

        @Override
        public Deletion next() {
            if (!hasNext()) throw new NoSuchElementException();
            return new Deletion(currentPos, current.next());
        }

        /** Remembers the windows streamed before position {@code upTo}: each was asked about and refused everything. */
        void markEmptyBefore(int upTo) {
            regions.forEach((p, region) -> {
                if (p < upTo) memory.markEmpty(region);
            });
        }
    }

    /** Subsets of the window with at least two nodes, largest first, then in lexicographic order of positions. */
    static Iterator<List<Node>> subsets(List<Node> win) {
        int w = win.size();
        List<int[]> masks = new ArrayList<>();
        for (int k = w; k >= 2; k--) {
            combos(w, k, 0, new int[k], 0, masks);
        }
        Iterator<int[]> it = masks.iterator();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public List<Node> next() {
                if (!it.hasNext()) throw new NoSuchElementException();
                List<Node> out = new ArrayList<>();
                for (int i : it.next()) out.add(win.get(i));
                return out;
            }
        };
    }

    private static void combos(int n, int k, int from, int[] acc, int depth, List<int[]> out) {
        if (depth == k) {
            out.add(acc.clone());
            return;
        }
        for (int i = from; i <= n - (k - depth); i++) {
            acc[depth] = i;
            combos(n, k, i + 1, acc, depth + 1, out);
        }
    }

    private static boolean hasInner(List<Node> seq) {
        for (Node n : seq) {
            if (n.kind() != NodeKind.TOKEN && !n.children().isEmpty()) return true;
        }
        return false;
    }

    /** The next level: every inner node replaced by its children, leaves kept; empty nodes dropped. */
    static List<Node> expand(List<Node> seq) {
        List<Node> out = new ArrayList<>();
        for (Node n : seq) {
            if (n.kind() == NodeKind.TOKEN) {
                out.add(n);
            } else {
                for (Node c : n.children()) {
                    if (c.size() > 0) out.add(c);
                }
            }
        }
        return out;
    }
}
