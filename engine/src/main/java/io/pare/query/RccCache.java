package io.pare.query;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import io.pare.program.IntArray;

/**
 * Refreshable compact caching (Tian et al., TOSEM 2023) of failing verdicts for deletion variants.
 *
 * <p>A variant that is a subsequence of the current best program is stored as the canonical
 * (greedy leftmost) list of intervals into it. When the best program shrinks, every entry is
 * decoded against the base it was encoded with and kept only if it is still a subsequence of the
 * new best: the others can never be generated again (their Theorem 4.2). Only failures are
 * cached: a passing variant becomes the new best and is never produced again.
 */
final class RccCache {
    private int[] base;
    private Set<IntervalKey> entries = new HashSet<>();
    private long generation;
    private long bytes;
    private long evicted;
    /**
     * Failures that stopped being deletions of the best when it changed other than by deleting
     * (a same-size replacement of Vulcan or T-Rec), by a digest of their lexemes, with their token
     * counts. The theorem behind eviction assumes the best only shrinks; a later replacement can
     * bring such a failure back as a deletion, and without these it was asked again (22 of 446
     * queries of the default on the SMT 12K case).
     */
    private final Map<Lexemes, Integer> parked = new HashMap<>();

    /** A SHA-256 digest of a lexeme sequence. */
    private record Lexemes(long a, long b, long c, long d) {
        static Lexemes of(int[] lexemes) {
            try {
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                ByteBuffer buf = ByteBuffer.allocate(4 * lexemes.length);
                for (int x : lexemes) buf.putInt(x);
                ByteBuffer h = ByteBuffer.wrap(md.digest(buf.array()));
                return new Lexemes(h.getLong(), h.getLong(), h.getLong(), h.getLong());
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("SHA-256 missing from the JDK", e);
            }
        }
    }

    private static final int PARKED_BYTES = 64;

    RccCache(int[] base) {
        this.base = base.clone();
    }

    /** Canonical intervals of {@code p} in {@code base}, or null when p is not a subsequence of it. */
    static int[] encode(int[] base, int[] p) {
        IntArray out = new IntArray(8);
        int j = 0;
        int i = 0;
        while (i < p.length) {
            while (j < base.length && base[j] != p[i]) j++;
            if (j == base.length) return null;
            out.add(j);
            while (j < base.length && i < p.length && base[j] == p[i]) {
                j++;
                i++;
            }
            out.add(j);
        }
        return out.toArray();
    }

    static int[] decode(int[] base, int[] e) {
        IntArray p = new IntArray(16);
        for (int k = 0; k < e.length; k += 2) {
            for (int x = e[k]; x < e[k + 1]; x++) p.add(base[x]);
        }
        return p.toArray();
    }

    /** The variant's key, or null when it is not a subsequence of the base (use the hash tier). */
    synchronized IntervalKey key(int[] variant) {
        int[] e = encode(base, variant);
        return e == null ? null : new IntervalKey(e, variant.length, generation);
    }

    synchronized boolean contains(IntervalKey key) {
        return key.generation() == generation && entries.contains(key);
    }

    /** Whether a deletion of the best is a failure parked when an earlier best was replaced (see {@link #parked}). */
    synchronized boolean parks(int[] variant) {
        return !parked.isEmpty() && parked.containsKey(Lexemes.of(variant));
    }

    /** Records a failure; a key encoded against an older base is dropped rather than mixed in. */
    synchronized void recordFailure(IntervalKey key) {
        if (key.generation() != generation) return;
        if (entries.add(key)) bytes += key.bytes();
    }

    /** Refresh (their Alg. 3, decoding with the base each entry was actually encoded against). */
    synchronized void rebase(int[] newBase) {
        Set<IntervalKey> next = new HashSet<>();
        long nextBytes = 0;
        long nextGeneration = generation + 1;
        // a best that is a deletion of the old one can only lose what it lost for good
        boolean shrunk = encode(base, newBase) != null;
        parked.values().removeIf(tokens -> tokens >= newBase.length);
        for (IntervalKey e : entries) {
            if (e.tokenCount() >= newBase.length) {
                evicted++;
                continue;
            }
            int[] q = decode(base, e.intervals());
            int[] e2 = encode(newBase, q);
            if (e2 == null) {
                evicted++;
                if (!shrunk) parked.put(Lexemes.of(q), q.length);
                continue;
            }
            IntervalKey k = new IntervalKey(e2, q.length, nextGeneration);
            if (next.add(k)) nextBytes += k.bytes();
        }
        entries = next;
        bytes = nextBytes;
        base = newBase.clone();
        generation = nextGeneration;
    }

    synchronized int size() {
        return entries.size();
    }

    /** Entries plus the base the encoder keeps. */
    synchronized long bytes() {
        return bytes + IntervalKey.align8(16 + 4L * base.length) + 48 + (long) PARKED_BYTES * parked.size();
    }

    synchronized long evicted() {
        return evicted;
    }
}
