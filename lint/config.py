"""``[tool.plugin-sdk.lint]`` (and the project's ``plugin-dirs`` from
``[tool.plugin-sdk]``) in the nearest pyproject.toml, validated strictly.

A config mistake should stop the run with one clear line (exit 2), not be
silently ignored: a misspelt key would otherwise quietly lint with the
defaults.
"""
import os
from dataclasses import dataclass, field

from lint import versions
from sdk.project import find_pyproject


class ConfigError(Exception):
    """A one-line message about a broken config or option (exit status 2)."""


KEYS = ('select', 'ignore', 'per-file-ignores', 'exclude', 'current-release', 'releases')


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


def _toml():
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib
    return tomllib


def _str_list(table, key, where):
    value = table.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError('%s: %s must be a list of strings' % (where, key))
    return value


def load(start='.'):
    """The Config for a run started in ``start`` (defaults when there is none)."""
    path = find_pyproject(start)
    if path is None:
        return Config(root=os.path.abspath(start))
    try:
        with open(path, 'rb') as f:
            data = _toml().load(f)
    except OSError as exc:
        raise ConfigError('%s: cannot read (%s)' % (path, exc.strerror))
    except ValueError as exc:  # tomllib.TOMLDecodeError
        raise ConfigError('%s: invalid TOML: %s' % (path, exc))
    table = data.get('tool', {}).get('plugin-sdk', {})
    if not isinstance(table, dict):
        raise ConfigError('%s: [tool.plugin-sdk] must be a table' % path)
    top = table
    table = table.get('lint', {})
    where = '%s [tool.plugin-sdk.lint]' % path
    if not isinstance(table, dict):
        raise ConfigError('%s must be a table' % where)
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise ConfigError('%s: unknown key %s (known: %s)' % (where, unknown[0], ', '.join(KEYS)))
    config = Config(root=os.path.dirname(path), path=path)
    config.select = _str_list(table, 'select', where)
    config.ignore = _str_list(table, 'ignore', where) or []
    config.exclude = _str_list(table, 'exclude', where) or []
    # The project's plug-in directories, shared by every plugin-sdk command.
    config.plugin_dirs = _str_list(top, 'plugin-dirs', '%s [tool.plugin-sdk]' % path) or []
    config.releases = _str_list(table, 'releases', where)
    pfi = table.get('per-file-ignores', {})
    if not isinstance(pfi, dict) or not all(
            isinstance(v, list) and all(isinstance(c, str) for c in v) for v in pfi.values()):
        raise ConfigError('%s: per-file-ignores must map globs to lists of codes' % where)
    config.per_file_ignores = pfi
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
