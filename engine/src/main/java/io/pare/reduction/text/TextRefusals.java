package io.pare.reduction.text;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.pare.reduction.Memo;

/**
 * Text edits the oracle refused, so that a later sweep of the same pass does not ask them again
 * while the text around them reads as it did. An edit is named by what it changes, the
 * {@value #CONTEXT} characters on either side of each change, and how often each word it removes
 * occurs in the whole text: deleting {@code let x = 1;} is refused while {@code x} is used
 * elsewhere and asked again once that use went. Places are left out, so an edit keeps its name
 * while the text before it shrinks. Like the tree passes' memories it is a bet: what a refusal
 * depends on farther away is not seen. The default schedule takes it; after a same-size change
 * elsewhere (a rename, a sub-tree swapped) the text passes then ask only about what changed,
 * where they used to sweep the whole text again.
 *
 * <p>Only refusals a sequential sweep asked may be recorded (those before the accepted edit), or
 * the result would depend on the job count.
 */
final class TextRefusals {
    static final int CONTEXT = 24;
    private static final Pattern WORD = Pattern.compile("[\\p{L}_$][\\p{L}\\p{N}_$]*");

    private final Memo<Long> refused = new Memo<>();

    /** How often each word occurs in a text. */
    static Map<String, Integer> words(String text) {
        Map<String, Integer> out = new HashMap<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) out.merge(m.group(), 1, Integer::sum);
        return out;
    }

    /** The name of {@code edit} on {@code text}, whose words are counted in {@code words}. */
    static long key(String text, Map<String, Integer> words, List<Span> edit) {
        long h = 0xcbf29ce484222325L;
        for (Span s : edit) {
            int from = Math.max(0, s.start() - CONTEXT);
            int to = Math.min(text.length(), s.end() + CONTEXT);
            h = mix(h, text.substring(from, s.start()).hashCode());
            String removed = text.substring(s.start(), s.end());
            h = mix(h, removed.hashCode());
            h = mix(h, s.with().hashCode());
            h = mix(h, text.substring(s.end(), to).hashCode());
            Matcher m = WORD.matcher(removed);
            while (m.find()) h = mix(h, words.getOrDefault(m.group(), 0));
            h = mix(h, 0x5bd1e995);
        }
        return h;
    }

    private static long mix(long h, int x) {
        return (h ^ x) * 0x100000001b3L;
    }

    boolean wasRefused(long key) {
        return refused.contains(key);
    }

    void refuse(long key) {
        refused.add(key);
    }
}
