package io.pare.server;

import java.util.List;

import io.pare.cli.PareCli;

/** Entry point of the runnable jar: the engine's command line plus {@code pare lsp}. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        io.pare.oracle.ProcessLaunching.preferVfork();
        System.exit(PareCli.commandLine(List.of(new LspCommand())).execute(args));
    }
}
