package io.pare.server.settings;

import java.util.HashMap;
import java.util.Map;

/**
 * The {@code pare} settings, as one layer gives them (client settings, pushed settings or
 * {@code .pare.json}); every field is null when the layer does not set it.
 *
 * @param oracle      the oracle: a path or a command line, relative to the workspace root
 * @param languages   per-language overrides ({@code pare.languages.<id>.oracle}), by language id
 * @param jobs        oracle queries in parallel
 * @param timeout     seconds per oracle query
 * @param reducer     reduction algorithm name
 * @param trec        T-Rec token canonicalization between fixpoints
 * @param maxSeconds  stop after this long and keep the best so far
 * @param resultMode  {@code document} (default: a new document beside the original) or {@code replace}
 * @param seed        the passing seed for the pairwise diff (a path relative to the file or the root)
 * @param seedOracle  the seed's property for the pairwise diff (exit 0 = holds), like {@code oracle}
 * @param executor    where oracle queries run: {@code local} (default) or {@code slurm} (as {@code --executor})
 * @param workDir     where the query folders go, relative to the workspace root (as {@code --work-dir})
 * @param slurmArgs   salloc's arguments for an allocation the server requests per run (as {@code --slurm-args})
 */
public record PareSettings(String oracle, Map<String, String> languages, Integer jobs, Double timeout,
        String reducer, Boolean trec, Double maxSeconds, String resultMode, String seed, String seedOracle,
        String executor, String workDir, String slurmArgs) {

    public static final String RESULT_DOCUMENT = "document";
    public static final String RESULT_REPLACE = "replace";
    /** A synonym of {@link #RESULT_DOCUMENT}. */
    public static final String RESULT_NEW_DOCUMENT = "newDocument";
    public static final PareSettings EMPTY = new PareSettings(null, Map.of(), null, null, null, null, null, null, null, null);

    public PareSettings(String oracle, Map<String, String> languages, Integer jobs, Double timeout, String reducer,
            Boolean trec, Double maxSeconds, String resultMode, String seed) {
        this(oracle, languages, jobs, timeout, reducer, trec, maxSeconds, resultMode, seed, null);
    }

    public PareSettings(String oracle, Map<String, String> languages, Integer jobs, Double timeout, String reducer,
            Boolean trec, Double maxSeconds, String resultMode, String seed, String seedOracle) {
        this(oracle, languages, jobs, timeout, reducer, trec, maxSeconds, resultMode, seed, seedOracle, null, null, null);
    }

    /** Whether {@code resultMode} asks to replace the document. */
    public boolean replaceResult() {
        return RESULT_REPLACE.equals(resultMode);
    }

    /** Whether {@code resultMode} is set to something this server does not know. */
    public boolean unknownResultMode() {
        return resultMode != null && !RESULT_REPLACE.equals(resultMode) && !RESULT_DOCUMENT.equals(resultMode)
                && !RESULT_NEW_DOCUMENT.equals(resultMode);
    }

    public PareSettings {
        languages = languages == null ? Map.of() : Map.copyOf(languages);
    }

    /** This layer's values, falling back to {@code lower}'s where this one is silent. */
    public PareSettings over(PareSettings lower) {
        Map<String, String> langs = new HashMap<>(lower.languages);
        langs.putAll(languages);
        return new PareSettings(or(oracle, lower.oracle), langs, or(jobs, lower.jobs), or(timeout, lower.timeout),
                or(reducer, lower.reducer), or(trec, lower.trec), or(maxSeconds, lower.maxSeconds),
                or(resultMode, lower.resultMode), or(seed, lower.seed), or(seedOracle, lower.seedOracle),
                or(executor, lower.executor), or(workDir, lower.workDir), or(slurmArgs, lower.slurmArgs));
    }

    /** The oracle of a language override, trying each id (the client's language id, Pare's language name). */
    public String languageOracle(String... ids) {
        for (String id : ids) {
            if (id != null && languages.get(id) != null) return languages.get(id);
        }
        return null;
    }

    private static <T> T or(T a, T b) {
        return a != null ? a : b;
    }
}
