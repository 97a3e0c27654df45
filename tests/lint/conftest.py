"""Helpers for running the linter on small sources and git histories."""
import os
import subprocess
import textwrap

import pytest

from lint import engine
from lint.config import Config


def write(root, files):
    """Write {relative path: source} under root (sources are dedented)."""
    for rel, text in files.items():
        path = os.path.join(str(root), rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(textwrap.dedent(text))


def codes(result):
    return [f.code for f in result.findings]


@pytest.fixture
def run_lint(tmp_path, monkeypatch):
    """Lint {path: source} written to a fresh directory; returns the Result."""
    monkeypatch.chdir(tmp_path)

    def run(files, select=None, base=None, **config):
        write(tmp_path, files)
        cfg = Config(root=str(tmp_path), **config)
        return engine.run([str(tmp_path)], cfg, select=select, base=base, use_cache=False)
    return run


def git(cwd, *args):
    subprocess.run(['git', *args], cwd=str(cwd), check=True, capture_output=True,
                   env=dict(os.environ, GIT_AUTHOR_NAME='t', GIT_AUTHOR_EMAIL='t@example.com',
                            GIT_COMMITTER_NAME='t', GIT_COMMITTER_EMAIL='t@example.com'))


@pytest.fixture
def repo(tmp_path, monkeypatch):
    """A git repository: ``commit(files)`` writes and commits a version."""
    monkeypatch.chdir(tmp_path)
    git(tmp_path, 'init', '-q', '-b', 'main')

    def commit(files, message='v'):
        write(tmp_path, files)
        git(tmp_path, 'add', '-A')
        git(tmp_path, 'commit', '-q', '-m', message, '--allow-empty')
    commit.path = tmp_path
    return commit
