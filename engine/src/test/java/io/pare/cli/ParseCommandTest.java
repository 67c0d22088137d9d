package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParseCommandTest {
    @TempDir
    Path dir;

    @Test
    void reportsTokensAndRoundTripForEachFile() throws Exception {
        Path ok = Files.writeString(dir.resolve("a.smt2"), "(set-logic QF_FP)\n(check-sat)\n");
        CliRun r = CliRun.of("parse", "--tree", ok.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("OK smtlib2 "), r.out());
        assertTrue(r.out().contains("tokens=7 roundtrip=ok"), r.out());
        assertTrue(r.out().contains("*"), "the tree shows its list nodes: " + r.out());
    }

    @Test
    void failsWithTheLocationOfTheError() throws Exception {
        Path bad = Files.writeString(dir.resolve("b.smt2"), "(set-logic QF_FP)\n(assert\n");
        CliRun r = CliRun.of("parse", bad.toString());
        assertEquals(2, r.exit());
        assertTrue(r.out().startsWith("FAIL smtlib2 b.smt2:3:"), r.out());
        // the lexer's count of a file that does not parse: `(` `set-logic` `QF_FP` `)` `(` `assert`
        assertTrue(r.out().strip().endsWith(" tokens=6"), r.out());
    }

    @Test
    void acceptsAUserGrammar() throws Exception {
        Path g = Files.writeString(dir.resolve("Sums.g4"), io.pare.TestPrograms.SUMS);
        Path in = Files.writeString(dir.resolve("x.sum"), "13+3+(12)");
        CliRun r = CliRun.of("parse", "--grammar", g.toString(), "--start", "sum", in.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("tokens=7 roundtrip=ok"), r.out());
    }

    @Test
    void choosesTheLanguageByExtension() throws Exception {
        String[][] files = {
                {"m.js", "javascript", "const re = /a\\/b/g, half = x / 2;\n"},
                {"m.mjs", "javascript", "export default async function* f() { yield* `${await g()}`; }\n"},
                {"m.cjs", "javascript", "module.exports = { a: b?.c ?? 1 };\n"},
                {"M.java", "java", "record P(int x) { int y() { return switch (x) { case 1 -> 2; default -> { yield 3; } }; } }\n"},
                {"m.rs", "rust", "fn main() { let r = r#\"x\"#; }\n"},
                {"m.h", "c", "typedef struct s { int a : 3; } s_t;\n"}};
        for (String[] f : files) {
            Path p = Files.writeString(dir.resolve(f[0]), f[2]);
            CliRun r = CliRun.of("parse", p.toString());
            assertEquals(0, r.exit(), r.out() + r.err());
            assertTrue(r.out().startsWith("OK " + f[1] + " "), r.out());
            assertTrue(r.out().contains("roundtrip=ok"), r.out());
        }
    }
}
