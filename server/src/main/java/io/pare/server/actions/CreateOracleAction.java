package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import io.pare.oracle.make.OracleMaker;
import io.pare.oracle.make.OracleRequest;
import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;
import io.pare.server.oracle.OracleCreator;
import io.pare.server.oracle.OracleProblem;
import io.pare.server.oracle.OracleReport;
import io.pare.server.oracle.OracleResolver;
import io.pare.server.oracle.OracleSpec;
import io.pare.server.oracle.ResolvedOracle;
import io.pare.server.run.RunCounts;
import io.pare.server.run.RunProgress;

/**
 * "Create oracle…" ({@code pare.createOracle}): writes the oracle for the bug the document shows,
 * as {@code pare oracle} does, to {@code <file>.oracle.sh} beside it, where the next "Reduce test
 * case" finds it; answers what it checks and its three verdicts. The kind and the commands come
 * in the options object ({@link OracleSpec}); the VS Code client asks the user for them. Offered
 * as a code action only while no oracle resolves for the document.
 */
public final class CreateOracleAction implements ActionParticipant {
    @Override
    public String command() {
        return PareCommands.CREATE_ORACLE;
    }

    @Override
    public String title() {
        return PareCommands.CREATE_ORACLE_TITLE;
    }

    @Override
    public String progressTitle() {
        return "Create oracle";
    }

    @Override
    public boolean appliesTo(String uri) {
        return true;
    }

    /** It makes the oracle. */
    @Override
    public boolean needsOracle() {
        return false;
    }

    @Override
    public boolean offeredWithoutOracleOnly() {
        return true;
    }

    @Override
    public Job prepare(ActionRequest request) throws Refusal {
        DocumentTarget t = request.target();
        String name = t.name();
        if (t.path() == null || !Files.isRegularFile(t.path())) {
            throw request.refuse(CommandResult.REFUSED, "Pare: " + name + " is not a saved file. Save it first: the oracle's "
                    + "commands run on the file, and the oracle is written beside it.");
        }
        if (!t.text().equals(read(request, t.path()))) {
            throw request.refuse(CommandResult.REFUSED, "Pare: " + name + " has unsaved changes. Save it first: the oracle's "
                    + "commands run on the file on disk.");
        }
        OracleSpec spec;
        try {
            spec = OracleSpec.parse(request.args().options());
        } catch (OracleProblem p) {
            throw request.refuse(CommandResult.REFUSED, "Pare: " + PareCommands.CREATE_ORACLE + ": " + p.getMessage() + ".");
        }
        if (spec.kind() == null) {
            throw request.refuse(CommandResult.REFUSED, "Pare: " + PareCommands.CREATE_ORACLE + " needs the kind of bug and "
                    + "the command that shows it, e.g. {\"uri\": \"" + t.uri() + "\", \"kind\": \"output\", \"runs\": [\"CMD {}\"], "
                    + "\"patterns\": [\"TEXT\"]}; from a terminal: pare oracle output --run 'CMD {}' --pattern TEXT " + name + ".");
        }
        OracleRequest engineRequest = spec.toRequest(name);
        String problem = engineRequest.problem();
        if (problem != null) {
            // the engine's words name the command line's options; here they are the options' keys
            throw request.refuse(CommandResult.REFUSED, "Pare: " + PareCommands.CREATE_ORACLE + ": " + problem
                    .replace("--run", "runs").replace("--pattern", "patterns").replace("--reference", "reference")
                    .replace("--test", "test") + ".");
        }
        Path script = OracleResolver.besideFile(t.path());
        if (Files.exists(script) && !spec.force()) {
            throw request.refuse(CommandResult.REFUSED, "Pare: " + script.getFileName() + " already exists beside " + name
                    + "; nothing was written. Ask again with \"force\": true to replace it.");
        }
        return run -> create(run, spec, engineRequest);
    }

    private CommandResult create(RunContext run, OracleSpec spec, OracleRequest engineRequest) throws Refusal {
        DocumentTarget t = run.target();
        RunProgress progress = run.beginProgress("preparing");
        OracleCreator.Created c = run.callEngine("creating the oracle", () -> {
            try {
                return OracleCreator.create(engineRequest, spec.timeout() == null, t.path(),
                        step -> progress.report(step, 0, RunCounts.NONE), run.active()::cancelRequested);
            } catch (OracleMaker.NoCrashFound e) {
                run.endProgress("No crash found");
                throw run.request().refuse(CommandResult.REFUSED, "Pare did not write an oracle for " + t.name() + ": "
                        + e.getMessage());
            }
        });
        boolean used = c.saved() && usedForReduce(run, c.script());
        OracleReport report = new OracleReport(c.script().toString(), DocumentUris.toUri(c.script()),
                engineRequest.kind().cliName(), engineRequest.kind().meaning(), c.plan().checks(), c.saved(), used,
                OracleCreator.verdicts(c.verdicts(), t.name()), c.firstOutput());
        if (run.active().cancelRequested()) {
            progress.end("Cancelled");
            return CommandResult.of(CommandResult.CANCELLED, "Cancelled; no oracle was written for " + t.name() + ".", report);
        }
        if (!c.verdicts().onInput().interesting()) {
            progress.end("The oracle does not accept " + t.name());
            throw run.request().refuse(CommandResult.of(CommandResult.REFUSED, "Pare did not write an oracle for " + t.name()
                    + ": the oracle does not accept it, so " + t.name() + " does not show the bug that way (" + what(report)
                    + "). Nothing was written." + printed(c.firstOutput()), report));
        }
        if (c.verdicts().onEmpty().interesting()) {
            progress.end("The oracle accepts an empty file");
            throw run.request().refuse(CommandResult.of(CommandResult.REFUSED, "Pare did not write an oracle for " + t.name()
                    + ": it also accepts an empty file, so a reduction would end there. Add a pattern, or a command that must "
                    + "accept the input (\"valid\"). Nothing was written.", report));
        }
        String summary = "Pare wrote " + c.script().getFileName() + " (" + report.kind() + "): it accepts " + t.name()
                + " and rejects an empty file"
                + (c.verdicts().onHalf().interesting() ? "; it also accepts the first half (fine if the bug lies there)"
                        : " and the first half")
                + (used ? ". \u201cReduce test case\u201d now uses it."
                        : ". \u201cReduce test case\u201d does not use it: a setting names another oracle, which comes first.");
        progress.end(summary);
        run.server().messages().info(summary);
        return CommandResult.of(CommandResult.DONE, summary, report);
    }

    /** Whether the document's oracle now resolves to the script (a setting or .pare.json would come first). */
    private static boolean usedForReduce(RunContext run, Path script) {
        DocumentTarget t = run.target();
        try {
            Optional<ResolvedOracle> o = OracleResolver.resolve(null, run.request().layers(), t.path(), t.languageId(),
                    run.language().name());
            return o.isPresent() && o.get().command().contains(script.toAbsolutePath().normalize().toString());
        } catch (OracleProblem p) {
            return false;
        }
    }

    private static String what(OracleReport report) {
        return "it checks that " + String.join("; ", report.checks());
    }

    private static String printed(String output) {
        return output.isBlank() ? " The command printed nothing." : " The command printed:\n" + output;
    }

    private static String read(ActionRequest request, Path path) throws Refusal {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw request.fail("Pare cannot read " + path + ": " + e.getMessage());
        }
    }
}
