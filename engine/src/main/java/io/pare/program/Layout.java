package io.pare.program;

import java.util.function.IntFunction;

/**
 * Prints token sequences of a program in the layout of its text: the spacing and comments
 * between tokens that were neighbours in the parsed text are kept, and elsewhere the layout
 * around the tokens is reused, with a space only where two tokens would otherwise lex as one.
 */
final class Layout {
    private final String text;
    private final TokenTable table;
    private final Spacer spacer;
    /** Start and end offsets of the comments in {@code text}, in pairs, in order. */
    private final int[] comments;

    Layout(String text, TokenTable table, Spacer spacer, int[] comments) {
        this.text = text;
        this.table = table;
        this.spacer = spacer;
        this.comments = comments.clone();
    }

    Spacer spacer() {
        return spacer;
    }

    /** See {@link Program#render(int[], IntFunction)}. */
    String render(int[] indices, IntFunction<Token> override) {
        StringBuilder sb = new StringBuilder(indices.length * 6);
        if (indices.length == 0) {
            return "";
        }
        int parsedCount = table.parsedCount();
        Token first = table.shown(indices[0], override);
        int firstPlace = table.placeOf(indices[0]);
        if (firstPlace >= 0) sb.append(leadingLayout(firstPlace));
        sb.append(first.text());
        for (int k = 1; k < indices.length; k++) {
            Token a = table.shown(indices[k - 1], override);
            Token b = table.shown(indices[k], override);
            int i = table.placeOf(indices[k - 1]);
            int j = table.placeOf(indices[k]);
            String gap;
            if (i < 0 || j < 0 || j <= i) {
                // generated, or moved before a token it followed (sub-tree replacement reorders)
                gap = generatedGap(a, b);
            } else if (j == i + 1) {
                gap = text.substring(table.get(indices[k - 1]).end(), table.get(indices[k]).start());
                boolean standIn = a != table.get(indices[k - 1]) || b != table.get(indices[k]);
                if (gap.isEmpty() && (indices[k - 1] >= parsedCount || indices[k] >= parsedCount || standIn)
                        && spacer.mustSeparate(a, b)) {
                    gap = " ";
                }
            } else {
                gap = joinGap(i, j);
                if (gap.isEmpty() && spacer.mustSeparate(a, b)) gap = " ";
            }
            sb.append(gap).append(b.text());
        }
        int lastPlace = table.placeOf(indices[indices.length - 1]);
        if (lastPlace == parsedCount - 1) {
            sb.append(text, table.get(lastPlace).end(), text.length());
        } else if (text.endsWith("\n") && sb.charAt(sb.length() - 1) != '\n') {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Next to a generated token: nothing after an opening or before a closing bracket, else one space. */
    private String generatedGap(Token a, Token b) {
        if (spacer.mustSeparate(a, b)) return " ";
        String l = a.text();
        String r = b.text();
        if (l.endsWith("(") || l.endsWith("[") || l.endsWith("{")) return "";
        if (r.startsWith(")") || r.startsWith("]") || r.startsWith("}") || r.startsWith(",") || r.startsWith(";")) return "";
        return " ";
    }

    private String leadingLayout(int firstIndex) {
        Token t = table.get(firstIndex);
        int from = firstIndex == 0 ? 0 : table.get(firstIndex - 1).end();
        String before = text.substring(from, t.start());
        // Keep a header comment (licence lines, a RUN: line) only when nothing before it was cut.
        if (firstIndex == 0) return before;
        return indentation(before);
    }

    private String joinGap(int i, int j) {
        String after = text.substring(table.get(i).end(), table.get(i + 1).start());
        String before = text.substring(table.get(j - 1).end(), table.get(j).start());
        boolean newline = after.indexOf('\n') >= 0 || before.indexOf('\n') >= 0;
        if (newline) {
            return "\n" + indentation(before);
        }
        return onlyBlanks(before);
    }

    private static String indentation(String gap) {
        int nl = gap.lastIndexOf('\n');
        return onlyBlanks(nl < 0 ? "" : gap.substring(nl + 1));
    }

    private static String onlyBlanks(String s) {
        int n = 0;
        while (n < s.length() && (s.charAt(n) == ' ' || s.charAt(n) == '\t')) n++;
        return n == s.length() ? s : (n == 0 ? "" : " ");
    }

    boolean hasComments() {
        return comments.length > 0;
    }

    int[] comments() {
        return comments.clone();
    }

    /** See {@link Program#renderWithoutComments}. */
    String renderWithoutComments() {
        StringBuilder sb = new StringBuilder(text.length());
        int count = table.size();
        for (int k = 0; k < count; k++) {
            int from = k == 0 ? 0 : table.get(k - 1).end();
            Token t = table.get(k);
            String gap = text.substring(from, t.start());
            if (commentIn(from, t.start())) {
                String bare = withoutComments(from, t.start());
                gap = k == 0 ? "" : bare.indexOf('\n') >= 0 ? "\n" + indentation(bare) : onlyBlanks(bare);
                if (gap.isEmpty() && k > 0 && spacer.mustSeparate(table.get(k - 1), t)) gap = " ";
            }
            sb.append(gap).append(t.text());
        }
        int last = count == 0 ? 0 : table.get(count - 1).end();
        if (commentIn(last, text.length())) {
            if (text.endsWith("\n")) sb.append('\n');
        } else {
            sb.append(text, last, text.length());
        }
        return sb.toString();
    }

    private boolean commentIn(int from, int to) {
        for (int c = 0; c < comments.length; c += 2) {
            if (comments[c] >= from && comments[c + 1] <= to) return true;
        }
        return false;
    }

    private String withoutComments(int from, int to) {
        StringBuilder sb = new StringBuilder();
        int at = from;
        for (int c = 0; c < comments.length; c += 2) {
            if (comments[c] >= from && comments[c + 1] <= to) {
                sb.append(text, at, comments[c]);
                at = comments[c + 1];
            }
        }
        return sb.append(text, at, to).toString();
    }
}
