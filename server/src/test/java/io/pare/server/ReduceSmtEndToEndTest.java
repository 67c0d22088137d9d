package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DiagnosticTag;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;
import io.pare.server.run.RunProgress;
import io.pare.server.run.RunProgressParams;

/**
 * The acceptance check: a client over stdio ({@code pare lsp} in a child JVM) opens the real
 * SMT-LIB case, gets the three actions, runs Reduce with the oracle from the settings, sees progress
 * begin/report/end, receives a reduced program the oracle accepts, with the file on disk untouched,
 * and the removed regions highlighted. Also prints (does not assert) the codeAction latency during the run.
 */
@Tag("tools")
class ReduceSmtEndToEndTest {
    @TempDir
    Path tmp;

    @Test
    void reducesTheRealCvc5CaseOverStdio() throws Exception {
        TestFiles.requireTools("z3", "cvc5");
        Path example = TestFiles.example("smt2-cvc5-fp-significand-5K");
        Path ws = tmp.resolve("ws");
        Path prog = ws.resolve("bugs/prog.smt2");
        Files.createDirectories(prog.getParent());
        Files.copy(example.resolve("prog.smt2"), prog);
        // The oracle lives elsewhere, so only the setting can find it (no oracle.sh beside the file).
        Path oracle = ws.resolve("tools/check-cvc5.sh");
        Files.createDirectories(oracle.getParent());
        Files.copy(example.resolve("oracle.sh"), oracle);
        byte[] before = Files.readAllBytes(prog);

        TestClient client = new TestClient();
        JsonObject settings = new JsonObject();
        settings.addProperty("oracle", "sh tools/check-cvc5.sh");
        settings.addProperty("jobs", 2);
        client.settings = settings;
        try (LspHarness lsp = LspHarness.stdio(client, tmp.resolve("server-stderr.log"))) {
            lsp.initialize(ws, true);
            String uri = lsp.open(prog, "smtlib2");

            List<CodeAction> actions = lsp.codeActions(uri);
            assertEquals(List.of(PareCommands.REDUCE_TITLE, PareCommands.CANONICALIZE_TITLE, PareCommands.PAIRWISE_DIFF_TITLE),
                    actions.stream().map(CodeAction::getTitle).toList());
            assertTrue(actions.stream().allMatch(a -> "refactor.rewrite".equals(a.getKind())));
            assertEquals(PareCommands.REDUCE, actions.get(0).getCommand().getCommand());

            CompletableFuture<Object> answer = lsp.execute(PareCommands.REDUCE, uri);
            List<Long> latenciesMicros = new ArrayList<>();
            while (!answer.isDone()) {
                long t0 = System.nanoTime();
                lsp.codeActions(uri);
                latenciesMicros.add((System.nanoTime() - t0) / 1000);
                Thread.sleep(50);
            }
            CommandResult r = LspHarness.result(answer.get());
            printLatency(latenciesMicros);

            assertEquals(CommandResult.DONE, r.status(), r.message());
            assertEquals(1439, r.inputTokens());
            assertTrue(r.outputTokens() < 60, "reduced to " + r.outputTokens() + " tokens");
            Path reduced = ws.resolve("bugs/prog.reduced.smt2");
            assertEquals(DocumentUris.toUri(reduced), r.resultUri());
            assertArrayEquals(before, Files.readAllBytes(prog), "the user's file must stay untouched");
            assertEquals(0, TestFiles.runOracle(oracle, reduced), "the oracle must accept the reduced program");
            // T-Rec is on by default, as on the command line: the surviving name y9YzxAp becomes a short one
            String text = Files.readString(reduced);
            assertFalse(text.contains("y9YzxAp"), text);

            // The result document is opened.
            TestClient.await(Duration.ofSeconds(10), "showDocument", () -> !client.shownDocuments.isEmpty());
            assertEquals(DocumentUris.toUri(reduced), client.shownDocuments.get(0).getUri());

            // Progress: created, then begin, reports, end.
            assertEquals(1, client.createdTokens.size());
            List<WorkDoneProgressNotification> seq = client.progress.get(client.createdTokens.get(0)).stream()
                    .map(TestClient.Timed::value).toList();
            assertInstanceOf(WorkDoneProgressBegin.class, seq.get(0));
            assertTrue(((WorkDoneProgressBegin) seq.get(0)).getTitle().contains("Reduce test case"));
            assertTrue(Boolean.TRUE.equals(((WorkDoneProgressBegin) seq.get(0)).getCancellable()));
            assertInstanceOf(WorkDoneProgressEnd.class, seq.get(seq.size() - 1));
            List<WorkDoneProgressReport> reports = seq.stream().filter(WorkDoneProgressReport.class::isInstance)
                    .map(WorkDoneProgressReport.class::cast).toList();
            assertFalse(reports.isEmpty(), "at least one report");
            assertTrue(reports.stream().anyMatch(x -> x.getMessage().contains("/1439 tokens")), reports.get(0).getMessage());
            assertTrue(reports.stream().anyMatch(x -> x.getPercentage() != null && x.getPercentage() > 50));
            // the same counts as fields (pare/progress), ending with the result's
            List<RunProgressParams> fields = client.runProgress(client.createdTokens.get(0));
            RunProgressParams last = fields.get(fields.size() - 1);
            assertEquals(RunProgressParams.DONE, last.state());
            assertEquals(1439, last.originalTokens());
            assertEquals(r.outputTokens(), last.tokens());
            assertTrue(fields.stream().anyMatch(f -> f.tokens() != null && f.tokens() < 1439 && f.queries() > 0));
            assertThrottled(seq, last);
            assertTrue(((WorkDoneProgressEnd) seq.get(seq.size() - 1)).getMessage().contains("1439 \u2192"));

            // Highlights: removed regions as Hint + Unnecessary diagnostics and as pare/highlights.
            TestClient.await(Duration.ofSeconds(10), "diagnostics", () -> client.diagnostics.containsKey(uri));
            List<Diagnostic> diags = client.diagnostics.get(uri).getDiagnostics();
            assertFalse(diags.isEmpty());
            for (Diagnostic d : diags) {
                assertEquals(DiagnosticSeverity.Hint, d.getSeverity());
                assertEquals(List.of(DiagnosticTag.Unnecessary), d.getTags());
                assertEquals("pare", d.getSource());
            }
            TestClient.await(Duration.ofSeconds(10), "pare/highlights", () -> client.highlights.containsKey(uri));
            var h = client.highlights.get(uri);
            assertEquals(diags.size(), h.items.size());
            assertTrue(h.items.stream().allMatch(i -> "removed".equals(i.kind)));
            assertEquals(1, h.version);

            // An edit clears them.
            lsp.change(uri, 2, Files.readString(prog) + "\n");
            TestClient.await(Duration.ofSeconds(10), "cleared diagnostics",
                    () -> client.diagnostics.get(uri).getDiagnostics().isEmpty() && client.highlights.get(uri).items.isEmpty());

            lsp.shutdown();
            assertEquals(0, lsp.exitCode(), "pare lsp exits 0 after shutdown + exit");
        }
    }

    static void printLatency(List<Long> micros) {
        if (micros.isEmpty()) {
            System.out.println("[latency] textDocument/codeAction during a reduction: no sample (run too short)");
            return;
        }
        List<Long> sorted = new ArrayList<>(micros);
        sorted.sort(null);
        System.out.printf("[latency] textDocument/codeAction during a reduction: %d samples, median %.2f ms, "
                + "p95 %.2f ms, max %.2f ms%n", sorted.size(), sorted.get(sorted.size() / 2) / 1000.0,
                sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(sorted.size() * 0.95) - 1)) / 1000.0,
                sorted.get(sorted.size() - 1) / 1000.0);
    }

    /**
     * At most one report per {@link RunProgress#INTERVAL_MS}, by the server's own clock: the final
     * {@code pare/progress} says how long the run took, and the first report comes an interval
     * after the begin. Not a speed limit: a slow machine only makes the bound larger.
     */
    static void assertThrottled(List<WorkDoneProgressNotification> seq, RunProgressParams last) {
        long reports = seq.stream().filter(WorkDoneProgressReport.class::isInstance).count();
        assertTrue(reports <= last.elapsedSeconds() * 1000 / RunProgress.INTERVAL_MS,
                reports + " reports in " + last.elapsedSeconds() + " s");
    }
}
