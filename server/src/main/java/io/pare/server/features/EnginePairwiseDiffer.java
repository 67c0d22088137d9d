package io.pare.server.features;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.Oracle;
import io.pare.parse.Language;
import io.pare.reduction.ppr.PairRequest;
import io.pare.reduction.ppr.PairResult;
import io.pare.reduction.ppr.PairRun;

/**
 * PPR through the engine's {@link PairRun} (as {@code pare pair} runs it). Its pair events become
 * single-run events over the pair's total token count, so the server's progress reporting applies;
 * the critical edits are located in the original seed and variant. Throws the engine's
 * {@code PairInputException} when a property fails on its original or the pair cannot be aligned.
 */
public final class EnginePairwiseDiffer implements PairwiseDiffer {
    @Override
    public Outcome diff(String fileName, String seedText, String variantText, Language language, Oracle seedOracle,
            Oracle variantOracle, int jobs, ReductionListener listener, Cancellable cancel) throws Exception {
        return diff(fileName, fileName, seedText, variantText, language, seedOracle, variantOracle, jobs, listener, cancel);
    }

    /** @param seedName the file name the seed's oracle sees candidates under */
    public Outcome diff(String seedName, String variantName, String seedText, String variantText, Language language,
            Oracle seedOracle, Oracle variantOracle, int jobs, ReductionListener listener, Cancellable cancel)
            throws Exception {
        PairRequest request = new PairRequest(new PairRequest.Input(seedName, seedText, StandardCharsets.UTF_8, seedOracle),
                new PairRequest.Input(variantName, variantText, StandardCharsets.UTF_8, variantOracle), language, jobs, null);
        PairRun run = new PairRun(request, e -> forward(e, language, listener));
        cancel.onCancel(run::cancel);
        PairResult r = run.run();
        List<CriticalEdit> edits = new ArrayList<>();
        for (io.pare.reduction.ppr.CriticalEdit e : r.edits()) {
            String kind = switch (e.kind()) {
                case "insert" -> "inserted";
                case "delete" -> "deleted";
                default -> "replaced";
            };
            edits.add(new CriticalEdit(kind, e.originalSeedStart(), e.originalSeedEnd(), e.originalVariantStart(),
                    e.originalVariantEnd(), e.seedText(), e.variantText()));
        }
        return new Outcome(r.seedText(), r.variantText(), edits, r.cancelled());
    }

    private static void forward(ReductionEvent e, Language language, ReductionListener listener) {
        if (e instanceof ReductionEvent.PairStarted s) {
            listener.on(new ReductionEvent.Started(s.language(), s.sizes().total(), 0,
                    Math.max(s.seedSeconds(), s.variantSeconds())));
        } else if (e instanceof ReductionEvent.PairPassStarted p) {
            listener.on(new ReductionEvent.PassStarted(p.pass(), p.iteration(), p.sizes().total()));
        } else if (e instanceof ReductionEvent.PairImproved i) {
            listener.on(new ReductionEvent.Improved(i.pass(), i.sizes().total(), 0, i.variantText(), i.stats()));
        } else if (e instanceof ReductionEvent.Warning) {
            listener.on(e);
        }
    }

}
