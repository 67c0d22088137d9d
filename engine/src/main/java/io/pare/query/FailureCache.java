package io.pare.query;

import java.util.HashSet;
import java.util.Set;

/**
 * The candidates known to fail without asking the oracle, in four tiers: deletions of the best
 * program ({@link RccCache}), other texts that failed ({@link HashCache}), former best programs
 * (the history: a size-neutral pass must not go back to one, Vulcan §4, RCC §6.4), and
 * deletions that hung ({@link HangMemory}).
 */
final class FailureCache {
    /** The tiers' sizes as of one moment. */
    record Figures(long bytes, long peakBytes, int rccEntries, int hashEntries, long rccEvicted) {
    }

    private RccCache rcc;
    private final HashCache hashes = new HashCache();
    private final HangMemory hangs = new HangMemory();
    private final Set<Object> history = new HashSet<>();
    private int bestSize = Integer.MAX_VALUE;
    private long peakBytes;

    /**
     * The best program changed: RCC refreshes against it; the hash tier evicts the entries with
     * more tokens than it (no pass ever proposes a candidate larger than the best, and the best
     * never grows, so those cannot come back; same-size entries stay, since size-neutral passes
     * such as identifier replacement and T-Rec may propose them again); and the program joins
     * the history when its text is given.
     */
    synchronized void newBest(int[] lexemes, String text) {
        if (rcc == null) {
            rcc = new RccCache(lexemes);
        } else {
            rcc.rebase(lexemes);
        }
        hashes.shrinkTo(lexemes.length);
        bestSize = lexemes.length;
        if (text != null) history.add(HashCache.key(text));
    }

    /** The key a candidate is cached under: its deletion of the best where RCC can say, else its text's hash. */
    synchronized Object keyOf(Variant v) {
        // A variant as large as the best is no deletion: hash it, so the history can recognise a former best.
        if (!v.byText() && v.lexemes() != null && rcc != null && v.lexemes().length < bestSize) {
            IntervalKey k = rcc.key(v.lexemes());
            if (k != null) return k;
        }
        return HashCache.key(v.text());
    }

    /** The tier that knows the candidate fails, or null when none does. */
    synchronized CacheTier lookup(Object key, Variant v) {
        if (hangs.remembers(v)) return CacheTier.HANG;
        if (key instanceof IntervalKey k) {
            if (rcc.contains(k) || rcc.parks(v.lexemes())) return CacheTier.RCC;
            // a replacement that failed (hashed) may come back as a deletion of a later best
            if (hashes.size() == 0 || !hashes.contains(HashCache.key(v.text()))) return null;
            return CacheTier.HASH;
        }
        if (hashes.contains(key)) return CacheTier.HASH;
        if (history.contains(key)) return CacheTier.HISTORY;
        return null;
    }

    synchronized void recordFailure(Object key, Variant v) {
        if (key instanceof IntervalKey k) {
            rcc.recordFailure(k);
        } else {
            hashes.recordFailure(key, v.lexemes() != null ? v.lexemes().length : Integer.MAX_VALUE);
        }
        peakBytes = Math.max(peakBytes, bytes());
    }

    /** A failure known from an earlier run (the journal), by its text's hash. */
    synchronized void recordKnownFailure(Object textKey, int tokens) {
        hashes.recordFailure(textKey, tokens);
        peakBytes = Math.max(peakBytes, bytes());
    }

    synchronized void recordHang(Variant v) {
        hangs.record(v);
    }

    synchronized boolean hung(Variant v) {
        return hangs.hung(v);
    }

    synchronized Figures figures() {
        long bytes = bytes();
        return new Figures(bytes, Math.max(peakBytes, bytes), rcc == null ? 0 : rcc.size(), hashes.size(),
                rcc == null ? 0 : rcc.evicted());
    }

    private long bytes() {
        return (rcc == null ? 0 : rcc.bytes()) + hashes.bytes() + hangs.bytes();
    }
}
