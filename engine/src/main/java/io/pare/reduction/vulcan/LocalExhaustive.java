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

    private void slide(ReductionContext ctx, List<Node> seq) throws CancelledException, InterruptedException {
        int pos = 0;
        while (pos + window <= seq.size()) {
            List<Node> win = new ArrayList<>(seq.subList(pos, pos + window));
            long region = memory == null ? 0 : RegionMemory.key(ctx.program(), win);
            if (memory != null && memory.foundNothing(region)) {
                pos++;
                continue;
            }
            Optional<List<Node>> deleted = ctx.commitFirstParsing(subsets(win), Edit::delete);
            if (deleted.isPresent()) {
                seq.removeAll(deleted.get());
            } else {
                if (memory != null) memory.markEmpty(region);
                pos++;
            }
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
