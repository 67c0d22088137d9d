package io.pare.server.highlights;

import org.eclipse.lsp4j.DiagnosticSeverity;

/**
 * What a highlighted region means. The wire name goes into {@code pare/highlights}; the severity
 * into the diagnostic that carries the same region for clients without the custom notification.
 */
public enum HighlightKind {
    /** A critical edit of a pairwise diff (the difference that matters). */
    CRITICAL("critical", DiagnosticSeverity.Information, false),
    INSERTED("inserted", DiagnosticSeverity.Information, false),
    DELETED("deleted", DiagnosticSeverity.Information, false),
    REPLACED("replaced", DiagnosticSeverity.Information, false),
    /** A token canonicalization could not simplify: a strong root-cause hint. */
    RESISTED("resisted", DiagnosticSeverity.Information, false),
    /** A region Reduce removed: not needed to reproduce the bug. */
    REMOVED("removed", DiagnosticSeverity.Hint, true);

    private final String wire;
    private final DiagnosticSeverity severity;
    private final boolean unnecessary;

    HighlightKind(String wire, DiagnosticSeverity severity, boolean unnecessary) {
        this.wire = wire;
        this.severity = severity;
        this.unnecessary = unnecessary;
    }

    public String wire() {
        return wire;
    }

    public DiagnosticSeverity severity() {
        return severity;
    }

    /** Shown faded with the diagnostic tag {@code Unnecessary}. */
    public boolean unnecessary() {
        return unnecessary;
    }
}
