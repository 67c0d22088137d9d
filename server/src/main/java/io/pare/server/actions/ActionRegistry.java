package io.pare.server.actions;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.pare.server.commands.PareCommands;

/** The actions the server offers, in the order editors list them. */
public final class ActionRegistry {
    private final List<ActionParticipant> actions;

    public ActionRegistry(List<ActionParticipant> actions) {
        this.actions = List.copyOf(actions);
    }

    /** Pare's actions; a new one is one line here. */
    public static ActionRegistry standard() {
        return new ActionRegistry(List.of(
                new ReduceAction(),
                new CanonicalizeAction(),
                new PairwiseDiffAction(),
                new CreateOracleAction()));
    }

    public List<ActionParticipant> all() {
        return actions;
    }

    public Optional<ActionParticipant> forCommand(String command) {
        return actions.stream().filter(a -> a.command().equals(command)).findFirst();
    }

    /** Every command the server executes: the actions' and the core's own {@code pare.cancel}. */
    public List<String> commands() {
        List<String> out = new ArrayList<>();
        actions.forEach(a -> out.add(a.command()));
        out.add(PareCommands.CANCEL);
        return List.copyOf(out);
    }
}
