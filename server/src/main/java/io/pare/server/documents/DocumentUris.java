package io.pare.server.documents;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/** File URIs to paths and back, the way clients spell them. */
public final class DocumentUris {
    private DocumentUris() {
    }

    /** The local path of a {@code file:} URI, or empty for other schemes (untitled buffers, virtual documents). */
    public static Optional<Path> toPath(String uri) {
        try {
            URI u = URI.create(uri);
            if (!"file".equalsIgnoreCase(u.getScheme())) return Optional.empty();
            return Optional.of(Path.of(u).toAbsolutePath().normalize());
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();
        }
    }

    public static String toUri(Path path) {
        return path.toAbsolutePath().normalize().toUri().toString();
    }

    /** The last path segment of a URI, for messages and file names. */
    public static String fileName(String uri) {
        String path = uri;
        int q = path.indexOf('?');
        if (q >= 0) path = path.substring(0, q);
        int slash = path.lastIndexOf('/');
        String name = slash >= 0 ? path.substring(slash + 1) : path;
        try {
            return java.net.URLDecoder.decode(name.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return name;
        }
    }
}
