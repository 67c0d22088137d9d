package io.pare.server.oracle;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import io.pare.oracle.ScriptOracle;
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
            return Optional.of(new ResolvedOracle(OracleCommandLine.parse(argument, base), "the command's argument"));
        }
        Optional<ResolvedOracle> fromClient = fromLayer(layers.client(), "setting", base, languageIds);
        if (fromClient.isPresent()) return fromClient;
        Optional<ResolvedOracle> fromProject = fromLayer(layers.project(), SettingsProvider.PROJECT_FILE, base, languageIds);
        if (fromProject.isPresent()) return fromProject;
        if (file != null && file.getParent() != null) {
            for (Path script : new Path[] {file.resolveSibling(file.getFileName() + ".oracle.sh"),
                    file.resolveSibling("oracle.sh")}) {
                if (Files.isRegularFile(script)) {
                    return Optional.of(new ResolvedOracle(ScriptOracle.commandFor(script),
                            script.getFileName() + " beside the file"));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<ResolvedOracle> fromLayer(PareSettings s, String where, Path base, String... ids)
            throws OracleProblem {
        for (String id : ids) {
            if (id == null) continue;
            String v = s.languages().get(id);
            if (v != null) {
                return Optional.of(new ResolvedOracle(OracleCommandLine.parse(v, base),
                        where + " pare.languages." + id + ".oracle"));
            }
        }
        if (s.oracle() != null) {
            return Optional.of(new ResolvedOracle(OracleCommandLine.parse(s.oracle(), base), where + " pare.oracle"));
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
                + "while the bug is still there.";
    }
}
