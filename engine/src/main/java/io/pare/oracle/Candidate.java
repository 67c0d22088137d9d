package io.pare.oracle;

import java.nio.charset.Charset;

/** A program to be tested: its file name (as the user's input was called), text and encoding. */
public record Candidate(String fileName, String text, Charset charset) {
    public byte[] bytes() {
        return text.getBytes(charset);
    }
}
