package io.pare.server.actions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

import io.pare.server.ServerContext;
import io.pare.grammars.BundledLanguages;
import io.pare.parse.Languages;
import io.pare.server.commands.PareCommands;
import io.pare.server.documents.DocumentUris;
import io.pare.server.documents.OpenDocument;
import io.pare.server.oracle.OracleProblem;
import io.pare.server.oracle.OracleResolver;

/**
 * The code actions on a document: each registered action that applies to it (and Cancel while a
 * run is going); "Create oracle…" only while no oracle resolves for it. Kind
 * {@code refactor.rewrite}, so clients show them one click away (VS Code hides {@code source.*}
 * under "Source Action…"). Never touches the engine, but may ask the client for the settings
 * (whether an oracle resolves), so call it off the message thread.
 */
public final class CodeActionProvider {
    public static final String KIND = CodeActionKind.RefactorRewrite;

    private final ServerContext ctx;
    private final ActionRegistry registry;

    public CodeActionProvider(ServerContext ctx, ActionRegistry registry) {
        this.ctx = ctx;
        this.registry = registry;
    }

    public List<Either<Command, CodeAction>> actions(CodeActionParams params) {
        List<String> only = params.getContext() == null ? null : params.getContext().getOnly();
        if (only != null && !only.isEmpty() && only.stream().noneMatch(k -> KIND.equals(k) || KIND.startsWith(k + "."))) {
            return List.of();
        }
        String uri = params.getTextDocument().getUri();
        List<Either<Command, CodeAction>> out = new ArrayList<>();
        Boolean oracleFound = null; // looked up once, and only if an action asks
        for (ActionParticipant a : registry.all()) {
            if (!a.appliesTo(uri)) continue;
            if (a.offeredWithoutOracleOnly()) {
                if (oracleFound == null) oracleFound = oracleFound(uri);
                if (oracleFound) continue;
            }
            out.add(action(a.title(), a.command(), uri));
        }
        ctx.runs().byUri(uri).ifPresent(r -> out.add(action(PareCommands.CANCEL_TITLE + " (" + r.action() + ")",
                PareCommands.CANCEL, uri)));
        return out;
    }

    /**
     * Whether "Reduce test case" would find an oracle for the document, by the same lookup; a
     * setting that names one that cannot be used counts as found (the run says what is wrong with it).
     */
    private boolean oracleFound(String uri) {
        if (ctx.settings() == null) return false;
        Path path = DocumentUris.toPath(uri).orElse(null);
        String name = path != null ? path.getFileName().toString() : DocumentUris.fileName(uri);
        String languageId = ctx.documents().get(uri).map(OpenDocument::languageId).orElse(null);
        // the language's name only: no grammar is loaded to answer a code-action request
        String language = BundledLanguages.byFileName(name).map(l -> l.name()).orElse(Languages.TEXT);
        try {
            return OracleResolver.resolve(null, ctx.settings().settingsFor(uri, path), path, languageId, language).isPresent();
        } catch (OracleProblem p) {
            return true;
        }
    }

    private static Either<Command, CodeAction> action(String title, String command, String uri) {
        CodeAction a = new CodeAction(title);
        a.setKind(KIND);
        a.setCommand(new Command(title, command, List.of(uri)));
        return Either.forRight(a);
    }
}
