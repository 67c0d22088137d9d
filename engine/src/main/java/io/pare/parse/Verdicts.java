package io.pare.parse;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

import io.pare.files.Sha256;
import io.pare.files.Sha256.Digest;

/**
 * Yes-or-no answers about texts, by a digest of the text, the most recently used kept up to a
 * bound. An answer must depend on the text alone: then a forgotten one is worked out again, the
 * same, and it does not matter which thread asked first.
 */
final class Verdicts {
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
        Digest d = Sha256.of(text);
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
}
