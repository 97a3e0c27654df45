"""A project's harness settings: ``[tool.plugin-sdk]`` in its pyproject.toml."""
import os

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
