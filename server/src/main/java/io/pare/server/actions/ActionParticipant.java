package io.pare.server.actions;

import io.pare.server.commands.CommandResult;

/**
 * One of Pare's code actions (the participant pattern of Eclipse LemMinX): its command and title,
 * when it is offered, and how it runs. The server core ({@link ActionRunner}) does what every
 * action shares: it finds the document, checks that the workspace is trusted, allows one run per
 * document, ties cancellation to the run, resolves the oracle, and ends the run's progress. A new
 * action is one class implementing this and one line in {@link ActionRegistry#standard}.
 */
public interface ActionParticipant {
    /** The {@code workspace/executeCommand} command that runs it, e.g. {@code pare.reduce}. */
    String command();

    /** The code action's title. */
    String title();

    /** How the progress title names it ({@code "Pare: <this> (<file>)"}). */
    default String progressTitle() {
        return title();
    }

    /** Whether the code action is offered on this document (its command runs on any document it is given). */
    boolean appliesTo(String uri);

    /**
     * Whether the run needs the document's oracle: the core then resolves it before the job and
     * refuses, saying where to put one, when there is none. Only an action that makes the oracle
     * does without.
     */
    default boolean needsOracle() {
        return true;
    }

    /** Whether the code action is offered only while no oracle resolves for the document ("Create oracle…"). */
    default boolean offeredWithoutOracleOnly() {
        return false;
    }

    /**
     * The checks that need neither a trusted workspace nor a free document, such as whether the
     * engine has the feature; they come first, so that the user learns of them even where Pare
     * may not run anything. Returns the work to do once the run is claimed; refuses otherwise.
     */
    Job prepare(ActionRequest request) throws Refusal;

    /** An action's work on a claimed run; runs on a worker thread, and a cancel keeps its best result. */
    @FunctionalInterface
    interface Job {
        CommandResult run(RunContext run) throws Refusal;
    }
}
