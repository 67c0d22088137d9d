package io.pare.grammars;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The languages Pare ships a grammar for, chosen by name or file extension.
 * Grammars are loaded on first use and shared; ANTLR's interpreters are built per parse.
 */
public final class BundledLanguages {

    /**
     * One bundled language: its name, file extensions, grammar resources, start rule, and how its
     * lexers are made (plain {@link org.antlr.v4.runtime.LexerInterpreter}s unless a language needs a hook).
     */
    public record Language(String name, List<String> extensions, String grammar, String lexer, String startRule,
            LanguageGrammar.LexerFactory lexerFactory) {
        public Language(String name, List<String> extensions, String grammar, String lexer, String startRule) {
            this(name, extensions, grammar, lexer, startRule, LanguageGrammar.LexerFactory.PLAIN);
        }
    }

    private static final List<Language> LANGUAGES = List.of(
            new Language("smtlib2", List.of("smt2", "smt", "smtlib", "smtlib2"), "smtlib2/SmtLib2.g4", null, "script"),
            new Language("c", List.of("c", "h", "i"), "c/C.g4", null, "compilationUnit"),
            // `.h` stays C's: a C++ header is chosen with --language cpp
            new Language("cpp", List.of("cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "ii"), "cpp/Cpp.g4", null,
                    "translationUnit"),
            new Language("rust", List.of("rs"), "rust/Rust.g4", null, "crate"),
            new Language("java", List.of("java"), "java/Java.g4", null, "compilationUnit"),
            new Language("javascript", List.of("js", "mjs", "cjs"), "javascript/JavaScriptParser.g4",
                    "javascript/JavaScriptLexer.g4", "program", JavaScriptLexer::new));

    private static final Map<String, LanguageGrammar> LOADED = new ConcurrentHashMap<>();

    private BundledLanguages() {
    }

    public static List<Language> all() {
        return LANGUAGES;
    }

    public static Optional<Language> byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return LANGUAGES.stream().filter(l -> l.name().equals(n)).findFirst();
    }

    public static Optional<Language> byFileName(String fileName) {
        int dot = fileName.lastIndexOf('.');
        if (dot < 0) return Optional.empty();
        String ext = fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        return LANGUAGES.stream().filter(l -> l.extensions().contains(ext)).findFirst();
    }

    public static LanguageGrammar grammar(Language language) {
        return LOADED.computeIfAbsent(language.name(), n -> LanguageGrammar.fromResources(n,
                language.grammar(), language.lexer(), language.startRule(), language.lexerFactory()));
    }
}
