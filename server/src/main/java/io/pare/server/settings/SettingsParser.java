package io.pare.server.settings;

import java.util.HashMap;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Reads a {@code pare} settings object from JSON. Accepts the section itself
 * ({@code {"oracle": ...}}) or an object holding it ({@code {"pare": {...}}}), as clients differ in
 * what they send; a malformed value counts as not set.
 */
public final class SettingsParser {
    private static final Gson GSON = new Gson();

    private SettingsParser() {
    }

    public static PareSettings parse(Object json) {
        JsonElement e = json instanceof JsonElement j ? j : GSON.toJsonTree(json);
        if (e == null || !e.isJsonObject()) return PareSettings.EMPTY;
        JsonObject o = e.getAsJsonObject();
        if (o.has("pare") && o.get("pare").isJsonObject()) o = o.getAsJsonObject("pare");
        Map<String, String> languages = new HashMap<>();
        if (o.has("languages") && o.get("languages").isJsonObject()) {
            for (var entry : o.getAsJsonObject("languages").entrySet()) {
                if (entry.getValue().isJsonObject()) {
                    String oracle = string(entry.getValue().getAsJsonObject(), "oracle");
                    if (oracle != null) languages.put(entry.getKey(), oracle);
                }
            }
        }
        Double jobs = number(o, "jobs");
        return new PareSettings(string(o, "oracle"), languages, jobs == null ? null : (int) Math.round(jobs),
                number(o, "timeout"), string(o, "reducer"), bool(o, "trec"), number(o, "maxSeconds"),
                string(o, "resultMode"), string(o, "seed"), string(o, "seedOracle"), string(o, "executor"), string(o, "workDir"),
                string(o, "slurmArgs"));
    }

    public static PareSettings parse(String json) {
        return parse(JsonParser.parseString(json));
    }

    private static String string(JsonObject o, String key) {
        JsonElement v = o.get(key);
        if (v == null || !v.isJsonPrimitive()) return null;
        String s = v.getAsString().trim();
        return s.isEmpty() ? null : s;
    }

    private static Double number(JsonObject o, String key) {
        JsonElement v = o.get(key);
        if (v == null || !v.isJsonPrimitive()) return null;
        try {
            double d = v.getAsDouble();
            return d > 0 ? d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Boolean bool(JsonObject o, String key) {
        JsonElement v = o.get(key);
        if (v == null || !v.isJsonPrimitive()) return null;
        if (v.getAsJsonPrimitive().isBoolean()) return v.getAsBoolean();
        String s = v.getAsString();
        return s.equalsIgnoreCase("true") ? Boolean.TRUE : s.equalsIgnoreCase("false") ? Boolean.FALSE : null;
    }
}
