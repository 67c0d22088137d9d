// Unit tests of the parts of the extension that do not need VS Code (node's test runner).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { candidates, findJava, parseJavaVersion } from '../src/java';
import { countLabel, tokenCounts, type RunProgressParams } from '../src/progress';
import { KINDS, remember, toOptions, verdictLines, type OracleReport } from '../src/oracleKinds';
import { CLIENT_ONLY, RESTRICTED, SERVER_KEYS, toServerSettings } from '../src/settings';

test('java -version output: modern and 1.x version strings', () => {
    assert.equal(parseJavaVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')?.major, 17);
    assert.equal(parseJavaVersion('java version "1.8.0_402"\nJava(TM) SE Runtime Environment')?.major, 8);
    assert.equal(parseJavaVersion('openjdk version "21" 2023-09-19')?.major, 21);
    assert.equal(parseJavaVersion('no version here'), undefined);
});

test('Java candidates: the setting wins over JAVA_HOME, PATH comes last', () => {
    const c = candidates('/opt/jdk', { JAVA_HOME: '/usr/lib/jvm/x' });
    assert.equal(c[0].source, 'setting pare.java.home');
    assert.equal(c[0].executable, path.join('/opt/jdk', 'bin', 'java'));
    assert.equal(c[c.length - 1].source, 'PATH');
    assert.equal(candidates('', { JAVA_HOME: '/usr/lib/jvm/x' })[0].source, 'JAVA_HOME');
});

function fakeJava(version: string): string {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'pare-fake-java-'));
    fs.mkdirSync(path.join(home, 'bin'));
    const java = path.join(home, 'bin', 'java');
    fs.writeFileSync(java, `#!/bin/sh\necho 'openjdk version "${version}" 2020-01-01' >&2\n`, { mode: 0o755 });
    return home;
}

test('a too old Java gets a message that says what to install', async () => {
    const r = await findJava(fakeJava('11.0.2'));
    assert.equal(r.ok, false);
    if (!r.ok) {
        assert.equal(r.tooOld, true);
        assert.match(r.message, /is Java 11/);
        assert.match(r.message, /openjdk-17-jre-headless/);
    }
});

test('a Java 17 in pare.java.home is used', async () => {
    const r = await findJava(fakeJava('17.0.9'));
    assert.equal(r.ok, true);
    if (r.ok) assert.equal(r.major, 17);
});

test('no Java anywhere: the message lists where it looked', async () => {
    const r = await findJava('/nonexistent/jdk', { PATH: '/nonexistent' });
    assert.equal(r.ok, false);
    if (!r.ok) {
        assert.equal(r.tooOld, false);
        assert.match(r.message, /\/nonexistent\/jdk\/bin\/java \(setting pare\.java\.home\): not found/);
        assert.match(r.message, /Install a Java 17 or newer/);
    }
});

test('settings for the server: newDocument → document, client-only and empty keys dropped', () => {
    assert.deepEqual(toServerSettings({
        oracle: 'sh oracle.sh', jobs: null, timeout: 3, resultMode: 'newDocument', seed: '',
        java: { home: '' }, server: { jar: '' }, trace: { server: 'off' }, languages: { smt2: { oracle: 'x.sh' } },
    }), { oracle: 'sh oracle.sh', timeout: 3, resultMode: 'document', languages: { smt2: { oracle: 'x.sh' } } });
    assert.deepEqual(toServerSettings({ resultMode: 'replace' }), { resultMode: 'replace' });
    assert.equal(toServerSettings(null), null);
});

const progress = (fields: Partial<RunProgressParams>): RunProgressParams => ({
    runId: 'pare-vscode-1', uri: 'file:///w/prog.smt2', command: 'pare.reduce', state: 'running',
    queries: 0, cacheHits: 0, elapsedSeconds: 0, ...fields,
});

test('every pare setting the extension contributes reaches the server or is the client\'s own', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
    const props = Object.keys(manifest.contributes.configuration.properties as Record<string, unknown>);
    const keys = new Set(props.filter((p) => p.startsWith('pare.')).map((p) => p.slice('pare.'.length).split('.')[0]));
    const known = new Set<string>([...SERVER_KEYS, ...CLIENT_ONLY]);
    assert.deepEqual([...keys].filter((k) => !known.has(k)), [], 'settings neither sent to the server nor client-only');
    for (const k of ['oracle', 'seedOracle']) assert.ok(RESTRICTED.has(k), `${k} names a program to run`);
});

test('pare/progress: the token counts come from its fields', () => {
    assert.deepEqual(tokenCounts(progress({ tokens: 812, originalTokens: 1439, pass: 'perses', round: 2 })), [812, 1439]);
    assert.deepEqual(tokenCounts(progress({ state: 'done', tokens: 0, originalTokens: 7 })), [0, 7]);
});

test('pare/progress: no counts before the engine has parsed the input', () => {
    assert.equal(tokenCounts(progress({})), undefined);
    assert.equal(tokenCounts(progress({ tokens: null, originalTokens: null })), undefined);
    assert.equal(tokenCounts(progress({ originalTokens: 1439 })), undefined);
});

test('the status bar count', () => {
    assert.equal(countLabel([812, 1439]), '812/1439 tokens');
    assert.equal(countLabel(undefined), 'starting…');
});

test('Create oracle: every kind has a one-line description and asks what the server needs', () => {
    assert.deepEqual(KINDS.map((k) => k.kind), ['crash', 'wrong-code', 'warning', 'disagree', 'output']);
    for (const k of KINDS) assert.ok(k.description.length > 10 && !k.description.includes('\n'), k.kind);
    const byKind = Object.fromEntries(KINDS.map((k) => [k.kind, k]));
    assert.deepEqual(toOptions(byKind.output, ['cvc5 {}'], 'invalid size'), { kind: 'output', runs: ['cvc5 {}'], patterns: ['invalid size'] });
    assert.deepEqual(toOptions(byKind.disagree, ['z3 -smt2 {}', 'cvc5 {}'], undefined),
        { kind: 'disagree', runs: ['z3 -smt2 {}', 'cvc5 {}'], patterns: [] });
    assert.deepEqual(toOptions(byKind['wrong-code'], ['gcc -O0', 'clang -O2'], undefined),
        { kind: 'wrong-code', runs: [], reference: 'gcc -O0', test: 'clang -O2', patterns: [] });
    assert.ok(byKind.warning.pattern && byKind.output.pattern && !byKind.crash.pattern && !byKind.disagree.pattern);
});

test('Create oracle: recent commands, most recent first, each once, at most ten', () => {
    assert.deepEqual(remember(['b', 'a'], 'a'), ['a', 'b']);
    assert.deepEqual(remember(['a'], '  c {} '), ['c {}', 'a']);
    assert.deepEqual(remember(['a'], '   '), ['a']);
    const many = Array.from({ length: 10 }, (_, i) => `cmd${i}`);
    assert.deepEqual(remember(many, 'new'), ['new', ...many.slice(0, 9)]);
});

test('Create oracle: the verdicts as the user reads them', () => {
    const v = (input: string, expected: string, actual: string) =>
        ({ input, label: input, expected, actual, asExpected: expected === actual, seconds: 0.1 });
    const report: OracleReport = {
        path: '/w/prog.smt2.oracle.sh', uri: 'file:///w/prog.smt2.oracle.sh', kind: 'output', meaning: '', checks: [],
        saved: true, used: true, output: '',
        verdicts: [v('original', 'interesting', 'interesting'), v('empty', 'not interesting', 'not interesting'),
            v('half', 'not interesting', 'interesting')],
    };
    assert.deepEqual(verdictLines(report), ['original: interesting ✓', 'empty file: not interesting ✓',
        'half: interesting ⚠ (fine if the bug lies in the first half)']);
    report.verdicts[0] = v('original', 'interesting', 'not interesting');
    assert.equal(verdictLines(report)[0], 'original: not interesting ✗ (should be interesting)');
});
