// npm run package: builds the server jar through Maven when it is missing or older than the
// sources, type-checks and bundles the extension with esbuild, and packages pare.vsix with the jar.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(client, '..');
const jar = path.join(root, 'server', 'target', 'pare.jar');
const bin = (name) => path.join(client, 'node_modules', '.bin', name);

function run(cmd, args, cwd) {
    console.log(`> ${[cmd, ...args].join(' ')}`);
    execFileSync(cmd, args, { cwd, stdio: 'inherit' });
}

/** The newest modification time of the server's sources (what ./pare looks at). */
function newestSource() {
    let newest = 0;
    const walk = (p) => {
        let st;
        try {
            st = fs.statSync(p);
        } catch {
            return;
        }
        if (st.isDirectory()) {
            if (path.basename(p) === 'target' || path.basename(p) === 'node_modules') return;
            for (const e of fs.readdirSync(p)) walk(path.join(p, e));
        } else if (/\.(java|g4)$|^pom\.xml$/.test(path.basename(p)) || /src[\\/]main[\\/]resources/.test(p)) {
            newest = Math.max(newest, st.mtimeMs);
        }
    };
    for (const d of ['pom.xml', 'grammars', 'engine', 'server']) walk(path.join(root, d));
    return newest;
}

const missing = !fs.existsSync(jar);
if (missing || fs.statSync(jar).mtimeMs < newestSource()) {
    console.log(missing ? 'The server jar is missing: building it with Maven.' : 'The server jar is older than its sources: rebuilding it with Maven.');
    run('mvn', ['-q', '-B', '-DskipTests', 'package', '-pl', 'server', '-am'], root);
    if (!fs.existsSync(jar)) throw new Error(`Maven did not produce ${jar}`);
}
fs.mkdirSync(path.join(client, 'server'), { recursive: true });
fs.copyFileSync(jar, path.join(client, 'server', 'pare.jar'));
console.log(`Bundling ${jar} (${(fs.statSync(jar).size / 1e6).toFixed(1)} MB).`);

run(bin('tsc'), ['--noEmit', '-p', '.'], client);
run(bin('esbuild'), ['src/extension.ts', '--bundle', '--platform=node', '--format=cjs', '--target=node18',
    '--external:vscode', '--minify', '--outfile=dist/extension.js'], client);
run(bin('vsce'), ['package', '--no-dependencies', '--no-rewrite-relative-links', '--skip-license', '--allow-missing-repository', '-o', 'pare.vsix'], client);
console.log(`Built ${path.join(client, 'pare.vsix')}`);
