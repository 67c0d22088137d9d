package io.pare.reduction;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import io.pare.reduction.dd.ListReduction;
import io.pare.reduction.hdd.Hddr;

/**
 * The language of {@code --reducer} values, built from {@link ReducerType}:
 * {@code NAME[:OPTION...][,NAME[:OPTION...]...]}, where only tree reducers may be combined with
 * {@code ','}. The parser, the help text and the settings schemas' pattern all derive from the
 * registry, so they cannot disagree.
 */
public final class ReducerSyntax {
    private ReducerSyntax() {
    }

    /** Parses a value; throws IllegalArgumentException with a message that says what is wrong and what is allowed. */
    public static List<ReducerSpec> parse(String value) {
        List<ReducerSpec> out = new ArrayList<>();
        for (String part : value.split(",", -1)) out.add(parseOne(part.strip()));
        if (out.size() > 1) {
            for (ReducerSpec sp : out) {
                if (sp.type().kind() != ReducerKind.TREE) {
                    throw new IllegalArgumentException("'" + sp.name() + "' cannot be part of a pipeline; pipelines combine "
                            + String.join(", ", labels(ReducerKind.TREE).stream().sorted().toList()));
                }
            }
        }
        return out;
    }

    private static ReducerSpec parseOne(String part) {
        String[] bits = part.split(":", -1);
        ReducerType type = ReducerType.byLabel(bits[0]).orElseThrow(() -> new IllegalArgumentException(
                "unknown reducer '" + bits[0] + "'; known: " + String.join(", ", labels(null))));
        ListReduction list = type.defaultList();
        Hddr.Traversal traversal = Hddr.Traversal.DF_BW;
        boolean pastGrammar = true;
        for (int i = 1; i < bits.length; i++) {
            String o = bits[i].strip().toLowerCase(Locale.ROOT);
            if (takes(type, ReducerOption.LIST, o)) {
                list = ListReduction.byName(o);
            } else if (takes(type, ReducerOption.TRAVERSAL, o)) {
                traversal = Hddr.Traversal.parse(o);
            } else if (takes(type, ReducerOption.GRAMMAR, o)) {
                pastGrammar = o.equals(ReducerOption.GRAMMAR.spellings().get(0));
            } else {
                throw new IllegalArgumentException("reducer '" + type.label() + "' has no option '" + bits[i] + "'; "
                        + (type.options().isEmpty() ? "it takes none"
                                : "it takes " + String.join(", ", type.options().stream().map(ReducerOption::usage).toList())));
            }
        }
        return new ReducerSpec(type, list, traversal, pastGrammar);
    }

    private static boolean takes(ReducerType type, ReducerOption option, String value) {
        return type.options().contains(option) && option.spellings().contains(value);
    }

    /** The labels of the reducers of a kind (all when null), in registry order. */
    public static List<String> labels(ReducerKind kind) {
        return Arrays.stream(ReducerType.values()).filter(t -> kind == null || t.kind() == kind).map(ReducerType::label).toList();
    }

    /** How the command line's help describes the choices. */
    public static String help() {
        List<String> options = new ArrayList<>();
        for (ReducerOption o : ReducerOption.values()) options.add(o.label() + " " + String.join("|", o.spellings()));
        return String.join(", ", labels(null)) + "; options after ':' (" + String.join("; ", options)
                + "), e.g. hddr:bf-fw, hdd:opdd; a pipeline of tree reducers with ',' runs each to its fixpoint in turn, "
                + "the whole to a fixpoint, e.g. 'coarse-hdd,perses'";
    }

    /**
     * A regular expression matching exactly the values {@link #parse} accepts, in the subset of
     * syntax that Java and ECMA-262 (JSON Schema's {@code pattern}) read alike. Options are matched
     * ignoring case as the parser does, spelt out per letter since ECMA-262 has no inline flags.
     */
    public static String pattern() {
        List<String> tree = new ArrayList<>();
        List<String> alone = new ArrayList<>();
        for (ReducerType t : ReducerType.values()) {
            String one = literal(t.label()) + optionsPattern(t);
            (t.kind() == ReducerKind.TREE ? tree : alone).add(one);
        }
        String part = "\\s*(?:" + String.join("|", tree) + ")\\s*";
        return "^(?:" + part + "(?:," + part + ")*|\\s*(?:" + String.join("|", alone) + ")\\s*)$";
    }

    private static String optionsPattern(ReducerType t) {
        if (t.options().isEmpty()) return "";
        List<String> values = new ArrayList<>();
        for (ReducerOption o : t.options()) {
            for (String v : o.spellings()) values.add(caseless(v));
        }
        return "(?::\\s*(?:" + String.join("|", values) + ")\\s*)*";
    }

    private static String literal(String s) {
        // '-' stays bare: ECMA-262's unicode mode rejects escapes of characters that need none
        return s.replaceAll("([\\\\.+*?()\\[\\]{}|^$])", "\\\\$1");
    }

    private static String caseless(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isLetter(c)) {
                b.append('[').append(c).append(Character.toUpperCase(c)).append(']');
            } else {
                b.append(literal(String.valueOf(c)));
            }
        }
        return b.toString();
    }
}
