package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.TextDocumentItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.oracle.OracleReport;

/**
 * "Create oracle…" over LSP with grep as the tool that shows the "bug" (a line holding NEEDLE):
 * offered only while no oracle resolves; {@code pare.createOracle} writes {@code <file>.oracle.sh},
 * answers its three verdicts, and the next Reduce uses it; and every refusal writes nothing.
 */
class CreateOracleTest {
    @TempDir
    Path ws;
    TestClient client;
    LspHarness lsp;
    Path input;
    Path script;
    String uri;

    @BeforeEach
    void start() throws Exception {
        client = new TestClient();
        lsp = LspHarness.inProcess(client);
        input = TestFiles.needleInput(ws.resolve("bug.txt"), 10);
        script = ws.resolve("bug.txt.oracle.sh");
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    private String openTrusted() throws Exception {
        lsp.initialize(ws, true);
        uri = lsp.open(input, "plaintext");
        return uri;
    }

    /** The options object as a client sends it: an {@code output} oracle over grep. */
    private JsonObject grepOracle(String command, String pattern) {
        JsonObject o = new JsonObject();
        o.addProperty("uri", uri);
        o.addProperty("kind", "output");
        JsonArray runs = new JsonArray();
        runs.add(command);
        o.add("runs", runs);
        JsonArray patterns = new JsonArray();
        patterns.add(pattern);
        o.add("patterns", patterns);
        return o;
    }

    private List<String> titles() throws Exception {
        return lsp.codeActions(uri).stream().map(CodeAction::getTitle).toList();
    }

    @Test
    void createOracleIsOfferedOnlyWhileNoOracleIsFound() throws Exception {
        openTrusted();
        List<CodeAction> actions = lsp.codeActions(uri);
        CodeAction create = actions.stream().filter(a -> a.getTitle().equals(PareCommands.CREATE_ORACLE_TITLE)).findFirst()
                .orElseThrow(() -> new AssertionError("no Create oracle… in " + actions.stream().map(CodeAction::getTitle).toList()));
        assertEquals(PareCommands.CREATE_ORACLE, create.getCommand().getCommand());
        assertEquals(List.of(uri), create.getCommand().getArguments().stream().map(a -> a.toString().replace("\"", "")).toList());
        assertTrue(titles().contains(PareCommands.REDUCE_TITLE), "Reduce stays offered (it says where to put an oracle)");

        TestFiles.script(ws.resolve("oracle.sh"), "grep -q NEEDLE \"$1\"");
        assertFalse(titles().contains(PareCommands.CREATE_ORACLE_TITLE), "an oracle.sh beside the file is an oracle");
        Files.delete(ws.resolve("oracle.sh"));
        assertTrue(titles().contains(PareCommands.CREATE_ORACLE_TITLE));

        JsonObject settings = new JsonObject();
        settings.addProperty("oracle", "sh elsewhere/check.sh");
        client.settings = settings;
        assertFalse(titles().contains(PareCommands.CREATE_ORACLE_TITLE), "a setting names an oracle");
    }

    @Test
    void writesTheOracleBesideTheFileAnswersTheVerdictsAndReduceUsesIt() throws Exception {
        openTrusted();
        CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, grepOracle("grep -n NEEDLE {}", "NEEDLE"));
        assertEquals(CommandResult.DONE, r.status(), r.message());
        OracleReport o = r.oracle();
        assertNotNull(o, "the answer carries the report");
        assertEquals(script.toString(), o.path());
        assertTrue(Files.isExecutable(script), "the script is written executable beside the file");
        assertTrue(o.saved() && o.used(), "saved, and the next Reduce resolves to it");
        assertEquals("output", o.kind());
        assertEquals(List.of("the output of `grep -n NEEDLE {}` shows \"NEEDLE\""), o.checks());
        assertEquals(List.of("original", "empty", "half"), o.verdicts().stream().map(OracleReport.TrialVerdict::input).toList());
        assertEquals(List.of("bug.txt", "an empty file", "the first half of bug.txt"),
                o.verdicts().stream().map(OracleReport.TrialVerdict::label).toList());
        assertEquals(List.of("interesting", "not interesting", "not interesting"),
                o.verdicts().stream().map(OracleReport.TrialVerdict::expected).toList());
        assertEquals(List.of("interesting", "not interesting", "not interesting"),
                o.verdicts().stream().map(OracleReport.TrialVerdict::actual).toList(), "NEEDLE is on line 6 of 10");
        assertTrue(o.verdicts().stream().allMatch(OracleReport.TrialVerdict::asExpected));
        assertTrue(o.output().contains("6:keep NEEDLE here"), o.output());
        assertTrue(r.message().contains("Reduce test case\u201d now uses it"), r.message());
        client.awaitShown(Duration.ofSeconds(5), m -> m.getType() == MessageType.Info && m.getMessage().contains("bug.txt.oracle.sh"));
        assertTrue(client.createdTokens.size() == 1, "the creation runs with progress");

        // the script is an oracle in its own right: exit 0 on the file, 1 on a file without the line
        assertEquals(0, TestFiles.runOracle(script, input));
        Path other = ws.resolve("other.txt");
        Files.writeString(other, "no needle\n");
        assertEquals(1, TestFiles.runOracle(script, other));

        assertFalse(titles().contains(PareCommands.CREATE_ORACLE_TITLE), "no longer offered: the oracle is found");
        CommandResult reduced = lsp.executeAndWait(PareCommands.REDUCE, uri);
        assertEquals(CommandResult.DONE, reduced.status(), reduced.message());
        assertTrue(client.logged.stream().anyMatch(m -> m.getMessage().contains("(from bug.txt.oracle.sh beside the file)")),
                "the reduction names the created oracle as its source");
        String result = Files.readString(ws.resolve("bug.reduced.txt"), StandardCharsets.UTF_8);
        assertTrue(result.contains("NEEDLE") && result.length() < 30, result);
    }

    @Test
    void refusesAnInputThatDoesNotShowTheBugAndWritesNothing() throws Exception {
        openTrusted();
        CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, grepOracle("cat {}", "HAYSTACK"));
        assertEquals(CommandResult.REFUSED, r.status());
        assertTrue(r.message().contains("does not accept it"), r.message());
        assertTrue(r.message().contains("keep NEEDLE here"), "the tool's output is reported: " + r.message());
        assertFalse(r.oracle().saved());
        assertEquals("not interesting", r.oracle().verdicts().get(0).actual());
        assertFalse(r.oracle().verdicts().get(0).asExpected());
        assertFalse(Files.exists(script), "nothing written");
        client.awaitShown(Duration.ofSeconds(5), m -> m.getType() == MessageType.Warning && m.getMessage().contains("does not accept it"));
        assertTrue(titles().contains(PareCommands.CREATE_ORACLE_TITLE), "still offered");
    }

    @Test
    void refusesAnOracleThatAcceptsAnEmptyFile() throws Exception {
        openTrusted();
        CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, grepOracle("echo always; cat {}", "always"));
        assertEquals(CommandResult.REFUSED, r.status());
        assertTrue(r.message().contains("accepts an empty file"), r.message());
        assertEquals("interesting", r.oracle().verdicts().get(1).actual());
        assertFalse(Files.exists(script));
    }

    @Test
    void refusesToOverwriteAnOracleUnlessForced() throws Exception {
        openTrusted();
        Files.writeString(script, "#!/bin/sh\nexit 0\n");
        CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, grepOracle("grep -n NEEDLE {}", "NEEDLE"));
        assertEquals(CommandResult.REFUSED, r.status());
        assertTrue(r.message().contains("already exists") && r.message().contains("\"force\": true"), r.message());
        assertNull(r.oracle());
        assertEquals("#!/bin/sh\nexit 0\n", Files.readString(script), "the existing script is untouched");

        JsonObject forced = grepOracle("grep -n NEEDLE {}", "NEEDLE");
        forced.addProperty("force", true);
        CommandResult again = lsp.executeAndWait(PareCommands.CREATE_ORACLE, forced);
        assertEquals(CommandResult.DONE, again.status(), again.message());
        assertTrue(Files.readString(script).contains("written by `pare oracle output`"));
    }

    @Test
    void refusesADocumentThatIsNotASavedFile() throws Exception {
        lsp.initialize(ws, true);
        String untitled = "untitled:Untitled-1";
        lsp.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(untitled, "plaintext", 1, "keep NEEDLE here\n")));
        uri = untitled;
        CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, grepOracle("grep -n NEEDLE {}", "NEEDLE"));
        assertEquals(CommandResult.REFUSED, r.status());
        assertTrue(r.message().contains("is not a saved file"), r.message());

        uri = lsp.open(input, "plaintext");
        lsp.change(uri, 2, "keep NEEDLE here\nand an edit not on disk\n");
        CommandResult dirty = lsp.executeAndWait(PareCommands.CREATE_ORACLE, grepOracle("grep -n NEEDLE {}", "NEEDLE"));
        assertEquals(CommandResult.REFUSED, dirty.status());
        assertTrue(dirty.message().contains("unsaved changes"), dirty.message());
        try (var files = Files.list(ws)) {
            assertEquals(List.of(input), files.toList(), "nothing written");
        }
    }

    @Test
    void refusesAnIncompleteRequestSayingWhatIsMissing() throws Exception {
        openTrusted();
        CommandResult onlyUri = lsp.executeAndWait(PareCommands.CREATE_ORACLE, uri);
        assertEquals(CommandResult.REFUSED, onlyUri.status());
        assertTrue(onlyUri.message().contains("needs the kind of bug and the command"), onlyUri.message());

        JsonObject noPattern = grepOracle("grep -n NEEDLE {}", "NEEDLE");
        noPattern.remove("patterns");
        CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, noPattern);
        assertEquals(CommandResult.REFUSED, r.status());
        assertTrue(r.message().contains("output needs patterns"), r.message());

        JsonObject unknown = grepOracle("grep -n NEEDLE {}", "NEEDLE");
        unknown.addProperty("kind", "segfault");
        assertTrue(lsp.executeAndWait(PareCommands.CREATE_ORACLE, unknown).message().contains("unknown oracle kind \"segfault\""));

        JsonObject noCrash = grepOracle("grep -n NEEDLE {}", "NEEDLE");
        noCrash.addProperty("kind", "crash");
        CommandResult c = lsp.executeAndWait(PareCommands.CREATE_ORACLE, noCrash);
        assertEquals(CommandResult.REFUSED, c.status());
        assertTrue(c.message().contains("shows no crash Pare recognises (exit status 0)"), c.message());
        assertFalse(Files.exists(script));
    }

    @Test
    void runsNothingInAnUntrustedWorkspace() throws Exception {
        lsp.initialize(ws, false);
        uri = lsp.open(input, "plaintext");
        Path marker = ws.resolve("ran");
        CommandResult r = lsp.executeAndWait(PareCommands.CREATE_ORACLE, grepOracle("touch '" + marker + "'; grep -n NEEDLE {}", "NEEDLE"));
        assertEquals(CommandResult.REFUSED, r.status());
        assertTrue(r.message().contains("not trusted"), r.message());
        assertFalse(Files.exists(marker), "the command must not have run");
        assertFalse(Files.exists(script));
    }
}
