package io.pare.reduction;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * What a pass remembers between its rounds (refusals, regions that found nothing, declarations
 * the oracle kept): a set that only grows.
 *
 * <p>A pass may also run as a forecast ({@link #forecasting}): on the best program, ahead of its
 * turn, on another thread, so that the oracle's answers are ready when its turn comes. What it
 * learns then stays with the forecast, since the pass may never run on that program (the pass
 * before it may change it) and a memory the real run did not earn would change the result with
 * the job count. A forecast reads what the pass remembered before it started: the pass's own run
 * never overlaps its forecast.
 */
public final class Memo<K> {
    /** Per forecasting thread: what each memo learned during the forecast. */
    private static final ThreadLocal<Map<Memo<?>, Set<Object>>> FORECAST = new ThreadLocal<>();

    // concurrent: a forecast of a pass may read it while the pass's own round adds to it
    // (a fixpoint's next round, {@code Session#fixpoint})
    private final Set<K> kept = java.util.concurrent.ConcurrentHashMap.newKeySet();

    public boolean contains(K key) {
        Map<Memo<?>, Set<Object>> forecast = FORECAST.get();
        if (forecast != null) {
            Set<Object> learned = forecast.get(this);
            if (learned != null && learned.contains(key)) return true;
        }
        return kept.contains(key);
    }

    public void add(K key) {
        Map<Memo<?>, Set<Object>> forecast = FORECAST.get();
        if (forecast != null) {
            forecast.computeIfAbsent(this, m -> new HashSet<>()).add(key);
        } else {
            kept.add(key);
        }
    }

    public boolean isEmpty() {
        Map<Memo<?>, Set<Object>> forecast = FORECAST.get();
        Set<Object> learned = forecast == null ? null : forecast.get(this);
        return kept.isEmpty() && (learned == null || learned.isEmpty());
    }

    /** Runs {@code body} on this thread as a forecast: what every memo learns meanwhile is dropped after it. */
    public static <V> V forecasting(Callable<V> body) throws Exception {
        FORECAST.set(new IdentityHashMap<>());
        try {
            return body.call();
        } finally {
            FORECAST.remove();
        }
    }
}
