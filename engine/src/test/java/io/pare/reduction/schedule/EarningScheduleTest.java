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
import io.pare.query.CancelledException;
import io.pare.query.QueryService;
import io.pare.reduction.IdlePass;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.Session;
import io.pare.reduction.TestSessions;
import io.pare.reduction.perses.Perses;
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
