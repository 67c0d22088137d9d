package io.pare.reduction.text;

import java.util.function.IntUnaryOperator;

import io.pare.parse.Language;
import io.pare.parse.ParseFailedException;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/**
 * What the run asks last, forecast beside the schedule's last passes: the question the stage past
 * the grammar opens with ({@link TailTruncation}'s, the best program without its last token) and
 * the final re-checks of the best program. Most oracles refuse that question and the run then
 * ends on the best; asked in their own turn, question and re-checks took one oracle latency after
 * the last pass had found nothing (on the psabi case at 32 jobs and a 2 s oracle, the run's last
 * 2.1 s, with 31 jobs idle). Nothing happens in the pass's own turn: the stage asks for itself,
 * and finds the answers there.
 */
public final class TailOpening implements Reducer {
    private final Language lexed;

    /** @param lexed the language of the stage past the grammar (its tokens, without its syntax) */
    public TailOpening(Language lexed) {
        this.lexed = lexed;
    }

    @Override
    public String name() {
        return "text:tail";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        if (!ctx.isForecast()) return;
        String text = ctx.text();
        ctx.queries().recheckAhead(text);
        String question;
        try {
            question = TailTruncation.firstQuestion(text,
                    lexed.parse("forecast", text, ctx.program().charset(), IntUnaryOperator.identity()).currentTokenList());
        } catch (ParseFailedException e) {
            return; // the stage cannot read it either, and asks nothing
        }
        if (question != null) ctx.forecastText(question);
    }
}
