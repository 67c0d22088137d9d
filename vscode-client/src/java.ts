import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The oldest Java that runs Pare's server (the jar is built for Java 17). */
export const MIN_JAVA = 17;

export interface JavaFound {
    ok: true;
    executable: string;
    major: number;
    versionLine: string;
    /** Where it came from, in words: "setting pare.java.home", "JAVA_HOME", "PATH". */
    source: string;
}

export interface JavaProblem {
    ok: false;
    /** What went wrong, in words a user can act on. */
    message: string;
    /** true when a Java was found but it is too old. */
    tooOld: boolean;
}

interface Candidate {
    executable: string;
    source: string;
}

function javaIn(home: string): string {
    return path.join(home, 'bin', process.platform === 'win32' ? 'java.exe' : 'java');
}

/** The Java candidates, first match wins: the setting, JAVA_HOME, then `java` on the PATH. */
export function candidates(settingHome: string | undefined, env: NodeJS.ProcessEnv = process.env): Candidate[] {
    const out: Candidate[] = [];
    if (settingHome && settingHome.trim()) out.push({ executable: javaIn(settingHome.trim()), source: 'setting pare.java.home' });
    else if (env.JAVA_HOME && env.JAVA_HOME.trim()) out.push({ executable: javaIn(env.JAVA_HOME.trim()), source: 'JAVA_HOME' });
    out.push({ executable: process.platform === 'win32' ? 'java.exe' : 'java', source: 'PATH' });
    return out;
}

/** The major version in `java -version`'s output: `"17.0.15"` → 17, `"1.8.0_402"` → 8. */
export function parseJavaVersion(output: string): { major: number; line: string } | undefined {
    const m = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
    if (!m) return undefined;
    let major = Number(m[1]);
    if (major === 1 && m[2] !== undefined) major = Number(m[2]);
    const line = output.split(/\r?\n/).find((l) => l.includes('version')) ?? output.trim();
    return { major, line: line.trim() };
}

function runVersion(executable: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
    return new Promise((resolve) => {
        execFile(executable, ['-version'], { timeout: 20000, env }, (err, stdout, stderr) => {
            if (err && typeof (err as NodeJS.ErrnoException).code === 'string') {
                resolve(undefined); // ENOENT, EACCES: not there (a non-zero exit has a numeric code)
                return;
            }
            const text = `${stderr ?? ''}${stdout ?? ''}`;
            resolve(text.trim() ? text : undefined);
        });
    });
}

export const INSTALL_HINT = `Install a Java ${MIN_JAVA} or newer (a JRE is enough): on Debian or Ubuntu `
    + '"sudo apt install openjdk-17-jre-headless", on Fedora "sudo dnf install java-17-openjdk-headless", '
    + 'on macOS "brew install openjdk@17", on Windows Eclipse Temurin 17 (adoptium.net). '
    + 'Then run "Pare: Restart Language Server", or point the setting pare.java.home at the Java installation.';

/** Finds a Java that can run the server, or says why there is none. */
export async function findJava(settingHome: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<JavaFound | JavaProblem> {
    const looked: string[] = [];
    for (const c of candidates(settingHome, env)) {
        if (path.isAbsolute(c.executable) && !fs.existsSync(c.executable)) {
            looked.push(`${c.executable} (${c.source}): not found`);
            continue;
        }
        const out = await runVersion(c.executable, env);
        if (out === undefined) {
            looked.push(`${c.executable} (${c.source}): not found`);
            continue;
        }
        const v = parseJavaVersion(out);
        if (!v) {
            looked.push(`${c.executable} (${c.source}): cannot tell its version`);
            continue;
        }
        if (v.major < MIN_JAVA) {
            return {
                ok: false, tooOld: true,
                message: `Pare needs Java ${MIN_JAVA} or newer to run its language server, but ${c.executable} `
                    + `(from ${c.source}) is Java ${v.major}. ${INSTALL_HINT}`,
            };
        }
        return { ok: true, executable: c.executable, major: v.major, versionLine: v.line, source: c.source };
    }
    return {
        ok: false, tooOld: false,
        message: `Pare needs Java ${MIN_JAVA} or newer to run its language server, and found none `
            + `(${looked.join('; ')}). ${INSTALL_HINT}`,
    };
}
