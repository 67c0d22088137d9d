package io.pare.reduction;

import java.nio.charset.Charset;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.oracle.CancelSignal;
import io.pare.oracle.Candidate;
import io.pare.oracle.Oracle;
import io.pare.oracle.Outcome;
import io.pare.oracle.Verdict;
import io.pare.parse.Language;
import io.pare.query.OracleBrokenException;
import io.pare.query.QueryStats;
import io.pare.query.QueryTrace;

/**
 * Reduces several files together, the way C-Vise treats several inputs: one file at a time, with
 * the others fixed at their current best and shown to the oracle beside the candidate, largest
 * file first; rounds repeat until one changes nothing. T-Rec, when asked for, joins from the
 * second round on. Each file's reduction is an ordinary
 * {@link ReductionRun} with its own cache, since the other files (part of every query's meaning)
 * change between runs.
 */
public final class FileSetRun {
    /** One file of the set: its path relative to the set's root, text, encoding and language. */
    public record Member(String path, String text, Charset charset, Language language) {
        int bytes() {
            return text.getBytes(charset).length;
        }
    }

    /** What became of one file. */
    public record FileResult(String path, String language, String text, int inputTokens, int outputTokens,
            int inputBytes, int outputBytes) {
    }

    /** The outcome of the whole set. */
    public record Result(List<FileResult> files, String reducer, QueryStats stats, double wallSeconds, int jobs,
            int rounds, boolean cancelled, boolean timedOut) {
        public int inputTokens() {
            return files.stream().mapToInt(FileResult::inputTokens).sum();
        }

        public int outputTokens() {
            return files.stream().mapToInt(FileResult::outputTokens).sum();
        }

        public int inputBytes() {
            return files.stream().mapToInt(FileResult::inputBytes).sum();
        }

        public int outputBytes() {
            return files.stream().mapToInt(FileResult::outputBytes).sum();
        }
    }

    /** How each file's reduction is configured; the file-specific parts are filled in per run. */
    public record Settings(String reducer, int jobs, Duration maxTime, boolean recheck, boolean trec,
            List<String> identifierTokens) {
    }

    private final List<Member> members;
    private final Oracle oracle;
    private final Settings settings;
    private final ReductionListener listener;
    private final Map<String, String> current = new LinkedHashMap<>();
    private volatile boolean cancelRequested;
    private volatile ReductionRun running;
    private volatile QueryTrace trace;

    public FileSetRun(List<Member> members, Oracle oracle, Settings settings, ReductionListener listener) {
        if (members.isEmpty()) throw new IllegalArgumentException("no files to reduce");
        this.members = List.copyOf(members);
        this.oracle = oracle;
        this.settings = settings;
        this.listener = listener;
        for (Member m : members) current.put(m.path(), m.text());
    }

    /** Logs each oracle run of the files' reductions in {@code trace} (null: none); the caller closes it. */
    public FileSetRun tracing(QueryTrace trace) {
        this.trace = trace;
        return this;
    }

    /** Stops the reduction; {@link #run} then returns the best files so far. */
    public void cancel() {
        cancelRequested = true;
        ReductionRun r = running;
        if (r != null) r.cancel();
    }

    public Result run() throws OriginalNotInterestingException, InterruptedException {
        long started = System.nanoTime();
        Deadline deadline = Deadline.after(settings.maxTime());
        Member first = members.get(0);
        Outcome original = oracle.test(new Candidate(first.path(), first.text(), first.charset(), companions(first)),
                new CancelSignal());
        oracle.calibrate(original.elapsed());
        QueryTrace t = trace;
        if (t != null) t.query(first.path(), "", started, original, first.text(), first.charset(), false);
        if (original.verdict() == Verdict.ERROR) throw new OracleBrokenException(original);
        if (!original.interesting()) throw new OriginalNotInterestingException(original);

        List<Member> order = new ArrayList<>(members);
        order.sort(Comparator.comparingInt(Member::bytes).reversed().thenComparing(Member::path));
        QueryStats stats = QueryStats.NONE.then(new QueryStats(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                original.elapsed().toNanos() / 1e9));
        Map<String, Integer> inputTokens = new LinkedHashMap<>();
        boolean timedOut = false;
        int rounds = 0;
        boolean changed = true;
        boolean trecDone = !settings.trec();
        while ((changed || !trecDone) && !cancelRequested && !timedOut) {
            changed = false;
            rounds++;
            // Deletion goes through every file before T-Rec polishes any: under a time budget the
            // set shrinks everywhere first (T-Rec costs queries and removes no tokens).
            boolean trec = settings.trec() && rounds > 1;
            for (int i = 0; i < order.size() && !cancelRequested; i++) {
                if (deadline.spent()) {
                    timedOut = true;
                    break;
                }
                Member m = order.get(i);
                String before = current.get(m.path());
                if (before.isEmpty()) continue;
                listener.on(new ReductionEvent.FileStarted(m.path(), i + 1, order.size(), rounds));
                Map<String, byte[]> others = companions(m);
                Oracle withOthers = Oracle.adapting(oracle, candidate -> candidate.withCompanions(others));
                ReductionRequest request = new ReductionRequest(m.path(), before, m.charset(), m.language(),
                        settings.reducer(), withOthers, settings.jobs(),
                        deadline.left(), settings.recheck(), trec,
                        settings.identifierTokens());
                ReductionRun run = new ReductionRun(request, listener).assumingInteresting(original).tracing(trace);
                running = run;
                if (cancelRequested) run.cancel();
                ReductionResult r = run.run();
                running = null;
                inputTokens.putIfAbsent(m.path(), r.inputTokens());
                stats = stats.then(r.stats());
                if (!r.text().equals(before)) {
                    current.put(m.path(), r.text());
                    changed = true;
                }
                if (r.timedOut()) timedOut = true;
                if (r.timedOut() || r.cancelled()) break;
            }
            if (trec && !cancelRequested && !timedOut) trecDone = true;
        }
        List<FileResult> files = new ArrayList<>();
        for (Member m : members) {
            String text = current.get(m.path());
            files.add(new FileResult(m.path(), m.language().name(), text,
                    inputTokens.getOrDefault(m.path(), m.language().countTokens(m.text())), m.language().countTokens(text),
                    m.bytes(), text.getBytes(m.charset()).length));
        }
        return new Result(files, settings.reducer(), stats, (System.nanoTime() - started) / 1e9, settings.jobs(),
                rounds, cancelRequested && !timedOut, timedOut);
    }

    private Map<String, byte[]> companions(Member except) {
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (Member m : members) {
            if (!m.path().equals(except.path())) out.put(m.path(), current.get(m.path()).getBytes(m.charset()));
        }
        return out;
    }
}
