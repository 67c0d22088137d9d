"""Process control for the benchmark harness: every external command gets a timeout, runs in its
own session (process group), and nothing is left running afterwards.

The harness makes itself a *child subreaper* (Linux prctl), so processes that escape a killed
process group (for example `timeout`, which moves itself into a group of its own) are re-parented
to the harness instead of init; `reap_orphans()` finds and kills them after every step.
"""
import ctypes
import os
import signal
import subprocess
import time

PR_SET_CHILD_SUBREAPER = 36

_active_groups = set()


def become_subreaper():
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except Exception:
        return False


def _proc_table():
    """pid -> (ppid, pgid, state) for every process we can see."""
    table = {}
    for name in os.listdir('/proc'):
        if not name.isdigit():
            continue
        try:
            with open('/proc/%s/stat' % name, 'rb') as f:
                data = f.read().decode('latin-1')
        except OSError:
            continue
        # comm may contain spaces and parentheses: split after the last ')'
        rest = data[data.rfind(')') + 2:].split()
        if len(rest) < 3:
            continue
        table[int(name)] = (int(rest[1]), int(rest[2]), rest[0])
    return table


def descendants(root):
    """All live descendants of pid `root` (not including root)."""
    table = _proc_table()
    kids = {}
    for pid, (ppid, _, _) in table.items():
        kids.setdefault(ppid, []).append(pid)
    out, todo = [], list(kids.get(root, []))
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(kids.get(p, []))
    return out


def _kill(pid, sig):
    try:
        os.kill(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _killpg(pgid, sig):
    if pgid <= 1:
        return
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def kill_tree(pgid, root_pid=None, grace=5.0):
    """SIGTERM the process group (and every descendant of root_pid), wait up to `grace` seconds,
    then SIGKILL whatever is left, including descendants that moved to groups of their own."""
    me = os.getpid()
    pids = set(descendants(root_pid)) if root_pid else set()
    _killpg(pgid, signal.SIGTERM)
    for p in pids:
        _kill(p, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        table = _proc_table()
        alive = [p for p, (pp, g, st) in table.items()
                 if st != 'Z' and p != me and (g == pgid or p in pids)]
        if not alive:
            break
        time.sleep(0.1)
    # anything still alive (or forked meanwhile) gets SIGKILL
    if root_pid:
        pids |= set(descendants(root_pid))
    _killpg(pgid, signal.SIGKILL)
    for p in pids:
        _kill(p, signal.SIGKILL)
        try:
            _killpg(os.getpgid(p), signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


def reap_orphans(keep=()):
    """Kill and reap every child of the harness that is not in `keep` (orphans re-parented to us
    as subreaper, and their process groups). Returns how many were found alive."""
    me = os.getpid()
    found = 0
    for _ in range(50):
        table = _proc_table()
        kids = [p for p, (pp, g, st) in table.items() if pp == me and p not in keep]
        if not kids:
            break
        for p in kids:
            ppid, pgid, st = table[p]
            if st != 'Z':
                found += 1
                if pgid != os.getpgid(0):
                    _killpg(pgid, signal.SIGKILL)
                for d in descendants(p):
                    _kill(d, signal.SIGKILL)
                _kill(p, signal.SIGKILL)
            try:
                os.waitpid(p, os.WNOHANG)
            except ChildProcessError:
                pass
        time.sleep(0.05)
    return found


def kill_all_active():
    for g in list(_active_groups):
        kill_tree(g, g, grace=1.0)
    _active_groups.clear()
    reap_orphans()


class Result:
    def __init__(self, rc, out, err, seconds, timed_out):
        self.rc, self.out, self.err, self.seconds, self.timed_out = rc, out, err, seconds, timed_out


def run(cmd, timeout, cwd=None, env=None, stdout_path=None, stderr_path=None, input_data=None):
    """Run `cmd` in a new session with a hard timeout; the whole process group (and any escaped
    descendants) is killed on timeout. Output goes to the given files, or is captured as text."""
    out_f = open(stdout_path, 'wb') if stdout_path else subprocess.PIPE
    err_f = open(stderr_path, 'wb') if stderr_path else subprocess.PIPE
    t0 = time.monotonic()
    timed_out = False
    try:
        p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out_f, stderr=err_f,
                             stdin=subprocess.PIPE if input_data is not None else subprocess.DEVNULL,
                             start_new_session=True)
    except OSError as e:
        for f in (out_f, err_f):
            if f is not subprocess.PIPE:
                f.close()
        return Result(127, '', str(e), 0.0, False)
    _active_groups.add(p.pid)
    try:
        try:
            out, err = p.communicate(input=input_data.encode() if input_data is not None else None,
                                     timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            kill_tree(p.pid, p.pid, grace=2.0)
            out, err = p.communicate()
    finally:
        _active_groups.discard(p.pid)
        for f in (out_f, err_f):
            if f is not subprocess.PIPE:
                f.close()
    seconds = time.monotonic() - t0
    # the command is over: anything of its tree still around is killed
    kill_tree(p.pid, None, grace=0.0)
    reap_orphans()
    dec = lambda b: b.decode('utf-8', 'replace') if isinstance(b, bytes) else (b or '')
    return Result(p.returncode, dec(out), dec(err), seconds, timed_out)


def run_measured(cmd, budget, cwd, env, stdout_path, stderr_path, time_path, grace=5.0):
    """Run a reducer under a wall-clock budget, measuring peak memory with GNU time.

    Layout: `/usr/bin/time -v -o TIME setsid CMD...`. GNU time runs in a session of its own
    (so a signal to the reducer's group does not hit it and it still writes its report); the
    reducer runs in another session made by `setsid`, whose process group is killed (TERM, then
    KILL after `grace` seconds) when the budget is over. Returns (rc, seconds, killed_by_budget).
    When /usr/bin/time is missing, time_path is None and the command runs without it."""
    if time_path:
        argv = ['/usr/bin/time', '-v', '-o', time_path, 'setsid'] + list(cmd)
    else:
        argv = ['setsid'] + list(cmd)
    t0 = time.monotonic()
    with open(stdout_path, 'wb') as out_f, open(stderr_path, 'wb') as err_f:
        p = subprocess.Popen(argv, cwd=cwd, env=env, stdout=out_f, stderr=err_f,
                             stdin=subprocess.DEVNULL, start_new_session=True)
    _active_groups.add(p.pid)
    killed = False
    tool_pid = None
    try:
        while True:
            rc = p.poll()
            if rc is not None:
                break
            if time_path and tool_pid is None:
                kids = [pid for pid, (pp, g, st) in _proc_table().items() if pp == p.pid]
                if kids:
                    tool_pid = kids[0]
            if budget is not None and time.monotonic() - t0 >= budget:
                killed = True
                if time_path:
                    if tool_pid is None:
                        kids = [pid for pid, (pp, g, st) in _proc_table().items() if pp == p.pid]
                        tool_pid = kids[0] if kids else None
                    if tool_pid is not None:
                        # the reducer's own session: setsid made its pid the group id
                        kill_tree(tool_pid, tool_pid, grace=grace)
                    try:
                        p.wait(timeout=grace + 5)
                    except subprocess.TimeoutExpired:
                        kill_tree(p.pid, p.pid, grace=0.0)
                else:
                    kill_tree(p.pid, p.pid, grace=grace)
                p.wait()
                break
            time.sleep(0.05)
    finally:
        if p.poll() is None:
            kill_tree(p.pid, p.pid, grace=0.0)
            p.wait()
        _active_groups.discard(p.pid)
    seconds = time.monotonic() - t0
    if killed:
        seconds = min(seconds, budget) if budget is not None else seconds
    kill_tree(p.pid, None, grace=0.0)
    if tool_pid:
        kill_tree(tool_pid, None, grace=0.0)
    reap_orphans()
    return p.returncode, seconds, killed


def parse_time_v(path):
    """Peak resident set size (KB) from a GNU `time -v` report, or None."""
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            for line in f:
                if 'Maximum resident set size' in line:
                    return int(line.rsplit(':', 1)[1].strip())
    except (OSError, ValueError):
        pass
    return None
