package io.pare.reduction.dd;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * List reduction by deleting chunks of halving size, last chunk first, keeping every deletion
 * that the oracle accepts and never revisiting a granularity (the one-pass idea of OPDD,
 * Gharachorlu and Sumner, and of C-Reduce's chunk passes).
 *
 * <p>Why not ddmin here: ddmin's subset tests rarely succeed on code (a list item alone is seldom
 * a program), and each successful complement makes it revisit the chunks before it, so lists whose
 * items mostly must stay cost O(n²) queries. One pass per granularity costs at most about 2n, and
 * walking from the end first deletes uses before their definitions, so definitions can go in the
 * same pass. The fixpoint loop around the reducer restores 1-minimality.
 */
public final class ChunkDeletion {
    /** The start that stands for the whole list. */
    private static final int ALL = -1;

    private ChunkDeletion() {
    }

    /**
     * Reduces {@code items}, committing every accepted deletion, and returns the items kept.
     *
     * @param allowEmpty whether every item may go (false for {@code +} lists)
     */
    public static List<Node> reduce(ReductionContext ctx, List<Node> items, boolean allowEmpty)
            throws CancelledException, InterruptedException {
        List<Node> kept = new ArrayList<>(items);
        if (kept.isEmpty()) return kept;
        // "Everything goes" is tried first, in the same batch as the first halves rather than
        // alone, so that a second job has work from the first query on.
        boolean tryAll = allowEmpty;
        int chunk = Math.max(1, kept.size() / 2);
        while (true) {
            // Chunks are fixed at this granularity, aligned from the end; accepted ones disappear.
            int end = kept.size();
            while (end > 0) {
                List<Node> current = kept;
                int stop = end;
                int width = chunk;
                Iterator<Integer> starts = starts(stop, width, allowEmpty, current.size());
                if (tryAll) starts = withAllFirst(starts);
                tryAll = false;
                Optional<Integer> hit = ctx.commitFirst(starts, start -> start == ALL ? Edit.delete(current)
                        : Edit.delete(current.subList(start, Math.min(start + width, stop))));
                if (hit.isEmpty()) break;
                int start = hit.get();
                if (start == ALL) return List.of();
                List<Node> next = new ArrayList<>(kept.subList(0, start));
                next.addAll(kept.subList(Math.min(start + chunk, stop), kept.size()));
                kept = next;
                end = start;
            }
            if (chunk == 1) return kept;
            chunk = Math.max(1, chunk / 2);
        }
    }

    private static Iterator<Integer> withAllFirst(Iterator<Integer> starts) {
        return new Iterator<>() {
            boolean allGiven;

            @Override
            public boolean hasNext() {
                return !allGiven || starts.hasNext();
            }

            @Override
            public Integer next() {
                if (allGiven) return starts.next();
                allGiven = true;
                return ALL;
            }
        };
    }

    /** Chunk starts below {@code end}, last first; a chunk that would empty a + list is skipped. */
    private static Iterator<Integer> starts(int end, int chunk, boolean allowEmpty, int size) {
        return new Iterator<>() {
            int next = Math.max(0, end - chunk);
            boolean done = end <= 0;

            @Override
            public boolean hasNext() {
                while (!done && !allowEmpty && Math.min(next + chunk, end) - next >= size) advance();
                return !done;
            }

            @Override
            public Integer next() {
                if (!hasNext()) throw new NoSuchElementException();
                int s = next;
                advance();
                return s;
            }

            private void advance() {
                if (next == 0) {
                    done = true;
                } else {
                    next = Math.max(0, next - chunk);
                }
            }
        };
    }
}
