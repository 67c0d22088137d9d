package io.pare.program;

/**
 * The size that breaks ties between programs of as many tokens: their characters other than
 * white space. Reducers prefer the smaller, and the reports give it, so that layout alone never
 * counts as a gain.
 */
public final class NonBlank {
    private NonBlank() {
    }

    /** The characters of the text that are not white space. */
    public static int count(String text) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isWhitespace(text.charAt(i))) n++;
        }
        return n;
    }
}
