package io.pare.reduction;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.pare.parse.Language;
import io.pare.parse.LineLanguage;
import io.pare.parse.TextLanguage;
import io.pare.program.Program;
import io.pare.reduction.perses.Perses;

/** Reducer names as the command line spells them, and the stages each one runs. */
public final class Reducers {
    public static final String DEFAULT = "perses";
    /** Names the command line reserves; only {@link #AVAILABLE} ones run today. */
    public static final List<String> ALL = List.of("ddmin", "opdd", "hdd", "coarse-hdd", "hddr", "gtr", "perses",
            "pardis", "pardis-hybrid", "vulcan", "vulcan+");
    public static final Set<String> AVAILABLE = Set.of("ddmin", "perses");

    private Reducers() {
    }

    public static void check(String name) {
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
        check(name);
        List<Stage> stages = new ArrayList<>();
        boolean text = language instanceof TextLanguage;
        if (name.equals("ddmin")) {
            if (text) stages.add(new Stage(new LineLanguage(), p -> p, List.of(new DDMinReducer())));
            stages.add(new Stage(language, Program::flat, List.of(new DDMinReducer())));
            return stages;
        }
        if (text) stages.add(new Stage(new LineLanguage(), p -> p, List.of(new DDMinReducer())));
        stages.add(new Stage(language, p -> p, List.of(new Perses())));
        return stages;
    }
}
