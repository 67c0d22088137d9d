import * as vscode from 'vscode';
import { uriKey } from './highlights';

/** The scheme of the read-only snapshots of originals, taken when a run starts. */
export const SNAPSHOT_SCHEME = 'pare-original';

export interface RunResult {
    /** The document that was reduced. */
    original: vscode.Uri;
    /** Its text when the run started, as a read-only document. */
    snapshot: vscode.Uri;
    /** The result: the `.reduced.` document, or the original itself when the result replaced its text. */
    result: vscode.Uri;
    summary: string;
    inputTokens?: number;
    outputTokens?: number;
}

/**
 * Remembers each document's text at the start of a run and each run's result, so that
 * "Pare: Show Diff" can open VS Code's diff view of original vs reduced.
 */
export class Results implements vscode.TextDocumentContentProvider, vscode.Disposable {
    private readonly snapshots = new Map<string, string>();
    private readonly results: RunResult[] = [];
    private counter = 0;
    private readonly registration: vscode.Disposable;

    constructor() {
        this.registration = vscode.workspace.registerTextDocumentContentProvider(SNAPSHOT_SCHEME, this);
    }

    /** Keeps the document's current text; returns a URI that shows it read-only. */
    snapshot(doc: vscode.TextDocument): vscode.Uri {
        const id = String(++this.counter);
        this.snapshots.set(id, doc.getText());
        const name = doc.uri.path.split('/').pop() || 'original';
        return vscode.Uri.from({ scheme: SNAPSHOT_SCHEME, path: `/${id}/${name}`, query: `id=${id}` });
    }

    provideTextDocumentContent(uri: vscode.Uri): string {
        const id = /(?:^|&)id=(\d+)/.exec(uri.query)?.[1];
        return (id && this.snapshots.get(id)) ?? '';
    }

    add(r: RunResult): void {
        this.results.push(r);
        void vscode.commands.executeCommand('setContext', 'pare.hasResult', true);
    }

    /** The latest result involving this document (as original or as result), else the latest one. */
    find(uri: vscode.Uri | undefined): RunResult | undefined {
        if (uri) {
            const key = uriKey(uri);
            for (let i = this.results.length - 1; i >= 0; i--) {
                const r = this.results[i];
                if ([r.original, r.result, r.snapshot].some((u) => uriKey(u) === key)) return r;
            }
        }
        return this.results[this.results.length - 1];
    }

    /** Opens VS Code's diff view: the original as it was when the run started, against the result. */
    async showDiff(uri: vscode.Uri | undefined): Promise<boolean> {
        const r = this.find(uri);
        if (!r) {
            void vscode.window.showInformationMessage('Pare: no result to compare yet. Run "Pare: Reduce Test Case" first.');
            return false;
        }
        const name = r.original.path.split('/').pop();
        const right = r.result.path.split('/').pop();
        const title = right === name ? `${name} (before Pare ↔ after)` : `${name} ↔ ${right}`;
        await vscode.commands.executeCommand('vscode.diff', r.snapshot, r.result, title, { preview: false });
        return true;
    }

    dispose(): void {
        this.registration.dispose();
    }
}
