package io.pare.server.seed;

/**
 * The passing seed of a pairwise diff.
 *
 * @param source where it came from ("the command's argument", "setting pare.seed", "git HEAD", ...)
 * @param uri    the seed document's URI, or null when it exists only as text (git HEAD)
 * @param text   the seed's text
 */
public record Seed(String source, String uri, String text) {
}
