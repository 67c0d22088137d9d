package io.pare.server.run;

import io.pare.oracle.ScriptOracle;

/** Closing oracles without letting a clean-up hiccup lose a finished result. */
public final class Oracles {
    private Oracles() {
    }

    /**
     * Closes {@code oracle} (kills its running processes, removes its work folder). The engine's
     * folder removal can throw {@link java.io.UncheckedIOException} when a query folder disappears
     * while it walks the tree (a query thread deleting its own folder at the same moment); the
     * processes are killed before that, so the failure is only a leftover temporary folder.
     */
    public static void closeQuietly(ScriptOracle oracle) {
        if (oracle == null) return;
        try {
            oracle.close();
        } catch (RuntimeException e) {
            // a temporary folder may be left behind; nothing is running any more
        }
    }
}
