// The Pare extension in a real VS Code (code-server), driven through headless Chromium the way a
// user drives it: right-click → "Pare: Reduce Test Case", watch the progress, get the reduced
// document, look at the highlights and the diff, run "Pare: Pairwise Diff with…"; in a folder with
// no oracle, "Create oracle…" (kind, command, pattern, the three verdicts, "Reduce now").
// Run by e2e/run.sh, which installs code-server and the .vsix and prepares the workspace.
//
// usage: node test.mjs  (environment: CODE_SERVER, USER_DIR, EXT_DIR, WORKSPACE, ORACLE_WORKSPACE, ARTIFACTS, LOG_DIR)
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { chromium } from 'playwright-core';

const env = (k) => {
    const v = process.env[k];
    if (!v) throw new Error(`${k} is not set`);
    return v;
};
const CODE_SERVER = env('CODE_SERVER');
const USER_DIR = env('USER_DIR');
const EXT_DIR = env('EXT_DIR');
const WORKSPACE = env('WORKSPACE');
const ORACLE_WORKSPACE = env('ORACLE_WORKSPACE');
/** What cvc5 wrongly says about the example: the text the created oracle looks for. */
const CVC5_BUG = 'significand bit vector in fp is an invalid size';
const ARTIFACTS = env('ARTIFACTS');
const LOG_DIR = env('LOG_DIR');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const isMac = process.platform === 'darwin';
const mod = isMac ? 'Meta' : 'Control';

const t0 = Date.now();
const secs = () => ((Date.now() - t0) / 1000).toFixed(1).padStart(6);
const log = (m) => console.log(`[e2e ${secs()}s] ${m}`);

function freePort() {
    return new Promise((resolve, reject) => {
        const s = net.createServer();
        s.unref();
        s.on('error', reject);
        s.listen(0, '127.0.0.1', () => {
            const { port } = s.address();
            s.close(() => resolve(port));
        });
    });
}

async function waitForHttp(url, ms) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
        try {
            const r = await fetch(url);
            if (r.status < 500) return;
        } catch {
            // not up yet
        }
        await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

const results = [];
let page;
let shot = 0;

async function screenshot(name) {
    const file = path.join(ARTIFACTS, `${String(++shot).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file });
    log(`screenshot ${path.basename(file)}`);
    return file;
}

/** Runs one check; the first failure stops the run (later checks depend on earlier ones). */
async function check(name, fn) {
    const start = Date.now();
    try {
        await fn();
        results.push({ name, status: 'passed' });
        log(`PASS ${name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
        return true;
    } catch (e) {
        results.push({ name, status: 'failed', why: e.stack || String(e) });
        log(`FAIL ${name}: ${e.stack || e}`);
        if (page) await screenshot(`FAILED-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`).catch(() => undefined);
        return false;
    }
}

function oracleAccepts(file) {
    try {
        execFileSync('sh', [path.join(WORKSPACE, 'oracle.sh'), file], { cwd: path.dirname(file), stdio: 'pipe', timeout: 60000 });
        return true;
    } catch {
        return false;
    }
}

/** Text of the visible lines of the active editor (Monaco renders spaces as U+00A0). */
async function editorText(editor) {
    const t = await editor.locator('.view-lines').innerText();
    return t.replace(/\u00a0/g, ' ');
}

const normalize = (s) => s.replace(/\s+/g, ' ').trim();

async function openFile(name) {
    await page.keyboard.press('Escape');
    await page.keyboard.press(`${mod}+P`);
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: 10000 });
    await input.fill(name);
    // the file search indexes the folder first: slow on a loaded machine
    await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor({ timeout: 30000 });
    await page.keyboard.press('Enter');
    await page.locator(`.tab.active[data-resource-name="${name}"], .tab.active:has-text("${name}")`).first().waitFor({ timeout: 15000 });
}

function activeEditor() {
    return page.locator('.editor-group-container.active .monaco-editor[data-uri]').first();
}

async function runFromPalette(title) {
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: 10000 });
    await input.fill(`>${title}`);
    const row = page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
    await row.waitFor({ timeout: 10000 });
    await row.click();
}

/** Right-clicks into the active editor and returns the context menu item with this label. */
async function contextMenuItem(label) {
    const editor = activeEditor();
    await editor.locator('.view-lines').click({ button: 'right', position: { x: 120, y: 30 } });
    const menu = page.locator('.monaco-menu .actions-container');
    await menu.first().waitFor({ state: 'visible', timeout: 10000 });
    const item = page.locator('.monaco-menu .action-item .action-label', { hasText: label }).first();
    await item.waitFor({ state: 'visible', timeout: 10000 });
    return item;
}

/**
 * Clicks at (x, y), then moves the mouse away and back until `hover` shows, as a user would
 * (up to 4 tries). The click matters: after a context menu the editor shows no hover until the
 * next click in it.
 */
async function hoverUntil(x, y, hover) {
    await page.mouse.click(x, y);
    for (let i = 0; ; i++) {
        await page.mouse.move(x - 30, y + 200);
        await page.waitForTimeout(300);
        await page.mouse.move(x, y, { steps: 5 });
        try {
            await hover.waitFor({ state: 'visible', timeout: 5000 });
            return;
        } catch (e) {
            if (i === 3) {
                const at = await page.evaluate(([px, py]) => {
                    const el = document.elementFromPoint(px, py);
                    return el ? `${el.tagName}.${el.className} in ${el.parentElement?.className}` : 'nothing';
                }, [x, y]);
                const hovers = await page.evaluate(() => [...document.querySelectorAll('.monaco-hover')]
                    .map((h) => `${h.className}: ${(h.innerText || '').slice(0, 120)}`));
                throw new Error(`no hover at (${x}, ${y}), over ${at}; hovers: ${JSON.stringify(hovers)}: ${e.message}`);
            }
        }
    }
}

/** Clicks a context-menu item the way a user does (hover, then click), until the menu closes. */
async function clickMenuItem(item) {
    for (let i = 0; ; i++) {
        await item.hover();
        await page.waitForTimeout(250);
        await item.click();
        try {
            await page.locator('.monaco-menu .actions-container').first().waitFor({ state: 'hidden', timeout: 3000 });
            return;
        } catch (e) {
            if (i === 2) throw new Error(`the context menu stayed open: ${e.message}`);
        }
    }
}

/** Expands a notification toast whose message is cut (its chevron), as a user would to read it all. */
async function expandToast(toast) {
    await toast.hover(); // the expand chevron shows on hover
    const chevron = toast.locator('.codicon-notifications-expand').first();
    try {
        await chevron.waitFor({ state: 'visible', timeout: 3000 });
    } catch {
        return; // short enough to need none
    }
    await chevron.click();
    await page.waitForTimeout(400);
}

/** Elements that draw extension decorations (VS Code gives them classes `ced-…`). */
async function decorationCount(editor) {
    return editor.locator('[class*="ced-"]').count();
}

/** Starts code-server on a free 127.0.0.1 port; `trust` leaves workspace trust on (it asks). */
async function startCodeServer(userDir, trust, logName) {
    const port = await freePort();
    const csLog = fs.openSync(path.join(LOG_DIR, logName), 'w');
    log(`starting code-server on 127.0.0.1:${port}${trust ? ' (workspace trust on)' : ''}`);
    const cs = spawn(CODE_SERVER, ['--config', env('CODE_SERVER_CONFIG'), '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`,
        '--disable-telemetry', '--disable-update-check', ...(trust ? [] : ['--disable-workspace-trust']),
        '--disable-getting-started-override', '--user-data-dir', userDir, '--extensions-dir', EXT_DIR, WORKSPACE],
    { stdio: ['ignore', csLog, csLog] });
    cs.on('exit', (code, sig) => log(`code-server exited (${code ?? sig})`));
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, 60000);
    return { cs, port };
}

/** Runs a command from the Command Palette and waits until the quick input for its first step shows. */
function quickInputTitle(text) {
    return page.locator('.quick-input-widget .quick-input-title', { hasText: text }).first();
}

/**
 * "Create oracle…" in a folder where nothing names an oracle: the code action, the kind, the
 * command, the pattern, the three verdicts, "Reduce now"; then the recent command offered again.
 */
async function createOracleFlow(port) {
    const prog = path.join(ORACLE_WORKSPACE, 'prog.smt2');
    const script = path.join(ORACLE_WORKSPACE, 'prog.smt2.oracle.sh');
    const reduced = path.join(ORACLE_WORKSPACE, 'prog.reduced.smt2');

    if (!await check('a file with no oracle: Ctrl+. offers "Create oracle…"', async () => {
        await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(ORACLE_WORKSPACE)}`, { timeout: 120000 });
        await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
        await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'prog.smt2' }).first().waitFor({ timeout: 60000 });
        await openFile('prog.smt2');
        const editor = activeEditor();
        await editor.locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 15000 });
        const end = Date.now() + 150000; // the first check: the server is starting
        const widget = page.locator('.action-widget');
        for (;;) {
            // a widget from the last try may show late on a busy machine: close it before clicking
            await page.keyboard.press('Escape');
            await widget.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
            await editor.locator('.view-lines').click({ position: { x: 60, y: 10 } });
            await page.keyboard.press(`${mod}+.`);
            const row = widget.locator('.monaco-list-row', { hasText: 'Create oracle' }).first();
            try {
                await row.waitFor({ timeout: 8000 });
                await row.hover();
                await screenshot('create-oracle-code-action');
                await row.click();
                return;
            } catch (e) {
                if (Date.now() > end) throw e;
                await page.waitForTimeout(1000); // the server is still starting
            }
        }
    })) return false;

    if (!await check('"Create oracle…": pick the kind from a list with a line on each', async () => {
        await quickInputTitle('what shows the bug?').waitFor({ state: 'visible', timeout: 15000 });
        const rows = page.locator('.quick-input-list .monaco-list-row');
        for (const kind of ['crash', 'wrong-code', 'warning', 'disagree', 'output']) {
            await rows.filter({ hasText: kind }).first().waitFor({ timeout: 5000 });
        }
        await rows.filter({ hasText: "a command's output shows a text" }).first().hover();
        await screenshot('create-oracle-kind');
        await rows.filter({ hasText: "a command's output shows a text" }).first().click();
    })) return false;

    if (!await check('"Create oracle…": type the command ({} is the file), then the text its output shows', async () => {
        const input = page.locator('.quick-input-widget input');
        await quickInputTitle('The command').waitFor({ state: 'visible', timeout: 10000 });
        await input.fill('cvc5 --incremental {}');
        await page.locator('.quick-input-list .monaco-list-row', { hasText: 'cvc5 --incremental {}' }).first().waitFor({ timeout: 5000 });
        await screenshot('create-oracle-command');
        await page.keyboard.press('Enter');
        await quickInputTitle('The text its output shows').waitFor({ state: 'visible', timeout: 10000 });
        await input.fill(CVC5_BUG);
        await page.locator('.quick-input-list .monaco-list-row', { hasText: CVC5_BUG }).first().waitFor({ timeout: 5000 });
        await screenshot('create-oracle-pattern');
        await page.keyboard.press('Enter');
    })) return false;

    if (!await check('"Create oracle…": the three verdicts; the oracle is saved beside the file', async () => {
        const dialog = page.locator('.monaco-dialog-box', { hasText: 'prog.smt2.oracle.sh' }).first();
        await dialog.waitFor({ state: 'visible', timeout: 120000 });
        const text = (await dialog.innerText()).replace(/\s+/g, ' ');
        for (const want of ['original: interesting ✓', 'empty file: not interesting ✓', 'half: ', CVC5_BUG]) {
            if (!text.includes(want)) throw new Error(`the dialog does not say "${want}": ${text}`);
        }
        await page.waitForTimeout(400);
        await screenshot('create-oracle-verdicts');
        if (!fs.existsSync(script)) throw new Error(`${script} was not written`);
        if ((fs.statSync(script).mode & 0o111) === 0) throw new Error(`${script} is not executable`);
    })) return false;

    if (!await check('"Reduce now" reduces with the oracle just created', async () => {
        await page.locator('.monaco-dialog-box .monaco-button', { hasText: 'Reduce Now' }).first().click();
        const tab = page.locator('.tab[data-resource-name="prog.reduced.smt2"], .tab:has-text("prog.reduced.smt2")').first();
        await tab.waitFor({ state: 'visible', timeout: 180000 });
        await page.locator('.notification-toast', { hasText: /Reduced prog\.smt2: \d+ → \d+ tokens/ }).first()
            .waitFor({ state: 'visible', timeout: 60000 });
        await page.waitForTimeout(500);
        await screenshot('create-oracle-reduced');
        const result = fs.readFileSync(reduced, 'utf8');
        log(`reduced with the created oracle: ${result.length} bytes:\n${result}`);
        if (result.length >= fs.statSync(prog).size / 4) throw new Error(`the result is not much smaller: ${result.length} bytes`);
        try {
            execFileSync('sh', [script, reduced], { cwd: ORACLE_WORKSPACE, stdio: 'pipe', timeout: 60000 });
        } catch {
            throw new Error('the created oracle rejects the reduced program');
        }
    })) return false;

    return check('"Pare: Create Oracle…" offers the command used last time', async () => {
        await runFromPalette('Notifications: Clear All Notifications');
        await page.locator('.tab', { hasText: /^prog\.smt2/ }).first().click();
        await runFromPalette('Pare: Create Oracle…');
        await quickInputTitle('what shows the bug?').waitFor({ state: 'visible', timeout: 15000 });
        await page.locator('.quick-input-list .monaco-list-row', { hasText: "a command's output shows a text" }).first().click();
        await quickInputTitle('The command').waitFor({ state: 'visible', timeout: 10000 });
        await page.locator('.quick-input-list .monaco-list-row', { hasText: 'cvc5 --incremental {}' })
            .filter({ hasText: 'recent' }).first().waitFor({ timeout: 5000 });
        await screenshot('create-oracle-recent-command');
        await page.keyboard.press('Escape');
    });
}

async function main() {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    for (const f of fs.readdirSync(ARTIFACTS)) if (f.endsWith('.png')) fs.rmSync(path.join(ARTIFACTS, f));
    let { cs, port } = await startCodeServer(USER_DIR, false, 'code-server.log');

    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 860 } });
    page = await ctx.newPage();
    page.on('pageerror', (e) => fs.appendFileSync(path.join(LOG_DIR, 'browser.log'), `pageerror: ${e}\n`));
    page.on('console', (m) => fs.appendFileSync(path.join(LOG_DIR, 'browser.log'), `${m.type()}: ${m.text()}\n`));

    const original = fs.readFileSync(path.join(WORKSPACE, 'prog.smt2'), 'utf8');
    const reducedFile = path.join(WORKSPACE, 'prog.reduced.smt2');
    let reduced = '';

    const ok = await (async () => {
        // first, in a folder of its own where nothing names an oracle
        if (!await createOracleFlow(port)) return false;

        if (!await check('workbench opens the example folder', async () => {
            await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(WORKSPACE)}`, { timeout: 120000 });
            await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
            await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'prog.smt2' }).first().waitFor({ timeout: 60000 });
            await screenshot('workbench');
        })) return false;

        if (!await check('open prog.smt2', async () => {
            await openFile('prog.smt2');
            const editor = activeEditor();
            await editor.locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 15000 });
            await screenshot('prog-opened');
        })) return false;

        if (!await check('the server offers its code actions (Ctrl+.)', async () => {
            const editor = activeEditor();
            const want = ['Reduce test case', 'Canonicalize tokens', 'Pairwise diff with'];
            const end = Date.now() + 90000;
            for (;;) {
                await editor.locator('.view-lines').click({ position: { x: 60, y: 10 } });
                await page.keyboard.press(`${mod}+.`);
                const widget = page.locator('.action-widget');
                try {
                    await widget.locator('.monaco-list-row', { hasText: 'Reduce test case' }).first().waitFor({ timeout: 3000 });
                    const labels = await widget.locator('.monaco-list-row').allInnerTexts();
                    for (const w of want) if (!labels.some((l) => l.includes(w))) throw new Error(`no "${w}" in ${JSON.stringify(labels)}`);
                    // the settings name an oracle: nothing to create
                    if (labels.some((l) => l.includes('Create oracle'))) throw new Error(`"Create oracle…" offered with an oracle: ${JSON.stringify(labels)}`);
                    await screenshot('code-actions');
                    await page.keyboard.press('Escape');
                    return;
                } catch (e) {
                    await page.keyboard.press('Escape');
                    if (Date.now() > end) throw e;
                    await page.waitForTimeout(1000); // the server is still starting
                }
            }
        })) return false;

        if (!await check('right-click → "Pare: Reduce Test Case"', async () => {
            const item = await contextMenuItem('Pare: Reduce Test Case');
            for (const other of ['Pare: Canonicalize Tokens', 'Pare: Pairwise Diff with…']) {
                await page.locator('.monaco-menu .action-label', { hasText: other }).first().waitFor({ state: 'visible', timeout: 5000 });
            }
            await item.hover();
            await screenshot('context-menu');
            await clickMenuItem(item);
        })) return false;

        if (!await check('progress: notification with Cancel, status bar with the live token count', async () => {
            const toast = page.locator('.notification-toast', { hasText: 'Pare: Reduce test case' }).first();
            await toast.waitFor({ state: 'visible', timeout: 20000 });
            await toast.locator('.monaco-button', { hasText: 'Cancel' }).first().waitFor({ state: 'visible', timeout: 5000 });
            const status = page.locator('.statusbar-item', { hasText: /Pare: \d+\/\d+ tokens/ }).first();
            await status.waitFor({ state: 'visible', timeout: 30000 });
            const first = (await status.innerText()).trim();
            log(`status bar: ${first}`);
            // the live count: wait until it shows fewer tokens than the input had
            const end = Date.now() + 60000;
            let now = first;
            for (;;) {
                const m = /(\d+)\/(\d+) tokens/.exec(now);
                if (m && Number(m[1]) < Number(m[2])) break;
                if (Date.now() > end) throw new Error(`the status bar never showed fewer tokens: ${now}`);
                await page.waitForTimeout(100);
                now = (await status.innerText({ timeout: 2000 }).catch(() => now)).trim();
            }
            await screenshot('progress');
            log(`status bar: ${now}`);
            const toastText = await toast.innerText();
            if (!/tokens/.test(toastText)) throw new Error(`the progress notification shows no token count: ${toastText}`);
        })) return false;

        if (!await check('the reduced document opens beside the original and passes the oracle', async () => {
            const tab = page.locator('.tab[data-resource-name="prog.reduced.smt2"], .tab:has-text("prog.reduced.smt2")').first();
            await tab.waitFor({ state: 'visible', timeout: 180000 });
            await page.locator('.notification-toast', { hasText: /Reduced prog\.smt2: \d+ → \d+ tokens/ }).first()
                .waitFor({ state: 'visible', timeout: 60000 });
            if (!fs.existsSync(reducedFile)) throw new Error(`${reducedFile} does not exist`);
            reduced = fs.readFileSync(reducedFile, 'utf8');
            const editor = activeEditor();
            await editor.locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 15000 });
            const shown = await editorText(editor);
            if (normalize(shown) !== normalize(reduced)) throw new Error(`the editor shows\n${shown}\nbut the file holds\n${reduced}`);
            await page.locator('.statusbar-item', { hasText: /Pare: \d+ → \d+ tokens/ }).first().waitFor({ timeout: 10000 });
            await screenshot('reduced-document');
            log(`reduced: ${original.length} → ${reduced.length} bytes:\n${reduced}`);
            if (reduced.length >= original.length / 4) throw new Error(`the result is not much smaller: ${reduced.length} of ${original.length} bytes`);
            if (!oracleAccepts(reducedFile)) throw new Error('the oracle rejects the reduced program');
            if (fs.readFileSync(path.join(WORKSPACE, 'prog.smt2'), 'utf8') !== original) throw new Error('prog.smt2 on disk was modified');
        })) return false;

        if (!await check('the removed regions are decorated in the original, with a hover', async () => {
            await page.locator('.tab', { hasText: /^prog\.smt2/ }).first().click();
            const editor = activeEditor();
            await editor.locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 10000 });
            const end = Date.now() + 15000;
            while ((await decorationCount(editor)) === 0) {
                if (Date.now() > end) throw new Error('no decoration in prog.smt2');
                await page.waitForTimeout(250);
            }
            // "(declare-fun f_0__B_ () Float32)" (line 6) is removed by the reduction: hover it
            const line = editor.locator('.view-line', { hasText: 'declare-fun f_0__B_' }).first();
            const box = await line.boundingBox();
            if (!box) throw new Error('line 6 is not visible');
            const hover = page.locator('.monaco-hover', { hasText: 'removed by the reduction' }).first();
            await hoverUntil(box.x + 40, box.y + box.height / 2, hover);
            await screenshot('removed-highlights-hover');
            await page.mouse.move(5, 400);
        })) return false;

        if (!await check('"Pare: Show Diff" opens the diff view of original vs reduced', async () => {
            await runFromPalette('Pare: Show Diff');
            const diff = page.locator('.monaco-diff-editor').first();
            await diff.waitFor({ state: 'visible', timeout: 15000 });
            await page.locator('.tab.active', { hasText: '↔' }).first().waitFor({ timeout: 10000 });
            await page.waitForTimeout(800);
            await screenshot('diff-view');
        })) return false;

        if (!await check('"Pare: Pairwise Diff with…" on a seed/variant pair', async () => {
            await runFromPalette('Notifications: Clear All Notifications');
            await page.locator('.tab', { hasText: /^prog\.smt2/ }).first().click();
            await activeEditor().locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 10000 });
            const item = await contextMenuItem('Pare: Pairwise Diff with…');
            await clickMenuItem(item);
            const seedRow = page.locator('.quick-input-list .monaco-list-row', { hasText: 'prog.seed.smt2' }).first();
            await seedRow.waitFor({ state: 'visible', timeout: 10000 });
            await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Version at git HEAD' }).first().waitFor({ timeout: 5000 });
            await screenshot('pairwise-seed-pick');
            await seedRow.click();
            const unavailable = page.locator('.notification-toast', { hasText: 'not available in this build' }).first();
            const done = page.locator('.notification-toast', { hasText: /Pairwise diff of prog\.smt2 against [^:]+: \d+ critical edit/ }).first();
            // PPR on 2886 tokens: a few seconds alone, minutes on a machine busy with other work
            await unavailable.or(done).waitFor({ state: 'visible', timeout: 420000 });
            if (await unavailable.isVisible()) {
                await page.waitForTimeout(700); // let the toasts finish fading in
                await expandToast(unavailable);
                await screenshot('pairwise-unavailable');
                // CI installs everything and the engine has PPR: "not available" is a failure, not a skip
                throw new Error('the server answers that Pairwise diff (PPR) is not available in this build of Pare');
            }
            const editor = activeEditor();
            const end = Date.now() + 15000;
            while ((await decorationCount(editor)) === 0) {
                if (Date.now() > end) throw new Error('no critical-edit decoration in prog.smt2');
                await page.waitForTimeout(250);
            }
            const critical = await editor.locator('[class*="ced-"]').first().boundingBox();
            await hoverUntil(critical.x + Math.min(10, critical.width / 2), critical.y + critical.height / 2,
                page.locator('.monaco-hover', { hasText: 'critical edit' }).first());
            await screenshot('pairwise-critical-edit');
        })) return false;

        if (!await check('"Pare: Canonicalize Tokens" on the reduced program', async () => {
            await runFromPalette('Notifications: Clear All Notifications');
            await page.locator('.tab', { hasText: /^prog\.reduced\.smt2/ }).first().click();
            await activeEditor().locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 10000 });
            const item = await contextMenuItem('Pare: Canonicalize Tokens');
            await clickMenuItem(item);
            const unavailable = page.locator('.notification-toast', { hasText: 'not available in this build' }).first();
            const done = page.locator('.notification-toast', { hasText: /Canonicalized prog\.reduced\.smt2: .*\d+ tokens resisted/ }).first();
            await unavailable.or(done).first().waitFor({ state: 'visible', timeout: 180000 });
            await page.waitForTimeout(700);
            if (await unavailable.isVisible()) {
                await expandToast(unavailable);
                await screenshot('canonicalize-unavailable');
                throw new Error('the server answers that Canonicalize tokens (T-Rec) is not available in this build of Pare');
            }
            await page.locator('.tab', { hasText: 'prog.reduced.canonical.smt2' }).first().waitFor({ timeout: 30000 });
            await screenshot('canonicalized');
            const canonical = path.join(WORKSPACE, 'prog.reduced.canonical.smt2');
            if (!oracleAccepts(canonical)) throw new Error('the oracle rejects the canonicalized program');
        })) return false;

        if (!await check('an edit clears the highlights', async () => {
            await page.keyboard.press('Escape');
            await page.locator('.tab', { hasText: /^prog\.smt2/ }).first().click();
            const editor = activeEditor();
            await editor.locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 10000 });
            // the extension redraws them when the editor becomes visible again
            const until = Date.now() + 10000;
            while ((await decorationCount(editor)) === 0) {
                if (Date.now() > until) throw new Error('prog.smt2 has no decorations to clear');
                await page.waitForTimeout(200);
            }
            await editor.locator('.view-lines').click({ position: { x: 5, y: 5 } });
            await page.keyboard.press(`${mod}+Home`);
            await page.keyboard.type(' ');
            const end = Date.now() + 10000;
            while ((await decorationCount(editor)) > 0 || (await editor.locator('.squiggly-inline-unnecessary').count()) > 0) {
                if (Date.now() > end) throw new Error('the decorations stayed after an edit');
                await page.waitForTimeout(200);
            }
            await screenshot('edit-clears-highlights');
            await page.keyboard.press(`${mod}+Z`);
        })) return false;

        if (!await check('the code action runs with the same progress; Cancel stops it and keeps the best result', async () => {
            await runFromPalette('Notifications: Clear All Notifications');
            fs.rmSync(reducedFile, { force: true });
            // this time through the server's code action (Ctrl+. → "Reduce test case")
            const editor = activeEditor();
            await editor.locator('.view-lines').click({ position: { x: 60, y: 10 } });
            await page.keyboard.press(`${mod}+.`);
            const action = page.locator('.action-widget .monaco-list-row', { hasText: 'Reduce test case' }).first();
            await action.waitFor({ state: 'visible', timeout: 10000 });
            await action.click();
            const toast = page.locator('.notification-toast', { hasText: 'Pare: Reduce test case' }).first();
            await toast.waitFor({ state: 'visible', timeout: 20000 });
            // once the reduction has made progress (the live count went down), press Cancel
            const status = page.locator('.statusbar-item', { hasText: /Pare: \d+\/\d+ tokens/ }).first();
            const end = Date.now() + 60000;
            for (;;) {
                const text = await status.innerText({ timeout: 1000 }).catch(() => '');
                const m = /(\d+)\/(\d+) tokens/.exec(text);
                if (m && Number(m[1]) < Number(m[2])) break;
                if (Date.now() > end) throw new Error(`the run made no visible progress: ${text}`);
                await page.waitForTimeout(50);
            }
            await toast.locator('.monaco-button', { hasText: 'Cancel' }).first().click();
            const cancelled = page.locator('.notification-toast', { hasText: 'Cancelled; this is the best result so far' }).first();
            await cancelled.waitFor({ state: 'visible', timeout: 60000 });
            await page.waitForTimeout(500);
            await screenshot('cancelled-best-result');
            if (!fs.existsSync(reducedFile)) throw new Error('no result after the cancel');
            const best = fs.readFileSync(reducedFile, 'utf8');
            log(`best result after the cancel: ${best.length} bytes`);
            if (best.length >= original.length) throw new Error('the best result after the cancel is not smaller than the original');
            if (!oracleAccepts(reducedFile)) throw new Error('the oracle rejects the best result kept after the cancel');
        })) return false;

        // A second VS Code with workspace trust on, where the user answers "No, I don't trust the authors".
        await page.close();
        cs.kill('SIGTERM');
        await new Promise((r) => cs.once('exit', r));
        ({ cs, port } = await startCodeServer(env('USER_DIR_UNTRUSTED'), true, 'code-server-untrusted.log'));
        page = await ctx.newPage();

        if (!await check('restricted mode: the server is told and runs no oracle', async () => {
            await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(WORKSPACE)}`, { timeout: 120000 });
            await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
            // code-server opens the folder in Restricted Mode, or first asks (desktop VS Code does)
            const no = page.locator('.monaco-dialog-box .monaco-button', { hasText: /No, I don.t trust/ }).first();
            const restricted = page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first();
            await no.or(restricted).first().waitFor({ state: 'visible', timeout: 60000 });
            if (await no.isVisible()) {
                await screenshot('untrusted-prompt');
                await no.click();
            }
            await restricted.waitFor({ state: 'visible', timeout: 20000 });
            await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'prog.smt2' }).first().waitFor({ timeout: 60000 });
            fs.rmSync(reducedFile, { force: true });
            await openFile('prog.smt2');
            await activeEditor().locator('.view-lines', { hasText: 'set-logic' }).waitFor({ timeout: 15000 });
            // wait for the server (its code actions), then run the command from the context menu
            await page.waitForTimeout(1500);
            const item = await contextMenuItem('Pare: Reduce Test Case');
            await clickMenuItem(item);
            const refusal = page.locator('.notification-toast', { hasText: 'the workspace is not trusted' }).first();
            await refusal.waitFor({ state: 'visible', timeout: 90000 });
            // the progress notification closes once the server has answered
            await page.locator('.notification-toast', { hasText: 'Pare: Reduce test case' }).first()
                .waitFor({ state: 'hidden', timeout: 15000 });
            await page.locator('.statusbar-item', { hasText: 'Pare: refused' }).first().waitFor({ timeout: 10000 });
            await expandToast(refusal);
            await screenshot('untrusted-refused');
            if (fs.existsSync(reducedFile)) throw new Error('a result was written in an untrusted workspace');
        })) return false;

        // A third VS Code whose pare.java.home is a Java 11.
        await page.close();
        cs.kill('SIGTERM');
        await new Promise((r) => cs.once('exit', r));
        ({ cs, port } = await startCodeServer(env('USER_DIR_OLD_JAVA'), false, 'code-server-old-java.log'));
        page = await ctx.newPage();

        if (!await check('a too old Java gets a notification that says what to install', async () => {
            await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(WORKSPACE)}`, { timeout: 120000 });
            await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
            const toast = page.locator('.notification-toast', { hasText: 'Pare needs Java 17 or newer' }).first();
            await toast.waitFor({ state: 'visible', timeout: 60000 });
            await toast.click(); // expand it, as a user would to read it all
            await page.locator('.notification-toast', { hasText: 'is Java 11' }).first().waitFor({ timeout: 5000 });
            await page.locator('.notification-toast .monaco-button', { hasText: 'Open Settings' }).first().waitFor({ timeout: 5000 });
            await page.waitForTimeout(500);
            await screenshot('java-too-old');
        })) return false;
        return true;
    })();

    await browser.close().catch(() => undefined);
    cs.kill('SIGTERM');
    const passed = results.filter((r) => r.status === 'passed').length;
    const failed = results.filter((r) => r.status === 'failed').length;
    log(`${ok ? 'all checks ran' : 'stopped at the first failure'}; logs in ${LOG_DIR}, screenshots in ${ARTIFACTS}`);
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 && ok ? 0 : 1);
}

main().catch((e) => {
    console.error(e);
    console.log('0 passed, 1 failed');
    process.exit(1);
});
