package io.pare.server.actions;

import io.pare.server.commands.CommandResult;

/**
 * An action stops before it delivers a result; the user has already been told why (or needs no
 * telling, as for a cancel that came before the engine started). {@link ActionRequest#fail} and
 * {@link ActionRequest#refuse} tell the user and make one.
 */
public final class Refusal extends Exception {
    private final CommandResult result;

    public Refusal(CommandResult result) {
        super(result.message(), null, false, false);
        this.result = result;
    }

    /** What the command answers. */
    public CommandResult result() {
        return result;
    }
}
