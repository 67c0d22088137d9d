package io.pare.parse.lexicon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Derives a lexeme from a rule's {@link Regex}: the derivations of the lexeme's substrings by end
 * position, memoised per regex node and start, the first one found (alternative order, fewer
 * loop iterations) kept per end.
 */
final class LexTreeMatcher {
    private final String s;
    private final Map<Regex, Map<Integer, Map<Integer, LexTree>>> memo = new IdentityHashMap<>();

    private LexTreeMatcher(String s) {
        this.s = s;
    }

    /** The lex tree of the whole lexeme, or null when the regex cannot derive it. */
    static LexTree match(Regex r, String lexeme) {
        return new LexTreeMatcher(lexeme).ends(r, 0).get(lexeme.length());
    }

    private Map<Integer, LexTree> ends(Regex r, int pos) {
        Map<Integer, Map<Integer, LexTree>> byPos = memo.computeIfAbsent(r, k -> new HashMap<>());
        Map<Integer, LexTree> got = byPos.get(pos);
        if (got != null) return got;
        got = compute(r, pos);
        byPos.put(pos, got);
        return got;
    }

    private Map<Integer, LexTree> compute(Regex r, int pos) {
        Map<Integer, LexTree> out = new LinkedHashMap<>();
        if (r instanceof Regex.Chars c) {
            if (pos < s.length() && c.set().contains(s.charAt(pos))) out.put(pos + 1, LexTree.leaf(s.charAt(pos), c.set()));
        } else if (r instanceof Regex.Seq q) {
            Map<Integer, List<LexTree>> states = new LinkedHashMap<>();
            states.put(pos, List.of());
            for (Regex item : q.items()) {
                Map<Integer, List<LexTree>> next = new LinkedHashMap<>();
                for (var st : states.entrySet()) {
                    for (var e : ends(item, st.getKey()).entrySet()) {
                        if (next.containsKey(e.getKey())) continue;
                        List<LexTree> l = new ArrayList<>(st.getValue());
                        l.add(e.getValue());
                        next.put(e.getKey(), l);
                    }
                }
                states = next;
                if (states.isEmpty()) break;
            }
            states.forEach((end, l) -> out.put(end, LexTree.inner(LexTree.Kind.SEQ, l)));
        } else if (r instanceof Regex.Alt a) {
            for (Regex alt : a.alternatives()) {
                ends(alt, pos).forEach((end, t) -> out.putIfAbsent(end, LexTree.inner(LexTree.Kind.ALT, List.of(t))));
            }
        } else if (r instanceof Regex.Named n) {
            ends(n.body(), pos).forEach((end, t) -> out.put(end, LexTree.named(n.name(), t)));
        } else if (r instanceof Regex.Loop l) {
            LexTree.Kind kind = switch (l.kind()) {
                case OPTIONAL -> LexTree.Kind.OPTIONAL;
                case STAR -> LexTree.Kind.STAR;
                case PLUS -> LexTree.Kind.PLUS;
            };
            int max = l.kind() == Regex.Kind.OPTIONAL ? 1 : Integer.MAX_VALUE;
            Map<Integer, List<LexTree>> all = new LinkedHashMap<>();
            Map<Integer, List<LexTree>> frontier = new LinkedHashMap<>();
            frontier.put(pos, List.of());
            for (int iter = 0; iter < max && !frontier.isEmpty(); iter++) {
                Map<Integer, List<LexTree>> next = new LinkedHashMap<>();
                for (var st : frontier.entrySet()) {
                    for (var e : ends(l.body(), st.getKey()).entrySet()) {
                        if (e.getKey() <= st.getKey() || all.containsKey(e.getKey()) || next.containsKey(e.getKey())) continue;
                        List<LexTree> items = new ArrayList<>(st.getValue());
                        items.add(e.getValue());
                        next.put(e.getKey(), items);
                    }
                }
                all.putAll(next);
                frontier = next;
            }
            all.forEach((end, items) -> out.put(end, LexTree.inner(kind, items)));
            if (l.kind() != Regex.Kind.PLUS) out.putIfAbsent(pos, LexTree.inner(kind, List.of()));
        }
        return out;
    }
}
