package io.pare.program;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A program's token table: the parsed tokens first (in source order), then tokens candidates
 * introduced (a parsed token with a new text, or a generated token). It only grows, so an index
 * names one token for the program's lifetime.
 */
final class TokenTable {
    private final List<Token> tokens;
    /** Per entry: the parsed token whose place (layout, provenance) it takes, or -1 for a generated token. */
    private final IntArray place;
    private final int parsedCount;
    /** The entries introduced so far, so that asking for the same token twice gives the same index. */
    private final Map<String, Integer> introduced = new HashMap<>();

    TokenTable(List<Token> parsed) {
        this.tokens = new ArrayList<>(parsed);
        this.parsedCount = parsed.size();
        this.place = new IntArray(parsed.size());
        for (int i = 0; i < parsedCount; i++) place.add(i);
    }

    Token get(int index) {
        return tokens.get(index);
    }

    /** The token printed for an entry: {@code override}'s stand-in when it gives one (it may be null), else the entry. */
    Token shown(int index, IntFunction<Token> override) {
        if (override != null) {
            Token t = override.apply(index);
            if (t != null) return t;
        }
        return tokens.get(index);
    }

    int size() {
        return tokens.size();
    }

    List<Token> view() {
        return Collections.unmodifiableList(tokens);
    }

    /** The parsed tokens alone. */
    List<Token> parsed() {
        return tokens.subList(0, parsedCount);
    }

    int parsedCount() {
        return parsedCount;
    }

    int placeOf(int index) {
        return place.get(index);
    }

    boolean isIntroduced(int index) {
        return index >= parsedCount;
    }

    /** See {@link Program#retext}. */
    int retext(int index, String newText) {
        int at = place.get(index);
        if (at < 0) return generate(tokens.get(index).type(), newText, tokens.get(index).origin());
        Token parsed = tokens.get(at);
        if (parsed.text().equals(newText)) return at;
        return introduced.computeIfAbsent(at + "\u0000" + newText, k -> {
            tokens.add(new Token(parsed.type(), newText, parsed.start(), parsed.end(), parsed.origin()));
            place.add(at);
            return tokens.size() - 1;
        });
    }

    /** See {@link Program#generate}. */
    int generate(int type, String text, int origin) {
        return introduced.computeIfAbsent("g" + type + "\u0000" + origin + "\u0000" + text, k -> {
            tokens.add(new Token(type, text, -1, -1, origin));
            place.add(-1);
            return tokens.size() - 1;
        });
    }
}
