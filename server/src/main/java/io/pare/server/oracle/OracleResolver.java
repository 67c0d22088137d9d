package io.pare.server.oracle;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import io.pare.oracle.OracleCommand;
import io.pare.oracle.OracleCommandException;
import io.pare.server.commands.PareCommands;
import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsLayers;
import io.pare.server.settings.SettingsProvider;

/**
 * Chooses the oracle for a document; the first match wins:
 * <ol>
 * <li>the command's argument;</li>
 * <li>the client's settings: {@code pare.languages.<id>.oracle}, then {@code pare.oracle};</li>
 * <li>{@code .pare.json} at the workspace root, same keys;</li>
 * <li>{@code <file>.oracle.sh}, then {@code oracle.sh}, beside the file.</li>
 * </ol>
 */
public final class OracleResolver {
    private OracleResolver() {
    }

    /**
     * @param argument    the oracle given with the command, or null
     * @param languageIds the client's language id and Pare's language name (either may be null)
     * @param file        the document's path, or null for a buffer without a file
     * @return the oracle, or empty when nothing names one
     * @throws OracleProblem when a setting names an oracle that cannot be used
     */
    public static Optional<ResolvedOracle> resolve(String argument, SettingsLayers layers, Path file,
            String... languageIds) throws OracleProblem {
        Path base = layers.root() != null ? layers.root() : file != null ? file.getParent() : null;
        if (argument != null && !argument.isBlank()) {
            return Optional.of(new ResolvedOracle(command(argument, base), "the command's argument"));
        }
        Optional<ResolvedOracle> fromClient = fromLayer(layers.client(), "setting", base, languageIds);
        if (fromClient.isPresent()) return fromClient;
        Optional<ResolvedOracle> fromProject = fromLayer(layers.project(), SettingsProvider.PROJECT_FILE, base, languageIds);
        if (fromProject.isPresent()) return fromProject;
        if (file != null && file.getParent() != null) {
            for (Path script : new Path[] {besideFile(file), file.resolveSibling("oracle.sh")}) {
                if (Files.isRegularFile(script)) {
                    return Optional.of(new ResolvedOracle(OracleCommand.forScript(script).words(),
                            script.getFileName() + " beside the file"));
                }
            }
        }
        return Optional.empty();
    }

    /** {@code <file>.oracle.sh}: the first script looked for beside a file, and where "Create oracle…" writes one. */
    public static Path besideFile(Path file) {
        return file.resolveSibling(file.getFileName() + ".oracle.sh");
    }

    /**
     * Chooses the seed's property for a pairwise diff; the first match wins: the command's
     * {@code seedOracle} argument; the client's setting {@code pare.seedOracle}; the same key in
     * {@code .pare.json}; {@code <seed file>.oracle.sh}, then {@code seed-oracle.sh}, beside the seed.
     *
     * @param seedFile the seed's path, or null (git HEAD, a buffer)
     * @param variantFile the variant's path: {@code seed-oracle.sh} is also looked for beside it
     */
    public static Optional<ResolvedOracle> resolveSeed(String argument, SettingsLayers layers, Path seedFile,
            Path variantFile) throws OracleProblem {
        Path file = seedFile != null ? seedFile : variantFile;
        Path base = layers.root() != null ? layers.root() : file != null ? file.getParent() : null;
        if (argument != null && !argument.isBlank()) {
            return Optional.of(new ResolvedOracle(command(argument, base), "the command's seedOracle argument"));
        }
        if (layers.client().seedOracle() != null) {
            return Optional.of(new ResolvedOracle(command(layers.client().seedOracle(), base),
                    "setting pare.seedOracle"));
        }
        if (layers.project().seedOracle() != null) {
            return Optional.of(new ResolvedOracle(command(layers.project().seedOracle(), base),
                    SettingsProvider.PROJECT_FILE + " pare.seedOracle"));
        }
        java.util.List<Path> candidates = new java.util.ArrayList<>();
        if (seedFile != null && seedFile.getParent() != null) {
            candidates.add(seedFile.resolveSibling(seedFile.getFileName() + ".oracle.sh"));
            candidates.add(seedFile.resolveSibling("seed-oracle.sh"));
        }
        if (variantFile != null && variantFile.getParent() != null) candidates.add(variantFile.resolveSibling("seed-oracle.sh"));
        for (Path script : candidates) {
            if (Files.isRegularFile(script)) {
                return Optional.of(new ResolvedOracle(OracleCommand.forScript(script).words(), script.getFileName() + " beside the seed"));
            }
        }
        return Optional.empty();
    }

    /** What to tell a user when no seed property was found for a pairwise diff. */
    public static String whereToPutSeedOracle(String seedName, String variantName, Path root) {
        String rootName = root == null ? "the workspace root" : root.toString();
        String seed = seedName == null ? "the seed" : seedName;
        return "Pare found no seed oracle for the pairwise diff of " + variantName + ": the seed (" + seed + ") needs its "
                + "own property, which holds on the seed (the bug's oracle holds on the variant). Put one in any of "
                + "these places: the setting \"pare.seedOracle\" (a script path or a command line, relative to the "
                + "workspace root); a " + SettingsProvider.PROJECT_FILE + " file in " + rootName
                + " with {\"seedOracle\": \"./seed-oracle.sh\"}; or a script named " + seed
                + ".oracle.sh or seed-oracle.sh beside the seed. It gets the candidate's path as $1 and exits 0 while "
                + "the seed's property holds.";
    }

    private static Optional<ResolvedOracle> fromLayer(PareSettings s, String where, Path base, String... ids)
            throws OracleProblem {
        for (String id : ids) {
            if (id == null) continue;
            String v = s.languages().get(id);
            if (v != null) {
                return Optional.of(new ResolvedOracle(command(v, base),
                        where + " pare.languages." + id + ".oracle"));
            }
        }
        if (s.oracle() != null) {
            return Optional.of(new ResolvedOracle(command(s.oracle(), base), where + " pare.oracle"));
        }
        return Optional.empty();
    }

    /** What to tell a user when no oracle was found for {@code fileName}. */
    public static String whereToPutOne(String fileName, Path root) {
        String rootName = root == null ? "the workspace root" : root.toString();
        return "Pare found no oracle (interestingness test) for " + fileName + ". Put one in any of these places: "
                + "the setting \"pare.oracle\" (a script path or a command line, relative to the workspace root; "
                + "per language: \"pare.languages.<id>.oracle\"); a " + SettingsProvider.PROJECT_FILE + " file in "
                + rootName + " with {\"oracle\": \"./oracle.sh\"}; or a script named " + fileName
                + ".oracle.sh or oracle.sh beside the file. The oracle gets the candidate's path as $1 and exits 0 "
                + "while the bug is still there. Or let Pare write one: the code action \u201c"
                + PareCommands.CREATE_ORACLE_TITLE + "\u201d asks for the command that shows the bug.";
    }

    /** An oracle setting or argument through the engine's parser (the command line's rules), its complaint as a problem. */
    private static List<String> command(String value, Path base) throws OracleProblem {
        try {
            return OracleCommand.parse(value, base).words();
        } catch (OracleCommandException e) {
            throw new OracleProblem(e.getMessage());
        }
    }
}
