package io.pare.reduction;

import java.nio.charset.Charset;
import java.time.Duration;
import java.util.List;

import io.pare.oracle.Oracle;
import io.pare.parse.Language;

/**
 * Everything a reduction needs.
 *
 * @param fileName         the input's file name (the oracle sees the candidate under it)
 * @param text             the input, decoded with {@code charset}
 * @param language         the language to parse with (falls back to text when it cannot parse)
 * @param reducer          a reducer name known to {@link Reducers}
 * @param maxTime          stop after this long and keep the best so far; null for no limit
 * @param recheck          re-run the oracle on the final result and warn if it disagrees (flaky oracles)
 * @param trec             run T-Rec's token canonicalization between fixpoints (where the language allows)
 * @param identifierTokens lexer rule names of identifier tokens, replacing the language's list; null for the default
 */
public record ReductionRequest(String fileName, String text, Charset charset, Language language, String reducer,
        Oracle oracle, int jobs, Duration maxTime, boolean recheck, boolean trec, List<String> identifierTokens) {

    public ReductionRequest(String fileName, String text, Charset charset, Language language, String reducer,
            Oracle oracle, int jobs, Duration maxTime, boolean recheck) {
        this(fileName, text, charset, language, reducer, oracle, jobs, maxTime, recheck, false, null);
    }
}
