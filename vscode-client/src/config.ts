import * as vscode from 'vscode';
import { RESTRICTED, SERVER_KEYS, toServerSettings } from './settings';

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
