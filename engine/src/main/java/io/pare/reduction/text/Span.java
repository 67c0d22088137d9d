package io.pare.reduction.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.pare.parse.TextLanguage;

/**
 * One change to a text: the characters in [start, end) read {@code with} instead. Text passes
 * propose edits as lists of spans on the best text, so an edit can reach where no token does
 * (inside a comment or a string, across a line).
 */
record Span(int start, int end, String with) {
    Span {
        if (start < 0 || end < start) throw new IllegalArgumentException("bad span " + start + ".." + end);
    }

    /**
     * Deletes [start, end), leaving one space where the two sides would otherwise touch: glued
     * together, {@code a/*x*}{@code /b} would read as one word, or {@code + +} as {@code ++},
     * and the candidate would test something other than the deletion.
     */
    static Span deletion(String text, int start, int end) {
        boolean glue = start > 0 && end < text.length() && touches(text.charAt(start - 1)) && touches(text.charAt(end));
        return new Span(start, end, glue ? " " : "");
    }

    /**
     * Replaces [start, end) by {@code with}, with a space on a side where a word would otherwise
     * run into it: {@code toBuilder()} with its parentheses replaced by {@code 0} must read
     * {@code toBuilder 0} (which does not parse), not the name {@code toBuilder0}, and
     * {@code return(x)} must read {@code return 0}, not {@code return0}.
     */
    static Span replacement(String text, int start, int end, String with) {
        boolean before = start > 0 && !with.isEmpty() && TextLanguage.isWordChar(text.charAt(start - 1))
                && TextLanguage.isWordChar(with.charAt(0));
        boolean after = end < text.length() && !with.isEmpty() && TextLanguage.isWordChar(text.charAt(end))
                && TextLanguage.isWordChar(with.charAt(with.length() - 1));
        return new Span(start, end, (before ? " " : "") + with + (after ? " " : ""));
    }

    private static boolean touches(char c) {
        return !Character.isWhitespace(c) && "()[]{};,".indexOf(c) < 0;
    }

    /** The text with the spans applied; null when two of them overlap (no such edit exists). */
    static String apply(String text, List<Span> spans) {
        List<Span> sorted = new ArrayList<>(spans);
        sorted.sort(Comparator.comparingInt(Span::start).thenComparingInt(Span::end));
        StringBuilder sb = new StringBuilder(text.length());
        int at = 0;
        for (Span s : sorted) {
            if (s.start() < at || s.end() > text.length()) return null;
            sb.append(text, at, s.start()).append(s.with());
            at = s.end();
        }
        return sb.append(text, at, text.length()).toString();
    }
}
