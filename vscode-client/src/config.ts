import * as vscode from 'vscode';
import { toServerSettings } from './settings';

/** The `pare` settings the server reads; the others (java, server, trace) are for the client. */
export const SERVER_KEYS = ['oracle', 'languages', 'jobs', 'timeout', 'maxSeconds', 'reducer', 'trec', 'resultMode', 'seed', 'executor', 'workDir', 'slurmArgs'] as const;

/**
 * Settings that name programs to run, or choose where queries run and write (a cluster allocation,
 * a folder): only from the user's own settings in an untrusted workspace.
 */
const RESTRICTED = new Set(['oracle', 'languages', 'executor', 'workDir', 'slurmArgs']);

/**
 * The `pare` settings for a document as the server should see them: only the values someone set
 * (user, workspace, folder, or language-specific), never the defaults of the schema — so that
 * `.pare.json` at the workspace root, which the server reads below the client's settings, is not
 * overridden by defaults nobody chose.
 */
export function explicitSettings(scope: vscode.Uri | undefined): unknown {
    const cfg = vscode.workspace.getConfiguration('pare', scope);
    const trusted = vscode.workspace.isTrusted;
    const out: Record<string, unknown> = {};
    for (const key of SERVER_KEYS) {
        const i = cfg.inspect(key);
        if (!i) continue;
        const layers = trusted || !RESTRICTED.has(key)
            ? [i.workspaceFolderLanguageValue, i.workspaceLanguageValue, i.globalLanguageValue, i.workspaceFolderValue, i.workspaceValue, i.globalValue]
            : [i.globalLanguageValue, i.globalValue];
        const v = layers.find((x) => x !== undefined);
        if (v !== undefined) out[key] = v;
    }
    return toServerSettings(out);
}
