"""Loading plug-ins for documentation, through plugin-sdk's plug-in loader.

Plug-ins that import ``heat.engine`` work without Heat installed; plug-ins
that subclass real Heat's classes work when Heat is installed. Nothing is
run: the classes are only read.
"""
import os
import pkgutil
import sys

from docgen import model


def _expand(module_names):
    """Module names with every package replaced by itself and its submodules,
    as Heat's plug-in manager loads ``heat.engine.resources``."""
    from sdk import plugin_loader
    expanded = []
    for name in module_names:
        plugin_loader.load_environment(modules=[name])  # one-line error on failure
        expanded.append(name)
        package = sys.modules[name]
        if not hasattr(package, "__path__"):
            continue
        for info in pkgutil.walk_packages(package.__path__, name + ".", onerror=lambda n: None):
            if ".tests." in info.name + "." or info.name.endswith(".setup"):
                continue
            expanded.append(info.name)
    return expanded


def source_paths(plugin_dirs):
    """Every plug-in source under the directories, and the directories
    themselves: editing any module (helpers included) or adding or removing
    one can change the reference."""
    paths = []
    for directory in plugin_dirs:
        for root, dirs, names in os.walk(directory):
            # The loader skips tests packages; so do the dependencies.
            dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__pycache__"))
                             and d != "tests")
            paths.append(root)
            paths += [os.path.join(root, n) for n in sorted(names) if n.endswith(".py")]
    return paths


def load_types(plugin_dirs=(), modules=()):
    """The Environment of the plug-ins, through the runtime's loader (its
    ``types``: {type name: class} of theirs), and the source files they came
    from. Raises ``PluginLoadError``, or ``DocumentationError`` when there is
    nothing to document."""
    from sdk import plugin_loader
    # A long-lived process (a second build, an autobuild server) must
    # document the edited code.
    plugin_loader.forget_modules(plugin_dirs)
    names = _expand(modules)
    env = plugin_loader.load_environment(plugin_dirs=plugin_dirs, modules=names)
    if not env.types:
        raise model.DocumentationError("no resource types in %s: %s" % (
            ", ".join(list(plugin_dirs) + list(modules)), plugin_loader.why_no_types(env)))
    sources = source_paths(plugin_dirs)
    for name in names:
        path = getattr(sys.modules.get(name), "__file__", None)
        if path:
            sources.append(path)
    return env, sources


def extract(plugin_dirs=(), modules=(), prefix=None, statuses=model.STATUSES):
    """Load the plug-ins and build their Reference (raises PluginLoadError or DocumentationError)."""
    env, sources = load_types(plugin_dirs, modules)
    return model.build(dict(env.types), prefix, statuses, sources)
