package io.pare.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.pare.server.commands.CommandResult;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;

/**
 * Canonicalize tokens (T-Rec) and Pairwise diff (PPR) over real LSP streams with real z3 oracles:
 * the canonical document with shorter names and the resisted tokens highlighted; the critical edit
 * of a seed/variant pair highlighted in both documents, each pointing into the other.
 */
@Tag("tools")
class CanonicalizeAndPairwiseEndToEndTest {
    @TempDir
    Path ws;
    TestClient client;
    LspHarness lsp;

    @BeforeEach
    void start() throws Exception {
        TestFiles.requireTools("z3");
        client = new TestClient();
        lsp = LspHarness.inProcess(client);
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    @Test
    @Timeout(90)
    void canonicalizeShortensNamesAndHighlightsResistedTokens() throws Exception {
        Path prog = ws.resolve("bugs/prog.smt2");
        Files.createDirectories(prog.getParent());
        String original = """
                (set-logic QF_LIA)
                (declare-fun the_first_very_long_variable_name () Int)
                (declare-fun another_quite_long_variable_name () Int)
                (assert (> the_first_very_long_variable_name 1000))
                (assert (< another_quite_long_variable_name the_first_very_long_variable_name))
                (check-sat)
                """;
        Files.writeString(prog, original);
        // The bug: z3 says sat and the literal 1000 is there (so 1000 resists canonicalization).
        Path oracle = TestFiles.script(ws.resolve("bugs/oracle.sh"), "z3 -smt2 \"$1\" | grep -q '^sat' && grep -q 1000 \"$1\"");
        assertEquals(0, TestFiles.runOracle(oracle, prog), "z3 must accept the original");
        JsonObject settings = new JsonObject();
        settings.addProperty("resultMode", "newDocument");
        settings.addProperty("jobs", 2);
        client.settings = settings;
        lsp.initialize(ws, true);
        String uri = lsp.open(prog, "smtlib2");

        CommandResult r = lsp.executeAndWait(PareCommands.CANONICALIZE, uri);
        assertEquals(CommandResult.DONE, r.status(), r.message());
        Path canonical = ws.resolve("bugs/prog.canonical.smt2");
        assertEquals(DocumentUris.toUri(canonical), r.resultUri());
        String out = Files.readString(canonical);
        assertEquals(0, TestFiles.runOracle(oracle, canonical), "the oracle accepts the canonical program:\n" + out);
        assertFalse(out.contains("the_first_very_long_variable_name"), out);
        assertFalse(out.contains("another_quite_long_variable_name"), out);
        assertTrue(out.length() < original.length() - 40, "names got shorter:\n" + out);
        assertEquals(original, Files.readString(prog), "the user's file stays untouched");
        assertTrue(client.logged.stream().noneMatch(m -> m.getMessage().contains("unknown pare.resultMode")),
                "newDocument is a known result mode");

        TestClient.await(Duration.ofSeconds(10), "showDocument", () -> !client.shownDocuments.isEmpty());
        TestClient.await(Duration.ofSeconds(10), "pare/highlights", () -> client.highlights.containsKey(uri));
        var h = client.highlights.get(uri);
        assertFalse(h.items.isEmpty(), "resisted tokens are highlighted");
        assertTrue(h.items.stream().allMatch(i -> "resisted".equals(i.kind)));
        int at = original.indexOf("1000");
        assertTrue(h.items.stream().anyMatch(i -> i.range.getStart().getLine() == 3
                && i.range.getStart().getCharacter() == at - original.lastIndexOf('\n', at) - 1), "1000 resisted");
        assertFalse(client.diagnostics.get(uri).getDiagnostics().isEmpty());
        assertProgress("Canonicalize tokens");
    }

    @Test
    @Timeout(120)
    void pairwiseDiffHighlightsTheCriticalEditInBothDocuments() throws Exception {
        Path dir = ws.resolve("pair");
        Files.createDirectories(dir);
        String seedText = """
                (set-logic QF_LIA)
                (declare-fun x () Int)
                (declare-fun y () Int)
                (assert (> x y))
                (assert (> y 5))
                (check-sat)
                """;
        String variantText = seedText.replace("(check-sat)", "(push 1)\n(check-sat)");
        Path seed = dir.resolve("foo.seed.smt2");
        Path variant = dir.resolve("foo.smt2");
        Files.writeString(seed, seedText);
        Files.writeString(variant, variantText);
        // The variant's property (the "bug"): z3 says sat after a push. The seed's: z3 says sat, no push.
        Path variantOracle = TestFiles.script(dir.resolve("oracle.sh"),
                "z3 -smt2 \"$1\" | grep -q '^sat' && grep -q push \"$1\"");
        lsp.initialize(ws, true);
        String vUri = lsp.open(variant, "smtlib2");
        String sUri = lsp.open(seed, "smtlib2");

        // Without a seed oracle: refused, saying where to put one.
        CommandResult missing = lsp.executeAndWait(PareCommands.PAIRWISE_DIFF, vUri);
        assertEquals(CommandResult.FAILED, missing.status());
        assertTrue(missing.message().contains("seed-oracle.sh") && missing.message().contains("pare.seedOracle"),
                missing.message());
        assertTrue(client.shown(MessageType.Error).stream().anyMatch(m -> m.getMessage().contains("seed-oracle.sh")));

        Path seedOracle = TestFiles.script(dir.resolve("seed-oracle.sh"),
                "z3 -smt2 \"$1\" | grep -q '^sat' && ! grep -q push \"$1\"");
        assertEquals(0, TestFiles.runOracle(seedOracle, seed), "the seed's property holds on the seed");
        assertEquals(0, TestFiles.runOracle(variantOracle, variant), "the variant's property holds on the variant");

        CommandResult r = lsp.executeAndWait(PareCommands.PAIRWISE_DIFF, vUri);
        assertEquals(CommandResult.DONE, r.status(), r.message());
        assertTrue(client.logged.stream().anyMatch(m -> m.getMessage().contains("seed-oracle.sh beside the seed")));

        TestClient.await(Duration.ofSeconds(10), "highlights for both",
                () -> client.highlights.containsKey(vUri) && client.highlights.containsKey(sUri));
        var sh = client.highlights.get(sUri).items;
        var vh = client.highlights.get(vUri).items;
        assertTrue(sh.stream().anyMatch(i -> "critical".equals(i.kind)), "critical edit in the seed");
        assertFalse(vh.isEmpty());
        assertTrue(vh.stream().allMatch(i -> List.of("inserted", "deleted", "replaced").contains(i.kind)), "typed edits in the variant");
        // the variant's edit covers the inserted push
        var push = vh.stream().filter(i -> i.message.contains("push")).findFirst().orElseThrow(() -> new AssertionError(vh));
        assertEquals("inserted", push.kind);
        assertEquals(5, push.range.getStart().getLine());

        List<Diagnostic> vd = client.diagnostics.get(vUri).getDiagnostics();
        List<Diagnostic> sd = client.diagnostics.get(sUri).getDiagnostics();
        assertTrue(vd.stream().anyMatch(d -> d.getRelatedInformation() != null
                && sUri.equals(d.getRelatedInformation().get(0).getLocation().getUri())), "variant points into the seed");
        assertTrue(sd.stream().anyMatch(d -> "critical".equals(d.getCode().getLeft()) && d.getRelatedInformation() != null
                && vUri.equals(d.getRelatedInformation().get(0).getLocation().getUri())), "seed points into the variant");
        assertProgress("Pairwise diff");
    }

    private void assertProgress(String title) {
        assertFalse(client.createdTokens.isEmpty());
        String token = client.createdTokens.get(client.createdTokens.size() - 1);
        List<WorkDoneProgressNotification> seq = client.progress.get(token).stream().map(TestClient.Timed::value).toList();
        assertInstanceOf(WorkDoneProgressBegin.class, seq.get(0));
        assertTrue(((WorkDoneProgressBegin) seq.get(0)).getTitle().contains(title));
        assertInstanceOf(WorkDoneProgressEnd.class, seq.get(seq.size() - 1));
    }

}
