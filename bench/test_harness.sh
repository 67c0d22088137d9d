#!/usr/bin/env bash
# Smoke test of the benchmark harness (CI runs it): builds a tiny text case in a temp folder, runs
#   bench/run --cases TMP --tools pare:ddmin,cvise --jobs 1 --max-seconds 60 --out TMP/out
# and checks results.csv (columns, two rows that pass the oracle), results.md, results.svg, the
# saved results, and that nothing is left running. Fails (non-zero) on any problem; never skips.
# Needs ./pare (it builds the jar) and C-Vise (bench/run installs it with apt-get when missing).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
tmp="$(mktemp -d /tmp/pare-bench-smoke.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
check() {  # check NAME COMMAND...
  local name="$1"; shift
  if "$@"; then
    passed=$((passed + 1)); echo "ok   - $name"
  else
    failed=$((failed + 1)); echo "FAIL - $name" >&2
  fi
}

# the case: a text file whose oracle is "still contains the word needle"
case_dir="$tmp/cases/needle-in-hay"
mkdir -p "$case_dir"
cat > "$case_dir/hay.txt" <<'EOF'
hay hay hay hay
more hay, and a straw
the needle is somewhere in here
hay again
the end of the stack
EOF
cat > "$case_dir/oracle.sh" <<'EOF'
#!/bin/sh
# Interestingness test. Usage: oracle.sh FILE   (exit 0 = FILE still contains the needle)
f=${1:-hay.txt}
[ -f "$f" ] || exit 1
timeout -s 9 10 grep -q needle "$f"
EOF
cat > "$case_dir/setup.sh" <<'EOF'
#!/bin/sh
# Nothing to install; leaves a marker so the test can see that the harness ran it. Idempotent.
: > "$(dirname "$0")/setup.ran"
EOF
printf '# needle-in-hay\n\nA smoke-test case for bench/run.\n' > "$case_dir/CASE.md"
chmod +x "$case_dir/oracle.sh" "$case_dir/setup.sh"

check_tool_options() {
  python3 - "$repo/bench/run" <<'EOF'
import sys
from importlib.machinery import SourceFileLoader
sys.dont_write_bytecode = True
run = SourceFileLoader('bench_run', sys.argv[1]).load_module()
want = {'pare': [], 'pare:perses': ['--reducer', 'perses'],
        'pare:vulcan+trec': ['--reducer', 'vulcan', '--trec'], 'pare:vulcan+': ['--reducer', 'vulcan+'],
        'pare:hdd:no-trec': ['--reducer', 'hdd', '--no-trec']}
bad = {t: run.pare_options(t) for t in want if run.pare_options(t) != want[t]}
if bad:
    print('  %s' % bad, file=sys.stderr)
sys.exit(1 if bad else 0)
EOF
}
check "pare:<reducer>[:flag] tools become Pare's options" check_tool_options

out="$tmp/out"
echo "running bench/run (up to a few minutes)..."
timeout -s KILL 1500 "$repo/bench/run" --cases "$tmp/cases" --tools pare:ddmin,cvise --jobs 1 \
  --max-seconds 60 --trace --out "$out" > "$tmp/run.log" 2>&1
rc=$?
check "bench/run exits 0 (got $rc)" test "$rc" -eq 0
if [ "$rc" -ne 0 ]; then tail -30 "$tmp/run.log" >&2; fi

check "setup.sh was run" test -f "$case_dir/setup.ran"

check_trace() {
  python3 - "$out/work/needle-in-hay/pare-ddmin/run1" <<'EOF'
import json, os, sys
run = sys.argv[1]
lines = [json.loads(l) for l in open(os.path.join(run, 'trace.jsonl'))]
queries = json.load(open(os.path.join(run, 'stats.json')))['queries']
bad = len(lines) != queries or any(set(q) != {'start', 'seconds', 'file', 'pass', 'verdict', 'bytes', 'sha256', 'stopped'}
                                   for q in lines)
if bad:
    print('trace: %d lines for %d queries; first %r' % (len(lines), queries, lines[:1]), file=sys.stderr)
sys.exit(1 if bad else 0)
EOF
}
check "bench/run --trace keeps Pare's per-query trace, one line per query" check_trace
check_rounds() {
  local trace="$out/work/needle-in-hay/pare-ddmin/run1/trace.jsonl" got
  got=$("$repo/bench/rounds" "$trace" --gap 1e9) || return 1
  # one job, a gap longer than the run: every query in one round, and the count says so
  python3 - "$trace" "$got" <<'EOF'
import sys
queries = sum(1 for line in open(sys.argv[1]) if line.strip())
lines = sys.argv[2].splitlines()
ok = len(lines) == 2 and int(lines[0].split()[1]) == queries and lines[1].endswith(', 1 rounds')
if not ok:
    print('rounds: %r for %d queries' % (lines, queries), file=sys.stderr)
sys.exit(0 if ok else 1)
EOF
}
check "bench/rounds groups a trace's queries into rounds" check_rounds
for f in results.csv results.md results.svg runs.csv; do
  check "$f exists and is not empty" test -s "$out/$f"
done

check_csv() {
  python3 - "$out/results.csv" <<'EOF'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
need = 'case,tool,tokens,bytes,seconds,queries,peak_kb,oracle_ok,timed_out'.split(',')
cols = list(rows[0].keys()) if rows else []
problems = []
missing = [c for c in need if c not in cols]
if missing:
    problems.append('missing columns: %s' % missing)
if sorted(r['tool'] for r in rows) != ['cvise', 'pare:ddmin']:
    problems.append('rows: %s' % [(r['case'], r['tool']) for r in rows])
for r in rows:
    if r.get('case') != 'needle-in-hay':
        problems.append('case %r' % r.get('case'))
    if r.get('oracle_ok') != 'true':
        problems.append('%s: oracle_ok=%r (%s)' % (r['tool'], r.get('oracle_ok'), r.get('note')))
    for c in ('tokens', 'bytes', 'seconds', 'queries'):
        try:
            float(r[c])
        except (KeyError, ValueError):
            problems.append('%s: %s=%r is not a number' % (r['tool'], c, r.get(c)))
    if r['tool'].startswith('pare'):
        try:
            if not 0 < float(r.get('oracle_busy_reducing')) <= 1.0:
                problems.append('pare: oracle_busy_reducing=%r' % r.get('oracle_busy_reducing'))
        except (TypeError, ValueError):
            problems.append('pare: oracle_busy_reducing=%r is not a number' % r.get('oracle_busy_reducing'))
    if r.get('timed_out') not in ('true', 'false'):
        problems.append('%s: timed_out=%r' % (r['tool'], r.get('timed_out')))
    try:
        if not 0 < float(r['tokens']) <= float(r['input_tokens']):
            problems.append('%s: tokens %s vs input %s' % (r['tool'], r['tokens'], r['input_tokens']))
    except (KeyError, ValueError):
        pass
for p in problems:
    print('  results.csv: ' + p, file=sys.stderr)
sys.exit(1 if problems else 0)
EOF
}
check "results.csv has the columns and two rows with oracle_ok=true" check_csv

check_md() {
  grep -q '^## needle-in-hay' "$out/results.md" && grep -q '| pare:ddmin |' "$out/results.md" &&
    grep -q '| cvise |' "$out/results.md" && grep -q '\*\*' "$out/results.md"
}
check "results.md has the case table with a bold best" check_md

check_svg() {
  python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); sys.exit(0 if r.tag.endswith("svg") and len(list(r.iter())) > 20 else 1)' "$out/results.svg"
}
check "results.svg is well-formed SVG with content" check_svg

for t in pare-ddmin cvise; do
  check "result of $t saved and still has the needle" grep -q needle "$out/work/needle-in-hay/$t/hay.txt"
  check "logs of $t saved" test -f "$out/work/needle-in-hay/$t/run1/stderr.log"
done

leftover() {  # no process may still run from this test's folders (the path comes by env, not argv)
  SMOKE_TMP="$tmp" python3 - <<'EOF'
import os, sys
tmp, me, found = os.environ['SMOKE_TMP'].encode(), os.getpid(), []
for p in os.listdir('/proc'):
    if p.isdigit() and int(p) != me:
        try:
            cmd = open('/proc/%s/cmdline' % p, 'rb').read()
        except OSError:
            continue
        if tmp in cmd:
            found.append('%s: %s' % (p, cmd.replace(b'\0', b' ').decode(errors='replace')[:200]))
for f in found:
    print('  still running: ' + f, file=sys.stderr)
sys.exit(1 if found else 0)
EOF
}
check "no process left running" leftover

# case setups: one at a time across benchmark runs, and apt-get waits for dpkg's lock instead of failing
check_setup_lock() {
  python3 - "$repo/bench/run" <<'EOF'
import subprocess, sys, time
code = ("import sys, time; from importlib.machinery import SourceFileLoader; sys.dont_write_bytecode = True; "
        "run = SourceFileLoader('bench_run', sys.argv[1]).load_module()\n"
        "with run.setup_lock():\n    a = time.time(); time.sleep(1); print(a, time.time())")
ps = [subprocess.Popen([sys.executable, '-c', code, sys.argv[1]], stdout=subprocess.PIPE, text=True) for _ in range(2)]
spans = sorted(tuple(map(float, p.communicate()[0].splitlines()[-1].split())) for p in ps)  # after any log line
sys.exit(0 if len(spans) == 2 and spans[0][1] <= spans[1][0] else 1)
EOF
}
check "two benchmark runs' case setups do not overlap" check_setup_lock
check_apt_waits() {
  python3 - "$repo/bench/run" "$tmp" <<'EOF'
import fcntl, os, subprocess, sys, time
from importlib.machinery import SourceFileLoader
sys.dont_write_bytecode = True
run = SourceFileLoader('bench_run', sys.argv[1]).load_module()
env = run.apt_env(sys.argv[2])
fd = os.open('/var/lib/dpkg/lock-frontend', os.O_RDWR)
fcntl.lockf(fd, fcntl.LOCK_EX)  # held, as another apt-get would hold it (after any that holds it now)
p = subprocess.Popen(['apt-get', 'install', '-y', '-q', 'coreutils'], env=env, stdout=subprocess.DEVNULL)
time.sleep(3)
waited = p.poll() is None
os.close(fd)
rc = p.wait(300)
sys.exit(0 if waited and rc == 0 else 1)
EOF
}
check "apt-get in a case setup waits for dpkg's lock, then installs" check_apt_waits

# --combine: one table from two results folders; the later folder's rows win and name their source
cp -r "$out" "$tmp/out2"
"$repo/bench/run" --combine "$out,$tmp/out2" --out "$tmp/combined" > "$tmp/combine.log" 2>&1
check "bench/run --combine exits 0" test $? -eq 0
check_combined() {
  python3 - "$tmp/combined/results.csv" <<'EOF'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
sys.exit(0 if sorted((r['tool'], r['source']) for r in rows) == [('cvise', '2'), ('pare:ddmin', '2')] else 1)
EOF
}
check "combined results.csv has one row per tool, from the later folder" check_combined
check "combined results.md lists both source commands" test "$(grep -c '^  - \[[12]\] `bench/run' "$tmp/combined/results.md")" -eq 2
# a combined folder combined again brings the runs it came from, not its own --combine command
"$repo/bench/run" --combine "$tmp/combined,$tmp/out2" --out "$tmp/recombined" > "$tmp/recombine.log" 2>&1
check_recombined() {
  [ "$(grep -c '^  - \[[123]\] `bench/run' "$tmp/recombined/results.md")" -eq 3 ] &&
    ! grep -q '^  - \[[0-9]\] `bench/run --combine' "$tmp/recombined/results.md" &&
    python3 - "$tmp/recombined/results.csv" <<'EOF2'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
sys.exit(0 if sorted((r['tool'], r['source']) for r in rows) == [('cvise', '3'), ('pare:ddmin', '3')] else 1)
EOF2
}
check "a combined folder combined again lists its own runs, numbered on" check_recombined
"$repo/bench/run" --combine "$out,$tmp/out2" --tools cvise --out "$tmp/combined-cvise" > "$tmp/combine2.log" 2>&1
check "bench/run --combine --tools keeps only those tools' rows" \
  test "$(python3 -c 'import csv,sys; print(",".join(r["tool"] for r in csv.DictReader(open(sys.argv[1]))))' "$tmp/combined-cvise/results.csv")" = cvise

"$repo/bench/run" --combine "$out,$tmp/out2" --case-filter '^no-such-case$' --out "$tmp/combined-none" > "$tmp/combine3.log" 2>&1
check "bench/run --combine --case-filter keeps only those cases' rows" \
  test "$(python3 -c 'import csv,sys; print(len(list(csv.DictReader(open(sys.argv[1])))))' "$tmp/combined-none/results.csv")" = 0
# runs with other budgets combined: the chart's title says so, where it named one budget for all
cp -r "$out" "$tmp/out3"
python3 - "$tmp/out3/runs.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
d['meta']['max_seconds'] = 120.0
json.dump(d, open(sys.argv[1], 'w'))
EOF
"$repo/bench/run" --combine "$out,$tmp/out3" --out "$tmp/combined-budgets" > "$tmp/combine4.log" 2>&1
check "a chart of runs with different budgets says it combines them" \
  grep -q 'Pare benchmark: [0-9-]*, combined from 2 runs' "$tmp/combined-budgets/results.svg"
check "a chart of runs with one budget names it" grep -q 'Pare benchmark: [0-9-]*, --jobs 1, 60 s budget' "$tmp/combined/results.svg"
# a combination made before combinations kept their runs (no sources, no single budget) combined
# again: its line in results.md sends the reader to its own results.md, not to an empty budget
cp -r "$tmp/combined-budgets" "$tmp/old-combined"
python3 - "$tmp/old-combined/runs.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
del d['meta']['sources']
for r in d['rows'] + d['runs']:
    r.pop('source', None)
json.dump(d, open(sys.argv[1], 'w'))
EOF
"$repo/bench/run" --combine "$tmp/old-combined,$out" --out "$tmp/combined-old" > "$tmp/combine5.log" 2>&1
check "an old combination among the runs is listed as one" \
  grep -q '^  - \[1\] .*a combination of runs whose jobs and budgets its results.md lists' "$tmp/combined-old/results.md"
check "and no run is listed with an empty budget" bash -c "! grep -qE ', +s budget|jobs None' '$tmp/combined-old/results.md'"

# bench/scaling: the same case at 1 and 2 jobs with a 0.3 s slow oracle; one row per job count,
# with speed-up and efficiency against the 1-job run, and the sleep really in every call
echo "running bench/scaling (about a minute)..."
timeout -s KILL 900 "$repo/bench/scaling" --cases "$tmp/cases" --tools pare:ddmin --jobs 1,2 --delay 0.3 \
  --max-seconds 60 --out "$tmp/scaling" > "$tmp/scaling.log" 2>&1
rc=$?
check "bench/scaling exits 0 (got $rc)" test "$rc" -eq 0
if [ "$rc" -ne 0 ]; then tail -30 "$tmp/scaling.log" >&2; fi
check_scaling() {
  python3 - "$tmp/scaling/scaling.csv" "$tmp/scaling/runs" <<'EOF'
import csv, glob, sys
rows = list(csv.DictReader(open(sys.argv[1])))
need = 'case,tool,jobs,delay,seconds,queries,wasted,tokens'.split(',')
problems = []
if not rows or [c for c in need if c not in rows[0]]:
    problems.append('columns: %s' % (list(rows[0]) if rows else None))
if sorted(r['jobs'] for r in rows) != ['1', '2']:
    problems.append('job counts: %s' % [r['jobs'] for r in rows])
for r in rows:
    if r.get('oracle_ok') != 'true' or r.get('delay') != '0.3':
        problems.append('row %s' % r)
    if r.get('jobs') == '1' and r.get('speedup') != '1.0':
        problems.append('1-job speed-up %r' % r.get('speedup'))
    if r.get('jobs') == '2' and not r.get('efficiency'):
        problems.append('no efficiency at 2 jobs')
wrappers = glob.glob(sys.argv[2] + '/*/*/j1/work/*/*/run1/test.sh')
if not wrappers or 'sleep 0.3' not in open(wrappers[0]).read():
    problems.append('the oracle wrapper does not sleep: %s' % wrappers)
for p in problems:
    print('  scaling.csv: ' + p, file=sys.stderr)
sys.exit(1 if problems else 0)
EOF
}
check "scaling.csv has a row per job count with speed-up, efficiency and the delay" check_scaling
for f in scaling.md scaling.svg; do
  check "$f exists and is not empty" test -s "$tmp/scaling/$f"
done

# bench/parse-time: a small C++ unit twice, and a file that does not parse
cat > "$tmp/unit.cpp" <<'EOF'
template <class T> struct box { T v; };
int main() { box<int> b{1}; return b.v < 2 ? 0 : 1; }
EOF
printf 'int main( {\n' > "$tmp/broken.cpp"
"$repo/bench/parse-time" --headers none --files "$tmp/unit.cpp" --repeat 2 --out "$tmp/parse" > "$tmp/parse.log" 2>&1
rc=$?
check "bench/parse-time exits 0 (got $rc)" test "$rc" -eq 0
check_parse_time() {
  python3 - "$tmp/parse/parse-time.csv" "$tmp/parse/parse-time.md" <<'EOF'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
md = open(sys.argv[2]).read()
ok = ([r['run'] for r in rows] == ['1', '2'] and all(r['ok'] == 'True' and r['tokens'] == '39' and float(r['seconds']) > 0
                                                     and float(r['peak_mb']) > 0 for r in rows)
      and '| unit.cpp | 0 | 39 | 2 |' in md)
if not ok:
    print('  parse-time: %s\n%s' % (rows, md), file=sys.stderr)
sys.exit(0 if ok else 1)
EOF
}
check "parse-time.csv has a row per run with tokens, seconds and peak memory; parse-time.md the unit" check_parse_time
"$repo/bench/parse-time" --headers none --files "$tmp/broken.cpp" --repeat 1 --out "$tmp/parse-broken" > "$tmp/parse-broken.log" 2>&1
rc=$?
check "bench/parse-time exits 1 on a unit that does not parse (got $rc)" test "$rc" -eq 1
check "parse-time.md says the unit failed" grep -q '| broken.cpp | .*| failed |' "$tmp/parse-broken/parse-time.md"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
