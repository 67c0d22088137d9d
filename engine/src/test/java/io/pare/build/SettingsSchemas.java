package io.pare.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.pare.reduction.ReducerOption;
import io.pare.reduction.ReducerSyntax;
import io.pare.reduction.ReducerType;
import io.pare.reduction.Reducers;

/**
 * Writes what the editor settings and the README say about {@code --reducer} from the registry
 * ({@link ReducerType}), so that no list of names is kept by hand: the {@code pare.reducer}
 * setting of vscode-client/package.json, the {@code reducer} property of the IntelliJ template's
 * settings schema, and the README's list. Run by Maven (engine, process-test-classes) with the
 * repository's root as argument; each file is rewritten only when its content changes.
 */
public final class SettingsSchemas {
    static final Path VSCODE_PACKAGE = Path.of("vscode-client", "package.json");
    static final Path INTELLIJ_SCHEMA = Path.of("intellij-plugin", "pare", "settings.schema.json");
    static final Path README = Path.of("README.md");
    static final String README_BEGIN = "<!-- reducers: generated from ReducerType by the engine's build; edit there -->\n";
    static final String README_END = "<!-- /reducers -->\n";

    /** Both files are npm-style JSON (two-space indent), which Gson's pretty printing reproduces byte for byte. */
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create();

    private SettingsSchemas() {
    }

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]);
        update(root.resolve(VSCODE_PACKAGE), SettingsSchemas::vscodePackage);
        update(root.resolve(INTELLIJ_SCHEMA), SettingsSchemas::intellijSchema);
        update(root.resolve(README), SettingsSchemas::readme);
    }

    private interface Rewrite {
        String apply(String current);
    }

    private static void update(Path file, Rewrite rewrite) throws IOException {
        String current = Files.readString(file, StandardCharsets.UTF_8);
        String next = rewrite.apply(current);
        if (!next.equals(current)) {
            Files.writeString(file, next, StandardCharsets.UTF_8);
            System.out.println("pare: regenerated the reducer list in " + file);
        }
    }

    /** The setting's value: empty (not set), or any value {@code --reducer} accepts. */
    static String settingPattern() {
        return "^$|" + ReducerSyntax.pattern();
    }

    static JsonArray examples() {
        List<String> out = new ArrayList<>();
        out.add(Reducers.DEFAULT);
        for (ReducerType t : ReducerType.values()) {
            if (!out.contains(t.label())) out.add(t.label());
        }
        out.addAll(List.of("coarse-hdd,perses", "hdd:opdd", "hddr:bf-fw"));
        JsonArray a = new JsonArray();
        out.forEach(a::add);
        return a;
    }

    private static String syntaxSentence() {
        return "A reducer's name, options after `:` (`hdd:opdd`, `hddr:bf-fw`), or tree reducers combined with `,` "
                + "into a pipeline, each to its fixpoint in turn (`coarse-hdd,perses`).";
    }

    /** One markdown line per reducer: name, options, kind, description. */
    static String reducerList() {
        StringBuilder b = new StringBuilder();
        for (ReducerType t : ReducerType.values()) {
            b.append("- `").append(t.label()).append('`');
            for (ReducerOption o : t.options()) b.append(" `:").append(String.join("|", o.spellings())).append('`');
            b.append(" (").append(t.kind().label()).append("): ").append(t.description()).append('\n');
        }
        return b.toString();
    }

    static String vscodePackage(String current) {
        JsonObject pkg = JsonParser.parseString(current).getAsJsonObject();
        JsonObject properties = pkg.getAsJsonObject("contributes").getAsJsonObject("configuration").getAsJsonObject("properties");
        JsonObject old = properties.getAsJsonObject("pare.reducer");
        JsonObject p = new JsonObject();
        p.addProperty("type", "string");
        p.add("scope", old.get("scope"));
        p.addProperty("pattern", settingPattern());
        p.addProperty("patternErrorMessage", "Not a reducer Pare knows; see the list in this setting's description.");
        p.add("examples", examples());
        p.addProperty("markdownDescription", "The reduction algorithm. Empty: `" + Reducers.DEFAULT
                + "`, or what `.pare.json` says. " + syntaxSentence() + "\n\n" + reducerList());
        properties.add("pare.reducer", p);
        return GSON.toJson(pkg) + "\n";
    }

    static String intellijSchema(String current) {
        JsonObject schema = JsonParser.parseString(current).getAsJsonObject();
        JsonObject pare = schema.getAsJsonObject("properties").getAsJsonObject("pare").getAsJsonObject("properties");
        JsonObject p = new JsonObject();
        p.addProperty("type", "string");
        p.addProperty("pattern", settingPattern());
        p.add("examples", examples());
        p.addProperty("description", "The reduction algorithm (empty: " + Reducers.DEFAULT + "). " + syntaxSentence()
                .replace("`", ""));
        pare.add("reducer", p);
        return GSON.toJson(schema) + "\n";
    }

    static String readme(String current) {
        int begin = current.indexOf(README_BEGIN);
        int end = current.indexOf(README_END);
        if (begin < 0 || end < begin) throw new IllegalStateException("README.md lost its reducer-list markers: " + README_BEGIN);
        return current.substring(0, begin + README_BEGIN.length()) + reducerList() + current.substring(end);
    }
}
