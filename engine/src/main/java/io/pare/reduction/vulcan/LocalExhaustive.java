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

    /**
     * One pass over every level. The windows' candidates, level after level, form one stream in
     * the order the paper visits them, each window taken to have failed when the stream moves past
     * it (a refusal changes nothing, so the next window and the next level are what the
     * window-by-window loop would see): a window has a few candidates, often none that parse, and
     * a query round per window left all but one or two jobs idle. The first accepted candidate is
     * the one that loop would commit; the pass goes on from its window, on its level.
     */
    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Node root = ctx.program().root();
        List<Node> seq = new ArrayList<>(List.of(root));
        while (seq.size() < window && hasInner(seq)) seq = expand(seq);
        Windows windows = new Windows(ctx, seq, 0, seq.size() >= window);
        while (true) {
            Optional<Deletion> deleted = ctx.commitFirstParsing(windows, d -> Edit.delete(d.nodes()));
            if (memory != null) windows.markEmptyBefore(deleted.map(Deletion::window).orElse(Long.MAX_VALUE));
            if (deleted.isEmpty()) return;
            Deletion d = deleted.get();
            d.level().removeAll(d.nodes());
            windows = new Windows(ctx, d.level(), d.pos(), true);
        }
    }

    /** A candidate: the nodes to delete, the level and position of their window, and the window's number in the stream. */
    private record Deletion(List<Node> level, int pos, long window, List<Node> nodes) {
    }

    /** The candidates of the windows from a level's position on, then of the levels below; remembered windows skipped. */
    private final class Windows implements Iterator<Deletion> {
        private final ReductionContext ctx;
        private List<Node> seq;
        private int pos;
        /** Whether the windows of this level are tried (a level no longer than the one above it holds the same nodes). */
        private boolean sliding;
        private int currentPos = -1;
        private long windowsMade;
        private Iterator<List<Node>> current = java.util.Collections.emptyIterator();
        /** Region keys of the windows streamed, by their number in the stream. */
        private final java.util.Map<Long, Long> regions = new java.util.LinkedHashMap<>();

        Windows(ReductionContext ctx, List<Node> seq, int pos, boolean sliding) {
            this.ctx = ctx;
            this.seq = seq;
            this.pos = pos;
            this.sliding = sliding;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext()) {
                if (sliding && pos + window <= seq.size()) {
                    List<Node> win = new ArrayList<>(seq.subList(pos, pos + window));
                    if (memory != null) {
                        long region = RegionMemory.key(ctx.program(), win);
                        if (memory.foundNothing(region)) {
                            pos++;
                            continue;
                        }
                        regions.put(windowsMade + 1, region);
                    }
                    windowsMade++;
                    currentPos = pos++;
                    current = subsets(win);
                    continue;
                }
                int previous = seq.size();
                if (!hasInner(seq)) return false;
                seq = expand(seq);
                pos = 0;
                sliding = seq.size() >= window && seq.size() != previous;
            }
            return true;
        }

        @Override
        public Deletion next() {
            if (!hasNext()) throw new NoSuchElementException();
            return new Deletion(seq, currentPos, windowsMade, current.next());
        }

        /** Remembers the windows streamed before window {@code upTo}: each was asked about and refused everything. */
        void markEmptyBefore(long upTo) {
            regions.forEach((n, region) -> {
                if (n < upTo) memory.markEmpty(region);
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
