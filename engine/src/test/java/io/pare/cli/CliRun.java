package io.pare.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** Runs {@code pare} in process and captures what it prints. */
record CliRun(int exit, String out, String err) {
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cl = PareCli.commandLine(List.of());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new CliRun(exit, out.toString(), err.toString());
    }
}
