package io.pare.parse.lexicon;

/** The names reducers give identifiers: a, b, ..., z, aa, ab, ... (bijective base 26, none skipped). */
public final class CanonicalNames {
    private CanonicalNames() {
    }

    /** The {@code k}-th name, from 0. */
    public static String nth(int k) {
        StringBuilder sb = new StringBuilder();
        int n = k + 1;
        while (n > 0) {
            n--;
            sb.append((char) ('a' + n % 26));
            n /= 26;
        }
        return sb.reverse().toString();
    }
}
