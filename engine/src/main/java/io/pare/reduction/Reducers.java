package io.pare.reduction;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.pare.parse.Derivations;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.LexedLanguage;
import io.pare.parse.LineLanguage;
import io.pare.parse.TextLanguage;
import io.pare.parse.lexicon.Lexicon;
import io.pare.program.Program;
import io.pare.reduction.hang.HangGate;
import io.pare.reduction.lang.LanguagePasses;
import io.pare.reduction.perses.Perses;
import io.pare.reduction.schedule.EarningSchedule;
import io.pare.reduction.text.PastTheGrammar;
import io.pare.reduction.text.TailOpening;
import io.pare.reduction.text.TextPasses;
import io.pare.reduction.trec.TRec;
import io.pare.reduction.trec.TRecStrategy;
import io.pare.reduction.unused.DanglingNames;
import io.pare.reduction.unused.UnreferencedDeclarations;
import io.pare.reduction.vulcan.ArgumentDeletion;
import io.pare.reduction.vulcan.IdentifierReplacement;
import io.pare.reduction.vulcan.LocalExhaustive;
import io.pare.reduction.vulcan.SubtreeReplacement;
import io.pare.reduction.vulcan.TypeArgumentDeletion;
import io.pare.reduction.vulcan.Vulcan;

/** The stages each {@code --reducer} value runs; the reducers themselves are registered in {@link ReducerType}. */
public final class Reducers {
    /** The reducer when none is chosen (the command line, the editor settings). */
    public static final String DEFAULT = "default";
    /** Internal name of {@code pare canonicalize}'s pipeline: T-Rec alone, repeated while it changes the program. */
    public static final String CANONICALIZE = "canonicalize";

    /** Vulcan's parameters (paper defaults; Vulcan+ = fixpoint, limit 15, window 6). */
    public record VulcanSettings(int limit, int window, boolean fixpoint, int srMaxAlternatives, int srMaxTokens) {
        public static final VulcanSettings VULCAN = new VulcanSettings(10, 4, false, 40, 60);
        public static final VulcanSettings VULCAN_PLUS = new VulcanSettings(15, 6, true, 40, 60);
    }

    /** The default's exhaustive-deletion window (Vulcan's is 4). */
    static final int DEFAULT_EE_WINDOW = 3;

    private Reducers() {
    }

    /**
     * The passes past Perses' 1-minimal result, in the order Vulcan runs them; {@code remembering}
     * ones skip the regions where they found nothing before (see {@link RegionMemory}).
     */
    private static List<Reducer> auxiliaries(Language language, Set<Integer> identifiers, Set<Integer> otherNames,
            VulcanSettings v, boolean remembering) {
        List<Reducer> aux = new ArrayList<>();
        // Pare's addition, first: few queries, and what it frees (an argument's variable) Perses then deletes
        aux.add(new ArgumentDeletion(identifiers));
        // and its twin for generics: a type parameter with the matching argument of every use
        if (LanguagePasses.hasAngleGenerics(language)) aux.add(new TypeArgumentDeletion(identifiers));
        Lexicon lexicon = Lexicon.of(language); // built once: inlining and SR both use it
        // also Pare's: the language's own transformations (C's inlining and merging)
        List<Reducer> own = LanguagePasses.of(language, identifiers, lexicon);
        own.stream().filter(r -> !r.finishes()).forEach(aux::add);
        // IR before EE, against the paper's order (vulcan.md §3): EE is said to waste little time,
        // but on the 59 KB Csmith case it spent 275 s without a deletion while IR's few queries each
        // opened new Perses rounds (178 -> 153 tokens at a 1200 s budget; SMT-LIB unchanged).
        aux.add(new IdentifierReplacement(identifiers, otherNames, remembering,
                remembering ? LanguagePasses.wholeRules(language) : Set.of()));
        if (!remembering) aux.add(new LocalExhaustive(v.window()));
        if (language instanceof GrammarLanguage g) {
            aux.add(new SubtreeReplacement(new Derivations(g.grammar()), lexicon, identifiers,
                    v.srMaxAlternatives(), v.srMaxTokens(), remembering));
        }
        // last, on the small program the tree passes leave: what lies inside comments and strings, across lines
        aux.addAll(remembering ? TextPasses.remembering(identifiers) : TextPasses.create(identifiers));
        // the default tries exhaustive deletion last: it asks the most per deletion everywhere measured
        // (the 59 KB Csmith case: 652 queries, 316 oracle seconds, for 2 deletions), and over windows
        // of three, not four: 4 subsets a window instead of 11 (the C++ -Wrestrict case at 258
        // tokens: 2,015 queries, 388 s, not one deletion; the Rust cases: 1 to 3 deletions a run)
        if (remembering) aux.add(LocalExhaustive.remembering(DEFAULT_EE_WINDOW));
        // passes that hide what the others look for come after all of them (the schedule runs them once the rest are done)
        own.stream().filter(Reducer::finishes).forEach(aux::add);
        return aux;
    }

    /** Checks a user's {@code --reducer} value; throws IllegalArgumentException saying what is wrong. */
    public static void check(String value) {
        ReducerSyntax.parse(value);
    }

    /** The stages for a reducer on a language; the text fallback first drops whole lines. */
    public static List<Stage> stages(String name, Language language) {
        return stages(name, language, false, null);
    }

    /** The gate over the language's compile checks, or null when it has none. */
    private static CompileCheckGate compileGate(Language language, Set<Integer> identifiers) {
        List<CompileCheck> checks = new ArrayList<>();
        LanguagePasses.declarations(language, identifiers)
                .ifPresent(f -> checks.add(new DanglingNames(f, identifiers, LanguagePasses.localDeclarations(language),
                        LanguagePasses.localsStopTheCompiler(language))));
        checks.addAll(LanguagePasses.compileChecks(language, identifiers));
        if (!LanguagePasses.wholeRules(language).isEmpty()) checks.add(new WholeNodes(LanguagePasses.wholeRules(language)));
        return checks.isEmpty() ? null : new CompileCheckGate(CompileCheck.anyOf(checks));
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
        List<Stage> stages = new ArrayList<>();
        boolean text = language instanceof TextLanguage;
        if (name.equals(CANONICALIZE)) {
            TRec t = new TRec(language, Identifiers.types(language, identifierTokens), Set.of());
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
        List<ReducerSpec> specs = ReducerSyntax.parse(name);
        ReducerSpec first = specs.get(0);
        if (first.type().kind() == ReducerKind.FLAT) {
            if (text) stages.add(new Stage(new LineLanguage(), p -> p, List.of(first.type().create(language, first))));
            stages.add(new Stage(language, Program::flat, List.of(first.type().create(language, first))));
            return stages;
        }
        Set<Integer> identifiers = Identifiers.types(language, identifierTokens);
        if (text) stages.add(new Stage(new LineLanguage(), p -> p, List.of(new DDMinReducer())));
        // Perses alone keeps its own fixpoint (and T-Rec around it), as Vulcan's main reducer does
        if (specs.size() > 1 || (first.type().kind() == ReducerKind.TREE && first.type() != ReducerType.PERSES)) {
            List<Reducer> reducers = new ArrayList<>();
            for (ReducerSpec sp : specs) reducers.add(sp.type().create(language, sp));
            Strategy pipeline = new Pipeline(reducers);
            if (trec && trecAvailable(language)) {
                TRec t = new TRec(language, identifiers, Set.of());
                if (t.available()) pipeline = new TRecStrategy(pipeline, reducers.get(reducers.size() - 1), t);
            }
            stages.add(new Stage(language, p -> p, pipeline));
            return stages;
        }
        // the default's Perses does not ask again what was refused while nothing it touches changed
        Reducer main = first.type() == ReducerType.DEFAULT ? Perses.remembering(identifiers, LanguagePasses.wholeRules(language))
                : first.type().create(language, first);
        Strategy strategy = Strategy.fixpoint(List.of(main));
        if (first.type().kind() == ReducerKind.STRATEGY) {
            VulcanSettings v = first.type() == ReducerType.VULCAN_PLUS ? VulcanSettings.VULCAN_PLUS : VulcanSettings.VULCAN;
            boolean schedule = first.type() == ReducerType.DEFAULT;
            List<Reducer> aux = auxiliaries(language, identifiers, Identifiers.otherNames(language, identifierTokens), v, schedule);
            if (schedule) {
                // declarations nothing names go in bulk before Perses walks the program, and again
                // whenever a later pass has deleted their last use
                List<Reducer> prelude = LanguagePasses.declarations(language, identifiers)
                        .<Reducer>map(f -> new UnreferencedDeclarations(f, identifiers)).stream().toList();
                List<Reducer> passes = new ArrayList<>(prelude);
                passes.addAll(aux);
                strategy = new EarningSchedule(main, prelude, passes, EarningSchedule.SAME_SIZE_LIMIT);
            } else {
                strategy = new Vulcan(main, aux, v.limit(), v.fixpoint());
            }
        }
        LexedLanguage pastGrammar = first.type() == ReducerType.DEFAULT && first.pastGrammar()
                && language instanceof GrammarLanguage g ? new LexedLanguage(g) : null;
        List<Reducer> afterwards = new ArrayList<>();
        EarningSchedule schedule = strategy instanceof EarningSchedule e ? e : null;
        if (trec && trecAvailable(language)) {
            TRec t = new TRec(language, identifiers, Set.of());
            if (t.available()) {
                afterwards.add(t);
                strategy = new TRecStrategy(strategy, main, t);
            }
        }
        if (pastGrammar != null) afterwards.add(new TailOpening(pastGrammar));
        if (schedule != null) schedule.forecastAfterwards(afterwards);
        // the default skips deletions that break a rule of the compiler (a used name left undeclared,
        // the language's own rules), once the oracle shows it refuses them
        // and candidates that may leave a loop without its end, once such candidates run into the timeout
        boolean gated = first.type() == ReducerType.DEFAULT;
        stages.add(new Stage(language, p -> p, strategy, gated ? compileGate(language, identifiers) : null,
                gated ? LanguagePasses.loopExits(language, identifiers).map(HangGate::new).orElse(null) : null));
        if (pastGrammar != null) stages.add(new Stage(pastGrammar, p -> p, new PastTheGrammar()));
        return stages;
    }
}
