"""A plug-in project's settings: ``[tool.plugin-sdk]`` in its pyproject.toml,
and the distributions it declares it requires.

The one reader of that table: every command (lint, the pytest fixtures,
``plugin-sdk test``, ``plugin-sdk docs``, the stack commands, the scaffold)
takes its settings from :func:`settings`, which checks every key and type,
so a misspelt key stops the run with one line naming it instead of being
silently ignored. ``plugin-dirs`` is the one list of plug-in directories
they load when not given ``--plugin-dir``.
"""
import configparser
import os
import re
import warnings

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
        "convergence": (lambda v: isinstance(v, bool), "true or false"),
        "lint": (lambda v: isinstance(v, dict), "a table"),
        "heat": (lambda v: isinstance(v, dict), "a table of Heat's options")}
LINT_KEYS = {"select": (_paths, "a list of strings"),
             "ignore": (_paths, "a list of strings"),
             "per-file-ignores": (_codes_table, "a table mapping globs to lists of codes"),
             "exclude": (_paths, "a list of strings"),
             "current-release": (lambda v: isinstance(v, str), "a string"),
             "releases": (_paths, "a list of strings")}


#: an old spelling -> the key that replaced it (still read, with a one-line warning)
RENAMED = {"convergence-engine": "convergence"}


class DeprecatedSpelling(FutureWarning):
    """An old spelling of a setting or option, still accepted; the message
    says what to use instead."""


def _check(table, keys, where):
    for key, value in list(table.items()):
        new = RENAMED.get(key) if RENAMED.get(key) in keys else None
        if key not in keys and new is None:
            raise ConfigError("%s: unknown key %s (known: %s)" % (where, key, ", ".join(keys)))
        check, what = keys[new or key]
        if not check(value):
            raise ConfigError("%s: %s must be %s" % (where, key, what))
        if new is not None:
            _deprecated("%s: %s is deprecated: use %s" % (where, key, new))
            table.setdefault(new, table.pop(key))


_WARNED = set()


def _deprecated(message):
    """Warn once per run (every command reads the settings more than once)."""
    if message not in _WARNED:
        _WARNED.add(message)
        warnings.warn(DeprecatedSpelling(message), stacklevel=3)


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


def convergence(root):
    """``[tool.plugin-sdk] convergence`` of ``root/pyproject.toml``: True
    (Heat 27's default convergence engine) unless set to false (legacy)."""
    return _settings(root).get("convergence", True)


def plugin_dirs(root):
    """``[tool.plugin-sdk] plugin-dirs`` of ``root/pyproject.toml``, as absolute
    paths (relative ones are relative to ``root``); [] when not configured."""
    return [os.path.join(str(root), d) for d in _settings(root).get("plugin-dirs", [])]


def load_heat_options(start="."):
    """Set Heat's options (sdk.common.heat_options) from ``[tool.plugin-sdk.heat]``
    of the nearest pyproject.toml above ``start``, if it has one."""
    from sdk.common import heat_options
    path = find_pyproject(start)
    table = settings(path).get("heat") if path else None
    if table:
        try:
            heat_options.load_table(table, path)
        except heat_options.ConfigError as exc:
            raise ConfigError(str(exc)) from None


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


#: The files a project declares what it requires in, as pip and setuptools read them.
REQUIREMENT_FILES = ("pyproject.toml", "setup.cfg", "requirements.txt")
_NAME = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def declared_requirements(start):
    """([files], [distribution names]) of the nearest directory at or above
    ``start`` holding any of REQUIREMENT_FILES: pyproject.toml's dependencies
    and optional-dependencies, setup.cfg's install_requires and
    extras_require, requirements.txt's lines; ([], []) when there is none.
    Files that cannot be read declare nothing."""
    directory = os.path.abspath(start)
    while True:
        files = [os.path.join(directory, f) for f in REQUIREMENT_FILES
                 if os.path.isfile(os.path.join(directory, f))]
        if files:
            names = []
            for path in files:
                for spec in _requirement_lines(path):
                    match = _NAME.match(spec)
                    if match and not spec.lstrip().startswith(("-", "#")):
                        names.append(match.group(1))
            return files, names
        parent = os.path.dirname(directory)
        if parent == directory:
            return [], []
        directory = parent


def _requirement_lines(path):
    try:
        if path.endswith(".toml"):
            with open(path, "rb") as f:
                project = tomllib.load(f).get("project", {})
            extras = project.get("optional-dependencies", {})
            return [*project.get("dependencies", []), *(r for group in extras.values() for r in group)]
        if path.endswith(".cfg"):
            parser = configparser.ConfigParser()
            parser.read(path, encoding="utf-8")
            extras = parser["options.extras_require"].values() if parser.has_section(
                "options.extras_require") else []
            text = "\n".join([parser.get("options", "install_requires", fallback=""), *extras])
            return text.splitlines()
        with open(path, encoding="utf-8") as f:
            return f.read().splitlines()
    except (OSError, ValueError, TypeError, AttributeError, configparser.Error):
        return []
