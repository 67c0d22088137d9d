package io.pare.server.text;

import java.util.Arrays;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * Converts between character offsets in a text and LSP positions (line, UTF-16 code unit), which is
 * what Java string indexes are. Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}.
 */
public final class Positions {
    private final String text;
    private final int[] lineStarts;

    public Positions(String text) {
        this.text = text;
        int[] starts = new int[16];
        int n = 0;
        starts[n++] = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') i++;
            if (c == '\n' || c == '\r') {
                if (n == starts.length) starts = Arrays.copyOf(starts, n * 2);
                starts[n++] = i + 1;
            }
        }
        this.lineStarts = Arrays.copyOf(starts, n);
    }

    public Position position(int offset) {
        int o = Math.max(0, Math.min(offset, text.length()));
        int line = Arrays.binarySearch(lineStarts, o);
        if (line < 0) line = -line - 2;
        return new Position(line, o - lineStarts[line]);
    }

    public Range range(int start, int end) {
        return new Range(position(start), position(end));
    }

    /** The range of the whole text, for a whole-document edit. */
    public Range whole() {
        return range(0, text.length());
    }

    public int offset(Position p) {
        if (p.getLine() >= lineStarts.length) return text.length();
        return Math.min(text.length(), lineStarts[Math.max(0, p.getLine())] + Math.max(0, p.getCharacter()));
    }
}
