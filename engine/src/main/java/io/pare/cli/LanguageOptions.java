package io.pare.cli;

import java.io.IOException;
import java.nio.file.Path;

import io.pare.parse.Language;
import io.pare.parse.Languages;
import picocli.CommandLine.Option;

/** How every command picks a language: a user grammar, a forced name, or the file's extension. */
final class LanguageOptions {
    @Option(names = "--language", paramLabel = "L", description = "Force a language: c, cpp, java, javascript, rust, smtlib2, text (default: from the extension).")
    String language;

    @Option(names = "--grammar", paramLabel = "G.g4", description = "Use your own ANTLR 4 grammar.")
    Path grammar;

    @Option(names = "--lexer", paramLabel = "L.g4", description = "The lexer grammar belonging to --grammar, if separate.")
    Path lexer;

    @Option(names = "--start", paramLabel = "RULE", description = "Start rule of --grammar.")
    String start;

    private Language forcedLanguage;

    /** The language the options force, or null when it comes from each file's extension. */
    Language forced() throws UsageException {
        if (forcedLanguage == null) forcedLanguage = load();
        return forcedLanguage;
    }

    /** Loads it once: a user grammar goes through the ANTLR tool, which a multi-file input would repeat per file. */
    private Language load() throws UsageException {
        try {
            if (grammar != null) {
                if (start == null) throw new UsageException("--grammar needs --start RULE");
                return Languages.userGrammar(grammar, lexer, start);
            }
            return language != null ? Languages.byName(language) : null;
        } catch (IllegalArgumentException | io.pare.grammars.GrammarException e) {
            throw new UsageException(e.getMessage());
        } catch (IOException e) {
            throw new UsageException("cannot read grammar: " + e.getMessage());
        }
    }

    /** The language for one input: forced, or by extension; bytes that are not text get the fallback. */
    Language forFile(InputFile in) throws UsageException {
        if (in.binary()) return Languages.byName(Languages.TEXT);
        Language forced = forced();
        return forced != null ? forced : Languages.forFile(in.path().getFileName().toString());
    }
}
