package io.pare.oracle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the query folders of a run go: {@code --work-dir} (for Slurm, a folder the nodes share), else the system's temp folder. */
public final class WorkDir {
    private WorkDir() {
    }

    /** A fresh {@code pare-*} folder under {@code parent} (null: the temp folder), made with {@code parent} itself when missing. */
    public static Path fresh(Path parent) throws IOException {
        if (parent == null) return Files.createTempDirectory("pare-");
        Path dir = check(parent);
        try {
            return Files.createTempDirectory(dir, "pare-");
        } catch (IOException e) {
            throw new IOException("cannot create a folder in the work folder " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@code parent} as an absolute path, made when missing.
     *
     * @throws IOException saying what is wrong with it, for the user
     */
    public static Path check(Path parent) throws IOException {
        Path dir = parent.toAbsolutePath().normalize();
        if (Files.exists(dir) && !Files.isDirectory(dir)) throw new IOException("the work folder " + dir + " is not a folder");
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IOException("cannot create the work folder " + dir + ": " + e, e);
        }
        if (!Files.isWritable(dir)) throw new IOException("the work folder " + dir + " is not writable");
        return dir;
    }
}
