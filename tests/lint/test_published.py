"""Lint on published plug-ins (tests/published, see its MANIFEST): the exact
findings, the same whatever path is given.

``tests/published/lint-findings.txt`` holds the findings, paths relative to
``tests/published/plugins``; they were reviewed against the plug-ins (PS003:
uses of what Heat 27 no longer has; PS301 also on NeutronResource
subclasses; PS212 on descriptions marked with a ``_`` imported in
try/except).
"""
import os
import re

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


def test_manifest_names_every_vendored_repository():
    """MANIFEST.md has a row (repository, commit, licence) for each, and its LICENSE is kept."""
    with open(os.path.join(PUBLISHED, 'MANIFEST.md'), encoding='utf-8') as f:
        rows = re.findall(r'^\| `plugins/([\w.-]+)/` \| ([\w.-]+/[\w.-]+) \| ([0-9a-f]{40}) \| '
                          r'Apache-2\.0 \|', f.read(), re.M)
    assert sorted(name for name, _, _ in rows) == sorted(os.listdir(PLUGINS))
    assert len(rows) >= 5
    for name, _, _ in rows:
        assert os.path.isfile(os.path.join(PLUGINS, name, 'LICENSE'))


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
    assert porting and all('heat.engine.resource.ResourceInError is not in Heat 27; use '
                           'heat.common.exception.ResourceInError' in line or
                           'heat.engine.resource.ResourceUnknownStatus is not in Heat 27; use '
                           'heat.common.exception.ResourceUnknownStatus' in line for line in porting)
