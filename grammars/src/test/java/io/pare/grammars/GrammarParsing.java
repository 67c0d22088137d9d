package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.PredictionMode;

/** Test helper: parses text with a grammar and collects every lexer and parser error. */
public final class GrammarParsing {
    private GrammarParsing() {
    }

    /** Returns the syntax errors (empty when the text parses), each as "line:col message". */
    public static List<String> errors(LanguageGrammar grammar, String text) {
        List<String> errors = new ArrayList<>();
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg, RecognitionException e) {
                errors.add(line + ":" + col + " " + msg);
            }
        };
        var lexer = grammar.newLexer(CharStreams.fromString(text));
        lexer.addErrorListener(listener);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        var parser = grammar.newParser(tokens);
        parser.getInterpreter().setPredictionMode(PredictionMode.LL);
        parser.addErrorListener(listener);
        parser.parse(grammar.rule(grammar.startRule()).index);
        if (tokens.LA(1) != Token.EOF) {
            errors.add("input left over at token " + tokens.LT(1).getText());
        }
        return errors;
    }

    /** The repository's benchmark cases, {@code bench/cases} under the repository root (-Dpare.root overrides the root). */
    public static Path benchCases() {
        Path dir = repositoryRoot().resolve("bench/cases");
        if (!Files.isDirectory(dir)) fail("missing benchmark cases " + dir);
        return dir;
    }

    /** The folder holding the reactor's pom.xml and grammars/, found upwards from the working directory. */
    public static Path repositoryRoot() {
        String prop = System.getProperty("pare.root");
        if (prop != null && !prop.isBlank()) return Path.of(prop).toAbsolutePath().normalize();
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !(Files.isDirectory(root.resolve("grammars")) && Files.isRegularFile(root.resolve("pom.xml")))) {
            root = root.getParent();
        }
        if (root == null) fail("cannot find the repository root from " + Path.of("").toAbsolutePath());
        return root;
    }
}
