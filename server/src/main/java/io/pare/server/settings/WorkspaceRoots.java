package io.pare.server.settings;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The workspace folders the client opened; finds the one holding a file. */
public final class WorkspaceRoots {
    private final List<Path> roots = new CopyOnWriteArrayList<>();

    public void add(Path root) {
        if (root != null && !roots.contains(root)) roots.add(root.toAbsolutePath().normalize());
    }

    public void remove(Path root) {
        roots.remove(root.toAbsolutePath().normalize());
    }

    /** The deepest workspace folder holding {@code file}, or null when it is outside all of them. */
    public Path rootOf(Path file) {
        if (file == null) return roots.isEmpty() ? null : roots.get(0);
        Path best = null;
        for (Path r : roots) {
            if (file.startsWith(r) && (best == null || r.getNameCount() > best.getNameCount())) best = r;
        }
        return best;
    }
}
