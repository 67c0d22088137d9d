import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { uriKey } from './highlights';

/** What the user picked as the passing seed of a pairwise diff. */
export type SeedChoice =
    | { kind: 'uri'; uri: vscode.Uri }
    /** No argument: the server decides (setting pare.seed, git HEAD, foo.seed.ext). */
    | { kind: 'auto' };

interface SeedItem extends vscode.QuickPickItem {
    choose: () => Promise<SeedChoice | undefined>;
}

/** `foo.seed.c` for `foo.c` and for `foo.variant.c` (the server's naming convention). */
export function conventionalSeeds(variant: string): string[] {
    const dir = path.dirname(variant);
    const base = path.basename(variant);
    const dot = base.lastIndexOf('.');
    const stem = dot > 0 ? base.slice(0, dot) : base;
    const ext = dot > 0 ? base.slice(dot) : '';
    const out = [path.join(dir, `${stem}.seed${ext}`)];
    if (stem.endsWith('.variant')) out.push(path.join(dir, `${stem.slice(0, -'.variant'.length)}.seed${ext}`));
    return out;
}

function git(args: string[], cwd: string): Promise<string> {
    return new Promise((resolve, reject) => {
        execFile('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 20000 }, (err, stdout, stderr) => {
            if (err) reject(new Error((stderr || err.message).trim()));
            else resolve(stdout);
        });
    });
}

/** Writes the file's version at git HEAD to a temporary file (same name) and returns its URI. */
export async function headVersion(file: string): Promise<vscode.Uri> {
    const text = await git(['show', `HEAD:./${path.basename(file)}`], path.dirname(file));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pare-seed-'));
    const out = path.join(dir, path.basename(file));
    fs.writeFileSync(out, text);
    return vscode.Uri.file(out);
}

/**
 * The quick pick of "Pare: Pairwise Diff with…": another open editor, a file, the git HEAD
 * version, or the server's own choice. Resolves to undefined when the user backs out.
 */
export async function pickSeed(variant: vscode.TextDocument): Promise<SeedChoice | undefined> {
    const variantKey = uriKey(variant.uri);
    const items: SeedItem[] = [];
    const seen = new Set<string>([variantKey]);
    const relative = (u: vscode.Uri) => vscode.workspace.asRelativePath(u, false);
    if (variant.uri.scheme === 'file') {
        for (const c of conventionalSeeds(variant.uri.fsPath)) {
            const u = vscode.Uri.file(c);
            if (fs.existsSync(c) && !seen.has(uriKey(u))) {
                seen.add(uriKey(u));
                items.push({ label: `$(file) ${path.basename(c)}`, description: relative(u), detail: 'the seed by naming convention',
                    choose: async () => ({ kind: 'uri', uri: u }) });
            }
        }
    }
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs)
        .map((t) => (t.input instanceof vscode.TabInputText ? t.input.uri : undefined))
        .filter((u): u is vscode.Uri => !!u);
    const open = [...tabs, ...vscode.workspace.textDocuments.map((d) => d.uri)]
        .filter((u) => u.scheme === 'file' || u.scheme === 'untitled');
    const openItems: SeedItem[] = [];
    for (const u of open) {
        const key = uriKey(u);
        if (seen.has(key)) continue;
        seen.add(key);
        openItems.push({ label: `$(file) ${path.basename(u.path)}`, description: relative(u), detail: 'open in an editor',
            choose: async () => ({ kind: 'uri', uri: u }) });
    }
    if (items.length + openItems.length > 0) items.push({ label: 'Open editors', kind: vscode.QuickPickItemKind.Separator, choose: async () => undefined });
    items.push(...openItems);
    items.push({ label: '', kind: vscode.QuickPickItemKind.Separator, choose: async () => undefined });
    items.push({
        label: '$(folder-opened) Choose a file…', detail: 'a passing seed on disk',
        choose: async () => {
            const picked = await vscode.window.showOpenDialog({
                canSelectMany: false, openLabel: 'Use as seed', title: 'Pare: the passing seed',
                defaultUri: variant.uri.scheme === 'file' ? vscode.Uri.file(path.dirname(variant.uri.fsPath)) : undefined,
            });
            return picked && picked[0] ? { kind: 'uri', uri: picked[0] } : undefined;
        },
    });
    if (variant.uri.scheme === 'file') {
        items.push({
            label: '$(git-commit) Version at git HEAD', detail: `${path.basename(variant.uri.fsPath)} as last committed`,
            choose: async () => {
                try {
                    return { kind: 'uri', uri: await headVersion(variant.uri.fsPath) };
                } catch (e) {
                    void vscode.window.showErrorMessage(`Pare: cannot read ${path.basename(variant.uri.fsPath)} at git HEAD: ${(e as Error).message}`);
                    return undefined;
                }
            },
        });
    }
    items.push({
        label: '$(gear) Let Pare choose', detail: 'setting pare.seed, else the git HEAD version, else foo.seed.ext beside the file',
        choose: async () => ({ kind: 'auto' }),
    });
    const pick = await vscode.window.showQuickPick(items, {
        title: `Pare: Pairwise Diff — the passing seed for ${path.basename(variant.uri.path)}`,
        placeHolder: 'Pick the passing seed (the failing variant is the current document)',
        matchOnDescription: true,
    });
    return pick ? pick.choose() : undefined;
}
