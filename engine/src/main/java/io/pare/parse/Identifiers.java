package io.pare.parse;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.antlr.v4.tool.LexerGrammar;
import org.antlr.v4.tool.Rule;

/**
 * Which token types are identifiers (Vulcan's identifier replacement and T-Rec's canonical
 * names): a list of lexer rule names per bundled language, a guess from the rule names for any
 * other grammar, and the user's own list when given.
 */
public final class Identifiers {
    /** Lexer rule names of identifier tokens in the bundled grammars (and the ones being written). */
    private static final Map<String, List<String>> PER_LANGUAGE = Map.of(
            "smtlib2", List.of("SIMPLE_SYMBOL"),
            "c", List.of("Identifier", "IDENTIFIER"),
            "cpp", List.of("IDENTIFIER"),
            "rust", List.of("NON_KEYWORD_IDENTIFIER", "RAW_IDENTIFIER", "IDENTIFIER", "Identifier"),
            "java", List.of("Identifier", "IDENTIFIER"),
            "javascript", List.of("Identifier", "IDENTIFIER"));

    /**
     * Lexer rule names of tokens that name something but are not identifiers, per bundled
     * language: Rust's lifetimes. Identifier replacement renames them among themselves ({@code 'b}
     * to {@code 'a}), which frees a lifetime parameter for deletion; nothing else treats them as
     * names (T-Rec shortens them as lexemes).
     */
    private static final Map<String, List<String>> OTHER_NAMES = Map.of("rust", List.of("LIFETIME"));

    /** Rule names that mean "identifier" in most grammars (grammars-v4 conventions). */
    private static final Set<String> USUAL = Set.of("Identifier", "IDENTIFIER", "Ident", "IDENT", "ID", "Id", "NAME",
            "Name", "SIMPLE_SYMBOL", "NON_KEYWORD_IDENTIFIER", "SYMBOL", "Symbol", "WORD", "Word");

    private Identifiers() {
    }

    /**
     * Token types of a language's other names (see {@link #OTHER_NAMES}); none when the user
     * gave the identifier tokens ({@code override} non-null) or the language has none.
     */
    public static Set<Integer> otherNames(Language language, List<String> override) {
        Set<Integer> out = new LinkedHashSet<>();
        if (override != null || !(language instanceof GrammarLanguage g)) return out;
        LexerGrammar lexer = g.grammar().language().lexerGrammar();
        for (String n : OTHER_NAMES.getOrDefault(language.name(), List.of())) {
            int t = lexer.getTokenType(n);
            if (t > 0) out.add(t);
        }
        return out;
    }

    /** Token types of identifiers for a language; {@code override} (rule names) replaces the defaults when non-null. */
    public static Set<Integer> types(Language language, List<String> override) {
        Set<Integer> out = new LinkedHashSet<>();
        if (language instanceof TextLanguage) {
            if (override == null || override.contains("WORD")) out.add(TextLanguage.WORD);
            return out;
        }
        if (!(language instanceof GrammarLanguage g)) return out;
        LexerGrammar lexer = g.grammar().language().lexerGrammar();
        List<String> names = override != null ? override : PER_LANGUAGE.get(language.name());
        if (names != null) {
            for (String n : names) {
                int t = lexer.getTokenType(n);
                if (t > 0) out.add(t);
            }
            if (override != null || !out.isEmpty()) return out;
        }
        for (Rule r : lexer.rules.values()) {
            if (!r.isFragment() && USUAL.contains(r.name)) {
                int t = lexer.getTokenType(r.name);
                if (t > 0) out.add(t);
            }
        }
        return out;
    }
}
