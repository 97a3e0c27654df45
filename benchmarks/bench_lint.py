"""plugin-sdk lint on Heat's own plug-ins, against libcst parsing the same files.

Targets (from issue 3): the full rule set in one process within 1.5x of
libcst's parse-only time over heat/engine/resources; a one-file run as
pre-commit makes it under 0.5 s wall, interpreter start-up included.
(Issue 15) the published plug-ins of tests/published under 3 s uncached and
0.5 s cached. (Issue 12) import time of ``plugin-sdk --help`` and of a lint
run, from ``python -X importtime``, against what they cannot avoid (click;
libcst), so a heavy import creeping into either shows here.
"""
import os
import shutil
import subprocess
import sys
import tempfile

from benchmarks import best, wall

PUBLISHED = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                         'tests', 'published', 'plugins')

#: What each import path may cost beyond its unavoidable baseline, in ms.
IMPORT_BUDGET = {'plugin-sdk --help': 40, 'lint (engine, extractor, rules)': 60}


#: The project's own packages: their modules' self time is what this
#: project adds to an import, whatever the machine's load does to the rest.
OWN = ('sdk', 'lint', 'docgen')
#: Bytecode as users have it (``PYTHONDONTWRITEBYTECODE`` would time compiling).
_ENV = {k: v for k, v in os.environ.items() if k != 'PYTHONDONTWRITEBYTECODE'}


def _importtime(statement):
    """{module: (self us, cumulative us, top level)} from one ``python -X importtime`` run."""
    out = subprocess.run([sys.executable, '-X', 'importtime', '-c', statement],
                         capture_output=True, text=True, check=True, env=_ENV).stderr
    times = {}
    for line in out.splitlines():
        if line.startswith('import time:') and line.count('|') == 2:
            own, total, name = line[len('import time:'):].split('|')
            if total.strip().isdigit():
                times[name.strip()] = (int(own), int(total), not name.startswith('  '))
    return times


def import_ms(statement, repeat=5):
    """(best total import time, best self time of the project's own modules
    summed, the engine modules imported), in ms, over ``repeat`` runs."""
    totals, own, engine = [], {}, set()
    for _ in range(repeat):
        times = _importtime(statement)
        totals.append(sum(t for _, t, top in times.values() if top))
        for name, (self_us, _, _) in times.items():
            if name.split('.')[0] in OWN:
                own[name] = min(own.get(name, self_us), self_us)
        engine |= {n for n in times if n.startswith('sdk.engine.')}
    return min(totals) / 1000.0, sum(own.values()) / 1000.0, sorted(engine)


def import_times():
    rows = (('plugin-sdk --help', 'from sdk.cli import main', 'import click'),
            ('lint (engine, extractor, rules)',
             'from lint import engine, extract; from lint.rules import all_rules; all_rules()',
             'import libcst'))
    print('import time (python -X importtime, best of 5):')
    for label, statement, baseline in rows:
        (cost, own, engine), base = import_ms(statement), import_ms(baseline)[0]
        print('  %-32s %6.1f ms  baseline (%s) %6.1f ms  +%.1f ms (budget +%d ms)'
              % (label, cost, baseline, base, cost - base, IMPORT_BUDGET[label]))
        print('  %-32s %6.1f ms  own modules (sdk, lint, docgen) self time; engine: %s'
              % ('', own, ', '.join(engine) or 'none'))


def published():
    from lint import engine
    from lint.config import Config
    from lint.files import collect
    files, _ = collect([PUBLISHED], PUBLISHED, [])
    import libcst
    texts = []
    for path in files:
        with open(path, encoding='utf-8') as f:
            texts.append(f.read())
    parse = best(lambda: [libcst.parse_module(t) for t in texts], 2)
    workdir = tempfile.mkdtemp(prefix='bench-lint-published-')
    config = Config(root=workdir)
    uncached = best(lambda: engine.run([PUBLISHED], config, use_cache=False), 3)
    engine.run([PUBLISHED], config)
    cached = best(lambda: engine.run([PUBLISHED], config), 3)
    print('published plug-ins (tests/published): %d files' % len(files))
    print('  libcst parse only, one process  %6.2f s' % parse)
    print('  lint, uncached                  %6.2f s  (target < 3 s)' % uncached)
    print('  lint, cached                    %6.2f s  (target < 0.5 s)' % cached)
    shutil.rmtree(workdir, ignore_errors=True)


def main():
    import_times()
    published()
    import libcst

    from lint import cache, corpus, engine
    from lint.config import Config
    from lint.files import collect

    tree = corpus.heat_resources()
    files, _ = collect([tree], tree, [])
    texts = []
    for path in files:
        with open(path, encoding='utf-8') as f:
            texts.append(f.read())
    lines = sum(t.count('\n') for t in texts)
    print('corpus: %d files, %d lines (openstack-heat %s heat/engine/resources)'
          % (len(files), lines, corpus.HEAT_VERSION))

    parse = best(lambda: [libcst.parse_module(t) for t in texts], 2)
    print('libcst parse only (baseline)      %6.2f s' % parse)

    workdir = tempfile.mkdtemp(prefix='bench-lint-')
    config = Config(root=workdir)
    serial_min = cache.PARALLEL_MIN
    cache.PARALLEL_MIN = 10 ** 9
    try:
        serial = best(lambda: engine.run([tree], config, use_cache=False), 2)
    finally:
        cache.PARALLEL_MIN = serial_min
    print('lint, full rules, one process     %6.2f s  %.2fx  (target <= 1.50x)'
          % (serial, serial / parse))
    parallel = best(lambda: engine.run([tree], config, use_cache=False), 2)
    print('lint, full rules, %d cores         %6.2f s  %.2fx'
          % (os.cpu_count() or 1, parallel, parallel / parse))
    engine.run([tree], config)  # fill the cache
    cached = best(lambda: engine.run([tree], config), 3)
    print('lint, full rules, cached          %6.2f s  %.2fx' % (cached, cached / parse))

    one = os.path.join(tree, 'openstack', 'heat', 'random_string.py')
    exe = os.path.join(os.path.dirname(sys.executable), 'plugin-sdk')
    command = [exe] if os.path.exists(exe) else [
        sys.executable, '-c', 'from sdk.cli import main; main()']
    start_up = wall([sys.executable, '-c', 'pass'], workdir)
    libcst_import = wall([sys.executable, '-c', 'import libcst'], workdir)
    uncached = wall(command + ['lint', '--no-cache', '--exit-zero', one], workdir)
    subprocess.run(command + ['lint', '--exit-zero', one], cwd=workdir, capture_output=True)
    warm = wall(command + ['lint', '--exit-zero', one], workdir)
    print('one file (pre-commit), wall, best of 7:')
    print('  python start-up (baseline)      %6.3f s' % start_up)
    print('  python + import libcst          %6.3f s' % libcst_import)
    print('  plugin-sdk lint, new content    %6.3f s  (target < 0.5 s)' % uncached)
    print('  plugin-sdk lint, cached         %6.3f s' % warm)
    shutil.rmtree(workdir, ignore_errors=True)


if __name__ == '__main__':
    main()
