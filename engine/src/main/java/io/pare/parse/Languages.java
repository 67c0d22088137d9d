package io.pare.parse;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.pare.grammars.BundledLanguages;
import io.pare.grammars.LanguageGrammar;

/** Chooses the language for an input: forced by name, from a user grammar, or by file extension. */
public final class Languages {
    private static final Map<String, GrammarLanguage> BUNDLED = new ConcurrentHashMap<>();
    public static final String TEXT = "text";

    private Languages() {
    }

    /** A bundled language by name ({@code text} for the grammar-free fallback). */
    public static Language byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.equals(TEXT)) return new TextLanguage();
        var lang = BundledLanguages.byName(n).orElseThrow(() -> new IllegalArgumentException(
                "unknown language '" + name + "'; known: " + known()));
        return BUNDLED.computeIfAbsent(lang.name(), k -> new GrammarLanguage(BundledLanguages.grammar(lang)));
    }

    /** The bundled language for a file name's extension, or the text fallback. */
    public static Language forFile(String fileName) {
        return BundledLanguages.byFileName(fileName).map(l -> byName(l.name())).orElseGet(TextLanguage::new);
    }

    /**
     * The language of an editor's document: the editor's language id when it names a bundled
     * language, else the file name's. The id settles what the extension cannot: a {@code .h}
     * header the editor treats as C++ is C++ (Pare's extension table reads it as C), and a file
     * with an unknown extension the user marked as C is C rather than plain text.
     */
    public static Language forDocument(String fileName, String editorLanguageId) {
        if (editorLanguageId != null && !editorLanguageId.isEmpty()) {
            var named = BundledLanguages.byName(editorLanguageId.toLowerCase(Locale.ROOT));
            if (named.isPresent()) return byName(named.get().name());
        }
        return forFile(fileName);
    }

    public static Language userGrammar(Path grammar, Path lexer, String startRule) throws IOException {
        String name = grammar.getFileName().toString().replaceFirst("\\.g4$", "");
        return new GrammarLanguage(LanguageGrammar.fromFiles(name, grammar, lexer, startRule));
    }

    public static String known() {
        StringBuilder sb = new StringBuilder();
        for (var l : BundledLanguages.all()) sb.append(l.name()).append(", ");
        return sb.append(TEXT).toString();
    }
}
