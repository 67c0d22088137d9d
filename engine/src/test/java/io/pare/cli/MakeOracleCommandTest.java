package io.pare.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pare oracle}: on the benchmark cases' real bugs each kind writes an oracle that accepts the
 * case and rejects an empty file; without tools, its refusals.
 */
class MakeOracleCommandTest {
    @TempDir
    Path dir;

    private Path caseFile(String caseName, String file) throws Exception {
        return Files.copy(Tools.benchCase(caseName).resolve(file), dir.resolve(file));
    }

    private static CliRun oracle(String... args) {
        List<String> all = new ArrayList<>(List.of("oracle"));
        all.addAll(List.of(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    /** The written script is executable and says, by its own run, what the command printed. */
    private static void assertAccepted(CliRun r, Path input) throws Exception {
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("on " + input.getFileName() + ": interesting"), r.out());
        assertTrue(r.out().contains("on an empty file: not interesting"), r.out());
        Path script = input.resolveSibling(input.getFileName() + ".oracle.sh");
        assertTrue(Files.isExecutable(script), script + " is executable");
        assertEquals(0, exitOf(script, input, false), "the script accepts the case run by hand too");
    }

    /** The script's exit status on {@code file}, run as a user would, with its strict guards on or off. */
    private static int exitOf(Path script, Path file, boolean strict) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(script.toString(), file.toString()).redirectErrorStream(true);
        if (strict) pb.environment().put("PARE_ORACLE_STRICT", "1");
        Process p = pb.start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }

    @Tag("tools")
    @Test
    void crashOnRustcsIceMatchesItsSignature() throws Exception {
        Tools.require("rustc");
        Path rs = caseFile("rust-rustc163-ice-confirmation-84727", "cell_over.rs");
        CliRun r = oracle("crash", "--run", "/usr/bin/rustc --edition=2021 --crate-type=lib --emit=obj -o t.o {}", rs.toString());
        assertAccepted(r, rs);
        assertTrue(r.out().contains("exit status 101"), r.out());
        assertTrue(r.out().contains("confirmation.rs:238:17: Where clause"), r.out());
        assertTrue(r.out().contains("on the first half of cell_over.rs: not interesting"), r.out());
    }

    @Tag("tools")
    @Test
    void wrongCodeOnClangsMiscompilationIsGuardedAgainstUndefinedBehaviour() throws Exception {
        Tools.require("gcc-12", "clang-16");
        Path c = caseFile("c-clang16-wrongcode-llvm64047", "small.c");
        CliRun r = oracle("wrong-code", "--reference", "gcc-12 -O0", "--test", "clang-16 -O2", c.toString());
        assertAccepted(r, c);
        String script = Files.readString(dir.resolve("small.c.oracle.sh"));
        assertTrue(script.contains("-fsanitize=address,undefined"), script);
        assertTrue(script.contains("implicit declaration"), script);
        assertEquals(0, exitOf(dir.resolve("small.c.oracle.sh"), c, true), "gcc-12 -O2 and clang-16 -O0 builds agree with the reference");
        // the hole Perses found in a hand-written oracle: printf with a missing argument
        Path slipped = Files.writeString(dir.resolve("slipped.c"),
                "#include <stdio.h>\nint main(void) { printf(\"%X\\n\"); return 0; }\n");
        assertEquals(1, exitOf(dir.resolve("small.c.oracle.sh"), slipped, false),
                "a format without its argument is undefined behaviour, not the bug");
    }

    @Tag("tools")
    @Test
    void warningOnGccsPsabiNote() throws Exception {
        Tools.require("gcc-12");
        Path c = caseFile("c-gcc12-psabi-warning", "small.c");
        CliRun r = oracle("warning", "--run", "gcc-12 -c -O2 {} -o /dev/null", "--pattern",
                "AVX512F vector return without AVX512F enabled changes the ABI", c.toString());
        assertAccepted(r, c);
    }

    @Tag("tools")
    @Test
    void outputOnCvc5sRejectionWithZ3AsValidityGuard() throws Exception {
        Tools.require("z3", "cvc5");
        Path smt = caseFile("smt2-cvc5-fp-significand-5K", "prog.smt2");
        CliRun r = oracle("output", "--run", "cvc5 --incremental {}", "--pattern", "significand bit vector in fp is an invalid size",
                "--valid", "z3 -smt2 {}", smt.toString());
        assertAccepted(r, smt);
        assertTrue(r.out().contains("the input is valid: `z3 -smt2 {}` accepts it"), r.out());
    }

    @Tag("tools")
    @Test
    void disagreeBetweenTwoCompilersBuildsOfTheSameProgram() throws Exception {
        Tools.require("gcc-12", "clang-16");
        Path c = caseFile("c-clang16-wrongcode-llvm64047", "small.c");
        CliRun r = oracle("disagree", "--run", "gcc-12 -O0 -w {} -o ref && ./ref", "--run", "clang-16 -O2 -w {} -o cut && ./cut",
                c.toString());
        assertAccepted(r, c);
    }

    @Test
    void aCommandThatDoesNotCrashHasNoCrashSignature() throws Exception {
        Path f = Files.writeString(dir.resolve("a.txt"), "hello\n");
        CliRun r = oracle("crash", "--run", "grep -q nothing {}", f.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("shows no crash Pare recognises (exit status 1)"), r.err());
        assertFalse(Files.exists(dir.resolve("a.txt.oracle.sh")), "no script is written");
    }

    @Test
    void anOracleThatAcceptsAnEmptyFileIsRefused() throws Exception {
        Path f = Files.writeString(dir.resolve("a.txt"), "hello\n");
        CliRun r = oracle("output", "--run", "echo bug", "--pattern", "bug", f.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("on an empty file: interesting"), r.out());
        assertTrue(r.err().contains("accepts an empty file"), r.err());
    }

    @Test
    void reduceAsksAPareMadeOracleItsStrictGuardsOnTheResult() throws Exception {
        Path f = Files.writeString(dir.resolve("a.txt"), "one\nbug\nthree\n");
        assertEquals(0, oracle("output", "--run", "cat {}", "--pattern", "bug", f.toString()).exit());
        Path script = dir.resolve("a.txt.oracle.sh");
        CliRun r = CliRun.of("reduce", "--test", script.toString(), f.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("bug", Files.readString(dir.resolve("a.reduced.txt")).strip());
        assertTrue(r.err().contains("strict check: the result also passes a.txt.oracle.sh"), r.err());

        // a strict guard the result fails: the user is told, the result stays
        String text = Files.readString(script);
        Files.writeString(script, text.replace("\nexit 0\n", "\n[ -n \"${PARE_ORACLE_STRICT:-}\" ] && exit 1\nexit 0\n"));
        r = CliRun.of("reduce", "--test", script.toString(), "-o", dir.resolve("again.txt").toString(), f.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("passes the oracle but not its strict guards"), r.err());
        assertEquals("bug", Files.readString(dir.resolve("again.txt")).strip());
    }

    @Test
    void badRequestsExitTwoWithOneLine() throws Exception {
        Path f = Files.writeString(dir.resolve("a.txt"), "hello\n");
        assertTrue(oracle("segfault", "--run", "x", f.toString()).err().contains("unknown oracle kind 'segfault'"));
        assertTrue(oracle("warning", "--run", "cat {}", f.toString()).err().contains("needs --pattern"));
        assertTrue(oracle("disagree", "--run", "cat {}", f.toString()).err().contains("two --run"));
        assertTrue(oracle("wrong-code", "--test", "cc", f.toString()).err().contains("needs --reference"));
        Files.writeString(dir.resolve("a.txt.oracle.sh"), "mine\n");
        CliRun r = oracle("output", "--run", "cat {}", "--pattern", "hello", f.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("pass --force"), r.err());
        assertEquals("mine\n", Files.readString(dir.resolve("a.txt.oracle.sh")), "the user's file is kept");
    }
}
