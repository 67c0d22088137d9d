package io.pare.oracle.make;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Outcome;
import io.pare.oracle.ScriptOracle;

/**
 * The three questions asked of a freshly written oracle: does it accept the input (it must), an
 * empty file and the input's first half (it should not: an oracle that does is too weak, and a
 * reducer would find that hole at once).
 */
public final class OracleTrial {
    public record Verdicts(Outcome onInput, Outcome onEmpty, Outcome onHalf) {
    }

    private OracleTrial() {
    }

    public static Verdicts run(Path script, String fileName, String text, Charset charset, Duration limit)
            throws IOException, InterruptedException {
        try (ScriptOracle oracle = new ScriptOracle(List.of("sh", script.toAbsolutePath().toString()), limit)) {
            CancelSignal never = new CancelSignal();
            Outcome input = oracle.test(new Candidate(fileName, text, charset), never);
            Outcome empty = oracle.test(new Candidate(fileName, "", charset), never);
            Outcome half = oracle.test(new Candidate(fileName, firstHalf(text), charset), never);
            return new Verdicts(input, empty, half);
        }
    }

    /** The first half of the lines (at least one line goes). */
    static String firstHalf(String text) {
        String[] lines = text.split("(?<=\n)");
        int keep = lines.length / 2;
        return String.join("", java.util.Arrays.copyOf(lines, keep));
    }
}
