package io.pare.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An input file read for reduction. Text that is not valid UTF-8 (or contains NUL bytes) is read
 * as ISO-8859-1, which maps every byte to one char and back, so its bytes survive unchanged.
 */
record InputFile(Path path, String text, Charset charset, boolean binary) {
    static InputFile read(Path path) throws UsageException {
        return read(path, false);
    }

    static InputFile read(Path path, boolean allowEmpty) throws UsageException {
        if (!Files.exists(path)) throw new UsageException("input file " + path + " does not exist");
        if (Files.isDirectory(path)) throw new UsageException("input " + path + " is a folder; give a file");
        if (!Files.isReadable(path)) throw new UsageException("input file " + path + " is not readable");
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UsageException("cannot read " + path + ": " + e.getMessage());
        }
        if (bytes.length == 0 && !allowEmpty) throw new UsageException("input file " + path + " is empty: nothing to reduce");
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            if (text.indexOf('\0') < 0) return new InputFile(path, text, StandardCharsets.UTF_8, false);
        } catch (CharacterCodingException e) {
            // not UTF-8: fall through
        }
        return new InputFile(path, new String(bytes, StandardCharsets.ISO_8859_1), StandardCharsets.ISO_8859_1, true);
    }
}
