"""Heat's in-tree plug-ins as a real-world corpus, fetched once and cached.

The tests, ``nox -s lint_heat`` and the benchmark lint
``heat/engine/resources`` of openstack-heat 27.0.1 without installing Heat:
``pip download --no-deps`` fetches the wheel (a zip) and only that package
(plus the ``__init__.py`` files above it, so imports between its modules
resolve) is extracted.
"""
import glob
import os
import subprocess
import sys
import zipfile

HEAT_VERSION = '27.0.1'
PACKAGE = 'heat/engine/resources/'
PARENTS = ('heat/__init__.py', 'heat/engine/__init__.py')


class CorpusUnavailable(Exception):
    pass


def default_dir():
    return os.environ.get('PLUGIN_SDK_HEAT_CORPUS') or os.path.join(
        os.path.expanduser('~'), '.cache', 'plugin-sdk', 'heat-%s' % HEAT_VERSION)


def heat_resources(cache_dir=None):
    """Path of the extracted ``heat/engine/resources`` (downloading it the first time)."""
    cache_dir = cache_dir or default_dir()
    target = os.path.join(cache_dir, 'tree')
    done = os.path.join(target, '.complete')
    if not os.path.exists(done):
        wheel = _wheel(cache_dir)
        with zipfile.ZipFile(wheel) as archive:
            names = [n for n in archive.namelist()
                     if (n.startswith(PACKAGE) and n.endswith('.py')) or n in PARENTS]
            archive.extractall(target, names)
        with open(done, 'w') as f:
            f.write(os.path.basename(wheel))
    return os.path.join(target, PACKAGE.rstrip('/'))


def _wheel(cache_dir):
    pattern = os.path.join(cache_dir, 'openstack_heat-%s-*.whl' % HEAT_VERSION)
    found = glob.glob(pattern)
    if not found:
        os.makedirs(cache_dir, exist_ok=True)
        proc = subprocess.run([sys.executable, '-m', 'pip', 'download', '--no-deps',
                               '--only-binary=:all:', 'openstack-heat==%s' % HEAT_VERSION,
                               '-d', cache_dir], capture_output=True, text=True)
        found = glob.glob(pattern)
        if proc.returncode != 0 or not found:
            raise CorpusUnavailable('cannot download openstack-heat %s: %s' % (
                HEAT_VERSION, (proc.stderr.strip().splitlines() or ['?'])[-1]))
    return found[0]


if __name__ == '__main__':
    print(heat_resources())
