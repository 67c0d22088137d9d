package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.CodeAction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.oracle.OracleReport;

/**
 * The editor's flow on the real cvc5 case, as a client drives it over stdio: no oracle, so
 * "Create oracle…" is offered; the client sends the kind (output), cvc5's command line, the text
 * of cvc5's wrong error and z3 as the validity guard; the server writes prog.smt2.oracle.sh and
 * answers its verdicts; Reduce then uses it, and in the result cvc5 still shows the bug and z3 accepts it.
 */
@Tag("tools")
class CreateOracleSmtEndToEndTest {
    static final String BUG = "significand bit vector in fp is an invalid size";

    @TempDir
    Path tmp;

    @Test
    void createsTheOracleForTheCvc5CaseAndReducesWithIt() throws Exception {
        TestFiles.requireTools("z3", "cvc5");
        Path example = TestFiles.example("smt2-cvc5-fp-significand-5K");
        Path ws = tmp.resolve("ws");
        Path prog = ws.resolve("prog.smt2");
        Files.createDirectories(ws);
        Files.copy(example.resolve("prog.smt2"), prog);

        TestClient client = new TestClient();
        JsonObject settings = new JsonObject();
        settings.addProperty("jobs", 2);
        client.settings = settings;
        try (LspHarness lsp = LspHarness.stdio(client, tmp.resolve("server-stderr.log"))) {
            lsp.initialize(ws, true);
            String uri = lsp.open(prog, "smtlib2");
            List<CodeAction> actions = lsp.codeActions(uri);
            CodeAction create = actions.stream().filter(a -> a.getTitle().equals(PareCommands.CREATE_ORACLE_TITLE)).findFirst()
                    .orElseThrow(() -> new AssertionError("no Create oracle… in " + actions.stream().map(CodeAction::getTitle).toList()));
            assertEquals(PareCommands.CREATE_ORACLE, create.getCommand().getCommand());

            JsonObject request = new JsonObject();
            request.addProperty("uri", uri);
            request.addProperty("kind", "output");
            request.add("runs", array("cvc5 --incremental {}"));
            request.add("patterns", array(BUG));
            request.add("valid", array("z3 -smt2 {}"));
            CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, request);
            assertEquals(CommandResult.DONE, r.status(), r.message());
            OracleReport o = r.oracle();
            Path script = ws.resolve("prog.smt2.oracle.sh");
            assertEquals(script.toString(), o.path());
            assertTrue(o.saved() && o.used() && Files.isExecutable(script));
            assertTrue(o.checks().contains("the input is valid: `z3 -smt2 {}` accepts it (exit status 0, no \"error\" in its output)"),
                    o.checks().toString());
            assertTrue(o.output().contains(BUG), o.output());
            OracleReport.TrialVerdict original = o.verdicts().get(0), empty = o.verdicts().get(1);
            assertEquals("interesting", original.actual());
            assertEquals("not interesting", empty.actual());
            // the first half cuts a term open: z3, the validity guard, rejects it
            OracleReport.TrialVerdict half = o.verdicts().get(2);
            assertEquals("not interesting", half.actual());
            assertTrue(o.verdicts().stream().allMatch(OracleReport.TrialVerdict::asExpected));

            // a whole reduction with the default pipeline: how long it takes depends on the
            // machine's load (the benchmarks measure it), so no time limit of the test's own
            CommandResult reduced = LspHarness.result(lsp.execute(PareCommands.REDUCE, uri).get(30, TimeUnit.MINUTES));
            assertEquals(CommandResult.DONE, reduced.status(), reduced.message());
            Path result = ws.resolve("prog.reduced.smt2");
            String text = Files.readString(result, StandardCharsets.UTF_8);
            assertTrue(text.length() < Files.size(prog) / 10, text);
            assertEquals(0, TestFiles.runOracle(script, result), "the created oracle accepts the result");
            // asked of the tools themselves, not of the script: the bug is still there and the input valid
            assertTrue(output(result, "cvc5", "--incremental").contains(BUG), text);
            assertTrue(!output(result, "z3", "-smt2").toLowerCase().contains("error"), text);
        }
    }

    private static String output(Path file, String... command) throws Exception {
        List<String> words = new java.util.ArrayList<>(List.of(command));
        words.add(file.toString());
        Process p = new ProcessBuilder(words).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return out;
    }

    private static JsonArray array(String value) {
        JsonArray a = new JsonArray();
        a.add(value);
        return a;
    }
}
