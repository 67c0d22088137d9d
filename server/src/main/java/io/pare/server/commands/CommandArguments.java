package io.pare.server.commands;

import java.util.List;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The arguments of a Pare command. Accepted shapes: {@code [uri]}, {@code [uri, other]} where
 * {@code other} is the seed's URI (pairwise diff) or an options object, and {@code [{uri, oracle, seed, seedOracle}]}.
 *
 * @param uri    the document to act on
 * @param oracle an oracle for this run only (a path or a command line), or null
 * @param seed   the seed document for a pairwise diff, or null
 * @param seedOracle the seed's property for a pairwise diff, for this run only (a path or a command line), or null
 * @param options the options object as sent, for an action that reads keys of its own ({@code pare.createOracle}); empty when none
 */
public record CommandArguments(String uri, String oracle, String seed, String seedOracle, JsonObject options) {
    private static final Gson GSON = new Gson();

    public CommandArguments {
        options = options == null ? new JsonObject() : options.deepCopy();
    }

    public CommandArguments(String uri, String oracle, String seed) {
        this(uri, oracle, seed, null, null);
    }

    public static CommandArguments parse(List<Object> arguments) {
        String uri = null, oracle = null, seed = null, seedOracle = null;
        JsonObject options = null;
        if (arguments != null) {
            for (int i = 0; i < arguments.size(); i++) {
                JsonElement e = arguments.get(i) instanceof JsonElement j ? j : GSON.toJsonTree(arguments.get(i));
                if (e == null || e.isJsonNull()) continue;
                if (e.isJsonPrimitive()) {
                    if (i == 0) uri = e.getAsString();
                    else if (i == 1) seed = e.getAsString();
                } else if (e.isJsonObject()) {
                    JsonObject o = e.getAsJsonObject();
                    if (o.has("uri") && uri == null) uri = text(o, "uri");
                    if (o.has("oracle")) oracle = text(o, "oracle");
                    if (o.has("seed")) seed = text(o, "seed");
                    if (o.has("seedOracle")) seedOracle = text(o, "seedOracle");
                    options = o;
                }
            }
        }
        return new CommandArguments(uri, oracle, seed, seedOracle, options);
    }

    private static String text(JsonObject o, String key) {
        JsonElement v = o.get(key);
        return v == null || !v.isJsonPrimitive() ? null : v.getAsString();
    }
}
