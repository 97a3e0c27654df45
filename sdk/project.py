"""A plug-in project's settings: ``[tool.plugin-sdk]`` in its pyproject.toml.

The one reader of that table: every command (lint, the pytest fixtures,
``plugin-sdk test``, ``plugin-sdk docs``, the stack commands, the scaffold)
takes its settings from :func:`settings`, which checks every key and type,
so a misspelt key stops the run with one line naming it instead of being
silently ignored. ``plugin-dirs`` is the one list of plug-in directories
they load when not given ``--plugin-dir``.
"""
import os

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib


class ConfigError(Exception):
    """pyproject.toml cannot be read, or [tool.plugin-sdk] holds an unknown key
    or a value of the wrong type: one line naming the file and the key."""


def _paths(value):
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _codes_table(value):
    return isinstance(value, dict) and all(_paths(v) for v in value.values())


#: key -> (check, what it must be), for [tool.plugin-sdk] and its lint table.
KEYS = {"plugin-dirs": (_paths, "a list of paths"),
        "convergence-engine": (lambda v: isinstance(v, bool), "true or false"),
        "lint": (lambda v: isinstance(v, dict), "a table")}
LINT_KEYS = {"select": (_paths, "a list of strings"),
             "ignore": (_paths, "a list of strings"),
             "per-file-ignores": (_codes_table, "a table mapping globs to lists of codes"),
             "exclude": (_paths, "a list of strings"),
             "current-release": (lambda v: isinstance(v, str), "a string"),
             "releases": (_paths, "a list of strings")}


def _check(table, keys, where):
    for key, value in table.items():
        if key not in keys:
            raise ConfigError("%s: unknown key %s (known: %s)" % (where, key, ", ".join(keys)))
        check, what = keys[key]
        if not check(value):
            raise ConfigError("%s: %s must be %s" % (where, key, what))


def settings(path):
    """The validated ``[tool.plugin-sdk]`` table of a pyproject.toml ({} when it has none)."""
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except OSError as exc:
        raise ConfigError("%s: cannot read (%s)" % (path, exc.strerror))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError("%s: invalid TOML: %s" % (path, exc))
    table = data.get("tool", {}).get("plugin-sdk", {})
    if not isinstance(table, dict):
        raise ConfigError("%s: [tool.plugin-sdk] must be a table" % path)
    _check(table, KEYS, "%s [tool.plugin-sdk]" % path)
    _check(table.get("lint", {}), LINT_KEYS, "%s [tool.plugin-sdk.lint]" % path)
    return table


def _settings(root):
    """The validated ``[tool.plugin-sdk]`` of ``root/pyproject.toml`` ({} when absent)."""
    path = os.path.join(str(root), "pyproject.toml")
    return settings(path) if os.path.isfile(path) else {}


def convergence_engine(root):
    """``[tool.plugin-sdk] convergence-engine`` of ``root/pyproject.toml``:
    True (Heat 27's default convergence engine) unless set to false."""
    return _settings(root).get("convergence-engine", True)


def plugin_dirs(root):
    """``[tool.plugin-sdk] plugin-dirs`` of ``root/pyproject.toml``, as absolute
    paths (relative ones are relative to ``root``); [] when not configured."""
    return [os.path.join(str(root), d) for d in _settings(root).get("plugin-dirs", [])]


def find_pyproject(start="."):
    """The pyproject.toml in ``start`` or the nearest directory above it (None)."""
    directory = os.path.abspath(start)
    while True:
        candidate = os.path.join(directory, "pyproject.toml")
        if os.path.isfile(candidate):
            return candidate
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def nearest_plugin_dirs(start="."):
    """``plugin-dirs`` of the nearest pyproject.toml above ``start`` ([] if none)."""
    path = find_pyproject(start)
    return plugin_dirs(os.path.dirname(path)) if path else []
