package io.pare.cli;

import java.io.IOException;
import java.nio.file.Path;

import io.pare.files.AtomicFiles;
import io.pare.files.LatestFileWriter;

/** A command's results on disk; one that cannot be written is exit 2 for every command, not an internal error. */
final class ResultFiles {
    private ResultFiles() {
    }

    static void write(Path path, byte[] content) throws UsageException {
        try {
            AtomicFiles.write(path, content);
        } catch (IOException e) {
            throw cannotWrite(path, e);
        }
    }

    /** Waits for the best-so-far files to be on disk, and fails if one of them could not be written. */
    static void finish(Path shown, LatestFileWriter... writers) throws UsageException {
        for (LatestFileWriter w : writers) {
            w.close();
            if (w.failure() != null) throw cannotWrite(shown, w.failure());
        }
    }

    static UsageException cannotWrite(Path path, IOException e) {
        return new UsageException("cannot write " + path + ": " + e.getMessage());
    }
}
