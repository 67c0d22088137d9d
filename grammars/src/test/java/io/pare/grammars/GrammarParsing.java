package io.pare.grammars;

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
}
