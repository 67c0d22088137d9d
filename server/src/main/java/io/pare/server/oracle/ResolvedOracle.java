package io.pare.server.oracle;

import java.util.List;

/**
 * The oracle chosen for a document.
 *
 * @param command the command to run (the candidate's path is appended)
 * @param source  where it came from, for messages ("setting pare.oracle", "oracle.sh beside the file", ...)
 */
public record ResolvedOracle(List<String> command, String source) {
}
