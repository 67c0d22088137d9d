package io.pare;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import io.pare.grammars.LanguageGrammar;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;
import io.pare.reduction.ReductionRequest;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.ReductionRun;
import io.pare.event.ReductionListener;

/** Shared fixtures: the framework paper's Fig. 1 grammar, in-process oracles, one-call reductions. */
public final class TestPrograms {
    /** Fig. 1 of Kreutzer et al. (ICSME'21), in ANTLR notation. */
    public static final String SUMS = """
            grammar Sums;
            sum : term (ADD term)* ;
            term : NUM | LPAREN sum RPAREN ;
            ADD : '+' ;
            NUM : [0-9]+ ;
            LPAREN : '(' ;
            RPAREN : ')' ;
            WS : [ \\t\\r\\n]+ -> channel(HIDDEN) ;
            """;

    private TestPrograms() {
    }

    public static GrammarLanguage sums() {
        return new GrammarLanguage(LanguageGrammar.fromText("sums", SUMS, null, "sum"));
    }

    public static Program parse(Language language, String text) {
        try {
            return language.parse("input", text, StandardCharsets.UTF_8, x -> x);
        } catch (io.pare.parse.ParseFailedException e) {
            throw new AssertionError(e);
        }
    }

    /** A stage's reader for text passes: the text parsed, or null when it does not parse. */
    public static java.util.function.Function<String, Program> reader(Language language) {
        return t -> {
            try {
                return language.parse("input", t, StandardCharsets.UTF_8, x -> x);
            } catch (io.pare.parse.ParseFailedException | RuntimeException e) {
                return null;
            }
        };
    }

    public static Program smt(String text) {
        return parse(Languages.byName("smtlib2"), text);
    }

    /** An in-process oracle that records every text it was asked about, in order. */
    public static final class RecordingOracle implements Oracle {
        private final Predicate<String> interesting;
        private final List<String> asked = new ArrayList<>();

        public RecordingOracle(Predicate<String> interesting) {
            this.interesting = interesting;
        }

        @Override
        public synchronized Outcome test(io.pare.oracle.Candidate candidate, io.pare.oracle.CancelSignal cancel) {
            asked.add(candidate.text());
            return Outcome.of(interesting.test(candidate.text()));
        }

        public synchronized List<String> asked() {
            return List.copyOf(asked);
        }
    }

    public static ReductionResult reduce(Language language, String fileName, String text, String reducer, Oracle oracle,
            int jobs) throws Exception {
        return new ReductionRun(new ReductionRequest(fileName, text, StandardCharsets.UTF_8, language, reducer, oracle,
                jobs, null, false), ReductionListener.NONE).run();
    }

    /** The program's tokens without the first run of tokens reading {@code gone} (space-separated). */
    public static int[] without(Program p, String gone) {
        List<String> words = List.of(gone.split(" "));
        int[] now = p.currentTokens();
        for (int i = 0; i + words.size() <= now.length; i++) {
            boolean match = true;
            for (int k = 0; k < words.size() && match; k++) match = p.tokens().get(now[i + k]).text().equals(words.get(k));
            if (match) {
                int[] out = new int[now.length - words.size()];
                System.arraycopy(now, 0, out, 0, i);
                System.arraycopy(now, i + words.size(), out, i, now.length - i - words.size());
                return out;
            }
        }
        throw new AssertionError("no " + gone + " in " + java.util.Arrays.toString(now));
    }

    /** The squashed text of a node's subtree. */
    public static String textOf(Program p, io.pare.program.Node n) {
        io.pare.program.IntArray out = new io.pare.program.IntArray(4);
        collect(n, out);
        return squash(p.render(out.toArray()));
    }

    private static void collect(io.pare.program.Node n, io.pare.program.IntArray out) {
        if (n.kind() == io.pare.program.NodeKind.TOKEN) out.add(n.tokenIndex());
        for (io.pare.program.Node c : n.children()) collect(c, out);
    }

    public static String squash(String s) {
        return s.replaceAll("\\s+", "");
    }
}
