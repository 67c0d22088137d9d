package io.pare.server.features;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import io.pare.event.ReductionListener;
import io.pare.oracle.Oracle;
import io.pare.parse.Language;
import io.pare.reduction.Reducers;
import io.pare.reduction.ReductionRequest;
import io.pare.reduction.ReductionResult;
import io.pare.reduction.ReductionRun;
import io.pare.reduction.trec.TokenReport;

/**
 * T-Rec through the engine's {@link ReductionRun} with the {@code canonicalize} reducer (as
 * {@code pare canonicalize} runs it); the resisted tokens come from {@link TokenReport}, located in
 * the original text. Throws the engine's {@code OriginalNotInterestingException} when the oracle
 * rejects the original.
 */
public final class EngineCanonicalizer implements Canonicalizer {
    @Override
    public Outcome canonicalize(String fileName, String text, Language language, Oracle oracle, int jobs,
            ReductionListener listener, Cancellable cancel) throws Exception {
        if (!Reducers.trecAvailable(language)) {
            throw new IllegalArgumentException("T-Rec needs a lexical grammar, and " + language.name() + " has none");
        }
        ReductionRun run = new ReductionRun(new ReductionRequest(fileName, text, StandardCharsets.UTF_8, language,
                Reducers.CANONICALIZE, oracle, jobs, null, false, true, null), listener);
        cancel.onCancel(run::cancel);
        ReductionResult result = run.run();
        List<Resisted> resisted = new ArrayList<>();
        for (TokenReport.Entry e : TokenReport.of(language, text, result.text(), null)) {
            if (e.resisted()) {
                resisted.add(new Resisted(e.start(), e.end(), "Resisted canonicalization: `" + e.text()
                        + "` could not be simplified without losing the bug; the bug likely depends on it."));
            }
        }
        return new Outcome(result.text(), resisted, result.cancelled());
    }
}
