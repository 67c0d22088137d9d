package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressCancelParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;

/**
 * The server under load and misuse, with real oracle scripts (slow ones written here): cancel keeps
 * the best result, one run per document, two documents at once, untrusted workspace, missing oracle,
 * an oracle that rejects the original, shutdown killing oracles.
 */
class RobustnessTest {
    @TempDir
    Path ws;
    TestClient client;
    LspHarness lsp;

    @BeforeEach
    void start() throws Exception {
        client = new TestClient();
        lsp = LspHarness.inProcess(client);
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    /** A slow oracle: interesting while the candidate still holds NEEDLE. */
    private Path slowNeedleOracle(Path file, String sleep) throws Exception {
        return TestFiles.script(file, "sleep " + sleep + "\ngrep -q NEEDLE \"$1\"");
    }

    private List<WorkDoneProgressNotification> progressOf(String fileName) {
        for (var seq : client.progress.values()) {
            if (!seq.isEmpty() && seq.get(0).value() instanceof WorkDoneProgressBegin b && b.getTitle().contains(fileName)) {
                return seq.stream().map(TestClient.Timed::value).toList();
            }
        }
        return List.of();
    }

    private String tokenOf(String fileName) {
        for (var e : client.progress.entrySet()) {
            var seq = e.getValue();
            if (!seq.isEmpty() && seq.get(0).value() instanceof WorkDoneProgressBegin b && b.getTitle().contains(fileName)) {
                return e.getKey();
            }
        }
        return null;
    }

    private boolean improved(String fileName) {
        return progressOf(fileName).stream().anyMatch(n -> n instanceof WorkDoneProgressReport r
                && r.getPercentage() != null && r.getPercentage() > 0);
    }

    @Test
    void cancelButtonStopsTheRunAndKeepsTheBestResult() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("big.txt"), 120);
        slowNeedleOracle(ws.resolve("oracle.sh"), "0.3");
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        CompletableFuture<Object> answer = lsp.execute(PareCommands.REDUCE, uri);
        TestClient.await(Duration.ofSeconds(60), "a first improvement", () -> improved("big.txt"));
        assertFalse(answer.isDone(), "the run should still be going");
        // While it runs, the code actions offer to cancel it.
        assertTrue(lsp.codeActions(uri).stream().anyMatch(a -> PareCommands.CANCEL.equals(a.getCommand().getCommand())));
        lsp.server.cancelProgress(new WorkDoneProgressCancelParams(Either.forLeft(tokenOf("big.txt"))));
        CommandResult r = LspHarness.result(answer.get(60, TimeUnit.SECONDS));
        assertEquals(CommandResult.CANCELLED, r.status(), r.message());
        assertTrue(r.message().contains("best result so far"), r.message());
        Path reduced = ws.resolve("big.reduced.txt");
        String best = Files.readString(reduced);
        assertTrue(best.contains("NEEDLE"));
        assertTrue(best.length() < Files.readString(input).length(), "the best result is smaller than the input");
        assertTrue(r.outputTokens() < r.inputTokens());
        List<WorkDoneProgressNotification> seq = progressOf("big.txt");
        assertTrue(seq.get(seq.size() - 1) instanceof WorkDoneProgressEnd e && e.getMessage().contains("Cancelled"));
        TestClient.await(Duration.ofSeconds(10), "showDocument", () -> !client.shownDocuments.isEmpty());
    }

    @Test
    void cancelRequestStopsTheRunAndStillDeliversTheBest() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("req.txt"), 120);
        slowNeedleOracle(ws.resolve("oracle.sh"), "0.3");
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        CompletableFuture<Object> answer = lsp.execute(PareCommands.REDUCE, uri);
        TestClient.await(Duration.ofSeconds(60), "a first improvement", () -> improved("req.txt"));
        answer.cancel(true); // LSP4J sends $/cancelRequest
        try {
            answer.get(30, TimeUnit.SECONDS);
            fail("a cancelled request has no normal answer");
        } catch (CancellationException e) {
            // one of the two ways LSP4J reports it
        } catch (ExecutionException e) {
            assertTrue(e.getCause() instanceof ResponseErrorException x
                    && x.getResponseError().getCode() == ResponseErrorCode.RequestCancelled.getValue(), e.toString());
        }
        TestClient.await(Duration.ofSeconds(60), "the result document", () -> !client.shownDocuments.isEmpty());
        String best = Files.readString(ws.resolve("req.reduced.txt"));
        assertTrue(best.contains("NEEDLE") && best.length() < Files.readString(input).length());
        List<WorkDoneProgressNotification> seq = progressOf("req.txt");
        assertTrue(seq.get(seq.size() - 1) instanceof WorkDoneProgressEnd e && e.getMessage().contains("Cancelled"));
    }

    @Test
    void secondRequestOnTheSameDocumentIsRefusedAndTwoDocumentsRunAtOnce() throws Exception {
        Path a = TestFiles.needleInput(ws.resolve("a/one.txt"), 40);
        Path b = TestFiles.needleInput(ws.resolve("b/two.txt"), 40);
        slowNeedleOracle(ws.resolve("a/oracle.sh"), "0.1");
        slowNeedleOracle(ws.resolve("b/oracle.sh"), "0.1");
        JsonObject s = new JsonObject();
        s.addProperty("jobs", 1);
        client.settings = s;
        lsp.initialize(ws, true);
        String ua = lsp.open(a, "plaintext");
        String ub = lsp.open(b, "plaintext");
        CompletableFuture<Object> first = lsp.execute(PareCommands.REDUCE, ua);
        CompletableFuture<Object> other = lsp.execute(PareCommands.REDUCE, ub);
        TestClient.await(Duration.ofSeconds(30), "both runs to begin",
                () -> !progressOf("one.txt").isEmpty() && !progressOf("two.txt").isEmpty());
        CommandResult refused = lsp.executeAndWait(PareCommands.REDUCE, ua);
        assertEquals(CommandResult.REFUSED, refused.status());
        MessageParams m = client.awaitShown(Duration.ofSeconds(5), x -> x.getMessage().contains("already running"));
        assertEquals(MessageType.Warning, m.getType());
        assertTrue(m.getMessage().contains("one.txt"));

        CommandResult ra = LspHarness.result(first.get(120, TimeUnit.SECONDS));
        CommandResult rb = LspHarness.result(other.get(120, TimeUnit.SECONDS));
        assertEquals(CommandResult.DONE, ra.status(), ra.message());
        assertEquals(CommandResult.DONE, rb.status(), rb.message());
        assertEquals("NEEDLE", Files.readString(ws.resolve("a/one.reduced.txt")).strip());
        assertEquals("NEEDLE", Files.readString(ws.resolve("b/two.reduced.txt")).strip());
        // They overlapped: each began before the other ended.
        long beginA = client.progress.get(tokenOf("one.txt")).get(0).nanos();
        long beginB = client.progress.get(tokenOf("two.txt")).get(0).nanos();
        var seqA = client.progress.get(tokenOf("one.txt"));
        var seqB = client.progress.get(tokenOf("two.txt"));
        assertTrue(beginA < seqB.get(seqB.size() - 1).nanos() && beginB < seqA.get(seqA.size() - 1).nanos());
        // Afterwards the document is free again.
        assertTrue(lsp.codeActions(ua).stream().noneMatch(x -> PareCommands.CANCEL.equals(x.getCommand().getCommand())));
    }

    @Test
    void untrustedWorkspaceRunsNothing() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("u.txt"), 10);
        Path marker = ws.resolve("oracle-ran");
        TestFiles.script(ws.resolve("oracle.sh"), "touch '" + marker + "'\ngrep -q NEEDLE \"$1\"");
        lsp.initialize(ws, false);
        String uri = lsp.open(input, "plaintext");
        assertEquals(3, lsp.codeActions(uri).size(), "the actions are offered; running them is refused");
        CommandResult r = lsp.executeAndWait(PareCommands.REDUCE, uri);
        assertEquals(CommandResult.REFUSED, r.status());
        MessageParams m = client.awaitShown(Duration.ofSeconds(5), x -> x.getMessage().contains("not trusted"));
        assertEquals(MessageType.Warning, m.getType());
        assertFalse(Files.exists(marker), "the oracle must not have run");
        assertFalse(Files.exists(ws.resolve("u.reduced.txt")));
        assertTrue(client.createdTokens.isEmpty(), "no progress for a refused run");
    }

    @Test
    void aCommandNamingAFileOutsideTheWorkspaceTouchesNothing() throws Exception {
        Path outside = Files.createTempDirectory("pare-outside-");
        try {
            Path input = TestFiles.needleInput(outside.resolve("far.txt"), 10);
            Path marker = outside.resolve("oracle-ran");
            TestFiles.script(outside.resolve("oracle.sh"), "touch '" + marker + "'\ngrep -q NEEDLE \"$1\"");
            // and a link inside the workspace to the folder outside: the result would be written there
            Files.createSymbolicLink(ws.resolve("linked"), outside);
            lsp.initialize(ws, true);
            for (Path named : List.of(input, ws.resolve("linked/far.txt"))) {
                CommandResult r = lsp.executeAndWait(PareCommands.REDUCE, io.pare.server.documents.DocumentUris.toUri(named));
                assertEquals(CommandResult.FAILED, r.status(), r.message());
                assertTrue(r.message().contains("outside the workspace"), r.message());
            }
            assertFalse(Files.exists(marker), "the oracle must not have run");
            try (var left = Files.list(outside)) {
                assertEquals(List.of("far.txt", "oracle.sh"), left.map(f -> f.getFileName().toString()).sorted().toList());
            }
        } finally {
            try (var s = Files.walk(outside)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    @Test
    void missingOracleSaysWhereToPutOne() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("src/lonely.txt"), 10);
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        CommandResult r = lsp.executeAndWait(PareCommands.REDUCE, uri);
        assertEquals(CommandResult.FAILED, r.status());
        MessageParams m = client.awaitShown(Duration.ofSeconds(5), x -> x.getMessage().contains("no oracle"));
        assertEquals(MessageType.Error, m.getType());
        for (String where : List.of("pare.oracle", "pare.languages.<id>.oracle", ".pare.json", "lonely.txt.oracle.sh", "oracle.sh beside the file")) {
            assertTrue(m.getMessage().contains(where), "message should mention " + where + ": " + m.getMessage());
        }
    }

    @Test
    void oracleRejectingTheOriginalShowsItsExitStatusAndOutput() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("r.txt"), 10);
        TestFiles.script(ws.resolve("oracle.sh"), "echo 'checking the candidate'\necho 'fatal: bug not reproduced' >&2\nexit 3");
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        CommandResult r = lsp.executeAndWait(PareCommands.REDUCE, uri);
        assertEquals(CommandResult.FAILED, r.status());
        MessageParams m = client.awaitShown(Duration.ofSeconds(5), x -> x.getMessage().contains("does not accept the original"));
        assertEquals(MessageType.Error, m.getType());
        assertTrue(m.getMessage().contains("exit status 3"), m.getMessage());
        assertTrue(m.getMessage().contains("fatal: bug not reproduced"), m.getMessage());
        assertTrue(m.getMessage().contains("oracle.sh beside the file"), m.getMessage());
        assertFalse(Files.exists(ws.resolve("r.reduced.txt")));
        List<WorkDoneProgressNotification> seq = progressOf("r.txt");
        assertTrue(seq.get(seq.size() - 1) instanceof WorkDoneProgressEnd);
    }

    /** An input whose oracle passes the original at once and hangs every candidate in {@code sleep}, a child process only it runs. */
    private record Hanging(Path input, Path started, String sleep) {
    }

    private Hanging hangingOracle(String seconds) throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("s.txt"), 30);
        Path copy = ws.resolve("original-copy");
        Files.copy(input, copy);
        Path started = ws.resolve("started");
        String sleep = "sleep " + seconds + "." + System.nanoTime() % 100000;
        TestFiles.script(ws.resolve("oracle.sh"), "cmp -s \"$1\" '" + copy + "' && exit 0\n"
                + "echo started >> '" + started + "'\n" + sleep + " &\nwait");
        return new Hanging(input, started, sleep);
    }

    @Test
    void shutdownCancelsRunsAndKillsTheirOracles() throws Exception {
        Hanging h = hangingOracle("120");
        Path input = h.input();
        Path started = h.started();
        String sleep = h.sleep();
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        CompletableFuture<Object> answer = lsp.execute(PareCommands.REDUCE, uri);
        TestClient.await(Duration.ofSeconds(30), "hanging oracle queries",
                () -> Files.exists(started) && lines(started).size() >= 1 && running(sleep));
        long t0 = System.nanoTime();
        lsp.shutdown();
        System.out.printf("[shutdown] took %.2f s with a hanging oracle%n", (System.nanoTime() - t0) / 1e9);
        TestClient.await(Duration.ofSeconds(10), "the oracles' " + sleep + " to be gone", () -> !running(sleep));
        assertTrue(answer.isDone() || waitDone(answer), "the run's request is answered");
    }

    /**
     * An IDE that ends the server with SIGTERM instead of shutdown and exit: the oracles still go,
     * and so do the query folders (the child JVM gets a temp folder of its own to look in).
     */
    @Test
    void aServerEndedBySignalKillsItsOraclesAndLeavesNoQueryFolder() throws Exception {
        Hanging h = hangingOracle("121");
        Path input = h.input();
        Path started = h.started();
        String sleep = h.sleep();
        Path tmp = Files.createDirectories(ws.resolve("server-tmp"));
        try (LspHarness child = LspHarness.stdio(new TestClient(), ws.resolve("server-stderr.log"),
                List.of("-Djava.io.tmpdir=" + tmp))) {
            child.initialize(ws, true);
            child.execute(PareCommands.REDUCE, child.open(input, "plaintext"));
            TestClient.await(Duration.ofSeconds(60), "hanging oracle queries",
                    () -> Files.exists(started) && running(sleep));
            assertFalse(queryFolders(tmp).isEmpty(), "the run's query folder is in the child's temp folder");

            child.process().destroy();
            assertTrue(child.process().waitFor(30, TimeUnit.SECONDS), "the server ends on SIGTERM");
            TestClient.await(Duration.ofSeconds(10), "the oracles' " + sleep + " to be gone", () -> !running(sleep));
            assertEquals(List.of(), queryFolders(tmp), () -> "no query folder is left behind; left: " + tree(tmp)
                    + "; the server said: " + TestFiles.readOr(ws.resolve("server-stderr.log"), ""));
        }
    }

    private static List<Path> tree(Path dir) {
        try (var s = Files.walk(dir)) {
            return s.toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static List<Path> queryFolders(Path tmp) throws IOException {
        try (var s = Files.list(tmp)) {
            return s.filter(p -> p.getFileName().toString().startsWith("pare-")).toList();
        }
    }

    /** Whether a process runs this exact command line (pgrep, as the oracle's pids are its PID namespace's). */
    private static boolean running(String commandLine) {
        try {
            Process p = new ProcessBuilder("pgrep", "-f", "^" + commandLine + "$").start();
            p.waitFor(5, TimeUnit.SECONDS);
            return p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean waitDone(CompletableFuture<Object> f) {
        try {
            f.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            // answered with an error is fine
        }
        return f.isDone();
    }

    private static List<String> lines(Path p) {
        try {
            return Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (Exception e) {
            return List.of();
        }
    }

    @Test
    void replaceModeSendsOneWholeDocumentEditAndWritesNoFile() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("rep.txt"), 12);
        byte[] before = Files.readAllBytes(input);
        slowNeedleOracle(ws.resolve("oracle.sh"), "0");
        JsonObject s = new JsonObject();
        s.addProperty("resultMode", "replace");
        client.settings = s;
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        CommandResult r = lsp.executeAndWait(PareCommands.REDUCE, uri);
        assertEquals(CommandResult.DONE, r.status(), r.message());
        assertEquals(1, client.edits.size());
        var edit = client.edits.get(0).getEdit();
        assertNotNull(edit.getDocumentChanges());
        var docEdit = edit.getDocumentChanges().get(0).getLeft();
        assertEquals(uri, docEdit.getTextDocument().getUri());
        assertEquals(1, docEdit.getTextDocument().getVersion());
        assertEquals(1, docEdit.getEdits().size());
        var textEdit = docEdit.getEdits().get(0).getLeft();
        assertEquals("NEEDLE", textEdit.getNewText().strip());
        assertEquals(0, textEdit.getRange().getStart().getLine());
        assertEquals(12, textEdit.getRange().getEnd().getLine());
        assertFalse(Files.exists(ws.resolve("rep.reduced.txt")));
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(input)), "the server never writes the file");
        assertTrue(client.shownDocuments.isEmpty());
    }

    @Test
    void oracleFromDotPareJsonPerLanguageAndFromTheCommand() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("p/x.txt"), 8);
        Path projectOracle = slowNeedleOracle(ws.resolve("tools/project.sh"), "0");
        Path argOracle = slowNeedleOracle(ws.resolve("tools/arg.sh"), "0");
        Files.writeString(ws.resolve(".pare.json"), "{\"languages\": {\"plaintext\": {\"oracle\": \"tools/project.sh\"}}}");
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        assertEquals(CommandResult.DONE, lsp.executeAndWait(PareCommands.REDUCE, uri).status());
        assertTrue(client.logged.stream().anyMatch(l -> l.getMessage().contains(projectOracle.toString())
                && l.getMessage().contains(".pare.json pare.languages.plaintext.oracle")), "used .pare.json's oracle");
        JsonObject arg = new JsonObject();
        arg.addProperty("uri", uri);
        arg.addProperty("oracle", "tools/arg.sh");
        assertEquals(CommandResult.DONE, lsp.executeAndWait(PareCommands.REDUCE, arg).status());
        assertTrue(client.logged.stream().anyMatch(l -> l.getMessage().contains(argOracle.toString())
                && l.getMessage().contains("the command's argument")), "used the argument's oracle");
    }

    @Test
    void canonicalizeAndPairwiseDiffSayWhenTheEngineLacksThem() throws Exception {
        lsp.close();
        client = new TestClient();
        lsp = LspHarness.inProcess(client, new io.pare.server.features.EngineFeatures() {
            @Override
            public java.util.Optional<io.pare.server.features.Canonicalizer> canonicalizer() {
                return java.util.Optional.empty();
            }

            @Override
            public java.util.Optional<io.pare.server.features.PairwiseDiffer> pairwiseDiffer() {
                return java.util.Optional.empty();
            }
        });
        Path variant = TestFiles.needleInput(ws.resolve("d/foo.txt"), 5);
        Files.writeString(ws.resolve("d/foo.seed.txt"), "seed\n");
        Path marker = ws.resolve("oracle-ran");
        TestFiles.script(ws.resolve("d/oracle.sh"), "touch '" + marker + "'\nexit 0");
        lsp.initialize(ws, true);
        String uri = lsp.open(variant, "plaintext");

        CommandResult c = lsp.executeAndWait(PareCommands.CANONICALIZE, uri);
        assertEquals(CommandResult.UNAVAILABLE, c.status());
        client.awaitShown(Duration.ofSeconds(5), m -> m.getMessage().contains("Canonicalize tokens (T-Rec) is not available"));

        CommandResult p = lsp.executeAndWait(PareCommands.PAIRWISE_DIFF, uri);
        assertEquals(CommandResult.UNAVAILABLE, p.status());
        MessageParams m = client.awaitShown(Duration.ofSeconds(5), x -> x.getMessage().contains("Pairwise diff (PPR) is not available"));
        assertTrue(m.getMessage().contains("foo.seed.txt") && m.getMessage().contains("naming convention"), m.getMessage());
        assertFalse(Files.exists(marker), "nothing ran");
        assertThrows(Exception.class, () -> lsp.execute("pare.unknown", uri).get(10, TimeUnit.SECONDS));
    }

    @Test
    void malformedDotPareJsonIsReportedNotSilentlyIgnored() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("m.txt"), 5);
        slowNeedleOracle(ws.resolve("oracle.sh"), "0");
        Files.writeString(ws.resolve(".pare.json"), "{\"oracle\": ");
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        assertEquals(CommandResult.DONE, lsp.executeAndWait(PareCommands.REDUCE, uri).status(), "oracle.sh beside the file still applies");
        MessageParams m = client.awaitShown(Duration.ofSeconds(5), x -> x.getMessage().contains(".pare.json"));
        assertEquals(MessageType.Warning, m.getType());
    }

    @Test
    void cancelCommandWithoutARunSaysSo() throws Exception {
        Path input = TestFiles.needleInput(ws.resolve("c.txt"), 5);
        lsp.initialize(ws, true);
        String uri = lsp.open(input, "plaintext");
        assertEquals(CommandResult.NOT_RUNNING, lsp.executeAndWait(PareCommands.CANCEL, uri).status());
    }
}
