package io.pare.server.seed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

import io.pare.server.documents.DocumentUris;
import io.pare.server.documents.OpenDocument;

/**
 * Chooses the passing seed for a pairwise diff of a (failing) variant; the first match wins:
 * <ol>
 * <li>the command's argument (the other document's URI, or a path);</li>
 * <li>the setting {@code pare.seed} (a path relative to the file's folder, else the workspace root);</li>
 * <li>the file's version at git {@code HEAD}, when it differs from the document;</li>
 * <li>the naming convention: {@code foo.seed.c} beside {@code foo.c} (or beside {@code foo.variant.c}).</li>
 * </ol>
 * Open documents are read from the editor's buffer, other files from disk.
 */
public final class SeedResolver {
    private final Function<String, Optional<OpenDocument>> openDocuments;

    public SeedResolver(Function<String, Optional<OpenDocument>> openDocuments) {
        this.openDocuments = openDocuments;
    }

    /**
     * @param argument    the seed given with the command, or null
     * @param setting     the {@code pare.seed} setting, or null
     * @param variant     the variant's path, or null for a buffer without a file
     * @param variantText the variant's current text
     * @param root        the workspace root, or null
     */
    public Optional<Seed> resolve(String argument, String setting, Path variant, String variantText, Path root) {
        if (argument != null && !argument.isBlank()) {
            Optional<Seed> s = load(argument, variant == null ? root : variant.getParent(), "the command's argument");
            if (s.isPresent()) return s;
        }
        if (setting != null && !setting.isBlank()) {
            Optional<Seed> s = variant == null ? Optional.empty() : load(setting, variant.getParent(), "setting pare.seed");
            if (s.isEmpty()) s = load(setting, root, "setting pare.seed");
            if (s.isPresent()) return s;
        }
        if (variant == null) return Optional.empty();
        Optional<String> head = GitHead.contentAtHead(variant);
        if (head.isPresent() && !head.get().equals(variantText)) {
            return Optional.of(new Seed("git HEAD", null, head.get()));
        }
        for (Path p : conventionalSeeds(variant)) {
            Optional<Seed> s = load(p.toString(), null, "naming convention (" + p.getFileName() + ")");
            if (s.isPresent()) return s;
        }
        return Optional.empty();
    }

    /** {@code foo.seed.c} for {@code foo.c} and for {@code foo.variant.c}. */
    static Path[] conventionalSeeds(Path variant) {
        String name = variant.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String ext = dot > 0 ? name.substring(dot) : "";
        String stem = base.endsWith(".variant") ? base.substring(0, base.length() - ".variant".length()) : base;
        return new Path[] {variant.resolveSibling(stem + ".seed" + ext)};
    }

    private Optional<Seed> load(String ref, Path base, String source) {
        String uri;
        Path path;
        if (ref.contains(":/") || ref.startsWith("untitled:")) {
            uri = ref;
            path = DocumentUris.toPath(ref).orElse(null);
        } else {
            if (base == null && !Path.of(ref).isAbsolute()) return Optional.empty();
            path = base == null ? Path.of(ref) : base.resolve(ref).normalize();
            uri = DocumentUris.toUri(path);
        }
        Optional<OpenDocument> open = openDocuments.apply(uri);
        if (open.isPresent()) return Optional.of(new Seed(source, uri, open.get().text()));
        if (path == null || !Files.isRegularFile(path)) return Optional.empty();
        try {
            return Optional.of(new Seed(source, uri, Files.readString(path, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    public static String whereToPutOne(String fileName) {
        return "Pare found no seed (a passing version) to diff " + fileName + " against. Pass the seed document "
                + "with the command, set \"pare.seed\" to its path, commit the passing version to git (HEAD is "
                + "used when the file differs from it), or put it beside the file as " + seedNameFor(fileName) + ".";
    }

    static String seedNameFor(String fileName) {
        return conventionalSeeds(Path.of(fileName))[0].getFileName().toString();
    }
}
