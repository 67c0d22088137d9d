import * as vscode from 'vscode';

/** The kinds of region the server highlights (`pare/highlights`). */
export const KINDS = ['critical', 'inserted', 'deleted', 'replaced', 'resisted', 'removed'] as const;
export type HighlightKind = (typeof KINDS)[number];

export interface WireRange {
    start: { line: number; character: number };
    end: { line: number; character: number };
}

export interface HighlightItem {
    range: WireRange;
    kind: string;
    message?: string;
}

/** Parameters of the `pare/highlights` notification; an empty list clears the document. */
export interface HighlightsParams {
    uri: string;
    version?: number | null;
    items: HighlightItem[];
}

export const HIGHLIGHTS_NOTIFICATION = 'pare/highlights';

const LABELS: Record<HighlightKind, string> = {
    critical: 'critical edit',
    inserted: 'inserted by the critical edit',
    deleted: 'deleted by the critical edit',
    replaced: 'replaced by the critical edit',
    resisted: 'resisted canonicalization',
    removed: 'removed by the reduction',
};

function color(id: string): vscode.ThemeColor {
    return new vscode.ThemeColor(id);
}

/** One decoration type per kind, with colours the theme can override (`workbench.colorCustomizations`). */
function decorationTypes(): Record<HighlightKind, vscode.TextEditorDecorationType> {
    const ruler = vscode.OverviewRulerLane.Right;
    return {
        critical: vscode.window.createTextEditorDecorationType({
            backgroundColor: color('pare.criticalBackground'),
            border: '1px solid',
            borderColor: color('pare.criticalBorder'),
            borderRadius: '2px',
            fontWeight: 'bold',
            overviewRulerColor: color('pare.criticalBorder'),
            overviewRulerLane: vscode.OverviewRulerLane.Full,
            rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        }),
        inserted: vscode.window.createTextEditorDecorationType({
            backgroundColor: color('pare.insertedBackground'),
            overviewRulerColor: color('pare.insertedBackground'),
            overviewRulerLane: ruler,
            rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        }),
        deleted: vscode.window.createTextEditorDecorationType({
            backgroundColor: color('pare.deletedBackground'),
            textDecoration: 'line-through',
            overviewRulerColor: color('pare.deletedBackground'),
            overviewRulerLane: ruler,
            rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        }),
        replaced: vscode.window.createTextEditorDecorationType({
            backgroundColor: color('pare.replacedBackground'),
            textDecoration: 'underline wavy',
            overviewRulerColor: color('pare.replacedBackground'),
            overviewRulerLane: ruler,
            rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        }),
        resisted: vscode.window.createTextEditorDecorationType({
            backgroundColor: color('pare.resistedBackground'),
            textDecoration: 'underline dotted',
            overviewRulerColor: color('pare.resistedBackground'),
            overviewRulerLane: ruler,
            rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        }),
        removed: vscode.window.createTextEditorDecorationType({
            backgroundColor: color('pare.removedBackground'),
            color: color('pare.removedForeground'),
            rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        }),
    };
}

interface Stored {
    version: number | undefined;
    items: HighlightItem[];
}

/** Canonical form of a URI string, so that the server's spelling and VS Code's compare equal. */
export function uriKey(uri: string | vscode.Uri): string {
    return (typeof uri === 'string' ? vscode.Uri.parse(uri) : uri).toString();
}

/** Hover text of one highlight. */
export function hoverText(kind: HighlightKind, message: string | undefined): vscode.MarkdownString {
    const md = new vscode.MarkdownString();
    md.appendMarkdown(`**Pare — ${LABELS[kind]}**`);
    if (message && message.trim()) {
        md.appendMarkdown('\n\n');
        md.appendText(message.trim());
    }
    return md;
}

/**
 * Draws the server's `pare/highlights` as decorations in every visible editor of the document,
 * with hover messages; clears a document's decorations as soon as its text changes.
 */
export class Highlights implements vscode.Disposable {
    private readonly types = decorationTypes();
    private readonly byUri = new Map<string, Stored>();
    private readonly disposables: vscode.Disposable[] = [];
    private readonly changed = new vscode.EventEmitter<string>();
    /** Fires with the document's URI whenever its highlights are drawn or cleared. */
    readonly onDidChange = this.changed.event;

    constructor(private readonly log: (line: string) => void) {
        this.disposables.push(
            vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((e) => this.draw(e))),
            vscode.workspace.onDidChangeTextDocument((e) => {
                if (e.contentChanges.length > 0 && this.byUri.has(uriKey(e.document.uri))) this.clear(e.document.uri);
            }),
            vscode.workspace.onDidCloseTextDocument((d) => {
                // keep nothing for closed documents: their ranges may be stale when they reopen
                if (this.byUri.delete(uriKey(d.uri))) this.changed.fire(uriKey(d.uri));
            }),
            this.changed,
        );
    }

    /** Handles one `pare/highlights` notification. */
    accept(params: HighlightsParams): void {
        const key = uriKey(params.uri);
        const items = (params.items ?? []).filter((i) => (KINDS as readonly string[]).includes(i.kind));
        if (items.length === 0) {
            this.clear(key);
            return;
        }
        const doc = vscode.workspace.textDocuments.find((d) => uriKey(d.uri) === key);
        const version = params.version ?? undefined;
        if (doc && version !== undefined && doc.version !== version) {
            this.log(`Pare: highlights for ${key} are for version ${version}, the document is at ${doc.version}; not drawn.`);
            return;
        }
        this.byUri.set(key, { version, items });
        for (const e of vscode.window.visibleTextEditors) {
            if (uriKey(e.document.uri) === key) this.draw(e);
        }
        this.changed.fire(key);
    }

    /** The kinds and count of highlights a document has now. */
    summary(uri: vscode.Uri): Record<string, number> {
        const out: Record<string, number> = {};
        for (const i of this.byUri.get(uriKey(uri))?.items ?? []) out[i.kind] = (out[i.kind] ?? 0) + 1;
        return out;
    }

    clear(uri: string | vscode.Uri): void {
        const key = uriKey(uri);
        const had = this.byUri.delete(key);
        for (const e of vscode.window.visibleTextEditors) {
            if (uriKey(e.document.uri) === key) for (const t of Object.values(this.types)) e.setDecorations(t, []);
        }
        if (had) this.changed.fire(key);
    }

    clearAll(): void {
        for (const key of [...this.byUri.keys()]) this.clear(key);
    }

    private draw(editor: vscode.TextEditor): void {
        const stored = this.byUri.get(uriKey(editor.document.uri));
        const perKind = new Map<HighlightKind, vscode.DecorationOptions[]>(KINDS.map((k) => [k, []]));
        for (const item of stored?.items ?? []) {
            const kind = item.kind as HighlightKind;
            const r = item.range;
            const range = editor.document.validateRange(new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character));
            perKind.get(kind)!.push({ range, hoverMessage: hoverText(kind, item.message) });
        }
        for (const k of KINDS) editor.setDecorations(this.types[k], perKind.get(k)!);
    }

    dispose(): void {
        for (const t of Object.values(this.types)) t.dispose();
        for (const d of this.disposables) d.dispose();
    }
}
