package io.pare.server.actions;

import io.pare.server.commands.CommandResult;

/** An action stops before running anything; the user has already been told why. */
final class Refusal extends Exception {
    private final CommandResult result;

    Refusal(CommandResult result) {
        super(result.message(), null, false, false);
        this.result = result;
    }

    CommandResult result() {
        return result;
    }
}
