package io.pare.oracle.make;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The written scripts, run with sh on small inputs and commands any Debian machine has. */
class OracleScriptTest {
    @TempDir
    Path dir;

    private int run(String script, String input) throws Exception {
        Path s = Files.writeString(dir.resolve("oracle.sh"), script);
        Path f = Files.writeString(dir.resolve("in.txt"), input);
        Process p = new ProcessBuilder("sh", s.toString(), f.toString()).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }

    private static OracleRequest request(OracleKind kind, List<String> runs, List<String> patterns, List<String> valid) {
        return new OracleRequest(kind, "in.txt", runs, null, null, patterns, valid, 10);
    }

    @Test
    void outputNeedsEveryPatternAsFixedText() throws Exception {
        String script = OracleScript.write(request(OracleKind.OUTPUT, List.of("cat {}"), List.of("a.b", "c"), List.of()), null, "o.sh");
        assertEquals(0, run(script, "xx a.b yy c\n"));
        assertEquals(1, run(script, "xx aXb yy c\n"), "the dot is no wildcard");
        assertEquals(1, run(script, "xx a.b\n"));
    }

    @Test
    void warningNeedsTheCommandToSucceed() throws Exception {
        String script = OracleScript.write(request(OracleKind.WARNING, List.of("cat {}; grep -q ok {}"), List.of("warn"),
                List.of()), null, "o.sh");
        assertEquals(0, run(script, "warn ok\n"));
        assertEquals(1, run(script, "warn\n"), "the warning on a program that does not compile does not count");
    }

    @Test
    void disagreeNeedsBothToAcceptAndToDiffer() throws Exception {
        String script = OracleScript.write(request(OracleKind.DISAGREE, List.of("head -n 1 {}", "tail -n 1 {}"), List.of(),
                List.of()), null, "o.sh");
        assertEquals(0, run(script, "sat\nunsat\n"));
        assertEquals(1, run(script, "sat\n"), "the same answer");
        assertEquals(1, run(script, "(error \"x\")\nunsat\n"), "one tool rejects the input");
    }

    @Test
    void crashMatchesTheSignatureAndTheExitStatus() throws Exception {
        CrashSignature sig = new CrashSignature("t", 3, List.of("boom at x.c:1"));
        OracleRequest r = request(OracleKind.CRASH, List.of("cat {}; exit $(head -c 1 {})"), List.of(), List.of());
        String script = OracleScript.write(r, sig, "o.sh");
        assertEquals(0, run(script, "3 boom at x.c:1\n"));
        assertEquals(1, run(script, "2 boom at x.c:1\n"), "another exit status");
        assertEquals(1, run(script, "3 boom at y.c:1\n"), "another crash");
        assertEquals(1, run(script, "0 boom at x.c:1\n"), "no crash");
    }

    @Test
    void aValidityGuardRejectsWhatItsCommandRejects() throws Exception {
        String script = OracleScript.write(request(OracleKind.OUTPUT, List.of("cat {}"), List.of("bug"),
                List.of("grep -q '(' {}")), null, "o.sh");
        assertEquals(0, run(script, "(bug)\n"));
        assertEquals(1, run(script, "bug\n"));
    }

    @Test
    void userTextIsQuotedAndNeverTakenForAPlaceholder() throws Exception {
        String script = OracleScript.write(new OracleRequest(OracleKind.OUTPUT, "it's @FILE@.txt", List.of("cat {}"),
                null, null, List.of("don't @TIMEOUT@"), List.of(), 10), null, "o.sh");
        assertTrue(script.contains("'don'\\''t @TIMEOUT@'"), script);
        assertTrue(script.contains("'it'\\''s @FILE@.txt'"), script);
        assertFalse(script.contains("@KIND@"));
        assertEquals(0, run(script, "so don't @TIMEOUT@ here\n"));
    }

    @Test
    void theFileIsAppendedWhenTheCommandDoesNotPlaceIt() {
        assertEquals("gcc -c \"$1\"", OracleScript.command("gcc -c"));
        assertEquals("cc \"$1\" -o x", OracleScript.command("cc {} -o x"));
    }

    @Test
    void theFirstHalfKeepsTheFirstHalfOfTheLines() {
        assertEquals("a\nb\n", OracleTrial.firstHalf("a\nb\nc\nd\n"));
        assertEquals("", OracleTrial.firstHalf("one line"));
    }
}
