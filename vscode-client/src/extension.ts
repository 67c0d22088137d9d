import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
    LanguageClient, RevealOutputChannelOn, State, type LanguageClientOptions, type ServerOptions,
} from 'vscode-languageclient/node';
import { Highlights, HIGHLIGHTS_NOTIFICATION, type HighlightsParams } from './highlights';
import { findJava } from './java';
import { PROGRESS_NOTIFICATION, type RunProgressParams } from './progress';
import { Results } from './results';
import { Runs, SERVER_COMMANDS, type Action } from './runs';
import { pickSeed } from './seed';
import { explicitSettings } from './config';
import { CreateOracleFlow } from './createOracle';

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel;
let highlights: Highlights;
let runs: Runs;
let createOracle: CreateOracleFlow;
let context: vscode.ExtensionContext;

/** The API the extension returns from activate (used by tests and other extensions). */
export interface PareApi {
    /** The language client, once started. */
    client(): LanguageClient | undefined;
    /** Highlight counts per kind for a document. */
    highlightSummary(uri: vscode.Uri): Record<string, number>;
}

export async function activate(ctx: vscode.ExtensionContext): Promise<PareApi> {
    context = ctx;
    output = vscode.window.createOutputChannel('Pare', { log: true });
    const results = new Results();
    highlights = new Highlights((l) => output.appendLine(l));
    runs = new Runs(() => client, results, output);
    createOracle = new CreateOracleFlow(runs, ctx.globalState, (uri) => runOn('reduce', uri));
    ctx.subscriptions.push(output, results, highlights, runs);

    const register = (id: string, fn: (...args: any[]) => unknown) => ctx.subscriptions.push(vscode.commands.registerCommand(id, fn));
    register('pare.reduceTestCase', (uri?: vscode.Uri) => runOn('reduce', uri));
    register('pare.canonicalizeTokens', (uri?: vscode.Uri) => runOn('canonicalize', uri));
    register('pare.pairwiseDiffWith', (uri?: vscode.Uri, seed?: vscode.Uri | string) => pairwiseDiff(uri, seed));
    register('pare.createOracleForFile', (uri?: vscode.Uri) => createOracleOn(uri));
    register('pare.cancelRun', (uri?: vscode.Uri) => runs.cancel(asUri(uri) ?? vscode.window.activeTextEditor?.document.uri));
    register('pare.showDiff', (uri?: vscode.Uri) => results.showDiff(asUri(uri) ?? vscode.window.activeTextEditor?.document.uri));
    register('pare.clearHighlights', () => {
        highlights.clearAll();
        client?.diagnostics?.clear();
    });
    register('pare.showOutput', () => output.show());
    register('pare.restartServer', () => restart());

    ctx.subscriptions.push(
        vscode.workspace.onDidGrantWorkspaceTrust(() => {
            output.appendLine('[client] the workspace is now trusted: restarting the server so that it may run oracles.');
            void restart();
        }),
        vscode.workspace.onDidChangeConfiguration((e) => {
            if (e.affectsConfiguration('pare.java.home') || e.affectsConfiguration('pare.server.jar')) {
                void vscode.window.showInformationMessage('Pare: the Java or server jar setting changed.', 'Restart Server')
                    .then((b) => b && restart());
            }
        }),
    );
    await start();
    return { client: () => client, highlightSummary: (uri) => highlights.summary(uri) };
}

export async function deactivate(): Promise<void> {
    await stop();
}

function asUri(u: unknown): vscode.Uri | undefined {
    if (u instanceof vscode.Uri) return u;
    if (typeof u === 'string' && u) return vscode.Uri.parse(u);
    return undefined;
}

/** The document a command acts on: the argument (explorer, code action), else the active editor. */
async function documentFor(uri: vscode.Uri | undefined): Promise<vscode.TextDocument | undefined> {
    if (uri) {
        const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
        if (open) return open;
        try {
            return await vscode.workspace.openTextDocument(uri);
        } catch (e) {
            void vscode.window.showErrorMessage(`Pare: cannot open ${uri.toString()}: ${(e as Error).message}`);
            return undefined;
        }
    }
    const doc = vscode.window.activeTextEditor?.document;
    if (!doc) void vscode.window.showInformationMessage('Pare: open the file to work on in an editor first.');
    return doc;
}

async function runOn(action: Action, uri: unknown): Promise<unknown> {
    const doc = await documentFor(asUri(uri));
    return doc ? runs.run(action, doc) : undefined;
}

async function createOracleOn(uri: unknown): Promise<unknown> {
    const doc = await documentFor(asUri(uri));
    return doc ? createOracle.run(doc) : undefined;
}

async function pairwiseDiff(uri: unknown, seed: unknown): Promise<unknown> {
    const doc = await documentFor(asUri(uri));
    if (!doc) return undefined;
    let seedUri = asUri(seed);
    if (!seedUri) {
        const choice = await pickSeed(doc);
        if (!choice) return undefined;
        if (choice.kind === 'uri') seedUri = choice.uri;
    }
    if (seedUri && seedUri.scheme === 'file' && !vscode.workspace.textDocuments.some((d) => d.uri.toString() === seedUri!.toString())) {
        // open it (in the background) so that its highlights can be drawn
        await vscode.workspace.openTextDocument(seedUri).then(undefined, () => undefined);
    }
    return runs.run('pairwiseDiff', doc, seedUri ? [seedUri.toString()] : []);
}

function jarPath(): string | undefined {
    const setting = vscode.workspace.getConfiguration('pare').get<string>('server.jar', '').trim();
    if (setting) {
        if (path.isAbsolute(setting)) return setting;
        const folder = vscode.workspace.workspaceFolders?.[0];
        return folder ? path.join(folder.uri.fsPath, setting) : path.resolve(setting);
    }
    return context.asAbsolutePath(path.join('server', 'pare.jar'));
}

async function start(): Promise<void> {
    const java = await findJava(vscode.workspace.getConfiguration('pare').get<string>('java.home', ''));
    if (!java.ok) {
        output.appendLine(`[client] ${java.message}`);
        // not awaited: activation must not wait for the user
        void vscode.window.showErrorMessage(java.message, 'Open Settings', 'Retry').then((b) => {
            if (b === 'Open Settings') void vscode.commands.executeCommand('workbench.action.openSettings', 'pare.java.home');
            if (b === 'Retry') void restart();
        });
        return;
    }
    const jar = jarPath();
    if (!jar || !fs.existsSync(jar)) {
        const msg = `Pare: the server jar ${jar} does not exist. Reinstall the extension, or point the setting pare.server.jar at a built server/target/pare.jar.`;
        output.appendLine(`[client] ${msg}`);
        void vscode.window.showErrorMessage(msg, 'Open Settings')
            .then((b) => b && vscode.commands.executeCommand('workbench.action.openSettings', 'pare.server.jar'));
        return;
    }
    output.appendLine(`[client] starting ${java.executable} (Java ${java.major}, from ${java.source}) -jar ${jar} lsp`);
    output.appendLine(`[client] workspace trusted: ${vscode.workspace.isTrusted}`);
    const serverOptions: ServerOptions = {
        command: java.executable,
        args: ['-jar', jar, 'lsp'],
        options: { env: process.env },
    };
    const clientOptions: LanguageClientOptions = {
        documentSelector: [{ scheme: 'file' }, { scheme: 'untitled' }],
        outputChannel: output,
        revealOutputChannelOn: RevealOutputChannelOn.Never,
        diagnosticCollectionName: 'pare',
        initializationOptions: { workspaceTrusted: vscode.workspace.isTrusted },
        middleware: {
            // The server's code actions run its commands; route them through the client's runs so
            // that they get the same progress, status bar, seed pick and results as the menu commands.
            executeCommand: async (command, args, next) => {
                const uri = args?.[0];
                switch (command) {
                    case SERVER_COMMANDS.reduce: return runOn('reduce', uri);
                    case SERVER_COMMANDS.canonicalize: return runOn('canonicalize', uri);
                    case SERVER_COMMANDS.pairwiseDiff: return pairwiseDiff(uri, args?.[1]);
                    case SERVER_COMMANDS.cancel: return runs.cancel(asUri(uri));
                    // the code action carries only the document: the client asks the user for the rest
                    case SERVER_COMMANDS.createOracle: return args.length > 1 ? next(command, args) : createOracleOn(uri);
                    default: return next(command, args);
                }
            },
            workspace: {
                configuration: async (params, token, next) => {
                    const answer = await next(params, token);
                    if (!Array.isArray(answer)) return answer;
                    return answer.map((value, i) => {
                        const item = params.items[i];
                        if (item?.section !== 'pare') return value;
                        return explicitSettings(item.scopeUri ? vscode.Uri.parse(item.scopeUri) : undefined);
                    });
                },
            },
        },
    };
    const c = new LanguageClient('pare', 'Pare', serverOptions, clientOptions);
    c.onDidChangeState((e) => {
        if (e.newState === State.Stopped && client === c) output.appendLine('[client] the server stopped.');
    });
    client = c;
    try {
        await c.start();
        c.onNotification(HIGHLIGHTS_NOTIFICATION, (p: HighlightsParams) => highlights.accept(p));
        c.onNotification(PROGRESS_NOTIFICATION, (p: RunProgressParams) => runs.acceptProgress(p));
        output.appendLine('[client] the server is running.');
    } catch (e) {
        const msg = `Pare: the language server did not start: ${(e as Error).message}`;
        output.appendLine(`[client] ${msg}`);
        void vscode.window.showErrorMessage(msg, 'Show Output').then((b) => b && output.show());
    }
}

async function stop(): Promise<void> {
    const c = client;
    client = undefined;
    if (c) {
        try {
            await c.stop(10000);
        } catch {
            // already stopped
        }
    }
}

async function restart(): Promise<void> {
    await stop();
    highlights.clearAll();
    await start();
}
