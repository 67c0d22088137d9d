package io.pare.server.actions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import io.pare.server.ServerContext;
import io.pare.server.commands.CommandArguments;
import io.pare.server.commands.CommandResult;
import io.pare.server.documents.DocumentUris;
import io.pare.server.documents.OpenDocument;
import io.pare.server.settings.PareSettings;
import io.pare.server.settings.SettingsLayers;

/**
 * What an action is asked to do, before any run is claimed: the command's arguments, the document
 * and its settings. The settings are read when first asked for, since reading them may ask the
 * client ({@code workspace/configuration}) and some refusals need not wait for that.
 */
public final class ActionRequest {
    private final ServerContext server;
    private final CommandArguments args;
    private final DocumentTarget target;
    private SettingsLayers layers;

    private ActionRequest(ServerContext server, CommandArguments args, DocumentTarget target) {
        this.server = server;
        this.args = args;
        this.target = target;
    }

    /** Finds the document the arguments name: the open buffer, else the file on disk. */
    static ActionRequest resolve(ServerContext server, CommandArguments args, String title) throws Refusal {
        return new ActionRequest(server, args, target(server, args, title));
    }

    private static DocumentTarget target(ServerContext server, CommandArguments args, String title) throws Refusal {
        if (args.uri() == null) {
            throw fail(server, title + ": the command needs the document's URI as its first argument.");
        }
        Optional<OpenDocument> open = server.documents().get(args.uri());
        Path path = DocumentUris.toPath(args.uri()).orElse(null);
        String name = path != null ? path.getFileName().toString() : DocumentUris.fileName(args.uri());
        if (open.isPresent()) {
            OpenDocument d = open.get();
            return new DocumentTarget(d.uri(), path, name, d.languageId(), d.version(), d.text());
        }
        if (path != null && Files.isRegularFile(path)) {
            // a command may name any file; one the editor does not show must be the workspace's,
            // since the oracle reads it and the result is written beside it
            if (!server.roots().encloses(path)) {
                throw fail(server, title + ": " + path + " is outside the workspace folders and not open in the editor; "
                        + "Pare runs only on the workspace's files and open documents.");
            }
            try {
                return new DocumentTarget(args.uri(), path, name, null, null, Files.readString(path, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw fail(server, title + ": cannot read " + path + ": " + e.getMessage());
            }
        }
        throw fail(server, title + ": " + args.uri() + " is neither open nor a file on disk.");
    }

    public ServerContext server() {
        return server;
    }

    public CommandArguments args() {
        return args;
    }

    public DocumentTarget target() {
        return target;
    }

    /** The settings for the document, layer by layer (client, pushed, {@code .pare.json}). */
    public synchronized SettingsLayers layers() {
        if (layers == null) layers = server.settings().settingsFor(target.uri(), target.path());
        return layers;
    }

    public PareSettings settings() {
        return layers().effective();
    }

    /** Shows {@code message} as an error and makes the {@code failed} answer. */
    public Refusal fail(String message) {
        return fail(server, message);
    }

    /** Shows {@code message} as a warning (nothing is wrong with the user's setup) and makes the answer. */
    public Refusal refuse(String status, String message) {
        server.messages().warning(message);
        return new Refusal(CommandResult.of(status, message));
    }

    /** Shows the answer's message as a warning and refuses with the whole answer (one that carries more than words). */
    public Refusal refuse(CommandResult result) {
        server.messages().warning(result.message());
        return new Refusal(result);
    }

    private static Refusal fail(ServerContext server, String message) {
        server.messages().error(message);
        return new Refusal(CommandResult.of(CommandResult.FAILED, message));
    }
}
