package io.pare.server.run;

/**
 * What a run has reached, as the engine last told it: the pass, the token counts, the queries.
 *
 * @param pass           the engine pass now running, or null before the first
 * @param round          that pass's round, or null before the first pass
 * @param tokens         the best candidate's tokens, or null until the engine has parsed the input
 * @param originalTokens the input's tokens, or null until the engine has parsed it
 */
public record RunCounts(String pass, Integer round, Integer tokens, Integer originalTokens, long queries,
        long cacheHits) {
    public static final RunCounts NONE = new RunCounts(null, null, null, null, 0, 0);

    RunCounts started(int tokens) {
        return new RunCounts(pass, round, tokens, tokens, queries, cacheHits);
    }

    RunCounts inPass(String pass, int round) {
        return new RunCounts(pass, round, tokens, originalTokens, queries, cacheHits);
    }

    RunCounts improved(int tokens) {
        return new RunCounts(pass, round, tokens, originalTokens, queries, cacheHits);
    }

    RunCounts result(int tokens, int originalTokens) {
        return new RunCounts(pass, round, tokens, originalTokens, queries, cacheHits);
    }

    RunCounts queried(long queries, long cacheHits) {
        return new RunCounts(pass, round, tokens, originalTokens, queries, cacheHits);
    }
}
