// `pare/progress`: the server's structured progress (no VS Code API here, so that unit tests can load it).

export const PROGRESS_NOTIFICATION = 'pare/progress';

/**
 * One run's progress as fields (the server's RunProgressParams): sent when the run's progress
 * begins, with each `$/progress` report, and once at the end with the final state. Fields the
 * server does not know yet (before the engine has parsed the input) are left out.
 */
export interface RunProgressParams {
    /** The run's work-done token: the one the client sent with `workspace/executeCommand`. */
    runId: string;
    uri: string;
    command: string;
    state: 'running' | 'done' | 'cancelled' | 'failed' | string;
    pass?: string | null;
    round?: number | null;
    tokens?: number | null;
    originalTokens?: number | null;
    queries: number;
    cacheHits: number;
    elapsedSeconds: number;
}

/** [current, original] tokens, once the engine has counted them. */
export function tokenCounts(p: RunProgressParams): [number, number] | undefined {
    return typeof p.tokens === 'number' && typeof p.originalTokens === 'number' ? [p.tokens, p.originalTokens] : undefined;
}

/** The status bar's count: `812/1439 tokens`, or `starting…` until the engine has counted. */
export function countLabel(counts: [number, number] | undefined): string {
    return counts ? `${counts[0]}/${counts[1]} tokens` : 'starting…';
}
