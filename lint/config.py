"""The lint run's Config: ``[tool.plugin-sdk.lint]`` and the project's
``plugin-dirs`` in the nearest pyproject.toml, as read and checked (keys,
types) by :func:`sdk.project.settings`; what only lint knows (versions) is
checked here. A mistake stops the run with one line (exit 2).
"""
import os
from dataclasses import dataclass, field

from lint import versions
from sdk import project

#: A one-line message about a broken config or option (exit status 2).
ConfigError = project.ConfigError


@dataclass
class Config:
    select: list = None
    ignore: list = field(default_factory=list)
    per_file_ignores: dict = field(default_factory=dict)
    exclude: list = field(default_factory=list)
    current_release: str = None
    releases: list = None
    plugin_dirs: list = field(default_factory=list)
    #: Directory paths in the config are relative to (the pyproject's, else cwd).
    root: str = '.'
    path: str = None


def load(start='.'):
    """The Config for a run started in ``start`` (defaults when there is none)."""
    path = project.find_pyproject(start)
    if path is None:
        return Config(root=os.path.abspath(start))
    top = project.settings(path)
    table = top.get('lint', {})
    where = '%s [tool.plugin-sdk.lint]' % path
    config = Config(root=os.path.dirname(path), path=path)
    config.select = table.get('select')
    config.ignore = table.get('ignore', [])
    config.exclude = table.get('exclude', [])
    # The project's plug-in directories, shared by every plugin-sdk command.
    config.plugin_dirs = top.get('plugin-dirs', [])
    config.releases = table.get('releases')
    config.per_file_ignores = table.get('per-file-ignores', {})
    current = table.get('current-release')
    if current is not None and not versions.is_valid(current):
        raise ConfigError("%s: current-release must be a version like '8.0.0', got %r"
                          % (where, current))
    config.current_release = current
    if config.releases is not None:
        bad = [r for r in config.releases if not versions.is_valid(r)]
        if bad:
            raise ConfigError('%s: releases holds a malformed version %r' % (where, bad[0]))
    return config


def resolve_codes(select, ignore, codes, opt_in):
    """The enabled codes: the longest matching prefix decides, ignore wins ties.

    Opt-in codes are enabled only when selected by their full code.
    """
    for prefix in list(select or ()) + list(ignore):
        if not any(code.startswith(prefix.upper()) for code in codes):
            raise ConfigError('unknown rule code or prefix %r' % prefix)
    select = [s.upper() for s in select] if select is not None else ['PS']
    ignore = [i.upper() for i in ignore]
    enabled = set()
    for code in codes:
        if code in opt_in and code not in select:
            continue
        best_select = max((len(s) for s in select if code.startswith(s)), default=-1)
        best_ignore = max((len(i) for i in ignore if code.startswith(i)), default=-1)
        if best_select >= 0 and best_select > best_ignore:
            enabled.add(code)
    return enabled
