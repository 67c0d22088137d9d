package io.pare.oracle;

import java.io.IOException;
import java.util.Locale;
import java.util.Map;

import io.pare.oracle.slurm.SlurmLauncher;

/** Where oracle queries run ({@code --executor}, the editor's {@code pare.executor}): this machine, or Slurm job steps. */
public enum Executor {
    LOCAL, SLURM;

    /** The executor a user named; null or blank is the default, {@link #LOCAL}. */
    public static Executor parse(String name) {
        if (name == null || name.isBlank()) return LOCAL;
        return switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "local" -> LOCAL;
            case "slurm" -> SLURM;
            default -> throw new IllegalArgumentException("unknown executor \"" + name.trim() + "\" (known: local, slurm)");
        };
    }

    /**
     * The launcher for one run's oracles; the caller closes it through the oracles that
     * {@link QueryLauncher#retain() retain} it, or itself when none was made.
     *
     * @param slurmArgs for Slurm: the allocation to request ({@code salloc} arguments), or null to use the enclosing one
     * @throws IOException what the user must fix (no Slurm, no allocation, the request refused)
     */
    public QueryLauncher launcher(String slurmArgs, Map<String, String> env) throws IOException, InterruptedException {
        if (this == LOCAL) {
            if (slurmArgs != null && !slurmArgs.isBlank()) throw new IOException("--slurm-args needs --executor slurm");
            return LocalLauncher.INSTANCE;
        }
        return SlurmLauncher.open(slurmArgs, env);
    }
}
