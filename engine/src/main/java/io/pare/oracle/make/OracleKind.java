package io.pare.oracle.make;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The kinds of bug {@code pare oracle} writes a test for, by the name the command line uses. */
public enum OracleKind {
    CRASH("crash", "the command crashes the same way (the crash's signature, not just a failure)"),
    WRONG_CODE("wrong-code", "two builds of a C or C++ program disagree on its output, and the program is free of undefined behaviour"),
    WARNING("warning", "the program compiles and the diagnostic appears"),
    DISAGREE("disagree", "two tools that should agree, and both accept the input, print different answers"),
    OUTPUT("output", "the command's output shows the text");

    private final String cliName;
    private final String meaning;

    OracleKind(String cliName, String meaning) {
        this.cliName = cliName;
        this.meaning = meaning;
    }

    public String cliName() {
        return cliName;
    }

    /** What exit status 0 of the written oracle means. */
    public String meaning() {
        return meaning;
    }

    public static Optional<OracleKind> byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(k -> k.cliName.equals(n)).findFirst();
    }

    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(OracleKind::cliName).toList());
    }
}
