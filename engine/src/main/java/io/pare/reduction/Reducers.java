package io.pare.reduction;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.pare.parse.Derivations;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.LineLanguage;
import io.pare.parse.TextLanguage;
import io.pare.program.Program;
import io.pare.reduction.perses.Perses;
import io.pare.reduction.trec.Lexicon;
import io.pare.reduction.trec.TRec;
import io.pare.reduction.trec.TRecStrategy;
import io.pare.reduction.vulcan.IdentifierReplacement;
import io.pare.reduction.vulcan.LocalExhaustive;
import io.pare.reduction.vulcan.SubtreeReplacement;
import io.pare.reduction.vulcan.Vulcan;

/** Reducer names as the command line spells them, and the stages each one runs. */
public final class Reducers {
    public static final String DEFAULT = "perses";
    /** Internal name of {@code pare canonicalize}'s pipeline: T-Rec alone, repeated while it changes the program. */
    public static final String CANONICALIZE = "canonicalize";
    /** Names the command line reserves; only {@link #AVAILABLE} ones run today. */
    public static final List<String> ALL = List.of("ddmin", "opdd", "hdd", "coarse-hdd", "hddr", "gtr", "perses",
            "pardis", "pardis-hybrid", "vulcan", "vulcan+");
    public static final Set<String> AVAILABLE = Set.of("ddmin", "perses", "vulcan", "vulcan+");

    /** Vulcan's parameters (paper defaults; Vulcan+ = fixpoint, limit 15, window 6). */
    public record VulcanSettings(int limit, int window, boolean fixpoint, int srMaxAlternatives, int srMaxTokens) {
        public static final VulcanSettings VULCAN = new VulcanSettings(10, 4, false, 40, 60);
        public static final VulcanSettings VULCAN_PLUS = new VulcanSettings(15, 6, true, 40, 60);
    }

    private Reducers() {
    }

    public static void check(String name) {
        if (name.equals(CANONICALIZE)) return;
        if (!ALL.contains(name)) {
            throw new IllegalArgumentException("unknown reducer '" + name + "'; known: " + String.join(", ", ALL));
        }
        if (!AVAILABLE.contains(name)) {
            throw new IllegalArgumentException("reducer '" + name + "' is not implemented yet; available: "
                    + String.join(", ", AVAILABLE.stream().sorted().toList()));
        }
    }

    /** The stages for a reducer on a language; the text fallback first drops whole lines. */
    public static List<Stage> stages(String name, Language language) {
        return stages(name, language, false, null);
    }

    /** Whether T-Rec can run on a language (it needs a lexical grammar: a bundled or user grammar, or the text fallback's). */
    public static boolean trecAvailable(Language language) {
        return language instanceof GrammarLanguage || language instanceof TextLanguage;
    }

    /**
     * The stages for a reducer on a language, with T-Rec between fixpoints when {@code trec} is
     * on, and identifier tokens from {@code identifierTokens} (rule names) when given.
     */
    public static List<Stage> stages(String name, Language language, boolean trec, List<String> identifierTokens) {
        check(name);
        List<Stage> stages = new ArrayList<>();
        boolean text = language instanceof TextLanguage;
        if (name.equals("ddmin")) {
            if (text) stages.add(new Stage(new LineLanguage(), p -> p, List.of(new DDMinReducer())));
            stages.add(new Stage(language, Program::flat, List.of(new DDMinReducer())));
            return stages;
        }
        Set<Integer> identifiers = Identifiers.types(language, identifierTokens);
        if (name.equals(CANONICALIZE)) {
            TRec t = new TRec(language, identifiers, Set.of());
            stages.add(new Stage(language, p -> p, new Strategy() {
                @Override
                public void run(Session s) throws io.pare.query.CancelledException, InterruptedException {
                    for (int pass = 0; pass < 5 && t.available(); pass++) {
                        if (!s.round(t, t.name())) break;
                    }
                }

                @Override
                public String describe() {
                    return "trec";
                }
            }));
            return stages;
        }
        if (text) stages.add(new Stage(new LineLanguage(), p -> p, List.of(new DDMinReducer())));
        Reducer main = new Perses();
        Strategy strategy = Strategy.fixpoint(List.of(main));
        if (name.startsWith("vulcan")) {
            VulcanSettings v = name.equals("vulcan+") ? VulcanSettings.VULCAN_PLUS : VulcanSettings.VULCAN;
            List<Reducer> aux = new ArrayList<>();
            aux.add(new LocalExhaustive(v.window()));
            aux.add(new IdentifierReplacement(identifiers));
            if (language instanceof GrammarLanguage g) {
                aux.add(new SubtreeReplacement(new Derivations(g.grammar()), Lexicon.of(language), identifiers,
                        v.srMaxAlternatives(), v.srMaxTokens()));
            }
            strategy = new Vulcan(main, aux, v.limit(), v.fixpoint());
        }
        if (trec && trecAvailable(language)) {
            TRec t = new TRec(language, identifiers, Set.of());
            if (t.available()) strategy = new TRecStrategy(strategy, main, t);
        }
        stages.add(new Stage(language, p -> p, strategy));
        return stages;
    }
}
