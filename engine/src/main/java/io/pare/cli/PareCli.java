package io.pare.cli;

import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code pare} command: reduce, parse (and, in the server's jar, lsp). */
@Command(name = "pare", mixinStandardHelpOptions = true, version = "pare 0.1.0",
        description = "Reduces bug-triggering programs while an oracle keeps saying the bug is there.",
        subcommands = {ReduceCommand.class, CanonicalizeCommand.class, PairCommand.class, ParseCommand.class, MakeOracleCommand.class})
public final class PareCli {
    /** Exit codes of the contract in CLI.md. */
    public static final int OK = 0, INTERNAL = 1, BAD_INPUT = 2, INTERRUPTED = 130;

    public static CommandLine commandLine(List<Object> extraSubcommands) {
        CommandLine cl = new CommandLine(new PareCli());
        for (Object sub : extraSubcommands) cl.addSubcommand(sub);
        cl.setExitCodeExceptionMapper(e -> e instanceof CommandLine.ParameterException ? BAD_INPUT : INTERNAL);
        cl.setParameterExceptionHandler((ex, args) -> {
            ex.getCommandLine().getErr().println("pare: " + ex.getMessage());
            ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, command, parse) -> {
            if (ex instanceof UsageException) {
                // bad input or options found while running: one line, exit 2 (CLI.md)
                command.getErr().println("pare: " + ex.getMessage());
                return BAD_INPUT;
            }
            command.getErr().println("pare: internal error: " + ex);
            ex.printStackTrace(command.getErr());
            return INTERNAL;
        });
        return cl;
    }

    public static void main(String[] args) {
        io.pare.oracle.ProcessLaunching.preferVfork();
        System.exit(commandLine(List.of()).execute(args));
    }
}
