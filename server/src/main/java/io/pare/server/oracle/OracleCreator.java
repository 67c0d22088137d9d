package io.pare.server.oracle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import io.pare.oracle.Outcome;
import io.pare.oracle.make.CommandProbe;
import io.pare.oracle.make.OracleMaker;
import io.pare.oracle.make.OracleRequest;
import io.pare.oracle.make.OracleTrial;

/**
 * Makes the oracle of "Create oracle…" with the engine's steps ({@link OracleMaker}, then
 * {@link OracleTrial}), and saves it beside the file, where {@link OracleResolver} looks first,
 * only when it is fit to reduce with: it accepts the file and rejects an empty one. Until then the
 * script lives in a temporary folder, so that a refused request leaves nothing behind.
 */
public final class OracleCreator {
    /** What came of it; {@code saved} says whether {@code script} was written. */
    public record Created(OracleMaker.Plan plan, OracleTrial.Verdicts verdicts, List<CommandProbe.Result> probes,
            Path script, boolean saved) {
        /** The end of what the first command printed on the file ("" for wrong-code, which runs no command first). */
        public String firstOutput() {
            return probes.isEmpty() ? "" : OracleMaker.tail(probes.get(0).output());
        }
    }

    private OracleCreator() {
    }

    /**
     * @param file        the saved file the oracle is for
     * @param autoTimeout whether the engine settles the per-command limit from the first run
     * @param step        told of each step, for the progress
     * @param cancelled   asked before the script is saved
     */
    public static Created create(OracleRequest request, boolean autoTimeout, Path file, Consumer<String> step,
            BooleanSupplier cancelled) throws OracleMaker.NoCrashFound, IOException, InterruptedException {
        String name = file.getFileName().toString();
        List<CommandProbe.Result> probes = new ArrayList<>();
        if (!request.runs().isEmpty()) step.accept("running `" + request.runs().get(0) + "` on " + name);
        OracleMaker.Plan plan = OracleMaker.plan(request, autoTimeout, file, (command, result) -> probes.add(result));
        Path script = OracleResolver.besideFile(file);
        String text = plan.script(script.getFileName().toString());
        String content = Files.readString(file, StandardCharsets.UTF_8);
        Path dir = Files.createTempDirectory("pare-create-oracle");
        OracleTrial.Verdicts verdicts;
        try {
            Path trial = dir.resolve(script.getFileName());
            OracleMaker.writeExecutable(trial, text);
            step.accept("trying the oracle on " + name + ", an empty file and its first half");
            verdicts = OracleTrial.run(trial, name, content, StandardCharsets.UTF_8, plan.trialLimit());
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) Files.deleteIfExists(p);
            }
            Files.deleteIfExists(dir);
        }
        boolean fit = verdicts.onInput().interesting() && !verdicts.onEmpty().interesting();
        boolean save = fit && !cancelled.getAsBoolean();
        if (save) OracleMaker.writeExecutable(script, text);
        return new Created(plan, verdicts, List.copyOf(probes), script, save);
    }

    /** The three verdicts as the answer lists them. */
    public static List<OracleReport.TrialVerdict> verdicts(OracleTrial.Verdicts v, String name) {
        return List.of(
                verdict("original", name, true, v.onInput()),
                verdict("empty", "an empty file", false, v.onEmpty()),
                verdict("half", "the first half of " + name, false, v.onHalf()));
    }

    private static OracleReport.TrialVerdict verdict(String input, String label, boolean expectInteresting, Outcome o) {
        String actual = switch (o.verdict()) {
            case INTERESTING -> "interesting";
            case NOT_INTERESTING -> "not interesting";
            case TIMEOUT -> "timed out";
            case ERROR -> "error";
        };
        return new OracleReport.TrialVerdict(input, label, expectInteresting ? "interesting" : "not interesting", actual,
                o.interesting() == expectInteresting, o.elapsed().toMillis() / 1000.0);
    }
}
