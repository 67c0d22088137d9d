package io.pare.oracle;

/** What one oracle query said. Only {@link #INTERESTING} means the bug is still there. */
public enum Verdict {
    INTERESTING,
    NOT_INTERESTING,
    /** Killed after the per-query timeout; counts as not interesting. */
    TIMEOUT,
    /** The oracle could not be started at all (missing interpreter, permissions). */
    ERROR
}
