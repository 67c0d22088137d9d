package io.pare.server.highlights;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Range;

import io.pare.server.features.PairwiseDiffer.CriticalEdit;
import io.pare.server.text.Positions;

/**
 * The critical edits of a pairwise diff as highlights in both documents, each pointing at its
 * counterpart in the other document ({@code relatedInformation}).
 */
public final class PairwiseHighlights {
    private PairwiseHighlights() {
    }

    public record Both(List<Highlight> seed, List<Highlight> variant) {
    }

    /** @param seedUri the seed document's URI, or null when the seed has no document (git HEAD) */
    public static Both of(List<CriticalEdit> edits, String seedUri, String seedText, String variantUri,
            String variantText) {
        Positions sp = new Positions(seedText);
        Positions vp = new Positions(variantText);
        List<Highlight> seed = new ArrayList<>();
        List<Highlight> variant = new ArrayList<>();
        for (CriticalEdit e : edits) {
            Range sr = sp.range(e.seedStart(), e.seedEnd());
            Range vr = vp.range(e.variantStart(), e.variantEnd());
            HighlightKind kind = switch (e.kind()) {
                case "inserted", "insert" -> HighlightKind.INSERTED;
                case "deleted", "delete" -> HighlightKind.DELETED;
                default -> HighlightKind.REPLACED;
            };
            String what = describe(kind, e);
            variant.add(new Highlight(kind, vr, "Critical edit: " + what,
                    seedUri == null ? null : new Location(seedUri, sr), "the seed's side of this edit"));
            if (seedUri != null) {
                seed.add(new Highlight(HighlightKind.CRITICAL, sr, "Critical edit: " + what,
                        new Location(variantUri, vr), "the variant's side of this edit"));
            }
        }
        return new Both(seed, variant);
    }

    private static String describe(HighlightKind kind, CriticalEdit e) {
        return switch (kind) {
            case INSERTED -> "the variant inserts `" + e.variantText() + "`";
            case DELETED -> "the variant deletes `" + e.seedText() + "`";
            default -> "`" + e.seedText() + "` \u2192 `" + e.variantText() + "`";
        };
    }
}
