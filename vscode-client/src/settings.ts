/** Keys of the `pare` section that are for the client only (how to start the server). */
export const CLIENT_ONLY = new Set(['java', 'server', 'trace']);

/** The `pare` settings the server reads; the others ({@link CLIENT_ONLY}) are for the client. */
export const SERVER_KEYS = ['oracle', 'seedOracle', 'languages', 'jobs', 'timeout', 'maxSeconds', 'reducer', 'trec', 'resultMode', 'seed',
    'executor', 'workDir', 'slurmArgs'] as const;

/**
 * Settings that name programs to run, or choose where queries run and write (a cluster allocation,
 * a folder): only from the user's own settings in an untrusted workspace.
 */
export const RESTRICTED = new Set(['oracle', 'seedOracle', 'languages', 'executor', 'workDir', 'slurmArgs']);

/**
 * The `pare` settings as the server reads them (`workspace/configuration`): empty values dropped,
 * client-only keys removed, `resultMode` `newDocument` spelled as the server's `document`.
 */
export function toServerSettings(value: unknown): unknown {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (CLIENT_ONLY.has(k)) continue;
        if (v === null || v === undefined || v === '') continue;
        out[k] = v;
    }
    if (out.resultMode === 'newDocument') out.resultMode = 'document';
    return out;
}
