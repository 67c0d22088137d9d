package io.pare.reduction.trec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.ParseFailedException;
import io.pare.program.Program;
import io.pare.program.Symbols;
import io.pare.program.Token;

/**
 * Every token of a T-Rec input with its offsets in the input and its replacement in the result
 * (T-Rec never adds or deletes tokens, so the two token lists align). A token T-Rec could have
 * simplified but that kept its text "resisted": the oracle's property depends on it.
 */
public final class TokenReport {
    private TokenReport() {
    }

    /**
     * @param replacement the token's text in the result, or null when unchanged (or the lists do not align)
     */
    public record Entry(int index, String type, String text, int start, int end, String replacement, boolean resisted) {
    }

    /** Empty when either text does not parse. */
    public static List<Entry> of(Language lang, String before, String after, List<String> identifierTokens)
            throws IOException {
        List<Entry> out = new ArrayList<>();
        Program a;
        Program b;
        try {
            a = lang.parse("input", before, StandardCharsets.UTF_8, x -> x);
            b = lang.parse("input", after, StandardCharsets.UTF_8, x -> x);
        } catch (ParseFailedException e) {
            return out;
        }
        TRec trec = new TRec(lang, Identifiers.types(lang, identifierTokens), Set.of());
        List<Token> ta = a.currentTokenList();
        List<Token> tb = b.currentTokenList();
        boolean aligned = ta.size() == tb.size();
        for (int i = 0; i < ta.size(); i++) {
            Token t = ta.get(i);
            String now = aligned ? tb.get(i).text() : null;
            String replacement = now != null && !now.equals(t.text()) ? now : null;
            out.add(new Entry(i, a.symbolName(Symbols.token(t.type())), t.text(), t.origin(),
                    t.origin() + t.text().length(), replacement, replacement == null && trec.canImprove(t.type(), t.text())));
        }
        return out;
    }
}
