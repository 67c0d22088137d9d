import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { KINDS, remember, toOptions, verdictLines, type KindInfo, type OracleReport } from './oracleKinds';
import type { Runs, ServerAnswer } from './runs';

/** Where the recent commands live in globalState: kind (or kind:pattern) → most recent first. */
const RECENT_KEY = 'pare.recentOracleCommands';

/**
 * "Create oracle…": asks the kind of bug, the command(s) that show it (offering the recent ones)
 * and, where the kind needs one, the text the output shows; the server writes and tries the
 * oracle (`pare.createOracle`); the three verdicts are shown, and "Reduce now" runs the reduction
 * with it.
 */
export class CreateOracleFlow {
    constructor(
        private readonly runs: Runs,
        private readonly state: vscode.Memento,
        private readonly reduce: (uri: vscode.Uri) => Promise<unknown>,
    ) {}

    async run(doc: vscode.TextDocument): Promise<ServerAnswer | undefined> {
        const name = path.basename(doc.uri.path);
        if (doc.uri.scheme !== 'file') {
            void vscode.window.showErrorMessage(`Pare: save ${name} to a file first; the oracle's commands run on the file, and the oracle is written beside it.`);
            return undefined;
        }
        if (doc.isDirty) {
            const b = await vscode.window.showWarningMessage(`${name} has unsaved changes; the oracle's commands run on the file on disk.`,
                { modal: true }, 'Save and Continue');
            if (b !== 'Save and Continue' || !await doc.save()) return undefined;
        }
        const info = await this.pickKind(name);
        if (!info) return undefined;
        const total = info.commands.length + (info.pattern ? 1 : 0);
        const commands: string[] = [];
        for (const [i, slot] of info.commands.entries()) {
            const c = await this.pickText(`Create oracle (${info.kind}) for ${name}: ${slot.prompt}`, i + 2, total + 1,
                `e.g. ${slot.example}${slot.key === 'runs' ? ' — {} stands for the file' : ''}`, info.kind);
            if (!c) return undefined;
            commands.push(c);
        }
        let pattern: string | undefined;
        if (info.pattern) {
            pattern = await this.pickText(`Create oracle (${info.kind}) for ${name}: ${info.pattern}`, total + 1, total + 1,
                'fixed text, e.g. the error message; the oracle accepts a file while the output shows it', `${info.kind}:pattern`);
            if (!pattern) return undefined;
        }
        const options = toOptions(info, commands, pattern);
        const script = `${doc.uri.fsPath}.oracle.sh`;
        if (fs.existsSync(script)) {
            const b = await vscode.window.showWarningMessage(`${path.basename(script)} already exists beside ${name}.`, { modal: true }, 'Replace It');
            if (b !== 'Replace It') return undefined;
            options.force = true;
        }
        for (const c of commands) await this.remember(info.kind, c);
        if (pattern) await this.remember(`${info.kind}:pattern`, pattern);

        const answer = await this.runs.run('createOracle', doc, [options]);
        const report = (answer as { oracle?: OracleReport } | undefined)?.oracle;
        if (report) await this.showVerdicts(doc, report, answer);
        return answer;
    }

    private pickKind(name: string): Promise<KindInfo | undefined> {
        return new Promise((resolve) => {
            const qp = vscode.window.createQuickPick<vscode.QuickPickItem & { info: KindInfo }>();
            qp.title = `Create oracle for ${name}: what shows the bug?`;
            qp.step = 1;
            qp.totalSteps = undefined;
            qp.placeholder = 'The kind of bug: Pare writes an oracle that checks for it';
            qp.items = KINDS.map((info) => ({ label: info.kind, description: info.description, info }));
            let picked: KindInfo | undefined;
            qp.onDidAccept(() => {
                picked = qp.selectedItems[0]?.info;
                qp.hide();
            });
            qp.onDidHide(() => {
                qp.dispose();
                resolve(picked);
            });
            qp.show();
        });
    }

    /** A quick pick of the recent entries for `key` that also takes free text (the typed line comes first). */
    private pickText(title: string, step: number, totalSteps: number, placeholder: string, key: string): Promise<string | undefined> {
        const recent = this.recent(key);
        return new Promise((resolve) => {
            const qp = vscode.window.createQuickPick();
            qp.title = title;
            qp.step = step;
            qp.totalSteps = totalSteps;
            qp.placeholder = placeholder;
            qp.ignoreFocusOut = true;
            const recentItems = recent.map((r) => ({ label: r, description: 'recent' }));
            const update = () => {
                const typed = qp.value.trim();
                qp.items = typed && !recent.includes(typed)
                    ? [{ label: typed, description: 'use this', alwaysShow: true }, ...recentItems]
                    : recentItems;
            };
            update();
            qp.onDidChangeValue(update);
            let picked: string | undefined;
            qp.onDidAccept(() => {
                picked = (qp.selectedItems[0]?.label ?? qp.value).trim() || undefined;
                if (picked) qp.hide();
            });
            qp.onDidHide(() => {
                qp.dispose();
                resolve(picked);
            });
            qp.show();
        });
    }

    private async showVerdicts(doc: vscode.TextDocument, report: OracleReport, answer: ServerAnswer | undefined): Promise<void> {
        const name = path.basename(doc.uri.path);
        const script = path.basename(report.path);
        const lines = [...verdictLines(report), '', `${script} checks that:`, ...report.checks.map((c) => `• ${c}`)];
        if (!report.saved) {
            if (report.output) lines.push('', 'The command printed:', report.output);
            const title = answer?.status === 'cancelled' ? `Pare: cancelled; no oracle was written for ${name}.`
                : `Pare did not write ${script}: ${report.verdicts[0]?.asExpected ? 'it also accepts an empty file' : `the oracle does not accept ${name}`}.`;
            await vscode.window.showWarningMessage(title, { modal: true, detail: lines.join('\n') });
            return;
        }
        if (!report.used) lines.push('', 'A setting names another oracle, which "Reduce test case" uses first.');
        const buttons = report.used ? ['Reduce Now', 'Open Oracle'] : ['Open Oracle'];
        const b = await vscode.window.showInformationMessage(`Pare wrote ${script}: it accepts ${name}.`,
            { modal: true, detail: lines.join('\n') }, ...buttons);
        if (b === 'Reduce Now') await this.reduce(doc.uri);
        if (b === 'Open Oracle') await vscode.window.showTextDocument(vscode.Uri.parse(report.uri), { preview: false });
    }

    private recent(key: string): string[] {
        return this.state.get<Record<string, string[]>>(RECENT_KEY, {})[key] ?? [];
    }

    private async remember(key: string, value: string): Promise<void> {
        const all = { ...this.state.get<Record<string, string[]>>(RECENT_KEY, {}) };
        all[key] = remember(all[key] ?? [], value);
        await this.state.update(RECENT_KEY, all);
    }
}
