"""Loading plug-in modules from directories, as Heat's plug-in loader does,
and making Heat's import paths resolve to plugin-sdk when Heat is absent."""
import collections.abc
import hashlib
import importlib
import importlib.util
import logging
import os
import pkgutil
import re
import sys
import traceback
import types

from sdk import environment, plugin_packages

LOG = logging.getLogger(__name__)

#: Heat module path -> plugin-sdk module that stands in for it.
HEAT_ALIASES = {
    "heat.engine.resource": "sdk.resource",
    "heat.engine.properties": "sdk.properties",
    "heat.engine.properties_group": "sdk.properties_group",
    "heat.engine.constraints": "sdk.constraints",
    "heat.engine.attributes": "sdk.attributes",
    "heat.engine.support": "sdk.support",
    "heat.engine.translation": "sdk.translation",
    "heat.engine.function": "sdk.function",
    "heat.engine.rsrc_defn": "sdk.rsrc_defn",
    "heat.engine.scheduler": "sdk.scheduler",
    "heat.engine.clients.client_plugin": "sdk.clients",
    "heat.engine.clients.client_exception": "sdk.client_exception",
    "heat.engine.clients.progress": "sdk.progress",
    "heat.common.template_format": "sdk.template_format",
    "heat.common.password_gen": "sdk.password_gen",
    "heat.common.exception": "sdk.exception",
    "heat.common.i18n": "sdk.i18n",
    # Heat's client-free in-tree types, for plug-ins that subclass them.
    "heat.engine.resources.openstack.heat.none_resource": "sdk.builtin_resources",
    "heat.engine.resources.openstack.heat.value": "sdk.builtin_resources",
    "heat.engine.resources.openstack.heat.random_string": "sdk.builtin_resources",
    "heat.engine.resources.openstack.heat.test_resource": "sdk.builtin_resources",
    "heat.engine.resources.openstack.heat.delay": "sdk.builtin_resources",
    "heat.engine.resources.openstack.heat.access_policy": "sdk.builtin_resources",
    # The Neutron base class vendor networking plug-ins extend (a "neutron" client is registered).
    "heat.engine.resources.openstack.neutron.neutron": "sdk.neutron_resource",
}


#: Libraries other than Heat that plug-ins import, served when absent
#: (see sdk.oslo_log_fallback for why only this one).
FALLBACKS = {"oslo_log.log": "sdk.oslo_log_fallback"}


class PluginLoadError(Exception):
    """A plug-in module failed to import; the message names file and line."""


_installed = set()


def install_heat_aliases():
    """Make ``from heat.engine import resource`` give plugin-sdk's modules.

    Does nothing when real Heat is installed, so nothing is shadowed.
    """
    if _installed:
        if all(name in sys.modules for name in _installed):
            return
        # Someone (pytester's sys.modules snapshot) dropped the stand-ins.
    elif importlib.util.find_spec("heat") is not None:
        return
    for alias, target in HEAT_ALIASES.items():
        module = importlib.import_module(target)
        parts = alias.split(".")
        for i in range(1, len(parts)):
            pkg_name = ".".join(parts[:i])
            if pkg_name not in sys.modules:
                pkg = types.ModuleType(pkg_name, "plugin-sdk stand-in for Heat's %s" % pkg_name)
                pkg.__path__ = []
                sys.modules[pkg_name] = pkg
                _installed.add(pkg_name)
                if i > 1:
                    setattr(sys.modules[".".join(parts[:i - 1])], parts[i - 1], pkg)
        sys.modules[alias] = module
        _installed.add(alias)
        setattr(sys.modules[".".join(parts[:-1])], parts[-1], module)
    for name, target in FALLBACKS.items():
        package, _, attr = name.partition(".")
        if package in sys.modules or importlib.util.find_spec(package) is not None:
            continue
        pkg = types.ModuleType(package, "plugin-sdk stand-in for %s (not installed)" % package)
        pkg.__path__ = []
        setattr(pkg, attr, importlib.import_module(target))
        sys.modules[package], sys.modules[name] = pkg, getattr(pkg, attr)
        _installed.update((package, name))


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
        if name not in _installed or not wanted:
            return ""
        name = "%s.%s" % (name, wanted.group(1))
    if top == "heat":
        if "heat" not in _installed:
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
    return "%s: %s: %s%s" % (where, type(exc).__name__, exc, hint)


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


def resource_mapping_of(module):
    """The module's type mapping: ``available_resource_mapping()`` first,
    then ``resource_mapping()``; the first that returns a Mapping wins."""
    return _mapping_of(module, ("available_resource_mapping", "resource_mapping"))


def _mapping_of(module, fn_names):
    """What the first of these module functions that returns a Mapping
    returns (``{}`` counts); None, or another type (logged), falls through,
    as in Heat's PluginMapping."""
    for fn_name in fn_names:
        fn = getattr(module, fn_name, None)
        if not callable(fn):
            continue
        mapping = _call_mapping(module, fn)
        if isinstance(mapping, collections.abc.Mapping):
            return mapping
        if mapping is not None:
            LOG.error("Invalid type for %s from %s", fn_name, public_module_name(module.__name__))
    return {}


def _call_mapping(module, fn):
    """A plug-in's mapping function's result; its failure as a PluginLoadError."""
    try:
        return fn()
    except Exception as exc:
        where = getattr(module, "__file__", None) or module.__name__
        raise PluginLoadError("cannot load plug-in module %s: %s() failed: %s"
                              % (where, fn.__name__, _describe(exc, module.__name__))) from None


def register_modules(env, modules):
    for module in modules:
        for type_name, cls in resource_mapping_of(module).items():
            env.register_class(type_name, cls)
    for module in modules:
        for name, cls in _mapping_of(module, ("constraint_mapping",)).items():
            env.register_constraint(name, cls)


def load_environment(plugin_dirs=(), modules=(), files=()):
    """A fresh Environment with the plug-ins of the given directories,
    importable module names and single files."""
    env = environment.Environment(parent=environment.global_env())
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
