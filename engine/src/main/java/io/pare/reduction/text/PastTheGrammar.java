package io.pare.reduction.text;

import java.util.List;

import io.pare.query.CancelledException;
import io.pare.reduction.Reducer;
import io.pare.reduction.Session;
import io.pare.reduction.Strategy;

/**
 * The default's last stage, on the language's tokens without its syntax
 * ({@link io.pare.parse.LexedLanguage}): the shortest prefix the oracle takes ({@link TailTruncation}),
 * and only when it takes one, which shows that it accepts programs the grammar does not, runs of
 * tokens, bracket groups and peephole rewrites that need not parse, to a fixpoint. A compiler that
 * crashes while it reads keeps crashing on a cut that no tree pass may make (an unclosed brace, a
 * missing {@code ;}); C-Vise's token passes cut there too. An oracle that wants whole programs
 * refuses the truncation's first question, and the stage ends after that one query.
 */
public final class PastTheGrammar implements Strategy {
    @Override
    public void run(Session session) throws CancelledException, InterruptedException {
        TailTruncation tail = new TailTruncation();
        // most oracles refuse the truncation's first question, and the run ends there: its final
        // re-checks go beside that question, in one oracle latency with it
        session.queries().recheckAhead(session.best());
        if (!session.round(tail, tail.name())) return;
        List<Reducer> passes = List.of(new TokenRuns(new TextRefusals()), new BracketGroups(new TextRefusals()),
                new Peephole(new TextRefusals()), tail);
        session.fixpoint(passes);
    }

    @Override
    public String describe() {
        return "text:tail,text:tokens,text:brackets,text:peephole";
    }
}
