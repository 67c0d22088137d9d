package io.pare.query;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The oracle's refusals on disk, beside the result, so that a reduction killed at any instant can
 * go on where it stopped ({@code pare reduce --resume}) without asking them again. One line per
 * refusal (the SHA-256 of the text the oracle saw, and its tokens), appended and flushed as it
 * comes, and forced to the disk at most once a second; a line a kill cut short is ignored when
 * reading. The head names what the answers are about: answers about another input, oracle,
 * reducer or language are worth nothing, so a journal with another head is refused.
 */
public final class QueryJournal implements AutoCloseable {
    private static final String MAGIC = "pare-journal 1";
    private static final String END_OF_HEAD = "---";
    private static final long FORCE_EVERY_NANOS = 1_000_000_000L;

    /** What the answers are about. */
    public record Subject(String inputSha256, String oracle, String reducer, String language) {
        List<String> head() {
            return List.of(MAGIC, "input " + inputSha256, "oracle " + oracle.replace('\n', ' '), "reducer " + reducer,
                    "language " + language, END_OF_HEAD);
        }
    }

    /** A refusal read back: its cache key and token count. */
    record Refusal(Object key, int tokens) {
    }

    /** A journal that cannot be resumed from: written for another subject, or not a journal. */
    public static final class MismatchException extends Exception {
        MismatchException(String message) {
            super(message);
        }
    }

    private final FileChannel channel;
    private final BufferedWriter out;
    private final List<Refusal> loaded;
    private long forcedAt = System.nanoTime();
    private long written;

    private QueryJournal(FileChannel channel, List<Refusal> loaded) {
        this.channel = channel;
        this.out = new BufferedWriter(new OutputStreamWriter(java.nio.channels.Channels.newOutputStream(channel),
                StandardCharsets.UTF_8));
        this.loaded = List.copyOf(loaded);
    }

    /** A new journal at {@code file}, replacing any old one unread. */
    public static QueryJournal start(Path file, Subject subject) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING);
        QueryJournal j = new QueryJournal(ch, List.of());
        j.write(String.join("\n", subject.head()) + "\n");
        j.force();
        return j;
    }

    /** The journal at {@code file} with its refusals loaded, to be appended to; it must be about {@code subject}. */
    public static QueryJournal resume(Path file, Subject subject) throws IOException, MismatchException {
        // read byte for byte (one char each), so that offsets are the file's; the head is UTF-8
        String content = Files.readString(file, StandardCharsets.ISO_8859_1);
        List<String> lines = List.of(content.split("\n", -1));
        List<String> head = subject.head();
        if (lines.size() < head.size() || !lines.get(0).equals(MAGIC)) {
            throw new MismatchException(file + " is not a Pare journal");
        }
        for (int i = 1; i < head.size(); i++) {
            String line = new String(lines.get(i).getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
            if (!line.equals(head.get(i))) {
                throw new MismatchException(file + " was written for another run (" + describe(line) + ", this run: "
                        + describe(head.get(i)) + ")");
            }
        }
        List<Refusal> refusals = new ArrayList<>();
        // the last element is what follows the last newline: complete lines only
        for (String line : lines.subList(head.size(), lines.size() - 1)) {
            Refusal r = parse(line);
            if (r != null) refusals.add(r);
        }
        long validEnd = content.endsWith("\n") ? content.length() : content.lastIndexOf('\n') + 1;
        FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE);
        ch.truncate(validEnd); // a line cut short by the kill goes, so the next one starts on its own line
        ch.position(validEnd);
        return new QueryJournal(ch, refusals);
    }

    private static String describe(String headLine) {
        return headLine.length() > 120 ? headLine.substring(0, 117) + "..." : headLine;
    }

    private static Refusal parse(String line) {
        String[] parts = line.split(" ");
        if (parts.length != 3 || !parts[0].equals("F") || parts[1].length() != 64) return null;
        try {
            return new Refusal(HashCache.keyOfHex(parts[1]), Integer.parseInt(parts[2]));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The refusals read when resuming (none for a new journal). */
    List<Refusal> loaded() {
        return loaded;
    }

    /** How many refusals were read when resuming. */
    public int loadedCount() {
        return loaded.size();
    }

    /** How many refusals this run added. */
    public synchronized long written() {
        return written;
    }

    synchronized void refused(String text, int tokens) {
        try {
            write("F " + HashCache.hex(HashCache.key(text)) + " " + tokens + "\n");
            written++;
            if (System.nanoTime() - forcedAt > FORCE_EVERY_NANOS) force();
        } catch (IOException e) {
            // the journal only saves queries on a later --resume; a full disk must not end the reduction
        }
    }

    private void write(String s) throws IOException {
        out.write(s);
        out.flush();
    }

    private void force() throws IOException {
        channel.force(false);
        forcedAt = System.nanoTime();
    }

    @Override
    public synchronized void close() throws IOException {
        try {
            out.flush();
            force();
        } finally {
            out.close();
        }
    }
}
