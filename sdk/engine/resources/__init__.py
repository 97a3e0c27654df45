"""The global environment: Heat's built-in types and custom constraints.

As in Heat, it is filled in one registration step (``initialise()``): the
modules under ``sdk.engine.resources`` and ``sdk.engine.constraint`` are
imported by name and their mappings registered, so no engine module imports
a resource module.
"""
import importlib
import pkgutil

from sdk.engine import environment, plugin_manager

#: packages whose modules register built-in types and constraints
PLUGIN_PACKAGES = ("sdk.engine.constraint", "sdk.engine.resources")

_environment = None


def global_env():
    """The process-wide environment every stack's environment falls back to."""
    if _environment is None:
        initialise()
    return _environment


def initialise():
    global _environment
    if _environment is not None:
        return
    env = environment.Environment()
    plugin_manager.register_modules(env, list(_plugin_modules()))
    _environment = env


def _plugin_modules():
    for package_name in PLUGIN_PACKAGES:
        package = importlib.import_module(package_name)
        for info in pkgutil.walk_packages(package.__path__, package_name + "."):
            yield importlib.import_module(info.name)
