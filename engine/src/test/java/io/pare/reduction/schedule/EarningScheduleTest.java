package io.pare.reduction.schedule;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionEvent;
import io.pare.grammars.LanguageGrammar;
import io.pare.parse.GrammarLanguage;
import io.pare.parse.Languages;
import io.pare.parse.LexedLanguage;
import io.pare.query.CancelledException;
import io.pare.query.QueryService;
import io.pare.reduction.IdlePass;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.Session;
import io.pare.reduction.TestSessions;
import io.pare.reduction.perses.Perses;
import io.pare.reduction.text.PastTheGrammar;
import io.pare.reduction.text.TailOpening;
import io.pare.reduction.vulcan.LocalExhaustive;

/** Pare's default schedule: Perses first, then the passes past it, the best earning first; passes that never pay are dropped. */
class EarningScheduleTest {
    /** Six optional tokens: Perses deletes one at a time, never two together. */
    private static final String OPTS = """
            grammar Opts;
            prog : A? B? C? D? E? F? EOF ;
            A : 'a' ; B : 'b' ; C : 'c' ; D : 'd' ; E : 'e' ; F : 'f' ;
            WS : [ ]+ -> channel(HIDDEN) ;
            """;

    @Test
    void aPassThatEarnedGoesBeforeOneThatDidNotAndAnIdleOneIsAskedOnlyUntilRetired() throws Exception {
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("opts", OPTS, null, "prog"));
        // only pairs can go: no single deletion is interesting, so Perses is stuck at every step
        Set<String> interesting = Set.of("abcdef", "cdef", "ef");
        RecordingOracle oracle = new RecordingOracle(t -> interesting.contains(squash(t)));
        IdlePass idle = new IdlePass();
        Reducer pairs = new LocalExhaustive(2);
        List<String> passes = new ArrayList<>();
        try (QueryService q = new QueryService(oracle, 1, "x.opts", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(lang, "x.opts", "a b c d e f", q, e -> {
                if (e instanceof ReductionEvent.PassStarted p && !p.pass().equals("perses")) passes.add(p.pass());
            });
            EarningSchedule schedule = new EarningSchedule(new Perses(), List.of(idle, pairs), 10);
            schedule.run(s);
            assertEquals("ef", squash(s.best()));
            // T-Rec runs the schedule again on the same session: a retired pass stays retired
            schedule.run(s);
        }
        // untried passes first, in order; then the one that removed tokens, while it does; the idle
        // one again only when nothing else is left, and that second empty run retires it
        assertEquals(List.of("idle", pairs.name(), pairs.name(), "idle"), passes);
        assertEquals(EarningSchedule.RETIRE_AFTER, idle.rounds());
    }

    /** Offers deleting each run of {@code width} tokens, in order; nothing else. */
    private static Reducer runsOf(int width) {
        return new Reducer() {
            @Override
            public String name() {
                return "runs-of-" + width;
            }

            @Override
            public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
                List<io.pare.program.Node> tokens = ctx.program().root().tokenNodes();
                List<List<io.pare.program.Node>> runs = new ArrayList<>();
                for (int i = 0; i + width <= tokens.size(); i++) runs.add(tokens.subList(i, i + width));
                ctx.commitFirst(runs, io.pare.program.Edit::delete);
            }
        };
    }

    /** The schedule's run at some jobs with forecasts on: the best program, and the oracle's questions and the passes' starts in the order they came. */
    private static List<String> runWithForecasts(int jobs, java.util.function.Predicate<String> interesting, List<String> best)
            throws Exception {
        return runWithForecasts(jobs, interesting, best, List.of(runsOf(3), runsOf(2)));
    }

    /** An oracle that logs each question ("ask" and the squashed text) as it starts, and answers after {@code millis}. */
    private static io.pare.oracle.Oracle loggingOracle(List<String> log, java.util.function.Predicate<String> interesting,
            int millis) {
        return (candidate, cancel) -> {
            log.add("ask " + squash(candidate.text()));
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            boolean yes = interesting.test(squash(candidate.text()));
            return new io.pare.oracle.Outcome(yes ? io.pare.oracle.Verdict.INTERESTING : io.pare.oracle.Verdict.NOT_INTERESTING,
                    yes ? 0 : 1, "", java.time.Duration.ofMillis(millis));
        };
    }

    /** {@link #runWithForecasts(int, java.util.function.Predicate, List)} with these passes. */
    private static List<String> runWithForecasts(int jobs, java.util.function.Predicate<String> interesting, List<String> best,
            List<Reducer> passes) throws Exception {
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("opts", OPTS, null, "prog"));
        List<String> log = java.util.Collections.synchronizedList(new ArrayList<>());
        io.pare.oracle.Oracle oracle = loggingOracle(log, interesting, 200);
        try (QueryService q = new QueryService(oracle, jobs, "x.opts", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(lang, "x.opts", "a b c d e f", q, e -> {
                if (e instanceof ReductionEvent.PassStarted p) log.add("start " + p.pass());
            });
            // no main reducer: Perses' pairs asked ahead would ask some of the same texts
            EarningSchedule schedule = new EarningSchedule(new IdlePass(), passes, 10);
            schedule.forecastAlways();
            schedule.run(s);
            best.add(squash(s.best()));
        }
        return log;
    }

    @Test
    void thePassDueNextIsAskedWhileTheOneBeforeRunsAndTheResultIsTheSame() throws Exception {
        // nothing can go: three-token runs, then two-token runs, each find nothing
        List<String> one = new ArrayList<>();
        List<String> four = new ArrayList<>();
        List<String> serial = runWithForecasts(1, t -> t.equals("abcdef"), one);
        // eight jobs: the triples take four, and the pairs' forecast has the other four at once
        List<String> parallel = runWithForecasts(8, t -> t.equals("abcdef"), four);
        assertEquals(one, four);
        // at one job no forecast runs: the pairs are asked after their pass starts
        assertTrue(serial.indexOf("ask cdef") > serial.indexOf("start runs-of-2"), () -> "1 job: " + serial);
        // at eight, the pair pass is forecast while the triples run: its questions come before its start
        assertTrue(parallel.indexOf("ask cdef") >= 0 && parallel.indexOf("ask cdef") < parallel.indexOf("start runs-of-2"),
                () -> "8 jobs: " + parallel);
        // and its own run found answers ready (some were asked twice: a forecast's question yields its
        // job to the running pass's own, pairs asked ahead included, and is asked again later)
        List<String> pairs = List.of("ask cdef", "ask adef", "ask abef", "ask abcf", "ask abcd");
        long askedInItsRun = parallel.subList(parallel.indexOf("start runs-of-2"), parallel.size()).stream()
                .filter(pairs::contains).count();
        assertTrue(askedInItsRun < pairs.size(), () -> "8 jobs: " + parallel);
    }

    @Test
    void passesWithNothingToAskGiveTheirForecastPlacesToThePassDueAfterThem() throws Exception {
        // eight jobs forecast four passes at once; six passes that ask nothing come between the triples and the pairs
        List<Reducer> passes = new ArrayList<>();
        passes.add(runsOf(3));
        for (int i = 0; i < 6; i++) passes.add(new IdlePass());
        passes.add(runsOf(2));
        List<String> best = new ArrayList<>();
        List<String> log = runWithForecasts(8, t -> t.equals("abcdef"), best, passes);
        // asked while the triples run, before the first of the passes between them has its turn
        int triples = log.indexOf("start runs-of-3");
        int firstBetween = log.subList(triples, log.size()).indexOf("start idle") + triples; // the main reducer is idle too
        assertTrue(log.indexOf("ask cdef") >= 0 && log.indexOf("ask cdef") < firstBetween, () -> "8 jobs: " + log);
        assertEquals(List.of("abcdef"), best);
    }

    @Test
    void theLastStagesOpeningQuestionAndTheFinalRechecksAreAskedBesideTheLastPass() throws Exception {
        // nothing can go: the two-token runs find nothing, and so does the cut past the grammar
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("opts", OPTS, null, "prog"));
        LexedLanguage tokens = new LexedLanguage(lang);
        List<String> log = java.util.Collections.synchronizedList(new ArrayList<>());
        // a round long enough for the forecast thread to post its question in the first
        io.pare.oracle.Oracle oracle = loggingOracle(log, t -> t.equals("abcdef"), 400);
        try (QueryService q = new QueryService(oracle, 4, "x.opts", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(lang, "x.opts", "a b c d e f", q, e -> {
                if (e instanceof ReductionEvent.PassStarted p) log.add("start " + p.pass());
            });
            EarningSchedule schedule = new EarningSchedule(new IdlePass(), List.of(runsOf(2)), 10);
            schedule.forecastAfterwards(List.of(new TailOpening(tokens)));
            schedule.forecastAlways();
            schedule.run(s);
            int scheduleEnded = log.size();
            // the stage past the grammar and the final re-checks find their answers waiting
            Session past = TestSessions.open(tokens, "x.opts", s.best(), q, e -> { });
            new PastTheGrammar().run(past);
            List<io.pare.oracle.Outcome> rechecks = q.testAtOnce(past.best(), QueryService.FINAL_RECHECKS);
            assertTrue(rechecks.stream().allMatch(io.pare.oracle.Outcome::interesting), rechecks::toString);
            List<String> during = new ArrayList<>(log.subList(0, scheduleEnded));
            List<String> after = new ArrayList<>(log.subList(scheduleEnded, log.size()));
            assertTrue(during.contains("ask abcde"), () -> "the cut asked beside the runs: " + during);
            assertEquals(QueryService.FINAL_RECHECKS, java.util.Collections.frequency(during, "ask abcdef"), during::toString);
            assertFalse(after.contains("ask abcdef"), () -> "the re-checks were taken: " + after);
            // a forecast's question that gave its job to the pass's own goes back to the queue, and
            // may run again after: nothing new is asked there
            assertTrue(during.containsAll(after), () -> "asked after the schedule: " + after + ", during: " + during);
        }
    }

    @Test
    void afterAPassChangesTheProgramThePassesDueNextAskBesideTheMainReducersFixpoint() throws Exception {
        // the triples delete "abc"; the main reducer's fixpoint then asks one question ("de") and finds
        // nothing, and the pairs, due next, ask theirs about "def" beside it
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("opts", OPTS, null, "prog"));
        Reducer lastToken = new Reducer() {
            @Override
            public String name() {
                return "last-token";
            }

            @Override
            public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
                List<io.pare.program.Node> tokens = ctx.program().root().tokenNodes();
                if (!tokens.isEmpty()) ctx.commitFirst(List.of(tokens.subList(tokens.size() - 1, tokens.size())), io.pare.program.Edit::delete);
            }
        };
        List<String> best = new ArrayList<>();
        List<String> log = java.util.Collections.synchronizedList(new ArrayList<>());
        io.pare.oracle.Oracle oracle = loggingOracle(log, t -> t.equals("abcdef") || t.equals("def"), 200);
        try (QueryService q = new QueryService(oracle, 4, "x.opts", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(lang, "x.opts", "a b c d e f", q, e -> {
                if (e instanceof ReductionEvent.PassStarted p) log.add("start " + p.pass());
            });
            EarningSchedule schedule = new EarningSchedule(lastToken, List.of(runsOf(3), runsOf(2)), 10);
            schedule.forecastAlways();
            schedule.run(s);
            best.add(squash(s.best()));
        }
        assertEquals(List.of("def"), best);
        int fixpoint = log.indexOf("ask de");
        int pairs = log.lastIndexOf("start runs-of-2");
        assertTrue(fixpoint >= 0 && log.indexOf("ask f") >= 0 && log.indexOf("ask f") < pairs, () -> log.toString());
        // asked while the fixpoint's question ran: within the oracle's 200 ms, not a round later
        assertTrue(log.indexOf("ask f") < fixpoint + 4, () -> log.toString());
    }

    @Test
    void whereThePassBeforeChangesTheProgramTheForecastsAnswersAreNotTaken() throws Exception {
        // the triples pass deletes "abc"; the pairs pass, forecast on "abcdef", then runs on "def"
        java.util.function.Predicate<String> bug = t -> t.equals("abcdef") || t.equals("def") || t.equals("f");
        List<String> one = new ArrayList<>();
        List<String> four = new ArrayList<>();
        runWithForecasts(1, bug, one);
        runWithForecasts(4, bug, four);
        assertEquals(List.of("f"), one);
        assertEquals(one, four);
    }

    @Test
    void aFinishingPassRunsOnceTheOthersAreDoneWhereverItIsListed() throws Exception {
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("opts", OPTS, null, "prog"));
        Set<String> interesting = Set.of("abcdef", "cdef", "ef");
        RecordingOracle oracle = new RecordingOracle(t -> interesting.contains(squash(t)));
        Reducer last = new Reducer() {
            @Override
            public String name() {
                return "tidy";
            }

            @Override
            public void round(ReductionContext ctx) {
            }

            @Override
            public boolean finishes() {
                return true;
            }
        };
        Reducer pairs = new LocalExhaustive(2);
        List<String> passes = new ArrayList<>();
        try (QueryService q = new QueryService(oracle, 1, "x.opts", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(lang, "x.opts", "a b c d e f", q, e -> {
                if (e instanceof ReductionEvent.PassStarted p && !p.pass().equals("perses")) passes.add(p.pass());
            });
            EarningSchedule schedule = new EarningSchedule(new Perses(), List.of(last, pairs), 10);
            schedule.run(s);
            assertEquals("ef", squash(s.best()));
            assertTrue(schedule.describe().endsWith("; then tidy)"), schedule.describe());
        }
        assertEquals(List.of(pairs.name(), pairs.name(), "tidy"), passes);
    }

    @Test
    void earningsCountTokensPerCandidateAndRetireOnlyPassesThatNeverRemovedOne() {
        Earnings e = Earnings.NONE.after(0, 30);
        assertTrue(e.tried());
        assertFalse(e.neverPaid(2), "one empty run is not yet a verdict");
        assertTrue(e.after(0, 30).neverPaid(2), "two runs without a token removed, changed or not, are");
        Earnings paid = Earnings.NONE.after(12, 40).after(0, 10).after(0, 10);
        assertFalse(paid.neverPaid(2), "a pass that once paid stays, to run when the program changed");
        assertEquals(12.0 / 60, paid.rate(), 1e-9);
        assertEquals(0, Earnings.NONE.after(-3, 5).tokens(), "a same-size change earns nothing, never less");
    }

    /**
     * A pass that rewrites its half of a ten-letter word to the next binary number: a same-size
     * change every time; one that {@code paysFirst} drops the word's last two letters first.
     */
    private static final class Counter implements Reducer {
        final int from;
        final boolean paysFirst;
        int changes;

        Counter(int from, boolean paysFirst) {
            this.from = from;
            this.paysFirst = paysFirst;
        }

        @Override
        public String name() {
            return "count" + from;
        }

        @Override
        public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
            String t = squash(ctx.text());
            String next;
            if (paysFirst && t.length() > 10) {
                next = t.substring(0, 10);
            } else {
                int n = Integer.parseInt(t.substring(from, from + 5).replace('x', '0').replace('y', '1'), 2) + 1;
                String half = String.format("%5s", Integer.toBinaryString(n % 32)).replace(' ', '0').replace('0', 'x').replace('1', 'y');
                next = t.substring(0, from) + half + t.substring(from + 5, 10);
            }
            if (ctx.commitFirstText(List.of(next).iterator(), x -> x).isPresent()) changes++;
        }
    }

    @Test
    void twoPassesThatOnlySwapDoNotHandTheProgramToEachOtherForEver() throws Exception {
        GrammarLanguage lang = new GrammarLanguage(LanguageGrammar.fromText("xy", """
                grammar XY;
                prog : (X | Y)* EOF ;
                X : 'x' ; Y : 'y' ;
                WS : [ ]+ -> channel(HIDDEN) ;
                """, null, "prog"));
        // the twelve-letter start and every ten-letter word are interesting, nothing else: Perses
        // cannot take two letters at once, and after the first pass took them only swaps succeed
        RecordingOracle oracle = new RecordingOracle(t -> squash(t).length() == 10 || squash(t).equals("xxxxxxxxxxyy"));
        Counter left = new Counter(0, true);
        Counter right = new Counter(5, false);
        try (QueryService q = new QueryService(oracle, 1, "x.xy", StandardCharsets.UTF_8, x -> { })) {
            Session s = TestSessions.open(lang, "x.xy", "xxxxxxxxxxyy", q, e -> { });
            new EarningSchedule(new Perses(), List.of(left, right), 3).run(s);
        }
        // each change makes the other's "found nothing" stale: the one that once paid makes the
        // same-size limit's 3 swaps on programs of this size, the one that never did is retired
        assertEquals(1 + 3, left.changes);
        assertEquals(EarningSchedule.RETIRE_AFTER, right.changes);
    }

    /** Fig. 1b of the Vulcan paper in SMT-LIB: the default gets where Vulcan gets, past Perses. */
    @Test
    void theDefaultReducerGetsPastPersesAndIsTheSameAtAnyJobCount() throws Exception {
        String text = """
                (declare-fun g () Int)
                (declare-fun l () Int)
                (assert (= l g))
                (assert (bug l))
                """;
        var language = Languages.byName("smtlib2");
        String perses = TestPrograms.reduce(language, "t.smt2", text, "perses", new RecordingOracle(EarningScheduleTest::declaredBug), 1).text();
        String one = TestPrograms.reduce(language, "t.smt2", text, "default", new RecordingOracle(EarningScheduleTest::declaredBug), 1).text();
        String four = TestPrograms.reduce(language, "t.smt2", text, "default", new RecordingOracle(EarningScheduleTest::declaredBug), 4).text();
        assertEquals("(declare-fung()Int)(declare-funl()Int)(assert(bugl))", squash(perses), "1-minimal for Perses");
        assertEquals("(declare-fung()Int)(assert(bugg))", squash(one));
        assertEquals(one, four);
    }

    /** ψ: g is declared, and bug is applied to a declared constant (Perses cannot drop l's declaration, which the bug uses). */
    private static boolean declaredBug(String t) {
        var bug = java.util.regex.Pattern.compile("\\(assert \\(bug (\\w+)\\)\\)").matcher(t);
        return t.contains("(declare-fun g () Int)") && bug.find() && t.contains("(declare-fun " + bug.group(1) + " () Int)");
    }
}
