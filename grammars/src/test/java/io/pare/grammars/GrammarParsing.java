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

    /** shared/bench: -Dpare.sharedBench, else ../shared/bench beside the repository root; fails when it is missing. */
    public static Path sharedBench() {
        String prop = System.getProperty("pare.sharedBench");
        Path dir;
        if (prop != null && !prop.isBlank()) {
            dir = Path.of(prop);
        } else {
            Path root = Path.of("").toAbsolutePath();
            while (root != null && !(Files.isDirectory(root.resolve("grammars"))
                    && Files.isRegularFile(root.resolve("pom.xml")))) {
                root = root.getParent();
            }
            if (root == null) fail("cannot find the repository root from " + Path.of("").toAbsolutePath());
            dir = root.resolve("../shared/bench");
        }
        dir = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) fail("missing benchmark inputs " + dir + " (set -Dpare.sharedBench)");
        return dir;
    }
}
