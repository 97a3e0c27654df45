"""plugin-sdk lint on Heat's own plug-ins, against libcst parsing the same files.

Targets (from issue 3): the full rule set in one process within 1.5x of
libcst's parse-only time over heat/engine/resources; a one-file run as
pre-commit makes it under 0.5 s wall, interpreter start-up included.
"""
import os
import shutil
import subprocess
import sys
import tempfile

from benchmarks import best, wall


def main():
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
