package io.pare.reduction;

/**
 * At the end of a run the oracle accepts neither the result nor the input it accepted at the start: its answers changed under the run (the script was edited or deleted,
 * or something it depends on changed). No result can be handed back as passing it; the best
 * already written stays where it is, having passed the oracle as it was.
 */
public final class OracleTurnedException extends RuntimeException {
    public OracleTurnedException() {
        super("the oracle now rejects both the result and the input it accepted at the start: "
                + "it was changed, deleted or broke during the run");
    }
}
