package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.run.RunProgress;
import io.pare.server.run.RunProgressParams;

/**
 * {@code pare/progress} over LSP (the server and LSP4J's client on two pipes): the run's counts as
 * fields, tied to its work-done token, ending with the run's final state.
 */
class ProgressNotificationTest {
    @TempDir
    Path ws;
    TestClient client;
    LspHarness lsp;

    @BeforeEach
    void start() throws Exception {
        client = new TestClient();
        lsp = LspHarness.inProcess(client);
        JsonObject s = new JsonObject();
        s.addProperty("jobs", 1);
        client.settings = s;
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    /** Interesting while the candidate holds NEEDLE; each query takes at least {@code sleep} seconds. */
    private void needleOracle(String sleep) throws Exception {
        TestFiles.script(ws.resolve("oracle.sh"), "sleep " + sleep + "\ngrep -q NEEDLE \"$1\"");
    }

    @Test
    void reduceSendsItsCountsAndEndsDone() throws Exception {
        // every query sleeps 0.1 s, so the run lasts past the first report interval
        needleOracle("0.1");
        lsp.initialize(ws, true);
        String uri = lsp.open(TestFiles.needleInput(ws.resolve("p.txt"), 40), "plaintext");
        CommandResult r = lsp.executeAndWait(PareCommands.REDUCE, uri);
        assertEquals(CommandResult.DONE, r.status(), r.message());

        // the client sent no token, so the run's id is the one the server created
        assertEquals(1, client.createdTokens.size());
        String token = client.createdTokens.get(0);
        List<RunProgressParams> seq = client.runProgress(token);
        assertEquals(client.runProgress.size(), seq.size(), "every pare/progress is this run's");
        for (RunProgressParams p : seq) {
            assertEquals(uri, p.uri());
            assertEquals(PareCommands.REDUCE, p.command());
        }

        RunProgressParams first = seq.get(0);
        assertEquals(RunProgressParams.RUNNING, first.state());
        assertNull(first.tokens(), "nothing is parsed when the run begins");
        assertNull(first.originalTokens());
        assertNull(first.pass());
        assertEquals(0, first.queries());

        RunProgressParams last = seq.get(seq.size() - 1);
        assertEquals(RunProgressParams.DONE, last.state());
        assertEquals(r.inputTokens(), last.originalTokens());
        assertEquals(r.outputTokens(), last.tokens());
        assertNotNull(last.pass());
        assertTrue(last.queries() > 0, "queries: " + last.queries());
        assertTrue(last.cacheHits() >= 0);
        for (RunProgressParams p : seq.subList(0, seq.size() - 1)) assertEquals(RunProgressParams.RUNNING, p.state());
        for (int i = 1; i < seq.size(); i++) {
            assertTrue(seq.get(i).elapsedSeconds() >= seq.get(i - 1).elapsedSeconds(), "elapsed never goes back");
            assertTrue(seq.get(i).queries() >= seq.get(i - 1).queries(), "queries never go back");
        }

        // a report while running: the counts the human text also shows
        List<RunProgressParams> counted = seq.stream()
                .filter(p -> RunProgressParams.RUNNING.equals(p.state()) && p.originalTokens() != null).toList();
        assertTrue(!counted.isEmpty(), "at least one report with counts: " + seq);
        RunProgressParams some = counted.get(counted.size() - 1);
        assertEquals(r.inputTokens(), some.originalTokens());
        assertTrue(some.tokens() <= some.originalTokens());

        // one pare/progress with the begin and with each $/progress report, both throttled together
        List<WorkDoneProgressNotification> workDone = client.progress.get(token).stream()
                .map(TestClient.Timed::value).toList();
        long reports = workDone.stream().filter(WorkDoneProgressReport.class::isInstance).count();
        assertEquals(1 + reports, seq.size() - 1);
        assertTrue(reports <= last.elapsedSeconds() * 1000 / RunProgress.INTERVAL_MS,
                reports + " reports in " + last.elapsedSeconds() + " s");
    }

    @Test
    void cancelledRunEndsCancelledWithTheBestCounts() throws Exception {
        needleOracle("0.3");
        lsp.initialize(ws, true);
        String uri = lsp.open(TestFiles.needleInput(ws.resolve("big.txt"), 120), "plaintext");
        CompletableFuture<Object> answer = lsp.executeWithToken("client-token-7", PareCommands.REDUCE, uri);
        TestClient.await(Duration.ofSeconds(60), "a report of fewer tokens", () -> client.runProgress("client-token-7")
                .stream().anyMatch(p -> p.tokens() != null && p.tokens() < p.originalTokens()));
        assertTrue(client.createdTokens.isEmpty(), "the client's token is used, none is created");
        assertEquals(CommandResult.CANCELLED, lsp.executeAndWait(PareCommands.CANCEL, uri).status());
        CommandResult r = LspHarness.result(answer.get(60, TimeUnit.SECONDS));
        assertEquals(CommandResult.CANCELLED, r.status(), r.message());

        List<RunProgressParams> seq = client.runProgress("client-token-7");
        RunProgressParams last = seq.get(seq.size() - 1);
        assertEquals(RunProgressParams.CANCELLED, last.state());
        assertEquals(r.outputTokens(), last.tokens());
        assertEquals(r.inputTokens(), last.originalTokens());
        assertEquals(1, seq.stream().filter(p -> !RunProgressParams.RUNNING.equals(p.state())).count(), "one final state");
    }

    @Test
    void runThatFailsEndsFailedAndARefusedOneSendsNothing() throws Exception {
        TestFiles.script(ws.resolve("oracle.sh"), "echo 'no bug here'\nexit 1");
        lsp.initialize(ws, true);
        String uri = lsp.open(TestFiles.needleInput(ws.resolve("f.txt"), 5), "plaintext");
        CommandResult r = lsp.executeAndWait(PareCommands.REDUCE, uri);
        assertEquals(CommandResult.FAILED, r.status(), r.message());
        List<RunProgressParams> seq = client.runProgress(client.createdTokens.get(0));
        assertEquals(RunProgressParams.FAILED, seq.get(seq.size() - 1).state());

        // refused before it began (no oracle for this file): no progress of either kind
        String other = lsp.open(TestFiles.needleInput(ws.resolve("elsewhere/g.txt"), 5), "plaintext");
        int before = client.runProgress.size();
        assertEquals(CommandResult.FAILED, lsp.executeAndWait(PareCommands.REDUCE, other).status());
        assertEquals(before, client.runProgress.size());
        assertEquals(1, client.createdTokens.size());
    }
}
