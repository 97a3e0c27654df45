"""Plug-in packages importable by their own names.

A vendor's plug-in package often imports itself absolutely (``from
acme_heat.common import base``), which works once it is pip-installed
beside Heat. The loader imports plug-in directories under a private
package name; this finder makes the package's own name resolve to those
same module objects, so nothing is imported twice. Only names that
nothing else provides are mapped.
"""
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys


class _PluginPackageFinder(importlib.abc.MetaPathFinder):
    """Resolves a plug-in package's own name to the module the loader imported."""

    def __init__(self):
        self.packages = {}  # top-level name -> the loader's name for it

    def register(self, name, real):
        if self.packages.get(name) not in (None, real):
            self.drop(name)
        self.packages[name] = real

    def drop(self, name):
        """Forget the modules imported by the package's own name."""
        for mod in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
            del sys.modules[mod]

    def find_spec(self, fullname, path=None, target=None):
        top, _, rest = fullname.partition(".")
        if top not in self.packages:
            return None
        real = self.packages[top] + ("." + rest if rest else "")
        if real not in sys.modules and importlib.util.find_spec(real) is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, _SameModuleLoader(real))


class _SameModuleLoader(importlib.abc.Loader):
    def __init__(self, real):
        self.real = real

    def create_module(self, spec):
        return importlib.import_module(self.real)

    def exec_module(self, module):
        module.__spec__ = sys.modules[self.real].__spec__  # keep its real identity


_PACKAGES = _PluginPackageFinder()


def register(dirs, package):
    """Make the plug-in packages importable by their own names: those in
    the plug-in directories, and a directory that is itself a package.
    ``package`` is the name the loader imports the directories' modules under."""
    if _PACKAGES not in sys.meta_path:
        sys.meta_path.insert(0, _PACKAGES)
    found = []
    for d in dirs:
        if os.path.isfile(os.path.join(d, "__init__.py")):
            found.append((os.path.basename(d), package))
        found.extend((entry, "%s.%s" % (package, entry)) for entry in sorted(os.listdir(d))
                     if os.path.isfile(os.path.join(d, entry, "__init__.py")))
    for name, real in found:
        # ``tests`` packages are never loaded as plug-ins (as in Heat), and
        # the name must stay free for the project's own test suite.
        if name.isidentifier() and name != "tests" and (
                name in _PACKAGES.packages or not _importable(name)):
            _PACKAGES.register(name, real)


def _importable(name):
    """Whether something other than the plug-in directories provides ``name``."""
    if name in sys.modules:
        return True
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return True


def forget(package):
    """Drop the own-name imports of the packages the loader imported under
    ``package``, so the next load reads their current source."""
    for name, real in _PACKAGES.packages.items():
        if real == package or real.startswith(package + "."):
            _PACKAGES.drop(name)
