package io.pare.server.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.Test;

import io.pare.server.TestClient;

/** Throttling and the final state, on a clock the test moves (no waiting, no timing on a busy machine). */
class RunProgressTest {
    private final TestClient client = new TestClient();
    private final AtomicLong now = new AtomicLong();
    private final RunProgress progress = new RunProgress(
            ProgressReporter.create(client, true, Either.forLeft("tok")), client, Runnable::run, "file:///a.txt",
            "pare.reduce", now::get);

    private void at(long millis) {
        now.set(TimeUnit.MILLISECONDS.toNanos(millis));
    }

    private static RunCounts tokens(int current) {
        return new RunCounts("perses", 1, current, 100, 5, 2);
    }

    private List<WorkDoneProgressNotification> workDone() {
        return client.progress.get("tok").stream().map(TestClient.Timed::value).toList();
    }

    @Test
    void reportsAtMostOncePerIntervalAndTheEndCarriesTheLastCounts() {
        at(0);
        progress.begin("Pare: Reduce test case (a.txt)", "checking");
        at(50);
        progress.report("90", 10, tokens(90)); // too soon after the begin
        at(RunProgress.INTERVAL_MS);
        progress.report("80", 20, tokens(80));
        at(RunProgress.INTERVAL_MS + 100);
        progress.report("70", 30, tokens(70)); // too soon after the last report
        at(2 * RunProgress.INTERVAL_MS + 1);
        progress.report("60", 40, tokens(60));
        at(2 * RunProgress.INTERVAL_MS + 50);
        progress.report("50", 50, tokens(50)); // dropped, but its counts are the latest
        at(1000);
        progress.finish(RunProgressParams.DONE, "Reduced a.txt");

        List<WorkDoneProgressNotification> seq = workDone();
        assertInstanceOf(WorkDoneProgressBegin.class, seq.get(0));
        assertEquals(List.of("80", "60"), seq.stream().filter(WorkDoneProgressReport.class::isInstance)
                .map(n -> ((WorkDoneProgressReport) n).getMessage()).toList());
        assertEquals("Reduced a.txt", assertInstanceOf(WorkDoneProgressEnd.class, seq.get(seq.size() - 1)).getMessage());

        List<RunProgressParams> fields = client.runProgress("tok");
        assertEquals(List.of(RunProgressParams.RUNNING, RunProgressParams.RUNNING, RunProgressParams.RUNNING,
                RunProgressParams.DONE), fields.stream().map(RunProgressParams::state).toList());
        assertEquals(80, fields.get(1).tokens());
        RunProgressParams last = fields.get(3);
        assertEquals(new RunProgressParams("tok", "file:///a.txt", "pare.reduce", RunProgressParams.DONE, "perses", 1, 50,
                100, 5, 2, 1.0), last);
    }

    @Test
    void nothingAfterTheFinishAndNothingWithoutABegin() {
        RunProgress unbegun = new RunProgress(ProgressReporter.create(client, false, null), client, Runnable::run,
                "file:///b.txt", "pare.reduce", now::get);
        unbegun.report("x", 1, tokens(1));
        unbegun.finish(RunProgressParams.FAILED, "refused");
        assertEquals(List.of(), client.runProgress);

        at(0);
        progress.begin("t", "m");
        at(1000);
        progress.end("Reduced");
        progress.report("late", 99, tokens(1)); // after the end: not sent
        progress.finish(RunProgressParams.DONE, "ignored, the end was sent");
        progress.finish(RunProgressParams.FAILED, "a second finish is ignored");
        assertEquals(List.of(RunProgressParams.RUNNING, RunProgressParams.DONE),
                client.runProgress.stream().map(RunProgressParams::state).toList());
        assertEquals(2, workDone().size());
    }
}
