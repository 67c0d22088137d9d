package io.pare.oracle;

import java.nio.charset.Charset;
import java.util.Map;

/**
 * A program to be tested: its file name (as the user's input was called, possibly a relative
 * path), text and encoding, and for a multi-file input the other files as they stand, by
 * relative path, which the oracle must see beside the candidate.
 */
public record Candidate(String fileName, String text, Charset charset, Map<String, byte[]> companions) {
    public Candidate {
        companions = Map.copyOf(companions);
    }

    public Candidate(String fileName, String text, Charset charset) {
        this(fileName, text, charset, Map.of());
    }

    public Candidate withCompanions(Map<String, byte[]> files) {
        return new Candidate(fileName, text, charset, files);
    }

    public byte[] bytes() {
        return text.getBytes(charset);
    }
}
