package io.pare.server;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.services.WorkspaceService;

import io.pare.server.commands.CommandDispatcher;
import io.pare.server.documents.DocumentUris;

/** Commands, pushed settings and workspace folders. */
final class PareWorkspaceService implements WorkspaceService {
    private final ServerContext ctx;
    private final CommandDispatcher commands;

    PareWorkspaceService(ServerContext ctx, CommandDispatcher commands) {
        this.ctx = ctx;
        this.commands = commands;
    }

    @Override
    public CompletableFuture<Object> executeCommand(ExecuteCommandParams params) {
        return commands.execute(params);
    }

    @Override
    public void didChangeConfiguration(DidChangeConfigurationParams params) {
        if (ctx.settings() != null) ctx.settings().pushed(params.getSettings());
    }

    @Override
    public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
    }

    @Override
    public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
        var e = params.getEvent();
        if (e == null) return;
        if (e.getRemoved() != null) {
            for (WorkspaceFolder f : e.getRemoved()) DocumentUris.toPath(f.getUri()).ifPresent(ctx.roots()::remove);
        }
        if (e.getAdded() != null) {
            for (WorkspaceFolder f : e.getAdded()) DocumentUris.toPath(f.getUri()).ifPresent(ctx.roots()::add);
        }
    }
}
