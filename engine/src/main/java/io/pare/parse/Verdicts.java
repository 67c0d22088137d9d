package io.pare.parse;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Yes-or-no answers about texts, by a digest of the text, the most recently used kept up to a
 * bound. An answer must depend on the text alone: then a forgotten one is worked out again, the
 * same, and it does not matter which thread asked first.
 */
final class Verdicts {
    private record Digest(long a, long b) {
    }

    private final Map<Digest, Boolean> kept;

    Verdicts(int bound) {
        this.kept = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Digest, Boolean> eldest) {
                return size() > bound;
            }
        };
    }

    boolean computeIfAbsent(String text, Predicate<String> answer) {
        Digest d = digest(text);
        synchronized (kept) {
            Boolean known = kept.get(d);
            if (known != null) return known;
        }
        boolean v = answer.test(text); // outside the lock: two threads may both work one out, alike
        synchronized (kept) {
            kept.put(d, v);
        }
        return v;
    }

    int size() {
        synchronized (kept) {
            return kept.size();
        }
    }

    private static Digest digest(String text) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(h);
            return new Digest(bb.getLong(), bb.getLong());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }
}
