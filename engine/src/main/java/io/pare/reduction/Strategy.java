package io.pare.reduction;

import java.util.List;

import io.pare.query.CancelledException;

/**
 * How a stage schedules its reducers over the session's best program: plain fixpoint
 * iteration, Vulcan's main/auxiliary loop, T-Rec between fixpoints, ...
 */
public interface Strategy {
    void run(Session session) throws CancelledException, InterruptedException;

    String describe();

    /** Rounds of all the reducers, in order, while a round makes the program smaller. */
    static Strategy fixpoint(List<Reducer> reducers) {
        return new Strategy() {
            @Override
            public void run(Session session) throws CancelledException, InterruptedException {
                session.fixpoint(reducers);
            }

            @Override
            public String describe() {
                return String.join(",", reducers.stream().map(Reducer::name).toList());
            }
        };
    }
}
