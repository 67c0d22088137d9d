package io.pare.reduction.dd;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

import io.pare.program.Edit;
import io.pare.program.Node;

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
    private ChunkDeletion() {
    }

    /** One candidate: delete the items from {@code start} (inclusive) to {@code stop}, or all of them. */
    public record Chunk(int start, int stop, int width, boolean all) {
        static Chunk everything() {
            return new Chunk(0, 0, 0, true);
        }
    }

    /**
     * The candidates of a list in the order the walk asks them if none is accepted. Perses chains
     * them with the candidates of the nodes after the list; {@link #after} goes on from an accepted one.
     *
     * @param allowEmpty whether every item may go (false for {@code +} lists)
     */
    public static Iterator<Chunk> candidates(List<Node> items, boolean allowEmpty) {
        // "Everything goes" comes first, in the same stream as the first halves rather than alone,
        // so that a second job has work from the first query on.
        return stream(items.size(), Math.max(1, items.size() / 2), items.size(), allowEmpty, allowEmpty);
    }

    /** The deletion a candidate of {@link #candidates} stands for. */
    public static Edit edit(List<Node> items, Chunk c) {
        return Edit.delete(c.all() ? items : items.subList(c.start(), c.stop()));
    }

    /** What is left of a list after an accepted chunk, and the candidates the walk goes on with. */
    public record Rest(List<Node> kept, Iterator<Chunk> candidates) {
    }

    /**
     * The list after {@code accepted} (a candidate over {@code items}) was committed: the items
     * kept, and the candidates the walk goes on with, below the deleted chunk at the same granularity.
     */
    public static Rest after(List<Node> items, boolean allowEmpty, Chunk accepted) {
        if (accepted.all()) return new Rest(List.of(), java.util.Collections.emptyIterator());
        List<Node> kept = new ArrayList<>(items.subList(0, accepted.start()));
        kept.addAll(items.subList(accepted.stop(), items.size()));
        return new Rest(List.copyOf(kept), stream(kept.size(), accepted.width(), accepted.start(), allowEmpty, false));
    }

    /**
     * The candidates the sequential walk asks from here on if none of them is accepted: this
     * granularity's chunks below {@code end} (aligned from it, last first), then every finer
     * granularity over the whole list. One stream rather than one per granularity, so that the
     * jobs are not left idle at the end of each granularity or on short lists.
     */
    private static Iterator<Chunk> stream(int size, int firstWidth, int firstEnd, boolean allowEmpty, boolean tryAll) {
        return new Iterator<>() {
            boolean allPending = tryAll;
            int width = firstWidth;
            int end = firstEnd;
            int next = Math.max(0, firstEnd - firstWidth);
            boolean levelDone = firstEnd <= 0;
            boolean done;

            @Override
            public boolean hasNext() {
                if (allPending) return true;
                while (!done) {
                    if (levelDone) {
                        if (width == 1) {
                            done = true;
                            break;
                        }
                        width = Math.max(1, width / 2);
                        end = size;
                        next = Math.max(0, end - width);
                        levelDone = false;
                    }
                    // a chunk that would empty a + list is passed over
                    if (allowEmpty || Math.min(next + width, end) - next < size) return true;
                    advance();
                }
                return false;
            }

            @Override
            public Chunk next() {
                if (!hasNext()) throw new NoSuchElementException();
                if (allPending) {
                    allPending = false;
                    return Chunk.everything();
                }
                Chunk c = new Chunk(next, Math.min(next + width, end), width, false);
                advance();
                return c;
            }

            private void advance() {
                if (next == 0) {
                    levelDone = true;
                } else {
                    next = Math.max(0, next - width);
                }
            }
        };
    }
}
