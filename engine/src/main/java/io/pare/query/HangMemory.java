package io.pare.query;

import java.util.HashSet;
import java.util.Set;

/**
 * The deletions ({@link Variant#deletion}) that ran into the timeout. Perses proposes the same
 * deletion again in every round, on a program that lost other parts meanwhile (so neither
 * cache tier knows it), and an endless loop it made stays endless: on a Csmith program each
 * costs a job 10 s, and a third of the oracle's time went to them. Such a deletion is not
 * asked again. Not thread-safe: its owner locks.
 */
final class HangMemory {
    /** A boxed long in a hash set, with its share of the table. */
    private static final long ENTRY_BYTES = 48;

    private final Set<Long> deletions = new HashSet<>();
    /** The other candidates that hung (renames, replacements), by their texts' hashes, for {@link #hung}. */
    private final Set<Object> texts = new HashSet<>();

    void record(Variant v) {
        if (v.deletion() != 0) {
            deletions.add(v.deletion());
        } else {
            texts.add(HashCache.key(v.text()));
        }
    }

    /** Whether the candidate ran into the timeout: itself, or the same deletion of an earlier program. */
    boolean hung(Variant v) {
        if (v.deletion() != 0) return remembers(v);
        return !texts.isEmpty() && texts.contains(HashCache.key(v.text()));
    }

    boolean remembers(Variant v) {
        return v.deletion() != 0 && deletions.contains(v.deletion());
    }

    long bytes() {
        return deletions.size() * ENTRY_BYTES + texts.size() * HashCache.ENTRY_BYTES;
    }
}
