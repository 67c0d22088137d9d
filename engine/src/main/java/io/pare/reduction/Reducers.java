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
import io.pare.parse.lexicon.Lexicon;
import io.pare.program.Program;
import io.pare.reduction.dd.ListReduction;
import io.pare.reduction.dd.OpddReducer;
import io.pare.reduction.gtr.Gtr;
import io.pare.reduction.hdd.Hdd;
import io.pare.reduction.hdd.Hddr;
import io.pare.reduction.lang.LanguagePasses;
import io.pare.reduction.pardis.Pardis;
import io.pare.reduction.perses.Perses;
import io.pare.reduction.trec.TRec;
import io.pare.reduction.trec.TRecStrategy;
import io.pare.reduction.vulcan.ArgumentDeletion;
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
    public static final Set<String> AVAILABLE = Set.of("ddmin", "opdd", "hdd", "coarse-hdd", "hddr", "gtr", "perses",
            "pardis", "pardis-hybrid", "vulcan", "vulcan+");
    /** The tree reducers a pipeline ({@code 'a,b'}) may combine. */
    public static final Set<String> TREE = Set.of("hdd", "coarse-hdd", "hddr", "gtr", "perses", "pardis", "pardis-hybrid");
    /** How the command line's help names the choices. */
    public static final String HELP = "ddmin, opdd, hdd, coarse-hdd, hddr, gtr, perses, pardis, pardis-hybrid, vulcan, vulcan+; "
            + "options after ':' (list reduction ddmin|opdd; hddr traversal df-bw|df-fw|bf-fw|bf-bw), e.g. hddr:bf-fw, hdd:opdd; "
            + "a pipeline of tree reducers with ',' runs each to its fixpoint in turn, the whole to a fixpoint, e.g. 'coarse-hdd,perses'";

    /** Vulcan's parameters (paper defaults; Vulcan+ = fixpoint, limit 15, window 6). */
    public record VulcanSettings(int limit, int window, boolean fixpoint, int srMaxAlternatives, int srMaxTokens) {
        public static final VulcanSettings VULCAN = new VulcanSettings(10, 4, false, 40, 60);
        public static final VulcanSettings VULCAN_PLUS = new VulcanSettings(15, 6, true, 40, 60);
    }

    private Reducers() {
    }

    /** One reducer of a (possibly composed) {@code --reducer} value: its name and its options. */
    public record Spec(String name, ListReduction list, Hddr.Traversal traversal) {
    }

    public static void check(String name) {
        if (name.equals(CANONICALIZE)) return;
        parse(name);
    }

    /** Parses {@code NAME[:OPTION...][,NAME[:OPTION...]...]}; throws IllegalArgumentException with a usage message. */
    public static List<Spec> parse(String value) {
        String[] parts = value.split(",", -1);
        List<Spec> out = new ArrayList<>();
        for (String raw : parts) {
            String part = raw.strip();
            String[] bits = part.split(":", -1);
            String name = bits[0];
            if (!ALL.contains(name)) {
                throw new IllegalArgumentException("unknown reducer '" + name + "'; known: " + String.join(", ", ALL));
            }
            if (!AVAILABLE.contains(name)) {
                throw new IllegalArgumentException("reducer '" + name + "' is not implemented yet; available: "
                        + String.join(", ", AVAILABLE.stream().sorted().toList()));
            }
            ListReduction list = name.equals("pardis") || name.equals("pardis-hybrid") ? ListReduction.OPDD : ListReduction.DDMIN;
            Hddr.Traversal traversal = Hddr.Traversal.DF_BW;
            for (int i = 1; i < bits.length; i++) {
                String o = bits[i].strip().toLowerCase(java.util.Locale.ROOT);
                boolean listOption = o.equals("ddmin") || o.equals("opdd");
                boolean traversalOption = o.matches("(df|bf)-(fw|bw)");
                if (listOption && !name.equals("perses") && !name.equals("ddmin") && !name.equals("opdd") && !name.startsWith("vulcan")) {
                    list = ListReduction.byName(o);
                } else if (traversalOption && name.equals("hddr")) {
                    traversal = Hddr.Traversal.parse(o);
                } else {
                    throw new IllegalArgumentException("reducer '" + name + "' has no option '" + bits[i] + "'; " + HELP);
                }
            }
            out.add(new Spec(name, list, traversal));
        }
        if (out.size() > 1) {
            for (Spec sp : out) {
                if (!TREE.contains(sp.name())) {
                    throw new IllegalArgumentException("'" + sp.name() + "' cannot be part of a pipeline; pipelines combine "
                            + String.join(", ", TREE.stream().sorted().toList()));
                }
            }
        }
        return out;
    }

    /** A framework tree reducer (one iteration per round; the pipeline makes it R*). */
    static Reducer treeReducer(Spec spec, Language language) {
        return switch (spec.name()) {
            case "hdd" -> new Hdd(language, false, spec.list());
            case "coarse-hdd" -> new Hdd(language, true, spec.list());
            case "hddr" -> new Hddr(language, spec.traversal(), spec.list());
            case "gtr" -> new Gtr(language, spec.list());
            case "perses" -> new Perses();
            case "pardis" -> new Pardis(false, spec.list());
            case "pardis-hybrid" -> new Pardis(true, spec.list());
            default -> throw new IllegalArgumentException("not a tree reducer: " + spec.name());
        };
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
        if (name.equals("ddmin") || name.equals("opdd")) {
            java.util.function.Supplier<Reducer> flat = name.equals("ddmin") ? DDMinReducer::new : OpddReducer::new;
            if (text) stages.add(new Stage(new LineLanguage(), p -> p, List.of(flat.get())));
            stages.add(new Stage(language, Program::flat, List.of(flat.get())));
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
        if (!name.equals(CANONICALIZE) && !name.equals("perses") && !name.startsWith("vulcan")) {
            List<Reducer> reducers = new ArrayList<>();
            for (Spec sp : parse(name)) reducers.add(treeReducer(sp, language));
            Strategy pipeline = new Pipeline(reducers);
            if (trec && trecAvailable(language)) {
                TRec t = new TRec(language, identifiers, Set.of());
                if (t.available()) pipeline = new TRecStrategy(pipeline, reducers.get(reducers.size() - 1), t);
            }
            stages.add(new Stage(language, p -> p, pipeline));
            return stages;
        }
        Reducer main = new Perses();
        Strategy strategy = Strategy.fixpoint(List.of(main));
        if (name.startsWith("vulcan")) {
            VulcanSettings v = name.equals("vulcan+") ? VulcanSettings.VULCAN_PLUS : VulcanSettings.VULCAN;
            List<Reducer> aux = new ArrayList<>();
            // Pare's addition, first: few queries, and what it frees (an argument's variable) Perses then deletes
            aux.add(new ArgumentDeletion(identifiers));
            Lexicon lexicon = Lexicon.of(language); // built once: inlining and SR both use it
            // also Pare's: the language's own transformations (C's inlining and merging)
            aux.addAll(LanguagePasses.of(language, identifiers, lexicon));
            // IR before EE, against the paper's order (vulcan.md §3): EE is said to waste little time,
            // but on the 59 KB Csmith case it spent 275 s without a deletion while IR's few queries each
            // opened new Perses rounds (178 -> 153 tokens at a 1200 s budget; SMT-LIB unchanged).
            aux.add(new IdentifierReplacement(identifiers));
            aux.add(new LocalExhaustive(v.window()));
            if (language instanceof GrammarLanguage g) {
                aux.add(new SubtreeReplacement(new Derivations(g.grammar()), lexicon, identifiers,
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
