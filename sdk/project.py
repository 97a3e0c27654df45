"""A plug-in project's settings: ``[tool.plugin-sdk]`` in its pyproject.toml.

``plugin-dirs`` there is the one list of plug-in directories that the
linter, the pytest fixtures, ``plugin-sdk test``, ``plugin-sdk docs`` and the
stack commands load when not given ``--plugin-dir``.
"""
import os

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib


class ConfigError(Exception):
    """pyproject.toml cannot be read or has a bad ``plugin-dirs`` value."""


def _settings(root):
    """``[tool.plugin-sdk]`` of ``root/pyproject.toml`` ({} when absent) and the file's path."""
    path = os.path.join(str(root), "pyproject.toml")
    if not os.path.isfile(path):
        return {}, path
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError("%s: %s" % (path, exc))
    return data.get("tool", {}).get("plugin-sdk", {}), path


def convergence_engine(root):
    """``[tool.plugin-sdk] convergence-engine`` of ``root/pyproject.toml``:
    True (Heat 27's default convergence engine) unless set to false."""
    settings, path = _settings(root)
    value = settings.get("convergence-engine", True)
    if not isinstance(value, bool):
        raise ConfigError("%s: [tool.plugin-sdk] convergence-engine must be true or false" % path)
    return value


def plugin_dirs(root):
    """``[tool.plugin-sdk] plugin-dirs`` of ``root/pyproject.toml``, as absolute
    paths (relative ones are relative to ``root``); [] when not configured."""
    settings, path = _settings(root)
    dirs = settings.get("plugin-dirs", [])
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
