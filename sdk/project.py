"""A plug-in project's settings: ``[tool.plugin-sdk]`` in its pyproject.toml,
and the distributions it declares it requires.

``plugin-dirs`` there is the one list of plug-in directories that the
linter, the pytest fixtures, ``plugin-sdk test``, ``plugin-sdk docs`` and the
stack commands load when not given ``--plugin-dir``.
"""
import configparser
import os
import re

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib


class ConfigError(Exception):
    """pyproject.toml cannot be read or has a bad ``plugin-dirs`` value."""


def plugin_dirs(root):
    """``[tool.plugin-sdk] plugin-dirs`` of ``root/pyproject.toml``, as absolute
    paths (relative ones are relative to ``root``); [] when not configured."""
    path = os.path.join(str(root), "pyproject.toml")
    if not os.path.isfile(path):
        return []
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError("%s: %s" % (path, exc))
    dirs = data.get("tool", {}).get("plugin-sdk", {}).get("plugin-dirs", [])
    if isinstance(dirs, str):
        dirs = [dirs]
    if not isinstance(dirs, list) or not all(isinstance(d, str) for d in dirs):
        raise ConfigError("%s: [tool.plugin-sdk] plugin-dirs must be a list of paths" % path)
    return [os.path.join(str(root), d) for d in dirs]


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
