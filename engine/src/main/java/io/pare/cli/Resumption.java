package io.pare.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.pare.files.Sha256;
import io.pare.query.QueryJournal;
import io.pare.reduction.ReductionResult;

/**
 * Where a reduction starts and which journal it keeps. Every run journals the oracle's refusals
 * beside its result; {@code --resume} goes on from that result and those answers, and nothing
 * else ever reads an old journal. A run that finishes deletes its journal: there is nothing left
 * to resume.
 */
final class Resumption {
    /** The program to start from, the journal to keep, and what to tell the user (null: nothing). */
    record Start(String text, QueryJournal journal, String note) {
    }

    private Resumption() {
    }

    static Path journalFor(Path out) {
        return out.toAbsolutePath().resolveSibling(out.getFileName() + ".pare-journal");
    }

    static Start decide(boolean resume, Path out, InputFile in, QueryJournal.Subject subject)
            throws UsageException, IOException {
        Path journal = journalFor(out);
        if (!resume) return new Start(in.text(), newJournal(journal, subject), null);
        if (!Files.exists(journal)) {
            return new Start(in.text(), newJournal(journal, subject),
                    "nothing to resume (no journal at " + journal + "); starting from the input");
        }
        QueryJournal kept;
        try {
            kept = QueryJournal.resume(journal, subject);
        } catch (QueryJournal.MismatchException e) {
            throw new UsageException("cannot resume: " + e.getMessage() + "; run without --resume to start afresh");
        }
        String text = in.text();
        String from = "the input";
        if (Files.isRegularFile(out)) {
            text = new String(Files.readAllBytes(out), in.charset());
            from = out.toString();
        }
        return new Start(text, kept, "resuming from " + from + " with the " + kept.loadedCount()
                + " answers in " + journal);
    }

    private static QueryJournal newJournal(Path journal, QueryJournal.Subject subject) throws UsageException {
        try {
            return QueryJournal.start(journal, subject);
        } catch (IOException e) {
            // where the journal cannot go, the result cannot either: say so before any query
            throw new UsageException("cannot write " + journal + ": " + e.getMessage());
        }
    }

    /** After the run: a finished reduction leaves no journal; a stopped one keeps it for --resume. */
    static void finish(Path out, ReductionResult result) throws IOException {
        if (!result.cancelled() && !result.timedOut()) Files.deleteIfExists(journalFor(out));
    }

    /** A run that ended without a result (the oracle refused the input) leaves a journal only if it holds answers. */
    static void abandon(Path out, QueryJournal journal) throws IOException {
        if (journal.written() == 0 && journal.loadedCount() == 0) Files.deleteIfExists(journalFor(out));
    }

    /** What the answers depend on: the input's bytes, the oracle's command and the content of the files it names. */
    static QueryJournal.Subject subject(InputFile in, List<String> oracle, String reducer, boolean trec, String language)
            throws IOException {
        StringBuilder command = new StringBuilder(String.join(" ", oracle));
        for (String word : oracle) {
            Path p;
            try {
                p = Path.of(word);
            } catch (java.nio.file.InvalidPathException e) {
                continue;
            }
            if (Files.isRegularFile(p)) command.append(" [").append(p.getFileName()).append(' ')
                    .append(Sha256.hex(Files.readAllBytes(p)).substring(0, 16)).append(']');
        }
        return new QueryJournal.Subject(Sha256.hex(Files.readAllBytes(in.path())), command.toString(),
                reducer + (trec ? " +trec" : ""), language);
    }
}
