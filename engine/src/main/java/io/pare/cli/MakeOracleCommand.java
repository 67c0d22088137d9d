package io.pare.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import io.pare.oracle.Outcome;
import io.pare.oracle.make.OracleKind;
import io.pare.oracle.make.OracleMaker;
import io.pare.oracle.make.OracleRequest;
import io.pare.oracle.make.OracleTrial;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pare oracle KIND ... FILE}: writes an interestingness test for the bug FILE shows, and tries it. */
@Command(name = "oracle", mixinStandardHelpOptions = true,
        description = {"Write an oracle script for the bug FILE shows, then check it: it must accept FILE and "
                + "should reject an empty file and FILE's first half.",
                "KIND: crash --run 'CMD {}' | wrong-code --reference 'CC FLAGS' --test 'CC FLAGS' | "
                        + "warning --run 'CMD {}' --pattern TEXT | disagree --run 'CMD {}' --run 'CMD {}' | "
                        + "output --run 'CMD {}' --pattern TEXT. {} stands for the file (appended when missing)."})
final class MakeOracleCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "KIND", description = "crash, wrong-code, warning, disagree or output.")
    String kindName;

    @Parameters(index = "1", paramLabel = "FILE", description = "The input that shows the bug.")
    Path file;

    @Option(names = "--run", paramLabel = "'CMD {}'", description = "The command that shows the bug ({} is the file; twice for disagree).")
    List<String> runs = new ArrayList<>();

    @Option(names = "--reference", paramLabel = "'CC FLAGS'", description = "wrong-code: the compiler and flags that build the program right.")
    String reference;

    @Option(names = "--test", paramLabel = "'CC FLAGS'", description = "wrong-code: the compiler and flags under test.")
    String test;

    @Option(names = "--pattern", paramLabel = "TEXT", description = "Text the output must show (fixed text; repeatable, all must show).")
    List<String> patterns = new ArrayList<>();

    @Option(names = "--valid", paramLabel = "'CMD {}'",
            description = "A command that must accept the input (exit 0, no \"error\" in its output), e.g. a second compiler or solver; repeatable.")
    List<String> valid = new ArrayList<>();

    @Option(names = "--timeout", paramLabel = "S",
            description = "Seconds for each command the oracle runs (default: 10x what the command took on FILE, at least 10; wrong-code: 30).")
    Integer timeout;

    @Option(names = {"-o", "--output"}, paramLabel = "oracle.sh", description = "Where the script goes (default: FILE.oracle.sh beside FILE).")
    Path output;

    @Option(names = "--force", description = "Replace an existing script at the output path.")
    boolean force;

    @Override
    public Integer call() throws UsageException, IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        OracleKind kind = OracleKind.byName(kindName)
                .orElseThrow(() -> new UsageException("unknown oracle kind '" + kindName + "'; known: " + OracleKind.names()));
        InputFile in = InputFile.read(file);
        Path script = output != null ? output : file.resolveSibling(file.getFileName() + ".oracle.sh");
        if (Files.exists(script) && !force) throw new UsageException(script + " exists; pass --force to replace it");
        if (timeout != null && timeout <= 0) throw new UsageException("--timeout must be positive");
        OracleRequest request = new OracleRequest(kind, file.getFileName().toString(), runs, reference, test, patterns, valid,
                timeout != null ? timeout : OracleMaker.WRONG_CODE_TIMEOUT);
        if (request.problem() != null) throw new UsageException(request.problem());

        OracleMaker.Plan plan;
        try {
            plan = OracleMaker.plan(request, timeout == null, file, (run, probe) -> out.printf(
                    "ran `%s` on %s: exit status %d in %.1f s%n", run, file.getFileName(), probe.exitStatus(),
                    probe.took().toMillis() / 1000.0));
        } catch (OracleMaker.NoCrashFound e) {
            throw new UsageException(e.getMessage());
        }

        String name = script.getFileName().toString();
        OracleMaker.writeExecutable(script, plan.script(name));
        out.println("wrote " + script + " (" + kind.cliName() + "): exit 0 when " + kind.meaning() + ". It checks that");
        for (String check : plan.checks()) out.println("  - " + check);

        OracleTrial.Verdicts v = OracleTrial.run(script, file.getFileName().toString(), in.text(), in.charset(), plan.trialLimit());
        out.println("on " + file.getFileName() + ": " + verdict(v.onInput()));
        out.println("on an empty file: " + verdict(v.onEmpty()));
        out.println("on the first half of " + file.getFileName() + ": " + verdict(v.onHalf()));
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        if (!v.onInput().interesting()) {
            err.println("pare: the oracle does not accept " + file + ", so it cannot be used to reduce it; see what it checks above"
                    + (v.onInput().outputTail().isBlank() ? "" : "; it printed:\n" + v.onInput().outputTail()));
            return PareCli.BAD_INPUT;
        }
        if (v.onEmpty().interesting()) {
            err.println("pare: the oracle accepts an empty file: a reduction would end there. Add --pattern or --valid guards.");
            return PareCli.BAD_INPUT;
        }
        if (v.onHalf().interesting()) {
            err.println("pare: note: the oracle accepts the first half of " + file.getFileName()
                    + "; fine if the bug lies there, but check that it asks for the bug and not for less.");
        }
        out.println("use it: pare reduce --test " + script + " " + file);
        return PareCli.OK;
    }

    private static String verdict(Outcome o) {
        String what = switch (o.verdict()) {
            case INTERESTING -> "interesting";
            case NOT_INTERESTING -> "not interesting";
            case TIMEOUT -> "timed out";
            case ERROR -> "the oracle could not run: " + o.outputTail();
        };
        return String.format(Locale.ROOT, "%s (%.1f s)", what, o.elapsed().toMillis() / 1000.0);
    }
}
