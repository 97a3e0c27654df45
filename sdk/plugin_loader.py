"""Loading plug-in modules from directories, as Heat's plug-in loader does,
and making Heat's import paths resolve to plugin-sdk when Heat is absent."""
import hashlib
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import logging
import os
import pkgutil
import re
import sys
import traceback
import types

from sdk import plugin_packages
from sdk.engine import environment, plugin_manager, resources

LOG = logging.getLogger(__name__)

#: Heat's packages plugin-sdk serves, by prefix: ``heat.engine.X`` is
#: ``sdk.engine.X`` and ``heat.common.X`` is ``sdk.common.X``, for every module there.
HEAT_PREFIXES = {"heat.engine": "sdk.engine", "heat.common": "sdk.common"}

#: The exceptions: libraries other than Heat that plug-ins import, served
#: when absent (see sdk.common.oslo_log_fallback for why only this one).
FALLBACKS = {"oslo_log.log": "sdk.common.oslo_log_fallback"}


class PluginLoadError(Exception):
    """A plug-in module failed to import; the message names file and line."""


def sdk_name(heat_name):
    """The plug-in-sdk module that serves a Heat module name (None if none is meant to)."""
    for prefix, target in HEAT_PREFIXES.items():
        if heat_name == prefix or heat_name.startswith(prefix + "."):
            return target + heat_name[len(prefix):]
    return None


def heat_name(sdk_module_name):
    """A plug-in-sdk module's name as a plug-in imports it."""
    for prefix, target in HEAT_PREFIXES.items():
        if sdk_module_name == target or sdk_module_name.startswith(target + "."):
            return prefix + sdk_module_name[len(target):]
    return sdk_module_name


class _HeatPackage(importlib.abc.Loader):
    """Loads the top-level ``heat`` package: empty, its children come from the finder."""

    def create_module(self, spec):
        module = types.ModuleType(spec.name, "plugin-sdk stand-in for Heat (not installed)")
        module.__path__ = []
        return module

    def exec_module(self, module):
        pass


class _Alias(importlib.abc.Loader):
    """Loads ``heat.X`` as the already imported (or importable) ``sdk.X``: the
    same module object under both names, so classes compare equal."""

    def __init__(self, target):
        self.target = target

    def create_module(self, spec):
        return importlib.import_module(self.target)

    def exec_module(self, module):
        pass


class HeatFinder(importlib.abc.MetaPathFinder):
    """Resolves Heat's import paths to plugin-sdk's modules by prefix."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname == "heat":
            return importlib.machinery.ModuleSpec("heat", _HeatPackage(), is_package=True)
        name = sdk_name(fullname)
        if name is None:
            return None
        try:
            found = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            return None
        if found is None:
            return None
        return importlib.machinery.ModuleSpec(
            fullname, _Alias(name), is_package=found.submodule_search_locations is not None)


_finder = None
#: the FALLBACKS packages served because the library is absent
_fallbacks = set()


def install_heat_aliases():
    """Make ``from heat.engine import resource`` give plugin-sdk's modules.

    Does nothing when real Heat is installed, so nothing is shadowed.
    """
    global _finder
    if _finder is None:
        if importlib.util.find_spec("heat") is not None:
            return
        _finder = HeatFinder()
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)
    for name, target in FALLBACKS.items():
        package, _, attr = name.partition(".")
        if package in sys.modules or importlib.util.find_spec(package) is not None:
            continue
        pkg = types.ModuleType(package, "plugin-sdk stand-in for %s (not installed)" % package)
        pkg.__path__ = []
        setattr(pkg, attr, importlib.import_module(target))
        sys.modules[package], sys.modules[name] = pkg, getattr(pkg, attr)
        _fallbacks.add(package)


def heat_served():
    """Whether Heat's import paths are served by plugin-sdk (Heat is not installed)."""
    return _finder is not None


def _missing_module_hint(exc, plugin_file=None):
    """Why an import failed and what to install, for a ModuleNotFoundError."""
    name = getattr(exc, "name", None)
    if not isinstance(exc, ImportError) or not name:
        return ""
    top = name.split(".")[0]
    here = os.path.dirname(plugin_file) if plugin_file else None
    if isinstance(exc, ModuleNotFoundError) and here and (
            os.path.isfile(os.path.join(here, top + ".py"))
            or os.path.isfile(os.path.join(here, top, "__init__.py"))):
        return (" (%s is beside the plug-in, not installed: load the plug-in directory and "
                "import it relatively, from . import %s)" % (top, top))
    if not isinstance(exc, ModuleNotFoundError):
        # ``from heat.engine.resources import stack_resource``: a module
        # asked for by the name of a package plugin-sdk stands in for.
        wanted = re.match(r"cannot import name '(\w+)'", str(exc))
        served = heat_served() and heat_name(name) != name
        if not (served or name in _fallbacks) or not wanted:
            return ""
        name = "%s.%s" % (heat_name(name), wanted.group(1))
        top = name.split(".")[0]
    if top == "heat":
        if not heat_served():
            return ""
        return (" (without Heat, plugin-sdk serves only Heat's plug-in API, not %s: "
                "pip install openstack-heat to load this plug-in)" % name)
    if top.startswith("oslo_"):
        dist = "oslo." + top[len("oslo_"):]
    elif top.endswith("client") and top != "client":
        dist = "python-" + top
    else:
        dist = _DISTRIBUTIONS.get(top, top)
    return " (pip install %s)" % dist


#: Import names whose distribution on PyPI is named differently.
_DISTRIBUTIONS = {"yaml": "PyYAML", "dateutil": "python-dateutil", "openstack": "openstacksdk",
                  "OpenSSL": "pyOpenSSL", "jwt": "PyJWT", "Crypto": "pycryptodome"}


def _describe(exc, module_name):
    """One line naming the file, line and error of a failed import."""
    if isinstance(exc, SyntaxError):
        return "%s:%s: SyntaxError: %s" % (exc.filename, exc.lineno, exc.msg)
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "importlib" not in f.filename]
    # The plug-in's own line, not where plugin-sdk's Heat API raised.
    sdk_dir = os.path.dirname(os.path.abspath(__file__)) + os.sep
    user = [f for f in frames if not os.path.abspath(f.filename).startswith(sdk_dir)] or frames
    where = "%s:%s" % (user[-1].filename, user[-1].lineno) if user else module_name
    hint = _missing_module_hint(exc, user[-1].filename if user else None)
    message = str(exc)
    if isinstance(exc, ImportError) and exc.name and heat_name(exc.name) != exc.name:
        # Say the name the plug-in imported, not the module serving it.
        message = re.sub(r"from '%s' \([^)]*\)" % re.escape(exc.name),
                         "from '%s'" % heat_name(exc.name), message)
    return "%s: %s: %s%s" % (where, type(exc).__name__, message, hint)


def _package_for(dirs):
    """A synthetic package whose __path__ is the plug-in directories."""
    key = hashlib.sha1("\0".join(dirs).encode()).hexdigest()[:12]
    name = "plugin_sdk_plugins_%s" % key
    if name not in sys.modules:
        pkg = types.ModuleType(name, "plug-ins loaded from %s" % ", ".join(dirs))
        pkg.__path__ = list(dirs)
        sys.modules[name] = pkg
    return sys.modules[name]


def _file_module_name(path):
    return "plugin_sdk_file_%s" % hashlib.sha1(os.path.abspath(path).encode()).hexdigest()[:12]


def public_module_name(name):
    """A plug-in module's name as its author knows it: the loader's private
    package prefix (which depends on the directory's absolute path) removed,
    and a single-file plug-in named after its file."""
    head, _, rest = name.partition(".")
    if head.startswith("plugin_sdk_plugins_") and rest:
        return rest
    module = sys.modules.get(name)
    if head.startswith("plugin_sdk_file_") and getattr(module, "__file__", None):
        return os.path.splitext(os.path.basename(module.__file__))[0]
    return name


def forget_modules(plugin_dirs=(), files=()):
    """Drop earlier imports of these plug-in directories and files, so the
    next load reads the plug-ins' current source."""
    dirs = [os.path.abspath(d) for d in plugin_dirs if os.path.isdir(d)]
    if dirs:
        package = _package_for(dirs).__name__
        for name in [n for n in sys.modules if n.startswith(package + ".")]:
            del sys.modules[name]
        plugin_packages.forget(package)
    for path in files:
        sys.modules.pop(_file_module_name(path), None)


def load_modules(plugin_dirs):
    """Import every plug-in module under the directories. Like Heat, modules
    under a ``tests`` package and ``setup`` modules are skipped."""
    install_heat_aliases()
    dirs = [os.path.abspath(d) for d in plugin_dirs if os.path.isdir(d)]
    missing = [d for d in plugin_dirs if not os.path.isdir(d)]
    if missing:
        raise PluginLoadError("plug-in directory not found: %s" % ", ".join(missing))
    if not dirs:
        return []
    package = _package_for(dirs)
    plugin_packages.register(dirs, package.__name__)
    modules = []

    def onerror(name):
        raise PluginLoadError("cannot load plug-in package %s: %s"
                              % (name, _describe(sys.exc_info()[1], name)))

    for _, name, _ in pkgutil.walk_packages(package.__path__, package.__name__ + ".", onerror):
        if ".tests." in name or name.endswith(".setup"):
            continue
        try:
            modules.append(importlib.import_module(name))
        except Exception as exc:
            raise PluginLoadError("cannot load plug-in module %s: %s" % (
                name[len(package.__name__) + 1:], _describe(exc, name))) from None
    return modules


def load_module_file(path):
    """Import one plug-in file by path (for single-file plug-ins)."""
    install_heat_aliases()
    name = _file_module_name(path)
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        del sys.modules[name]
        raise PluginLoadError("cannot load plug-in module %s: %s" % (path, _describe(exc, path))) from None
    return module


def register_modules(env, modules):
    """Register the modules' types and constraints; a mapping function's
    failure is a PluginLoadError naming the module."""
    try:
        plugin_manager.register_modules(env, modules)
    except plugin_manager.MappingError as exc:
        where = getattr(exc.module, "__file__", None) or exc.module.__name__
        raise PluginLoadError("cannot load plug-in module %s: %s() failed: %s"
                              % (where, exc.fn_name, _describe(exc.error, exc.module.__name__))) from None


def load_environment(plugin_dirs=(), modules=(), files=()):
    """A fresh Environment with the plug-ins of the given directories,
    importable module names and single files."""
    env = environment.Environment(parent=resources.global_env())
    loaded = load_modules(plugin_dirs) if plugin_dirs else []
    for name in modules:
        install_heat_aliases()
        try:
            loaded.append(importlib.import_module(name))
        except Exception as exc:
            raise PluginLoadError("cannot load plug-in module %s: %s" % (name, _describe(exc, name))) from None
    loaded.extend(load_module_file(f) for f in files)
    register_modules(env, loaded)
    return env
