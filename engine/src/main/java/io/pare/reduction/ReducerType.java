package io.pare.reduction;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

import io.pare.parse.Language;
import io.pare.reduction.dd.ListReduction;
import io.pare.reduction.dd.OpddReducer;
import io.pare.reduction.gtr.Gtr;
import io.pare.reduction.hdd.Hdd;
import io.pare.reduction.hdd.Hddr;
import io.pare.reduction.pardis.Pardis;
import io.pare.reduction.perses.Perses;

/**
 * The registry of reducers {@code --reducer} can name: each one's name, kind, options, default
 * list reduction, description and factory. Parsing ({@link ReducerSyntax}), the command line's
 * help, the editor settings' schemas and the README's list all come from here.
 */
public enum ReducerType {
    DEFAULT("default", ReducerKind.STRATEGY, EnumSet.of(ReducerOption.GRAMMAR), ListReduction.DDMIN,
            "Unused declarations in bulk and Perses first (a small result early), then the passes past its "
                    + "1-minimal result, the best earning first, and T-Rec; last, cuts the grammar does not allow where "
                    + "the oracle takes them (default:in-grammar keeps to the grammar): the smallest results; slower than perses.",
            (language, spec) -> new Perses()),
    DDMIN("ddmin", ReducerKind.FLAT, EnumSet.noneOf(ReducerOption.class), ListReduction.DDMIN,
            "Plain token-level delta debugging (ddmin), the baseline.",
            (language, spec) -> new DDMinReducer()),
    OPDD("opdd", ReducerKind.FLAT, EnumSet.noneOf(ReducerOption.class), ListReduction.DDMIN,
            "One-pass delta debugging over tokens (a baseline).",
            (language, spec) -> new OpddReducer()),
    HDD("hdd", ReducerKind.TREE, EnumSet.of(ReducerOption.LIST), ListReduction.DDMIN,
            "Hierarchical delta debugging, level by level (framework study).",
            (language, spec) -> Hdd.classic(language, spec.list())),
    COARSE_HDD("coarse-hdd", ReducerKind.TREE, EnumSet.of(ReducerOption.LIST), ListReduction.DDMIN,
            "HDD that only removes nodes that can vanish (framework study).",
            (language, spec) -> Hdd.coarse(language, spec.list())),
    HDDR("hddr", ReducerKind.TREE, EnumSet.of(ReducerOption.LIST, ReducerOption.TRAVERSAL), ListReduction.DDMIN,
            "Recursive HDD over sibling groups, depth-first right-to-left by default (framework study).",
            (language, spec) -> new Hddr(language, spec.traversal(), spec.list())),
    GTR("gtr", ReducerKind.TREE, EnumSet.of(ReducerOption.LIST), ListReduction.DDMIN,
            "Generalized tree reduction: deletion and substitute-by-child (framework study).",
            (language, spec) -> new Gtr(language, spec.list())),
    PERSES("perses", ReducerKind.TREE, EnumSet.noneOf(ReducerOption.class), ListReduction.DDMIN,
            "Syntax-guided reduction on the language's grammar (Perses); lines, tokens and brackets for files without one.",
            (language, spec) -> new Perses()),
    PARDIS("pardis", ReducerKind.TREE, EnumSet.of(ReducerOption.LIST), ListReduction.OPDD,
            "Largest node first, deletion only (framework study).",
            (language, spec) -> Pardis.plain(spec.list())),
    PARDIS_HYBRID("pardis-hybrid", ReducerKind.TREE, EnumSet.of(ReducerOption.LIST), ListReduction.OPDD,
            "Pardis with a list reduction on equal-size groups (framework study).",
            (language, spec) -> Pardis.hybrid(spec.list())),
    VULCAN("vulcan", ReducerKind.STRATEGY, EnumSet.noneOf(ReducerOption.class), ListReduction.DDMIN,
            "Perses, then passes past its 1-minimal result (identifier replacement, local exhaustive deletion, "
                    + "sub-tree replacement): slower, smaller.",
            (language, spec) -> new Perses()),
    VULCAN_PLUS("vulcan+", ReducerKind.STRATEGY, EnumSet.noneOf(ReducerOption.class), ListReduction.DDMIN,
            "Vulcan to a fixpoint with wider settings: slower still, often smaller.",
            (language, spec) -> new Perses());

    /** Makes the reducer a spec names; for a strategy, the main reducer its passes work around. */
    @FunctionalInterface
    interface Factory {
        Reducer create(Language language, ReducerSpec spec);
    }

    private final String label;
    private final ReducerKind kind;
    private final Set<ReducerOption> options;
    private final ListReduction defaultList;
    private final String description;
    private final Factory factory;

    ReducerType(String label, ReducerKind kind, Set<ReducerOption> options, ListReduction defaultList,
            String description, Factory factory) {
        this.label = label;
        this.kind = kind;
        this.options = options;
        this.defaultList = defaultList;
        this.description = description;
        this.factory = factory;
    }

    /** The name as {@code --reducer} spells it. */
    public String label() {
        return label;
    }

    public ReducerKind kind() {
        return kind;
    }

    public Set<ReducerOption> options() {
        return options;
    }

    /** The list reduction used when no {@code :ddmin} / {@code :opdd} is given (Pardis was designed with OPDD). */
    public ListReduction defaultList() {
        return defaultList;
    }

    public String description() {
        return description;
    }

    Reducer create(Language language, ReducerSpec spec) {
        return factory.create(language, spec);
    }

    public static Optional<ReducerType> byLabel(String label) {
        for (ReducerType t : values()) {
            if (t.label.equals(label)) return Optional.of(t);
        }
        return Optional.empty();
    }
}
