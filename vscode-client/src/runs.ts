import * as path from 'node:path';
import * as vscode from 'vscode';
import {
    ExecuteCommandRequest, LanguageClient, WorkDoneProgress, WorkDoneProgressCancelNotification,
    type WorkDoneProgressBegin, type WorkDoneProgressEnd, type WorkDoneProgressReport,
} from 'vscode-languageclient/node';
import { uriKey } from './highlights';
import { countLabel, tokenCounts, type RunProgressParams } from './progress';
import { Results } from './results';

/** The server's commands (`workspace/executeCommand`). */
export const SERVER_COMMANDS = {
    reduce: 'pare.reduce',
    canonicalize: 'pare.canonicalize',
    pairwiseDiff: 'pare.pairwiseDiff',
    cancel: 'pare.cancel',
    createOracle: 'pare.createOracle',
} as const;

export type Action = 'reduce' | 'canonicalize' | 'pairwiseDiff' | 'createOracle';

const TITLES: Record<Action, string> = {
    reduce: 'Reduce test case',
    canonicalize: 'Canonicalize tokens',
    pairwiseDiff: 'Pairwise diff',
    createOracle: 'Create oracle',
};

/** What a server command answers (see the server's CommandResult). */
export interface ServerAnswer {
    status: 'done' | 'cancelled' | 'refused' | 'failed' | 'unavailable' | 'not-running' | string;
    message?: string;
    resultUri?: string | null;
    inputTokens?: number | null;
    outputTokens?: number | null;
}

interface ActiveRun {
    action: Action;
    doc: vscode.Uri;
    name: string;
    token: string;
    /** From `pare/progress`. */
    tokens?: [number, number];
    /** The server's line of text from `$/progress`, for the tooltip. */
    message?: string;
    cancelling: boolean;
}

let tokenCounter = 0;

/**
 * Runs the server's actions with work-done progress: the client makes the token, shows the
 * progress as a notification with a Cancel button and in a status-bar item with the live token
 * count (from `pare/progress`, which names the run by that token), and hands results to {@link Results}.
 */
export class Runs implements vscode.Disposable {
    private readonly active = new Map<string, ActiveRun>();
    private readonly status: vscode.StatusBarItem;
    private statusTimer: NodeJS.Timeout | undefined;

    constructor(
        private readonly client: () => LanguageClient | undefined,
        private readonly results: Results,
        private readonly output: vscode.OutputChannel,
    ) {
        this.status = vscode.window.createStatusBarItem('pare.status', vscode.StatusBarAlignment.Left, 10);
        this.status.name = 'Pare';
    }

    isRunning(uri: vscode.Uri): boolean {
        return this.active.has(uriKey(uri));
    }

    /** Runs one action on a document; resolves with the server's answer (undefined if nothing was sent). */
    async run(action: Action, doc: vscode.TextDocument, extraArgs: unknown[] = []): Promise<ServerAnswer | undefined> {
        const client = this.client();
        if (!client || !client.isRunning()) {
            void vscode.window.showErrorMessage('Pare: the language server is not running. See the "Pare" output, then run "Pare: Restart Language Server".', 'Show Output')
                .then((b) => b && this.output.show());
            return undefined;
        }
        const key = uriKey(doc.uri);
        const name = path.basename(doc.uri.path);
        const running = this.active.get(key);
        if (running) {
            const b = await vscode.window.showWarningMessage(
                `Pare is already running "${TITLES[running.action]}" on ${name}; only one run per document.`, 'Cancel It');
            if (b) await this.cancel(doc.uri);
            return undefined;
        }
        const token = `pare-vscode-${process.pid}-${++tokenCounter}-${Date.now()}`;
        const run: ActiveRun = { action, doc: doc.uri, name, token, cancelling: false };
        this.active.set(key, run);
        this.updateContext();
        const snapshot = this.results.snapshot(doc);
        this.output.appendLine(`[client] ${TITLES[action]} on ${doc.uri.toString()}`);
        this.showStatus();
        try {
            const answer = await vscode.window.withProgress({
                location: vscode.ProgressLocation.Notification,
                title: `Pare: ${TITLES[action]} (${name})`,
                cancellable: true,
            }, async (progress, cancel) => {
                let last = 0;
                const sub = client.onProgress(WorkDoneProgress.type, token,
                    (v: WorkDoneProgressBegin | WorkDoneProgressReport | WorkDoneProgressEnd) => {
                        if (v.kind === 'end') return;
                        run.message = v.message ?? run.message;
                        const pct = typeof v.percentage === 'number' ? v.percentage : last;
                        progress.report({ message: v.message, increment: Math.max(0, pct - last) });
                        last = Math.max(last, pct);
                        this.showStatus();
                    });
                const onCancel = cancel.onCancellationRequested(() => void this.cancel(doc.uri));
                try {
                    return await client.sendRequest(ExecuteCommandRequest.type, {
                        command: SERVER_COMMANDS[action],
                        arguments: [doc.uri.toString(), ...extraArgs],
                        workDoneToken: token,
                    }) as ServerAnswer | undefined;
                } finally {
                    sub.dispose();
                    onCancel.dispose();
                }
            });
            this.finish(run, doc, snapshot, answer);
            return answer ?? undefined;
        } catch (e) {
            const msg = (e as Error).message ?? String(e);
            this.output.appendLine(`[client] ${TITLES[action]} on ${name} failed: ${msg}`);
            void vscode.window.showErrorMessage(`Pare: ${TITLES[action]} on ${name} failed: ${msg}`);
            return { status: 'failed', message: msg };
        } finally {
            this.active.delete(key);
            this.updateContext();
            if (this.active.size > 0) this.showStatus();
        }
    }

    private finish(run: ActiveRun, doc: vscode.TextDocument, snapshot: vscode.Uri, answer: ServerAnswer | undefined): void {
        const status = answer?.status ?? 'failed';
        this.output.appendLine(`[client] ${TITLES[run.action]} on ${run.name}: ${status}${answer?.message ? ` — ${answer.message}` : ''}`);
        const hasResult = !!answer?.resultUri || answer?.outputTokens != null;
        if ((status === 'done' || status === 'cancelled') && (run.action === 'reduce' || run.action === 'canonicalize') && hasResult) {
            const result = answer?.resultUri ? vscode.Uri.parse(answer.resultUri) : doc.uri;
            this.results.add({
                original: doc.uri, snapshot, result, summary: answer?.message ?? '',
                inputTokens: answer?.inputTokens ?? undefined, outputTokens: answer?.outputTokens ?? undefined,
            });
            const counts = answer?.inputTokens != null && answer?.outputTokens != null
                ? `${answer.inputTokens} → ${answer.outputTokens} tokens` : status;
            this.showDone(`$(check) Pare: ${counts}`, `${answer?.message ?? ''}\n\nClick to compare original and result.`, 'pare.showDiff');
            void vscode.window.showInformationMessage(answer?.message ?? `Pare: ${TITLES[run.action]} finished.`, 'Show Diff')
                .then((b) => b && this.results.showDiff(result));
        } else if (status === 'done') {
            this.showDone(`$(check) Pare: ${TITLES[run.action]}`, answer?.message ?? '', undefined);
        } else {
            // refused, failed, unavailable, cancelled early: the server has already told the user why
            const words: Record<string, string> = { unavailable: 'not available in this build', 'not-running': 'not running' };
            this.showDone(`$(warning) Pare: ${words[status] ?? status}`, answer?.message ?? '', 'pare.showOutput');
        }
    }

    /** `pare/progress` from the server: the live token count of the run it names. */
    acceptProgress(p: RunProgressParams): void {
        const run = [...this.active.values()].find((r) => r.token === p.runId);
        if (!run) return; // a run another client started, or one already answered
        run.tokens = tokenCounts(p) ?? run.tokens;
        this.showStatus();
    }

    /** Cancels the run on this document (or the only run, or one the user picks); it still delivers its best result. */
    async cancel(uri?: vscode.Uri): Promise<void> {
        let run = uri ? this.active.get(uriKey(uri)) : undefined;
        if (!run && this.active.size === 1) run = [...this.active.values()][0];
        if (!run && this.active.size > 1) {
            const pick = await vscode.window.showQuickPick([...this.active.values()].map((r) => ({ label: r.name, description: TITLES[r.action], run: r })),
                { title: 'Pare: which run to cancel?' });
            run = pick?.run;
        }
        if (!run) {
            void vscode.window.showInformationMessage('Pare: nothing is running.');
            return;
        }
        if (run.cancelling) return;
        run.cancelling = true;
        this.showStatus();
        const client = this.client();
        if (!client) return;
        this.output.appendLine(`[client] cancelling ${TITLES[run.action]} on ${run.name}`);
        // Both ways: the progress token (the server binds it once the run starts) and the document.
        void client.sendNotification(WorkDoneProgressCancelNotification.type, { token: run.token }).catch(() => undefined);
        try {
            await client.sendRequest(ExecuteCommandRequest.type, { command: SERVER_COMMANDS.cancel, arguments: [run.doc.toString()] });
        } catch (e) {
            this.output.appendLine(`[client] cancel: ${(e as Error).message}`);
        }
    }

    private updateContext(): void {
        void vscode.commands.executeCommand('setContext', 'pare.running', this.active.size > 0);
    }

    private showStatus(): void {
        if (this.statusTimer) clearTimeout(this.statusTimer);
        this.statusTimer = undefined;
        const runs = [...this.active.values()];
        if (runs.length === 0) return;
        const activeKey = vscode.window.activeTextEditor ? uriKey(vscode.window.activeTextEditor.document.uri) : undefined;
        const run = runs.find((r) => uriKey(r.doc) === activeKey) ?? runs[runs.length - 1];
        const count = countLabel(run.tokens);
        const more = runs.length > 1 ? ` (+${runs.length - 1} more)` : '';
        this.status.text = run.cancelling ? `$(loading~spin) Pare: cancelling… ${count}` : `$(loading~spin) Pare: ${count}${more}`;
        const tip = new vscode.MarkdownString(`**Pare — ${TITLES[run.action]}** on ${run.name}\n\n`);
        tip.appendText(run.message ?? 'starting');
        tip.appendMarkdown('\n\nClick to cancel (the best result so far is kept).');
        this.status.tooltip = tip;
        this.status.command = { title: 'Cancel', command: 'pare.cancelRun', arguments: [run.doc] };
        this.status.backgroundColor = undefined;
        this.status.show();
    }

    private showDone(text: string, tooltip: string, command: string | undefined): void {
        this.status.text = text;
        this.status.tooltip = tooltip;
        this.status.command = command;
        this.status.show();
        if (this.statusTimer) clearTimeout(this.statusTimer);
        this.statusTimer = setTimeout(() => {
            if (this.active.size === 0) this.status.hide();
        }, 60000);
    }

    dispose(): void {
        if (this.statusTimer) clearTimeout(this.statusTimer);
        this.status.dispose();
    }
}
