package io.pare.files;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256: as 64 hex digits, the way {@code sha256sum} prints it, or a text's as a map key. */
public final class Sha256 {
    private Sha256() {
    }

    /** The digest of a text's UTF-8 bytes as four longs: a key that does not hold the text. */
    public record Digest(long a, long b, long c, long d) {
        /** As 64 hex digits. */
        public String hex() {
            return String.format("%016x%016x%016x%016x", a, b, c, d);
        }
    }

    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(digest(bytes));
    }

    public static Digest of(String text) {
        ByteBuffer bb = ByteBuffer.wrap(digest(text.getBytes(StandardCharsets.UTF_8)));
        return new Digest(bb.getLong(), bb.getLong(), bb.getLong(), bb.getLong());
    }

    private static byte[] digest(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }
}
