package io.pare.query;

import java.util.HashMap;
import java.util.Map;

import io.pare.files.Sha256;
import io.pare.files.Sha256.Digest;

/**
 * The second tier: failing verdicts of variants that are not subsequences of the best program
 * (replacements), keyed by the SHA-256 of the exact text the oracle saw. Entries larger than the
 * best program are evicted when it shrinks: no pass proposes a candidate larger than the best,
 * and the best never grows, so they cannot come back (RCC §6.4's progress-measure rule with
 * μ = token count). Same-size entries stay, so a size-neutral pass never queries one twice.
 */
final class HashCache {
    /** Estimated bytes per entry: 32-byte digest in a wrapper, the map node and the size. */
    static final long ENTRY_BYTES = 128;

    private Map<Digest, Integer> entries = new HashMap<>();

    static Object key(String text) {
        return Sha256.of(text);
    }

    /** The key as 64 hex digits, as the journal writes it. */
    static String hex(Object key) {
        return ((Digest) key).hex();
    }

    /** The key {@link #hex} wrote; IllegalArgumentException when it is not 64 hex digits. */
    static Object keyOfHex(String hex) {
        if (hex.length() != 64) throw new IllegalArgumentException("not a SHA-256: " + hex);
        return new Digest(Long.parseUnsignedLong(hex.substring(0, 16), 16), Long.parseUnsignedLong(hex.substring(16, 32), 16),
                Long.parseUnsignedLong(hex.substring(32, 48), 16), Long.parseUnsignedLong(hex.substring(48), 16));
    }

    synchronized boolean contains(Object key) {
        return entries.containsKey((Digest) key);
    }

    synchronized void recordFailure(Object key, int size) {
        entries.put((Digest) key, size);
    }

    synchronized void shrinkTo(int bestSize) {
        if (entries.isEmpty()) return;
        Map<Digest, Integer> next = new HashMap<>();
        entries.forEach((k, v) -> {
            if (v <= bestSize) next.put(k, v);
        });
        entries = next;
    }

    synchronized int size() {
        return entries.size();
    }

    synchronized long bytes() {
        return entries.size() * ENTRY_BYTES;
    }
}
