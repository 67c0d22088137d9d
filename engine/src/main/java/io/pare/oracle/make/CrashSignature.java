package io.pare.oracle.make;

import java.util.List;

/**
 * What identifies one crash in a tool's output: the exit status it ends with (or {@link #ANY_FAILURE})
 * and lines that must all appear in the output, each as fixed text. A reduction keeps a candidate
 * only while all of them still show, so a different crash of the same tool does not count.
 */
public record CrashSignature(String tool, int exitStatus, List<String> mustAppear) {
    /** Any non-zero exit status except a kill by the time limit. */
    public static final int ANY_FAILURE = -1;

    public CrashSignature {
        mustAppear = List.copyOf(mustAppear);
    }

    /** One line for the user: what is matched. */
    public String describe() {
        String status = exitStatus == ANY_FAILURE ? "a non-zero exit status" : "exit status " + exitStatus;
        return tool + ": " + status + (mustAppear.isEmpty() ? "" : ", and the output shows "
                + String.join(" and ", mustAppear.stream().map(s -> "\"" + s + "\"").toList()));
    }
}
