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

    /**
     * Whether Pare may read {@code file} and write beside it for a command that names it without
     * the editor having it open: its folder, links resolved, is inside a workspace folder (a link
     * to a folder elsewhere would put the result there). With no workspace folder known (an editor
     * on a single file) there is nothing to be outside of.
     */
    public boolean encloses(Path file) {
        if (roots.isEmpty()) return true;
        Path folder = realOrNull(file.toAbsolutePath().normalize().getParent());
        if (folder == null) return false;
        for (Path r : roots) {
            Path real = realOrNull(r);
            if (real != null && folder.startsWith(real)) return true;
        }
        return false;
    }

    private static Path realOrNull(Path p) {
        if (p == null) return null;
        try {
            return p.toRealPath();
        } catch (java.io.IOException e) {
            return null;
        }
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
