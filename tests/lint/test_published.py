"""Lint on published plug-ins (tests/published, see its MANIFEST): the exact
findings, the same whatever path is given.

``tests/published/lint-findings.txt`` holds the findings, paths relative to
``tests/published/plugins``; they were reviewed against the plug-ins (PS003:
imports of what Heat 27 no longer has; PS301 also on NeutronResource
subclasses; PS212 on descriptions marked with a ``_`` imported in
try/except or from the project's own ``_i18n``).
"""
import os

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib

import pytest

from lint import engine
from lint.config import Config

PUBLISHED = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'published')
PLUGINS = os.path.join(PUBLISHED, 'plugins')


def _expected():
    with open(os.path.join(PUBLISHED, 'lint-findings.txt'), encoding='utf-8') as f:
        return [line.rstrip('\n') for line in f if line.strip()]


def _lint(paths, cwd, monkeypatch, tmp_path, prefix=''):
    monkeypatch.chdir(cwd)
    result = engine.run(paths, Config(root=str(tmp_path)), use_cache=False)
    assert not result.problems
    return sorted(prefix + '%s:%d:%d: %s %s' % (f.path, f.line, f.col, f.code, f.message)
                  for f in result.findings)


def test_manifest_lists_every_vendored_file():
    with open(os.path.join(PUBLISHED, 'MANIFEST'), 'rb') as f:
        entries = [e for e in tomllib.load(f)['entry'] if e['kind'] == 'plugins']
    assert len(entries) >= 5
    for entry in entries:
        root = os.path.join(PLUGINS, entry['name'])
        on_disk = sorted(os.path.relpath(os.path.join(d, n), root)
                         for d, _, names in os.walk(root) for n in names if n.endswith('.py'))
        assert on_disk == sorted(entry['files'])
        assert len(entry['commit']) == 40 and entry['licence'] == 'Apache-2.0'
        assert os.path.isfile(os.path.join(root, 'LICENSE'))


def test_findings_from_the_plugins_directory(monkeypatch, tmp_path):
    assert _lint(['.'], PLUGINS, monkeypatch, tmp_path) == sorted(_expected())


def test_findings_from_the_parent_directory(monkeypatch, tmp_path):
    found = _lint(['plugins'], PUBLISHED, monkeypatch, tmp_path)
    assert found == sorted('plugins/' + line for line in _expected())


@pytest.mark.parametrize('repo', sorted(os.listdir(PLUGINS)))
def test_findings_from_inside_each_repository(repo, monkeypatch, tmp_path):
    found = _lint(['.'], os.path.join(PLUGINS, repo), monkeypatch, tmp_path, prefix=repo + '/')
    assert found == sorted(line for line in _expected() if line.startswith(repo + '/'))


def test_findings_file_by_file(monkeypatch, tmp_path):
    """One file at a time (as pre-commit lints), named by absolute path."""
    monkeypatch.chdir(PLUGINS)
    repo = os.path.join(PLUGINS, 'stx-heat', 'heat', 'engine', 'resources', 'wr')
    found = []
    for name in sorted(os.listdir(repo)):
        found += _lint([os.path.join(repo, name)], PLUGINS, monkeypatch, tmp_path)
    assert sorted(found) == sorted(line for line in _expected()
                                   if line.startswith('stx-heat/heat/engine/resources/wr/'))


def test_removed_apis_are_named_with_their_replacements():
    porting = [line for line in _expected() if ' PS003 ' in line]
    assert any('heat.openstack.common.log is not in Heat 27; use oslo_log.log' in line
               for line in porting)
    assert any('heat.common.i18n._LW is not in Heat 27' in line for line in porting)
    assert any('heat.engine.resource.ResourceInError is not in Heat 27; use '
               'heat.common.exception.ResourceInError' in line for line in porting)
