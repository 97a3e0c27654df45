"""Loading plug-in modules from directories, as Heat's plug-in loader does,
and making Heat's import paths resolve to plugin-sdk when Heat is absent."""
import ast
import contextlib
import hashlib
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import logging
import os
import pkgutil
import re
import signal
import sys
import threading
import traceback
import types
import warnings

from sdk import plugin_packages
from sdk.common import heat_source, removed_apis
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


class PluginWarning(UserWarning):
    """What Heat accepts from a plug-in but only logs or trips over later (a
    mapping function that returns no mapping, a type two modules register, a
    schema argument in the wrong slot): one line naming the files."""


def _warn(message):
    """A PluginWarning, shown every time: each load is news, even of the same
    plug-in again (a second command or build in one process)."""
    with warnings.catch_warnings():
        warnings.simplefilter("always", PluginWarning)
        warnings.warn(message, PluginWarning, stacklevel=3)


#: Heat modules outside those packages that in-tree types import, whose Heat
#: version needs Heat's database; plugin-sdk's stand-in serves the name.
HEAT_STAND_INS = {"heat.objects.service": "sdk.engine.service"}


def sdk_name(heat_name):
    """The plug-in-sdk module that serves a Heat module name (None if none is meant to)."""
    if heat_name in HEAT_STAND_INS:
        return HEAT_STAND_INS[heat_name]
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
        if found is None or found.origin is None:
            # None of plugin-sdk's own (Heat's source may serve it: sdk.common.heat_source)
            return None
        return importlib.machinery.ModuleSpec(
            fullname, heat_source.AliasOf(name), is_package=found.submodule_search_locations is not None)


_finder = None
#: the FALLBACKS packages served because the library is absent
_fallbacks = set()


def install_heat_aliases():
    """Make ``from heat.engine import resource`` give plugin-sdk's modules.

    Does nothing when real Heat is installed, so nothing is shadowed.
    """
    global _finder
    if _finder is None:
        if real_heat_installed():
            return
        _finder = HeatFinder()
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)
    if heat_source.install():
        resources.add_lazy_types(register_in_tree)
    for name, target in FALLBACKS.items():
        package, _, attr = name.partition(".")
        if package in sys.modules or _installed(package):
            continue
        pkg = types.ModuleType(package, "plugin-sdk stand-in for %s (not installed)" % package)
        pkg.__path__ = []
        setattr(pkg, attr, importlib.import_module(target))
        sys.modules[package], sys.modules[name] = pkg, getattr(pkg, attr)
        _fallbacks.add(package)


def real_heat_installed():
    """Whether openstack-heat is importable from sys.path. Asked of the path
    finder alone: a HeatFinder left on sys.meta_path by an earlier import of
    this module (pytester's in-process runs re-import it) also answers "heat"."""
    return importlib.machinery.PathFinder.find_spec("heat") is not None


def heat_finder():
    """The finder serving Heat's import paths (None when real Heat is installed)."""
    return _finder


def register_in_tree(env):
    """Register Heat's in-tree resource types (every resource module of its
    fetched source that loads) in ``env``, under the types already there:
    plug-ins' and plugin-sdk's own win. A module that fails to load is
    logged and left out, so one missing library does not hide the others."""
    modules = []
    for name in heat_source.resource_modules(heat_source.available()):
        try:
            modules.append(importlib.import_module(name))
        except Exception as exc:
            LOG.warning("Heat's %s is not available: %s: %s", name, type(exc).__name__, exc)
    for module in modules:
        for type_name, cls in plugin_manager.mapping_of(
                module, plugin_manager.RESOURCE_MAPPINGS).items():
            if type_name not in env.types:
                env.register_class(type_name, cls)


def _installed(package):
    """Whether a library can be imported (a finder that refuses it counts as absent)."""
    try:
        return importlib.util.find_spec(package) is not None
    except ImportError:
        return False


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
        if heat_source.available() is None:
            return (" (plugin-sdk serves Heat's plug-in API and takes Heat's other modules, "
                    "such as %s, from Heat's source, not fetched yet: %s)"
                    % (name, heat_source.FETCH_COMMAND))
        return " (not a module of Heat %s)" % heat_source.HEAT_VERSION
    return _distribution_hint(top, here or os.getcwd())


def _distribution_hint(top, start):
    """Which distribution to install for the missing module ``top``: the one
    the plug-in's project declares by that name (``oslo.utils`` for
    oslo_utils, ``python-novaclient`` for novaclient), never a guessed one."""
    from sdk import project
    files, names = project.declared_requirements(start)
    wanted = _normal(top)
    declared = [n for n in names if _normal(n) in (wanted, "python-" + wanted)]
    if declared:
        return " (pip install %s: %s requires it)" % (declared[0], " / ".join(files))
    if files:
        return (" (install the distribution that provides %s: %s declares none named like it)"
                % (top, " / ".join(files)))
    return " (install the distribution that provides %s)" % top


def _normal(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def _removed_api(exc, line):
    """What replaces the API of older Heat that a failed import asked for (the
    words of lint's PS003), or None."""
    if not isinstance(exc, ImportError) or not exc.name:
        return None
    wanted = re.match(r"cannot import name '(\w+)'", str(exc))
    if wanted:
        return removed_apis.describe(heat_name(exc.name), wanted.group(1))
    try:
        stmt = ast.parse((line or "").strip()).body[0]
    except (SyntaxError, IndexError):
        stmt = None
    if isinstance(stmt, ast.ImportFrom) and stmt.module and not stmt.level:
        for alias in stmt.names:
            found = removed_apis.describe(stmt.module, alias.name)
            if found:
                return found
    if isinstance(stmt, ast.Import):
        for alias in stmt.names:
            found = removed_apis.describe(alias.name)
            if found:
                return found
    return removed_apis.describe(heat_name(exc.name))


# -- plug-in code run while loading ---------------------------------------------------
# Kept from ending the process, hanging it, or writing on the stdout a
# command's --format json output goes to; in-process and nearly free (about
# 8 microseconds a module), so every command, the harness and docgen pay
# nothing for it: os._exit is swapped for the duration (sys.exit is an
# exception already), a SIGALRM timer bounds the time (main thread only, and
# never over a timer someone else set), and stdout goes to stderr.

#: Seconds plug-in code may run while it is loaded; 0 turns the limit off.
TIMEOUT_ENV = "PLUGIN_SDK_IMPORT_TIMEOUT"
DEFAULT_TIMEOUT = 60.0


class Stopped(BaseException):
    """Plug-in code called os._exit() or ran past the time limit while
    loaded. A BaseException, so a plug-in's ``except Exception`` does not
    swallow it."""


_real_exit = os._exit
_depth = 0


def _exit(code):
    """os._exit while plug-ins load (also kept by a plug-in that imported it then)."""
    if _depth == 0:
        _real_exit(code)
    raise Stopped("called os._exit(%r) while loaded" % (code,))


def _stopped(exc):
    """What a plug-in did, for what this guard or sys.exit() stopped; else None."""
    if isinstance(exc, Stopped):
        return str(exc)
    if isinstance(exc, SystemExit):
        return "called sys.exit(%r) while loaded" % (exc.code,)
    return None


def _timeout():
    try:
        return float(os.environ.get(TIMEOUT_ENV, DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT


@contextlib.contextmanager
def _time_limit():
    seconds = _timeout()
    if (seconds <= 0 or not hasattr(signal, "setitimer")
            or threading.current_thread() is not threading.main_thread()
            or signal.getitimer(signal.ITIMER_REAL)[0]):
        yield
        return

    def on_alarm(signum, frame):
        raise Stopped("still running after %g s: an import that never returns? (%s sets the "
                      "limit)" % (seconds, TIMEOUT_ENV))
    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextlib.contextmanager
def _guarded():
    """Run plug-in code being loaded; what it must not do raises Stopped."""
    global _depth
    _depth += 1
    os._exit = _exit
    try:
        with contextlib.redirect_stdout(sys.stderr), _time_limit():
            yield
    finally:
        _depth -= 1
        if _depth == 0:
            os._exit = _real_exit


def _describe(exc, module_name):
    """One line naming the file, line and error of a failed import."""
    if isinstance(exc, SyntaxError):
        return "%s:%s: SyntaxError: %s" % (exc.filename, exc.lineno, exc.msg)
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "importlib" not in f.filename]
    # The plug-in's own line, not where plugin-sdk's Heat API raised.
    sdk_dir = os.path.dirname(os.path.abspath(__file__)) + os.sep
    user = [f for f in frames if not os.path.abspath(f.filename).startswith(sdk_dir)] or frames
    where = "%s:%s" % (user[-1].filename, user[-1].lineno) if user else module_name
    stopped = _stopped(exc)
    if stopped is not None:
        return "%s: %s" % (where, stopped)
    porting = _removed_api(exc, user[-1].line if user else None)
    hint = " (%s)" % porting if porting else _missing_module_hint(
        exc, user[-1].filename if user else None)
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
        modules.append(_load(name[len(package.__name__) + 1:], importlib.import_module, name))
    return modules


def _load(label, load, *args):
    """``load(*args)``, plug-in code, run under _guarded(); whatever it
    raises (sys.exit() and BaseException included) is a PluginLoadError
    naming ``label`` and the plug-in's file and line."""
    try:
        with _guarded():
            return load(*args)
    except (KeyboardInterrupt, PluginLoadError):
        raise
    except BaseException as exc:
        raise PluginLoadError("cannot load plug-in module %s: %s" % (label, _describe(exc, label))) from None


def load_module_file(path):
    """Import one plug-in file by path (for single-file plug-ins)."""
    install_heat_aliases()
    name = _file_module_name(path)
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module

    def execute():
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[name]
            raise
    _load(path, execute)
    return module


def register_modules(env, modules):
    """Register the modules' types and constraints as Heat does. What Heat
    fails on later is a PluginLoadError naming the file (a mapping function
    that fails, a value that is not a Resource class); what Heat only logs is
    a PluginWarning naming the files (a mapping function that returns no
    mapping, a type name two modules register: the later one wins)."""
    owners = {}

    def read(module, fn_names):
        mapping = _load(_where(module), _mapping_of, module, fn_names)
        if fn_names is plugin_manager.RESOURCE_MAPPINGS:
            for type_name, cls in mapping.items():
                _check_registered(module, type_name, cls, owners)
        return mapping

    with _quiet_override_log(owners):
        plugin_manager.register_modules(env, modules, read)


@contextlib.contextmanager
def _quiet_override_log(owners):
    """Leave out the environment's "Changing TYPE" log of the overrides a
    PluginWarning has named the files of already."""
    def unreported(record):
        return not (record.msg.startswith("Changing ") and record.args
                    and record.args[0] in owners)
    environment.LOG.addFilter(unreported)
    try:
        yield
    finally:
        environment.LOG.removeFilter(unreported)


def _mapping_of(module, fn_names):
    try:
        return plugin_manager.mapping_of(module, fn_names, _not_a_mapping)
    except plugin_manager.MappingError as exc:
        raise PluginLoadError("cannot load plug-in module %s: %s() failed: %s" % (
            _where(module), exc.fn_name, _describe(exc.error, module.__name__))) from None


def _where(module):
    return getattr(module, "__file__", None) or module.__name__


def _not_a_mapping(module, fn_name, value):
    _warn("%s: %s() returned %s, not a mapping: Heat registers nothing from it"
          % (_where(module), fn_name, _short(value)))


def _short(value):
    text = repr(value)
    return "%s %s" % (type(value).__name__, text if len(text) <= 60 else text[:57] + "...")


def _resource_classes():
    """The Resource base classes a registered type may extend: plugin-sdk's,
    and real Heat's when a plug-in has imported it."""
    from sdk.engine import resource
    heat = sys.modules.get("heat.engine.resource")
    return tuple({resource.Resource, getattr(heat, "Resource", resource.Resource)})


def schema_slips(cls):
    """What a type's schemas hold in the wrong slot: a support_status that is
    not a SupportStatus (``attributes.Schema("...", attributes.Schema.STRING)``
    passes the type where support_status goes), which Heat only trips over
    when it shows or documents the type."""
    slips = []
    for kind, table in (("property", "properties_schema"), ("attribute", "attributes_schema")):
        for name, schema in (getattr(cls, table, None) or {}).items():
            status = getattr(schema, "support_status", None)
            # plugin-sdk's SupportStatus, or real Heat's when that is what is loaded
            if status is not None and type(status).__name__ != "SupportStatus":
                slips.append("%s %s: support_status is %r, not a SupportStatus (a positional "
                             "argument in its slot? give type= and support_status= by keyword)"
                             % (kind, name, status))
    return slips


def _check_registered(module, type_name, cls, owners):
    where = _where(module)
    if not isinstance(type_name, str):
        raise PluginLoadError("%s: resource_mapping() has the key %s; a resource type name is a "
                              "string" % (where, _short(type_name)))
    if not (isinstance(cls, type) and issubclass(cls, _resource_classes())):
        raise PluginLoadError("%s: resource_mapping() maps %s to %s, not a Resource class"
                              % (where, type_name, _short(cls)))
    for slip in schema_slips(cls):
        _warn("%s: %s: %s" % (where, type_name, slip))
    first, first_cls = owners.setdefault(type_name, (where, cls))
    if first_cls is not cls:
        _warn("%s: resource_mapping() registers %s as %s, which %s registers as %s; Heat keeps "
              "the later one" % (where, type_name, cls.__name__, first, first_cls.__name__))
        owners[type_name] = (where, cls)


def load_environment(plugin_dirs=(), modules=(), files=()):
    """A fresh Environment with the plug-ins of the given directories,
    importable module names and single files. Heat's import paths are
    served from here on, and Heat's in-tree types are available when its
    source has been fetched (sdk.common.heat_source)."""
    install_heat_aliases()
    env = environment.Environment(parent=resources.global_env())
    loaded = load_modules(plugin_dirs) if plugin_dirs else []
    for name in modules:
        loaded.append(_load(name, importlib.import_module, name))
    loaded.extend(load_module_file(f) for f in files)
    register_modules(env, loaded)
    return env


def why_no_types(env):
    """Why ``env`` (of load_environment) has no plug-in types, in one line."""
    if not env.unavailable:
        return "no module there has a resource_mapping() that returns any"
    modules = sorted(set(env.unavailable.values()))
    return ("available_resource_mapping() of %s returned none of %s, as in Heat: a dependency "
            "it checks for (often a client library) is not installed"
            % (", ".join(modules), ", ".join(sorted(env.unavailable))))
