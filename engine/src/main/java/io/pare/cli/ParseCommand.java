package io.pare.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.ParseFailedException;
import io.pare.program.Program;
import io.pare.program.Token;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pare parse}: does the grammar parse these files, and does printing the tree give them back? */
@Command(name = "parse", mixinStandardHelpOptions = true,
        description = "Parse files and check that printing the untouched tree gives back the same tokens.")
final class ParseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    LanguageOptions languageOptions;

    @Option(names = "--tree", description = "Print the reduction tree with its list (*, +) and optional (?) nodes.")
    boolean tree;

    @Parameters(paramLabel = "FILE", arity = "1..*")
    List<Path> files;

    @Override
    public Integer call() throws UsageException {
        PrintWriter out = spec.commandLine().getOut();
        boolean allOk = true;
        Language fixed = languageOptions.forced();
        for (Path file : files) {
            Language lang = fixed != null ? fixed : Languages.forFile(file.getFileName().toString());
            InputFile in;
            try {
                in = InputFile.read(file, true);
            } catch (UsageException e) {
                out.println("FAIL " + lang.name() + " " + e.getMessage());
                allOk = false;
                continue;
            }
            try {
                Program p = lang.parse(file.getFileName().toString(), in.text(), in.charset(), x -> x);
                boolean roundtrip = roundTrips(lang, p);
                out.println("OK " + lang.name() + " " + file + " tokens=" + p.size() + " roundtrip=" + (roundtrip ? "ok" : "FAIL"));
                if (tree) out.print(p.dumpTree());
                allOk &= roundtrip;
            } catch (ParseFailedException e) {
                // the lexer's count still says how big the file is (a reducer's result past the
                // grammar, say); last on the line, after the error, which may quote any text
                out.println("FAIL " + lang.name() + " " + e.error() + " tokens=" + lang.countTokens(in.text()));
                allOk = false;
            }
        }
        out.flush();
        return allOk ? PareCli.OK : PareCli.BAD_INPUT;
    }


    /** Prints every token of the tree and re-parses the text: the same token sequence must come back. */
    private static boolean roundTrips(Language lang, Program p) {
        String printed = p.render(p.currentTokens());
        if (p.size() != p.tokens().size()) return false;
        try {
            Program again = lang.parse(p.fileName(), printed, p.charset(), x -> x);
            List<Token> a = p.tokens();
            List<Token> b = again.tokens();
            if (a.size() != b.size()) return false;
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i).type() != b.get(i).type() || !a.get(i).text().equals(b.get(i).text())) return false;
            }
            return true;
        } catch (ParseFailedException e) {
            return false;
        }
    }
}
