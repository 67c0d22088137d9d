package io.pare.server.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.pare.server.documents.DocumentUris;
import io.pare.server.documents.OpenDocument;

/** Seed resolution for the pairwise diff, each source for real (git included), in priority order. */
class SeedResolverTest {
    @TempDir
    Path dir;

    private final SeedResolver none = new SeedResolver(uri -> Optional.empty());

    @Test
    void commandArgumentWinsAndOpenBuffersBeatTheDisk() throws Exception {
        Path variant = write("foo.c", "int main(){return 1;}");
        Path other = write("other.c", "on disk");
        write("foo.seed.c", "convention");
        String otherUri = DocumentUris.toUri(other);
        SeedResolver withBuffer = new SeedResolver(uri -> uri.equals(otherUri)
                ? Optional.of(new OpenDocument(otherUri, "c", 3, "unsaved buffer")) : Optional.empty());
        Seed s = withBuffer.resolve(otherUri, "foo.seed.c", variant, "x", dir).orElseThrow();
        assertEquals("the command's argument", s.source());
        assertEquals("unsaved buffer", s.text());
        assertEquals("on disk", none.resolve(otherUri, null, variant, "x", dir).orElseThrow().text());
        assertEquals("on disk", none.resolve("other.c", null, variant, "x", dir).orElseThrow().text(), "a relative path works too");
    }

    @Test
    void settingComesNextRelativeToTheFileThenTheRoot() throws Exception {
        Path variant = write("sub/foo.c", "variant");
        write("seeds/s.c", "from root");
        write("foo.seed.c", "convention");
        Seed s = none.resolve(null, "seeds/s.c", variant, "variant", dir).orElseThrow();
        assertEquals("setting pare.seed", s.source());
        assertEquals("from root", s.text());
        assertEquals(DocumentUris.toUri(dir.resolve("seeds/s.c")), s.uri());
    }

    @Test
    void gitHeadWhenTheFileDiffersFromIt() throws Exception {
        Path variant = write("foo.c", "int x = 1;\n");
        write("foo.seed.c", "convention");
        git("init", "-q");
        git("add", "foo.c");
        git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "seed");
        // Unchanged since HEAD: HEAD is no seed; the naming convention applies.
        assertEquals("naming convention (foo.seed.c)", none.resolve(null, null, variant, "int x = 1;\n", dir).orElseThrow().source());
        Seed s = none.resolve(null, null, variant, "int x = 2;\n", dir).orElseThrow();
        assertEquals("git HEAD", s.source());
        assertEquals("int x = 1;\n", s.text());
        assertNull(s.uri());
    }

    @Test
    void namingConventionAlsoForVariantFiles() throws Exception {
        Path variant = write("bug.variant.smt2", "v");
        write("bug.seed.smt2", "s");
        Seed s = none.resolve(null, null, variant, "v", dir).orElseThrow();
        assertEquals("s", s.text());
        assertTrue(s.source().contains("bug.seed.smt2"));
    }

    @Test
    void nothingFoundSaysWhereToPutOne() throws Exception {
        Path variant = write("lonely.c", "v");
        assertTrue(none.resolve(null, null, variant, "v", dir).isEmpty());
        String msg = SeedResolver.whereToPutOne("lonely.c");
        for (String s : new String[] {"pare.seed", "git", "lonely.seed.c"}) assertTrue(msg.contains(s), msg);
        assertTrue(none.resolve(null, null, null, "v", null).isEmpty(), "a buffer without a file has no seed by default");
        assertEquals(Map.of(), Map.of());
    }

    private Path write(String rel, String text) throws Exception {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    private void git(String... args) throws Exception {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "git";
        System.arraycopy(args, 0, cmd, 1, args.length);
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0, "git " + String.join(" ", args) + ": " + out);
    }
}
