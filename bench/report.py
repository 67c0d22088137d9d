"""Writes the benchmark's outputs: results.csv (one row per case and tool), runs.csv and
runs.json (every single run), results.md (tables) and results.svg (a hand-written log-scale chart)."""
import csv
import html
import json
import math
import os

def busy_cell(busy, reducing):
    """The oracle's share of the jobs' time: whole run, then (in brackets) the reducing passes alone."""
    if busy is None:
        return ''
    return '%.0f%%' % (100 * busy) + ('' if reducing is None else ' (%.0f%%)' % (100 * reducing))


COLUMNS = ['case', 'tool', 'tokens', 'bytes', 'seconds', 'queries', 'peak_kb', 'oracle_ok',
           'timed_out', 'status', 'language', 'input_tokens', 'input_bytes', 'tokens_by',
           'tokens_min', 'tokens_max', 'seconds_min', 'seconds_max', 'repeats', 'oracle_ok_runs',
           'cache_hits', 'cache_bytes', 'oracle_calls', 'tokens_vs_best_peer', 'seconds_vs_cvise',
           'note', 'oracle_busy', 'oracle_busy_reducing', 'source', 'wasted']
RUN_COLUMNS = ['case', 'tool', 'run', 'status', 'tokens', 'bytes', 'seconds', 'queries', 'peak_kb',
               'oracle_ok', 'timed_out', 'cache_hits', 'cache_bytes', 'oracle_calls', 'tokens_by',
               'rc', 'note', 'oracle_busy', 'oracle_busy_reducing', 'source', 'wasted']
PEERS = ('cvise', 'creduce', 'perses')
PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2',
           '#17becf', '#7f7f7f', '#bcbd22']


def is_peer(tool):
    return tool in PEERS


def fmt_cell(v):
    if v is None:
        return ''
    if isinstance(v, bool):
        return 'true' if v else 'false'
    if isinstance(v, float):
        return ('%.2f' % v).rstrip('0').rstrip('.') if v != int(v) or abs(v) < 1e15 else str(v)
    return str(v)


def load(out):
    with open(os.path.join(out, 'runs.json')) as f:
        return json.load(f)


def one_setting(meta):
    """Whether one jobs count and one budget hold for the whole of a run's meta; a combination of
    runs that differ in them has neither."""
    return meta.get('jobs') is not None and meta.get('max_seconds') is not None


def svg_title(meta):
    """The chart's title: the date, and the jobs and budget every run had; a combination whose runs
    differ in them says how many runs it gathers instead (results.md lists each one's)."""
    date = (meta.get('date') or '')[:10]
    if meta.get('sources') and not one_setting(meta):
        return '%s, combined from %d runs (jobs and budgets in results.md)' % (date, len(meta['sources']))
    return '%s, --jobs %s, %s s budget' % (date, meta.get('jobs'), fmt_cell(meta.get('max_seconds')))


def combine(datas, command):
    """One table from several benchmark runs (runs.json contents, oldest first). A later run's row
    for the same case and tool replaces an earlier one. Every row and run keeps the number of the
    run it came from ('source', 1-based), and the header lists each run's own command, date, jobs
    and budget, since they may differ. A folder that is itself a combination brings the runs it
    was combined from, each under its own number: its own command names no jobs, budget or build."""
    sources, rows, all_runs = [], {}, []
    for d in datas:
        m, base = d.get('meta', {}), len(sources)
        inner = m.get('sources')
        if inner:
            sources.extend(inner)
        else:
            sources.append({key: m.get(key) for key in
                            ('command', 'date', 'machine', 'jobs', 'max_seconds', 'repeat', 'versions')})
        def numbered(r):
            return dict(r, source=base + (r.get('source', 1) if inner else 1))
        for r in d.get('rows', []):
            rows[(r['case'], r['tool'])] = numbered(r)
        all_runs += [numbered(r) for r in d.get('runs', [])]
    runs = [r for r in all_runs if rows.get((r['case'], r['tool']), {}).get('source') == r['source']]
    order = sorted(rows, key=lambda ct: (ct[0], is_peer(ct[1]), PEERS.index(ct[1]) if is_peer(ct[1]) else 0, ct[1]))

    def same(key):
        vals = {json.dumps(s.get(key), sort_keys=True) for s in sources}
        return sources[0].get(key) if len(vals) == 1 else None

    meta = {'command': command, 'date': max((s.get('date') or '') for s in sources),
            'machine': same('machine') or ', '.join(sorted({s.get('machine') or '?' for s in sources})),
            'jobs': same('jobs'), 'max_seconds': same('max_seconds'), 'repeat': same('repeat'),
            'versions': {}, 'sources': sources}
    return {'meta': meta, 'rows': [rows[ct] for ct in order], 'runs': runs}


def add_ratios(rows):
    """tokens ÷ the best peer's tokens, and seconds ÷ C-Vise's seconds, per case."""
    by_case = {}
    for r in rows:
        by_case.setdefault(r['case'], []).append(r)
    for case_rows in by_case.values():
        peer_tokens = [r['tokens'] for r in case_rows
                       if is_peer(r['tool']) and r.get('oracle_ok') is True and r.get('tokens') is not None]
        best_peer = min(peer_tokens) if peer_tokens else None
        cv = [r for r in case_rows if r['tool'] == 'cvise' and r.get('seconds')]
        cv_sec = cv[0]['seconds'] if cv else None
        for r in case_rows:
            t, s = r.get('tokens'), r.get('seconds')
            r['tokens_vs_best_peer'] = round(t / best_peer, 3) if best_peer and t is not None else None
            r['seconds_vs_cvise'] = round(s / cv_sec, 3) if cv_sec and s is not None else None
    return by_case


def write_all(out, data):
    rows = data['rows']
    add_ratios(rows)
    with open(os.path.join(out, 'runs.json'), 'w') as f:
        json.dump(data, f, indent=1, sort_keys=True)
    for name, cols, items in (('results.csv', COLUMNS, rows), ('runs.csv', RUN_COLUMNS, data['runs'])):
        tmp = os.path.join(out, name + '.tmp')
        with open(tmp, 'w', newline='') as f:
            w = csv.writer(f)
            w.writerow(cols)
            for r in items:
                w.writerow([fmt_cell(r.get(c)) for c in cols])
        os.replace(tmp, os.path.join(out, name))
    for name, text in (('results.md', markdown(data)), ('results.svg', svg(data))):
        tmp = os.path.join(out, name + '.tmp')
        with open(tmp, 'w') as f:
            f.write(text)
        os.replace(tmp, os.path.join(out, name))


# ---------------------------------------------------------------- Markdown

def spread(r, key, fmt):
    v = r.get(key)
    if v is None:
        return ''
    s = fmt % v
    lo, hi = r.get(key + '_min'), r.get(key + '_max')
    if (r.get('repeats') or 1) > 1 and lo is not None and hi is not None:
        s += ' (%s–%s)' % (fmt % lo, fmt % hi)
    return s


def ratio(v):
    return '' if v is None else '%.2f×' % v


def markdown(data):
    meta, rows = data['meta'], data['rows']
    by_case = add_ratios(rows)
    approx = any('approx' in (r.get('tokens_by') or '') for r in rows)
    sources = meta.get('sources')
    L = ['# Benchmark results', '',
         '`%s`' % meta.get('command', ''), '',
         '- date: %s; machine: %s' % (meta.get('date', ''), meta.get('machine', ''))]
    if sources:
        L.append('- combined from %d benchmark runs; each row says which one ([k] in its note), and '
                 'every tool in one run had the same jobs, budget and oracle:' % len(sources))
        for k, src in enumerate(sources, 1):
            if not one_setting(src):
                # a combination made before combinations kept their runs: its folder's results.md lists them
                L.append('  - [%d] `%s` (%s; a combination of runs whose jobs and budgets its results.md lists)'
                         % (k, src.get('command', ''), src.get('date', '')))
                continue
            L.append('  - [%d] `%s` (%s; `--jobs %s`, %s s budget; %s)' % (
                k, src.get('command', ''), src.get('date', ''), src.get('jobs'),
                fmt_cell(src.get('max_seconds')),
                ', '.join('%s %s' % kv for kv in sorted((src.get('versions') or {}).items())) or '?'))
    else:
        L += ['- every tool: `--jobs %s`, a %s s time budget, the same oracle; %s run(s) per case and tool%s'
              % (meta.get('jobs'), fmt_cell(meta.get('max_seconds')), meta.get('repeat'),
                 ' (figures are medians, min–max in brackets)' if (meta.get('repeat') or 1) > 1 else ''),
              '- versions: ' + (', '.join('%s %s' % kv for kv in sorted(meta.get('versions', {}).items())) or '?')]
    L += [
         '- tokens: counted by Pare\'s lexer (`pare parse`) for every tool'
         + ('; **rows marked ~ are approximate** (generic tokenizer: pare was not available or '
            'could not lex the file)' if approx else ''),
         '- **bold**: fewest tokens on the case among results that pass the oracle; '
         '"× best peer": tokens ÷ the fewest tokens of a peer (C-Vise, C-Reduce, Perses); '
         '"× C-Vise": wall seconds ÷ C-Vise\'s (≤ when C-Vise hit the budget); oracle ✗ = the harness could not verify the result '
         '(flagged, not dropped); ⏱ = hit the time budget.', '']
    # summary against the compass
    L += ['## Summary', '',
          'The compass: on every case, Pare\'s result at most 0.9× the tokens of the best peer, '
          'in at most half of C-Vise\'s wall time.', '',
          '| case | input tokens | best Pare | tokens | best peer | tokens | Pare ÷ peer | Pare s ÷ C-Vise s | compass |',
          '|---|---:|---|---:|---|---:|---:|---:|:---:|']
    for case, crs in by_case.items():
        ok = [r for r in crs if r.get('oracle_ok') is True and r.get('tokens') is not None]
        pare = sorted((r for r in ok if r['tool'].startswith('pare')), key=lambda r: (r['tokens'], r['seconds'] or 0))
        peer = sorted((r for r in ok if is_peer(r['tool'])), key=lambda r: (r['tokens'], r['seconds'] or 0))
        bp, bq = (pare[0] if pare else None), (peer[0] if peer else None)
        verdict = ''
        cv = next((r for r in crs if r['tool'] == 'cvise'), None)
        if bp and bq:
            good_t = bp['tokens'] <= 0.9 * bq['tokens']
            good_s = bp.get('seconds_vs_cvise') is not None and bp['seconds_vs_cvise'] <= 0.5
            misses = [x for x, g in (('tokens', good_t), ('time', good_s)) if not g]
            if 'time' in misses and cv and cv.get('timed_out') and not bp.get('timed_out'):
                # C-Vise was stopped by the budget: its real time is longer, the ratio an upper bound
                misses[misses.index('time')] = 'time unknown: C-Vise hit the budget'
            verdict = 'met' if not misses else 'not met (%s)' % ', '.join(misses)
        input_tokens = next((r.get('input_tokens') for r in crs if r.get('input_tokens') is not None), None)
        L.append('| %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
            case, fmt_cell(input_tokens), bp['tool'] if bp else '—', fmt_cell(bp['tokens']) if bp else '',
            bq['tool'] if bq else '—', fmt_cell(bq['tokens']) if bq else '',
            ratio(bp['tokens'] / bq['tokens']) if bp and bq and bq['tokens'] else '',
            cv_ratio(bp, cv) if bp else '', verdict))
    L.append('')
    for case, crs in by_case.items():
        first = crs[0]
        L += ['## %s' % case, '',
              '%s; input: %s tokens, %s bytes.' % (first.get('language') or '?',
                                                   fmt_cell(first.get('input_tokens')) or '?',
                                                   fmt_cell(first.get('input_bytes')) or '?'), '',
              '| tool | tokens | × best peer | bytes | seconds | × C-Vise | queries | cache hits | oracle busy | peak MB | oracle | note |',
              '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|---|']
        cvise_row = next((r for r in crs if r['tool'] == 'cvise'), None)
        ok_tokens = [r['tokens'] for r in crs if r.get('oracle_ok') is True and r.get('tokens') is not None]
        best = min(ok_tokens) if ok_tokens else None
        for r in crs:
            if r.get('status') in ('not_run', 'rejected'):
                L.append('| %s | — | | | | | | | | | | %s: %s |' % (
                    r['tool'], 'not run' if r['status'] == 'not_run' else 'rejected',
                    md_escape(r.get('note', ''))))
                continue
            tok = spread(r, 'tokens', '%g')
            if tok and 'approx' in (r.get('tokens_by') or ''):
                tok = '~' + tok
            if best is not None and r.get('tokens') == best and r.get('oracle_ok') is True:
                tok = '**%s**' % tok
            sec = spread(r, 'seconds', '%.1f')
            if r.get('timed_out'):
                sec += ' ⏱'
            oracle = '✓' if r.get('oracle_ok') is True else '✗ (%s)' % (r.get('oracle_ok_runs') or 'false')
            note = r.get('note', '')
            if r.get('status') not in ('ok', None):
                note = '%s: %s' % (r['status'], note)
            if r.get('source'):
                note = ('[%d] %s' % (r['source'], note)).strip()
            busy = r.get('oracle_busy')
            L.append('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
                r['tool'], tok, ratio(r.get('tokens_vs_best_peer')), fmt_cell(r.get('bytes')), sec,
                cv_ratio(r, cvise_row), fmt_cell(r.get('queries')), fmt_cell(r.get('cache_hits')),
                busy_cell(busy, r.get('oracle_busy_reducing')),
                '%.0f' % (r['peak_kb'] / 1024.0) if r.get('peak_kb') else '',
                oracle, md_escape(note)))
        L.append('')
    L += ['Columns: see `bench/README.md`. Every run\'s figures: `runs.csv`; results and logs: `work/<case>/<tool>/`.', '']
    return '\n'.join(L)


def cv_ratio(r, cv):
    """seconds ÷ C-Vise's seconds; '≤' when C-Vise hit the budget and this run did not (C-Vise's
    real time is longer, so the ratio is an upper bound)."""
    v = r.get('seconds_vs_cvise')
    if v is None:
        return ''
    bound = cv is not None and cv is not r and cv.get('timed_out') and not r.get('timed_out')
    return ('≤' if bound else '') + ratio(v)


def md_escape(s):
    s = (s or '').replace('|', '\\|').replace('\n', ' ')
    return s if len(s) <= 200 else s[:197] + '...'


# ---------------------------------------------------------------- SVG

def svg(data):
    rows = data['rows']
    cases = []
    for r in rows:
        if r['case'] not in cases:
            cases.append(r['case'])
    tools = []
    for t in data['meta'].get('tools', []) + [r['tool'] for r in rows]:
        if t not in tools:
            tools.append(t)
    color = {t: PALETTE[i % len(PALETTE)] for i, t in enumerate(tools)}
    get = {(r['case'], r['tool']): r for r in rows}

    gap = 28
    # bars are wider when there are few of them, so that a one-case chart is still readable
    bar_w = int(max(16, min(40, 480 / max(1, len(cases) * len(tools)))))
    group_w = max(1, len(tools)) * bar_w + gap
    char_w = 6.6  # average glyph width at 12px
    cos_a, sin_a = math.cos(math.radians(38)), math.sin(math.radians(38))
    first = len(cases[0]) if cases else 0
    # room on the left for the first case's rotated label
    n_slots = max(1, len(cases))
    first_mid = max(620, n_slots * group_w) / n_slots / 2  # centre of the first group
    left = int(max(78, first * char_w * cos_a - first_mid + 12))
    right, top = 24, 70
    plot_w = max(620, len(cases) * group_w)  # at least as wide as the title and the legend
    slot = plot_w / max(1, len(cases))  # groups spread evenly over the width
    plot_h = 230
    head = 48  # room for the panel title and the value labels above the tallest bars
    label_h = 16 + char_w * max([len(c) for c in cases] + [10]) * sin_a  # rotated labels
    width = left + plot_w + right
    panels = [('tokens', 'result tokens (log scale, fewer is better)', '%g'),
              ('seconds', 'wall seconds (log scale, less is better)', '%.3g')]
    height = int(top + len(panels) * (head + plot_h + label_h + 40) + 10)
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
         'font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="12">' % (width, height, width, height),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="22" font-size="16" font-weight="bold">Pare benchmark: %s</text>' % (left, esc(svg_title(data['meta'])))]
    # legend
    x = left
    for t in tools:
        o.append('<rect x="%d" y="34" width="12" height="12" fill="%s"/>' % (x, color[t]))
        o.append('<text x="%d" y="45">%s</text>' % (x + 16, esc(t)))
        x += 26 + 7.5 * len(t)
    o.append('<text x="%d" y="62" font-size="11" fill="#555">hatched bar: result not verified by the oracle; '
             '† after a value: hit the time budget; n/a: not run</text>' % left)
    y0 = top
    for key, title, vfmt in panels:
        vals = [r.get(key) for r in rows if isinstance(r.get(key), (int, float)) and r.get(key) > 0]
        lo = 10 ** math.floor(math.log10(min(vals))) if vals else 1
        hi = 10 ** math.ceil(math.log10(max(vals) * 1.0001)) if vals else 10
        if hi <= lo:
            hi = lo * 10
        lo_l, hi_l = math.log10(lo), math.log10(hi)

        def ypos(v):
            return y0 + head + plot_h * (1 - (math.log10(v) - lo_l) / (hi_l - lo_l))

        base = y0 + head + plot_h
        o.append('<text x="%d" y="%d" font-size="13" font-weight="bold">%s</text>' % (left, y0 + 12, esc(title)))
        d = lo
        while d <= hi * 1.0001:
            yy = ypos(d)
            o.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ccc"/>' % (left, left + plot_w, yy, yy))
            o.append('<text x="%d" y="%.1f" text-anchor="end">%s</text>' % (left - 6, yy + 4, esc('%g' % d)))
            for m in (2, 5):
                if d * m < hi:
                    ym = ypos(d * m)
                    o.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#eee"/>' % (left, left + plot_w, ym, ym))
                    if hi_l - lo_l <= 2:  # few decades: label 2 and 5 too
                        o.append('<text x="%d" y="%.1f" text-anchor="end" font-size="10" fill="#777">%s</text>'
                                 % (left - 6, ym + 4, esc('%g' % (d * m))))
            d *= 10
        o.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#333"/>' % (left, left + plot_w, base, base))
        o.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#333"/>' % (left, left, y0 + head, base))
        for ci, case in enumerate(cases):
            gx = left + ci * slot + (slot - len(tools) * bar_w) / 2
            for ti, t in enumerate(tools):
                bx = gx + ti * bar_w
                r = get.get((case, t))
                v = r.get(key) if r else None
                if not isinstance(v, (int, float)) or v <= 0:
                    o.append('<text x="%.1f" y="%.1f" font-size="10" fill="#888" transform="rotate(-90 %.1f %.1f)">n/a</text>'
                             % (bx + bar_w / 2 + 3, base - 4, bx + bar_w / 2 + 3, base - 4))
                    continue
                yy = ypos(max(v, lo))
                fill = color[t]
                if r.get('oracle_ok') is not True:
                    pid = 'h%d' % (tools.index(t))
                    o.append('<defs><pattern id="%s" width="6" height="6" patternUnits="userSpaceOnUse" '
                             'patternTransform="rotate(45)"><rect width="6" height="6" fill="white"/>'
                             '<rect width="3" height="6" fill="%s"/></pattern></defs>' % (pid, color[t]))
                    fill = 'url(#%s)' % pid
                o.append('<rect x="%.1f" y="%.1f" width="%d" height="%.1f" fill="%s" stroke="%s">'
                         '<title>%s</title></rect>' % (bx, yy, bar_w - 2, max(base - yy, 1), fill, color[t],
                                                      esc('%s / %s: %s %s' % (case, t, fmt_cell(v), key))))
                lab = vfmt % v + (' †' if r.get('timed_out') and key == 'seconds' else '')
                o.append('<text x="%.1f" y="%.1f" font-size="10" transform="rotate(-90 %.1f %.1f)">%s</text>'
                         % (bx + bar_w / 2 + 2, yy - 3, bx + bar_w / 2 + 2, yy - 3, esc(lab)))
            lx, ly = gx + len(tools) * bar_w / 2, base + 14
            o.append('<text x="%.1f" y="%.1f" text-anchor="end" transform="rotate(-38 %.1f %.1f)">%s</text>'
                     % (lx, ly, lx, ly, esc(case)))
        y0 = base + label_h + 40
    o.append('</svg>')
    return '\n'.join(o) + '\n'


def esc(s):
    return html.escape(str(s), quote=True)
