package io.pare.reduction;

import java.util.List;

import io.pare.program.Token;
import io.pare.query.PassStats;
import io.pare.query.QueryStats;

/** The outcome of a reduction: the smallest program found and the run's figures. */
public record ReductionResult(String text, String language, String reducer, int inputTokens, int outputTokens,
        int inputBytes, int outputBytes, QueryStats stats, double wallSeconds, int jobs, boolean cancelled,
        boolean timedOut, List<Token> tokens, java.util.Map<String, PassStats> passes) {
    public ReductionResult(String text, String language, String reducer, int inputTokens, int outputTokens,
            int inputBytes, int outputBytes, QueryStats stats, double wallSeconds, int jobs, boolean cancelled,
            boolean timedOut, List<Token> tokens) {
        this(text, language, reducer, inputTokens, outputTokens, inputBytes, outputBytes, stats, wallSeconds, jobs,
                cancelled, timedOut, tokens, java.util.Map.of());
    }
}
