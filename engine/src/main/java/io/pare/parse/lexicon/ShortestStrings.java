package io.pare.parse.lexicon;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The first strings of a {@link Regex}'s smallest length, in {@link Shortlex} order (T-Rec §3.6),
 * drawn from the readable alphabet only.
 */
final class ShortestStrings {
    /** The length of a regex that derives no printable string. */
    private static final int NONE = Integer.MAX_VALUE / 4;

    private final Map<Regex, Integer> minLengths = new IdentityHashMap<>();
    private final int limit;

    private ShortestStrings(int limit) {
        this.limit = limit;
    }

    /** At most {@code limit} strings, or null when the regex derives no printable string. */
    static List<String> of(Regex r, int limit) {
        ShortestStrings s = new ShortestStrings(limit);
        int len = s.minLen(r);
        if (len >= NONE) return null;
        return s.exact(r, len);
    }

    private int minLen(Regex r) {
        Integer m = minLengths.get(r);
        if (m != null) return m;
        int v;
        if (r instanceof Regex.Chars c) {
            v = Shortlex.chars(c.set(), 1).isEmpty() ? NONE : 1;
        } else if (r instanceof Regex.Seq q) {
            long sum = 0;
            for (Regex i : q.items()) sum += minLen(i);
            v = (int) Math.min(sum, NONE);
        } else if (r instanceof Regex.Alt a) {
            v = NONE;
            for (Regex x : a.alternatives()) v = Math.min(v, minLen(x));
        } else if (r instanceof Regex.Named n) {
            v = minLen(n.body());
        } else if (r instanceof Regex.Loop l) {
            v = l.kind() == Regex.Kind.PLUS ? minLen(l.body()) : 0;
        } else {
            v = NONE;
        }
        minLengths.put(r, v);
        return v;
    }

    /** The first strings of exactly the minimal length {@code len} of r. */
    private List<String> exact(Regex r, int len) {
        if (r instanceof Regex.Chars c) {
            return Shortlex.chars(c.set(), limit).stream().map(String::valueOf).toList();
        }
        if (r instanceof Regex.Seq q) {
            List<String> acc = List.of("");
            for (Regex i : q.items()) {
                List<String> part = exact(i, minLen(i));
                TreeSet<String> next = new TreeSet<>(Shortlex.ORDER);
                for (String a : acc) for (String b : part) next.add(a + b);
                acc = next.stream().limit(limit).toList();
            }
            return acc;
        }
        if (r instanceof Regex.Alt a) {
            TreeSet<String> all = new TreeSet<>(Shortlex.ORDER);
            for (Regex x : a.alternatives()) {
                if (minLen(x) == len) all.addAll(exact(x, len));
            }
            return all.stream().limit(limit).toList();
        }
        if (r instanceof Regex.Named n) return exact(n.body(), len);
        if (r instanceof Regex.Loop l) {
            return l.kind() == Regex.Kind.PLUS ? exact(l.body(), len) : List.of("");
        }
        return List.of();
    }
}
