package io.pare.event;

import io.pare.query.QueryStats;

/** What a reduction tells its listeners (the command line's progress bar, the language server). */
public sealed interface ReductionEvent {
    /** The original input passed the oracle; reduction begins. */
    record Started(String language, int tokens, int bytes, double originalSeconds) implements ReductionEvent {
    }

    /** A multi-file reduction turns to one of its files ({@code index} counts from 1). */
    record FileStarted(String path, int index, int files, int round) implements ReductionEvent {
    }

    /** A pass (a reducer of the pipeline, or a stage of the fallback) begins a round. */
    record PassStarted(String pass, int round, int tokens) implements ReductionEvent {
    }

    /** A smaller program was accepted; {@code text} is the new best. */
    record Improved(String pass, int tokens, int bytes, String text, QueryStats stats) implements ReductionEvent {
    }

    /** A query finished (called from query threads; listeners throttle). */
    record QueryDone(int tokens, QueryStats stats) implements ReductionEvent {
    }

    /** Something the user should know that does not stop the reduction (e.g. a parse fallback). */
    record Warning(String message) implements ReductionEvent {
    }
}
