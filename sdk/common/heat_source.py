"""Heat 27's own source, fetched without its dependency tree, so that Heat's
in-tree resource modules (``heat.engine.resources.*`` and the few helpers
they import) run on plugin-sdk's runtime.

``pip download --no-deps openstack-heat==27.0.1`` fetches the wheel once
into a cache directory and its ``heat`` package (less ``heat/tests``) is
extracted beside it; nothing of Heat is part of plugin-sdk itself. After
:func:`install`, a ``heat.*`` module that plugin-sdk does not serve itself
is imported from that source: plugin-sdk's modules are found first (they
stand in for Heat's engine), Heat's file only where plugin-sdk has none.
"""
import glob
import importlib.abc
import importlib.machinery
import importlib.util
import os
import subprocess
import sys
import types
import zipfile
import zlib

HEAT_VERSION = "27.0.1"
DISTRIBUTION = "openstack-heat==%s" % HEAT_VERSION
FETCH_COMMAND = "plugin-sdk heat fetch"
_SKIPPED = ("heat/tests/", "heat/locale/")
#: The environment variable that moves the cache.
SOURCE_ENV = "PLUGIN_SDK_HEAT_SOURCE"


class SourceUnavailable(Exception):
    """Heat's source is not in the cache and could not be downloaded."""


def cache_dir():
    return os.environ.get(SOURCE_ENV) or os.path.join(
        os.path.expanduser("~"), ".cache", "plugin-sdk", "heat-%s" % HEAT_VERSION)


def _root(base):
    return os.path.join(base, "source")


def available(base=None):
    """The directory holding Heat's ``heat`` package, or None when it has
    not been fetched (never touches the network)."""
    root = _root(base or cache_dir())
    return root if os.path.isfile(os.path.join(root, ".complete")) else None


def fetch(base=None):
    """The directory holding Heat's ``heat`` package, downloading and
    extracting the wheel the first time. A cached wheel that is damaged (a
    download cut short) is downloaded again."""
    base = base or cache_dir()
    root = available(base)
    if root:
        return root
    if os.path.exists(base) and not os.path.isdir(base):
        raise SourceUnavailable("%s: not a directory; the cache of Heat's source is a directory "
                                "(%s names it)" % (base, SOURCE_ENV))
    root = _root(base)
    try:
        wheel = _wheel(base)
        try:
            _extract(wheel, root)
        except _DAMAGED:
            os.unlink(wheel)
            wheel = _wheel(base)
            try:
                _extract(wheel, root)
            except _DAMAGED as exc:
                raise SourceUnavailable("%s: not a usable wheel (%s), even downloaded again; "
                                        "remove it and run %s" % (wheel, exc, FETCH_COMMAND))
        with open(os.path.join(root, ".complete"), "w") as f:
            f.write(DISTRIBUTION + "\n")
    except OSError as exc:
        raise SourceUnavailable("cannot write Heat's source into %s: %s"
                                % (exc.filename or base, exc.strerror or exc))
    return root


#: What reading a damaged zip file raises.
_DAMAGED = (zipfile.BadZipFile, EOFError, zlib.error)


def _extract(wheel, root):
    with zipfile.ZipFile(wheel) as archive:
        names = [n for n in archive.namelist()
                 if n.startswith("heat/") and not n.startswith(_SKIPPED)]
        archive.extractall(root, names)


def _wheel(base):
    pattern = os.path.join(base, "openstack_heat-%s-*.whl" % HEAT_VERSION)
    found = glob.glob(pattern)
    if not found:
        os.makedirs(base, exist_ok=True)
        proc = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps",
                               "--only-binary=:all:", DISTRIBUTION, "-d", base],
                              capture_output=True, text=True)
        found = glob.glob(pattern)
        if proc.returncode != 0 or not found:
            raise SourceUnavailable("cannot download %s: %s" % (
                DISTRIBUTION, (proc.stderr.strip().splitlines() or ["?"])[-1]))
    return found[0]


class AliasOf(importlib.abc.Loader):
    """Loads a name as another, importable, module: the same module object
    under both names, so classes compare equal (``heat.X`` and ``sdk.X``).
    The module keeps its own ``__spec__``: were it the alias's, a later
    ``find_spec`` of its own name would see a module without an origin."""

    def __init__(self, target):
        self.target = target
        self._own_spec = None

    def create_module(self, spec):
        module = importlib.import_module(self.target)
        self._own_spec = module.__spec__
        return module

    def exec_module(self, module):
        module.__spec__ = self._own_spec   # the import system set the alias's


class HeatSourceFinder(importlib.abc.MetaPathFinder):
    """Finds ``heat.*`` modules in the fetched source. It sits last on
    ``sys.meta_path``, so plugin-sdk's own modules always win.

    ``from heat.common import grouputils`` asks for ``sdk.common.grouputils``
    (heat.common *is* sdk.common): a module of ``sdk.engine`` or
    ``sdk.common`` that plugin-sdk lacks but Heat has is Heat's, under both
    names.
    """

    def __init__(self, root):
        self.root = root

    def _source(self, fullname):
        """(file, package dir or None) of a Heat module in the source."""
        base = os.path.join(self.root, *fullname.split("."))
        if os.path.isfile(os.path.join(base, "__init__.py")):
            return os.path.join(base, "__init__.py"), base
        if os.path.isfile(base + ".py"):
            return base + ".py", None
        return None, None

    def find_spec(self, fullname, path=None, target=None):
        if fullname.startswith(("sdk.engine.", "sdk.common.")):
            heat_name = "heat" + fullname[len("sdk"):]
            found, package = self._source(heat_name)
            if found is None:
                return None
            return importlib.machinery.ModuleSpec(fullname, AliasOf(heat_name),
                                                  is_package=package is not None)
        if not fullname.startswith("heat.") or fullname.startswith("heat.tests"):
            return None
        found, package = self._source(fullname)
        if found is None:
            return None
        return importlib.util.spec_from_file_location(
            fullname, found, submodule_search_locations=[package] if package else None)


def install(root=None):
    """Serve the fetched source's modules (the cached copy unless told
    another); False when there is none."""
    root = root or available()
    if not root:
        return False
    for finder in sys.meta_path:
        if isinstance(finder, HeatSourceFinder):
            if finder.root == root:
                return True
            sys.meta_path.remove(finder)
            break
    sys.meta_path.append(HeatSourceFinder(root))
    _serve_neutron_lib()
    return True


def _serve_neutron_lib():
    """neutron-lib's VPN definitions, when neutron-lib is not installed
    (see sdk.common.neutron_lib_fallback)."""
    if "neutron_lib" in sys.modules or importlib.util.find_spec("neutron_lib") is not None:
        return
    from sdk.common import neutron_lib_fallback
    for name in ("neutron_lib", "neutron_lib.api", "neutron_lib.api.definitions"):
        package = types.ModuleType(name, "plugin-sdk stand-in for %s (not installed)" % name)
        package.__path__ = []
        sys.modules[name] = package
    for name, module in neutron_lib_fallback.MODULES.items():
        sys.modules[name] = module
        setattr(sys.modules["neutron_lib.api.definitions"], name.rsplit(".", 1)[1], module)
    sys.modules["neutron_lib"].api = sys.modules["neutron_lib.api"]
    sys.modules["neutron_lib.api"].definitions = sys.modules["neutron_lib.api.definitions"]


def resource_modules(root):
    """Heat's resource modules in the source (``heat.engine.resources.*``,
    packages' ``__init__`` left out), by module name, sorted."""
    top = os.path.join(root, "heat", "engine", "resources")
    names = []
    for path in glob.glob(os.path.join(top, "**", "*.py"), recursive=True):
        if os.path.basename(path) != "__init__.py":
            rel = os.path.relpath(path[:-3], root)
            names.append(rel.replace(os.sep, "."))
    return sorted(names)

