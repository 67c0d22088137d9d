package io.pare.oracle;

import java.time.Duration;

/** The verdict of one query, with what is needed to explain it to a user. */
public record Outcome(Verdict verdict, int exitCode, String outputTail, Duration elapsed) {
    public boolean interesting() {
        return verdict == Verdict.INTERESTING;
    }

    public static Outcome of(boolean interesting) {
        return new Outcome(interesting ? Verdict.INTERESTING : Verdict.NOT_INTERESTING, interesting ? 0 : 1, "", Duration.ZERO);
    }

    /** The "no" of a query that never ran: it was cancelled, or its oracle closed, before it started. */
    public static Outcome notRun() {
        return new Outcome(Verdict.NOT_INTERESTING, -1, "", Duration.ZERO);
    }
}
