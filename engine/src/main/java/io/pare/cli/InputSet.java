package io.pare.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import io.pare.grammars.BundledLanguages;

/**
 * The files of a multi-file input: folders and files given on the command line, each file named
 * by its path relative to their common root (which is how the oracle sees them). In a folder,
 * the files Pare has a grammar for (or all, with a forced language) are reduced; the rest are
 * kept unchanged beside them, so the oracle still finds them. Files named one by one are always
 * reduced. Hidden folders (.git) are left out.
 */
record InputSet(Path root, Map<String, InputFile> reduce, Map<String, Path> keep) {
    /**
     * The most files reduced together. Every query copies all of them into its folder and each is
     * reduced in turn, so a set is as slow as its count times its files' own reductions: 10,000 small
     * files would take days (and 10,000 file writes per query). Past this the run is refused, saying
     * so, before anything is read or written.
     */
    static final int MAX_REDUCED = 1000;

    static InputSet of(List<Path> inputs, boolean languageForced) throws UsageException {
        List<Path> abs = new ArrayList<>();
        for (Path p : inputs) {
            if (!Files.exists(p)) throw new UsageException("input " + p + " does not exist");
            abs.add(p.toAbsolutePath().normalize());
        }
        Path root = commonRoot(abs);
        Map<String, InputFile> reduce = new LinkedHashMap<>();
        Map<String, Path> keep = new LinkedHashMap<>();
        for (Path p : abs) {
            if (Files.isDirectory(p)) {
                for (Path f : filesUnder(p)) {
                    String rel = relative(root, f);
                    if (reduce.containsKey(rel) || keep.containsKey(rel)) continue;
                    String name = f.getFileName().toString();
                    boolean known = !name.startsWith(".")
                            && (languageForced || BundledLanguages.byFileName(name).isPresent());
                    InputFile in = known ? InputFile.read(f, true) : null;
                    if (in != null && !in.binary() && !in.text().isEmpty()) reduce.put(rel, in);
                    else keep.put(rel, f);
                    if (reduce.size() > MAX_REDUCED) throw tooMany(p);
                }
            } else {
                keep.remove(relative(root, p));
                reduce.put(relative(root, p), InputFile.read(p, true));
            }
        }
        if (reduce.isEmpty()) {
            throw new UsageException("no file to reduce in " + inputs + " (in a folder, only files with a known "
                    + "extension are reduced; name files one by one, or give --language)");
        }
        return new InputSet(root, reduce, keep);
    }

    private static UsageException tooMany(Path folder) throws UsageException {
        long known;
        try (Stream<Path> s = Files.walk(folder)) {
            known = s.filter(Files::isRegularFile).count();
        } catch (IOException | java.io.UncheckedIOException e) {
            known = -1;
        }
        return new UsageException(folder + " holds " + (known > 0 ? known + " files, more than " : "more than ")
                + MAX_REDUCED + " of them to reduce; Pare reduces at most " + MAX_REDUCED + " files together (each "
                + "query copies every file, and each is reduced in turn). Give the files or the subfolder the bug needs.");
    }

    private static Path commonRoot(List<Path> paths) {
        Path root = null;
        for (Path p : paths) {
            Path dir = Files.isDirectory(p) ? p : p.getParent();
            if (root == null) {
                root = dir;
            } else {
                while (!dir.startsWith(root)) root = root.getParent();
            }
        }
        return root;
    }

    private static List<Path> filesUnder(Path dir) throws UsageException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile)
                    .filter(f -> !hidden(dir.relativize(f)))
                    .sorted().toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new UsageException("cannot list " + dir + ": " + e.getMessage());
        }
    }

    /** In a hidden folder such as .git (hidden files themselves are kept: the oracle may read them). */
    private static boolean hidden(Path relative) {
        for (int i = 0; i < relative.getNameCount() - 1; i++) {
            if (relative.getName(i).toString().startsWith(".")) return true;
        }
        return false;
    }

    private static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace('\\', '/');
    }
}
