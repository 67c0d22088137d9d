package io.pare.reduction.ppr;

import java.nio.charset.Charset;
import java.util.concurrent.atomic.AtomicLong;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.parse.Language;
import io.pare.parse.ParseFailedException;

/**
 * Both properties at once, for MinCommonality's candidates: ψ_s on the seed, then (only if it
 * holds) ψ_v on the variant. A pair travels through the query service as one text, the seed and
 * the variant joined by {@link #SEPARATOR}, so the service's caches and its parallel, ordered
 * speculation work on pairs unchanged.
 */
final class PairOracle implements Oracle {
    /** Cannot occur in a program read as UTF-8 text (NUL bytes make an input binary). */
    static final String SEPARATOR = "\n\u0000pare-pair\u0000\n";

    private final SideOracle seed;
    private final SideOracle variant;

    PairOracle(SideOracle seed, SideOracle variant) {
        this.seed = seed;
        this.variant = variant;
    }

    static String join(String seedText, String variantText) {
        return seedText + SEPARATOR + variantText;
    }

    @Override
    public Outcome test(Candidate candidate, CancelSignal cancel) throws InterruptedException {
        String text = candidate.text();
        int at = text.indexOf(SEPARATOR);
        if (at < 0) throw new IllegalArgumentException("not a seed/variant pair");
        Outcome s = seed.test(text.substring(0, at), cancel);
        if (!s.interesting()) return s;
        return variant.test(text.substring(at + SEPARATOR.length()), cancel);
    }

    /** One side's oracle, under the side's file name and charset, counting its real runs. */
    static final class SideOracle implements Oracle {
        private final Oracle oracle;
        private final String fileName;
        private final Charset charset;
        private final Language language;
        private final AtomicLong runs = new AtomicLong();
        private final AtomicLong syntaxRejected = new AtomicLong();

        /** @param language parses every candidate first: one that does not parse is rejected without running the oracle */
        SideOracle(Oracle oracle, String fileName, Charset charset, Language language) {
            this.oracle = oracle;
            this.fileName = fileName;
            this.charset = charset;
            this.language = language;
        }

        Outcome test(String text, CancelSignal cancel) throws InterruptedException {
            if (language != null && !parses(text)) {
                syntaxRejected.incrementAndGet();
                return Outcome.of(false);
            }
            runs.incrementAndGet();
            return oracle.test(new Candidate(fileName, text, charset), cancel);
        }

        @Override
        public Outcome test(Candidate candidate, CancelSignal cancel) throws InterruptedException {
            return test(candidate.text(), cancel);
        }

        @Override
        public java.time.Duration timeout() {
            return oracle.timeout();
        }

        @Override
        public void calibrate(java.time.Duration inputRun) {
            oracle.calibrate(inputRun);
        }

        private boolean parses(String text) {
            try {
                language.parse(fileName, text, charset, x -> x);
                return true;
            } catch (ParseFailedException e) {
                return false;
            }
        }

        long runs() {
            return runs.get();
        }

        long syntaxRejected() {
            return syntaxRejected.get();
        }
    }
}
