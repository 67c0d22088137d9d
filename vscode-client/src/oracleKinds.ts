// What "Create oracle…" asks for each kind of bug, and how it shows the server's answer. Pure (no
// VS Code API), so that the unit tests check it.

/** The kinds the server's `pare.createOracle` (and `pare oracle`) knows. */
export type OracleKind = 'crash' | 'wrong-code' | 'warning' | 'disagree' | 'output';

/** One text the user enters: a command line, or a compiler with its flags. */
export interface CommandSlot {
    /** The option it fills in the request. */
    key: 'runs' | 'reference' | 'test';
    prompt: string;
    example: string;
}

export interface KindInfo {
    kind: OracleKind;
    /** One line, shown beside the kind in the quick pick. */
    description: string;
    commands: CommandSlot[];
    /** The prompt for the text the output must show, for the kinds that need one. */
    pattern?: string;
}

export const KINDS: readonly KindInfo[] = [
    {
        kind: 'crash', description: 'the command crashes the same way (compiler ICE, assertion, signal)',
        commands: [{ key: 'runs', prompt: 'The command that crashes', example: 'clang -c -O2 {}' }],
    },
    {
        kind: 'wrong-code', description: 'two builds of a C/C++ program print different output, and it has no UB',
        commands: [
            { key: 'reference', prompt: 'The reference compiler and flags (builds the program right)', example: 'gcc -O0' },
            { key: 'test', prompt: 'The compiler and flags under test', example: 'clang -O2' },
        ],
    },
    {
        kind: 'warning', description: 'the program compiles and a diagnostic appears',
        commands: [{ key: 'runs', prompt: 'The compiler command', example: 'gcc -c -Wall {}' }],
        pattern: 'The text of the diagnostic',
    },
    {
        kind: 'disagree', description: 'two tools that should agree print different answers (e.g. two solvers)',
        commands: [
            { key: 'runs', prompt: 'The first tool', example: 'z3 -smt2 {}' },
            { key: 'runs', prompt: 'The second tool', example: 'cvc5 {}' },
        ],
    },
    {
        kind: 'output', description: "a command's output shows a text (any tool, any bug)",
        commands: [{ key: 'runs', prompt: 'The command', example: 'cvc5 --incremental {}' }],
        pattern: 'The text its output shows',
    },
];

/** What the user entered, as the server's options object. */
export interface OracleOptions {
    kind: OracleKind;
    runs: string[];
    reference?: string;
    test?: string;
    patterns: string[];
    force?: boolean;
}

/** The request from the kind and the answers to its prompts (commands in slot order, then the pattern). */
export function toOptions(info: KindInfo, commands: string[], pattern: string | undefined): OracleOptions {
    const o: OracleOptions = { kind: info.kind, runs: [], patterns: pattern ? [pattern] : [] };
    info.commands.forEach((slot, i) => {
        const value = commands[i];
        if (slot.key === 'runs') o.runs.push(value);
        else o[slot.key] = value;
    });
    return o;
}

/** The recent entries with `value` first, once, at most `max` of them. */
export function remember(recent: readonly string[], value: string, max = 10): string[] {
    const v = value.trim();
    if (!v) return [...recent];
    return [v, ...recent.filter((r) => r !== v)].slice(0, max);
}

/** One verdict of the server's answer (see the server's OracleReport.TrialVerdict). */
export interface TrialVerdict {
    input: 'original' | 'empty' | 'half' | string;
    label: string;
    expected: string;
    actual: string;
    asExpected: boolean;
    seconds: number;
}

/** The `oracle` of the server's answer to `pare.createOracle`. */
export interface OracleReport {
    path: string;
    uri: string;
    kind: string;
    meaning: string;
    checks: string[];
    saved: boolean;
    used: boolean;
    verdicts: TrialVerdict[];
    output: string;
}

const NAMES: Record<string, string> = { original: 'original', empty: 'empty file', half: 'half' };

/**
 * "original: interesting ✓", "empty file: not interesting ✓", "half: interesting ⚠ (…)": a
 * half that shows the bug is only noted, since the bug may lie in the first half.
 */
export function verdictLines(report: OracleReport): string[] {
    return report.verdicts.map((v) => {
        const name = NAMES[v.input] ?? v.label;
        const mark = v.asExpected ? '✓' : v.input === 'half' ? '⚠ (fine if the bug lies in the first half)' : `✗ (should be ${v.expected})`;
        return `${name}: ${v.actual} ${mark}`;
    });
}
