package io.pare.server.results;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The result document beside the original, {@code <name>.reduced.<ext>}; written atomically each
 * time a better result arrives, so a cancel or a crash loses nothing. Never the user's file.
 */
public final class ResultFile {
    private final Path path;
    private final Charset charset;

    public ResultFile(Path original, String suffix, Charset charset) {
        this.path = pathFor(original, suffix);
        this.charset = charset;
    }

    /** {@code prog.smt2} → {@code prog.<suffix>.smt2}; {@code Makefile} → {@code Makefile.<suffix>}. */
    public static Path pathFor(Path original, String suffix) {
        String name = original.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String out = dot > 0 ? name.substring(0, dot) + "." + suffix + name.substring(dot) : name + "." + suffix;
        return original.resolveSibling(out);
    }

    public Path path() {
        return path;
    }

    public synchronized void write(String text) throws IOException {
        Path dir = path.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + path.getFileName(), ".tmp");
        try {
            Files.write(tmp, text.getBytes(charset));
            try {
                Files.move(tmp, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
