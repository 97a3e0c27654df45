"""plugin-sdk's pytest plug-in (loaded through the ``pytest11`` entry point).

Fixtures: ``harness`` (the project's plug-ins: ``--plugin-dir`` or
``[tool.plugin-sdk] plugin-dirs``), ``make_stack`` (creates stacks and
deletes what a test leaves behind), ``fake_cloud`` and ``virtual_clock``.
The ``contract`` marker runs the contract checks for each resource type;
``--contract`` (or the ini option ``plugin_sdk_contract``) adds one such test
per type to any project's run. ``import heat`` in a test module is served
from plugin-sdk from the first such import on.
``--engine heat`` runs the same tests on real Heat; ``--engine endpoint
--os-cloud NAME`` on a Heat API (sdk.testing.endpoint). A failing test's report
gets the event timeline of every stack it created.

Every project that installs plugin-sdk loads this module, so it imports
nothing of plugin-sdk (or hypothesis) until a fixture or marker is used,
and its options change nothing when not given.
"""
from __future__ import annotations

import importlib.abc
import os
import sys
import warnings
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from sdk.engine.scheduler import VirtualClock
    from sdk.engine.stack import Stack
    from sdk.testing.fakecloud import FakeCloud
    from sdk.testing.harness import Harness

_HARNESSES = pytest.StashKey()
_TYPES = pytest.StashKey()
_CONVERGENCE = pytest.StashKey()
ENGINES = ("sdk", "heat", "endpoint")


class _HeatOnFirstImport(importlib.abc.MetaPathFinder):
    """Serves Heat's import paths from plugin-sdk from the first ``import heat``
    on, so a test module can ``from heat.common import exception`` at its top
    (collection runs before any fixture). It imports plugin-sdk only then:
    projects that never import heat pay nothing. It stays on sys.meta_path,
    answering nothing after that: removing itself while the import system
    walks the list would skip the finder after it (Heat's fetched source,
    when a harness installed it first)."""

    done = False

    def find_spec(self, fullname, path=None, target=None):
        if self.done or (fullname != "heat" and not fullname.startswith("heat.")):
            return None
        self.done = True
        from sdk import plugin_loader
        plugin_loader.install_heat_aliases()   # nothing when real Heat is installed
        finder = plugin_loader.heat_finder()
        return finder.find_spec(fullname, path, target) if finder is not None else None


def _serve_heat_on_first_import():
    if not any(isinstance(f, _HeatOnFirstImport) for f in sys.meta_path):
        sys.meta_path.append(_HeatOnFirstImport())


def pytest_addoption(parser):
    group = parser.getgroup("plugin-sdk", "plugin-sdk harness")
    group.addoption("--plugin-dir", action="append", dest="plugin_sdk_dirs", default=None,
                    metavar="DIR", help="plug-in directory for the harness fixture (repeatable; "
                    "default: [tool.plugin-sdk] plugin-dirs in pyproject.toml)")
    group.addoption("--engine", dest="plugin_sdk_engine", default="sdk", choices=ENGINES,
                    help="run harness tests on plugin-sdk's runtime (default), on real Heat "
                    "(needs openstack-heat installed) or on a Heat endpoint (--os-cloud)")
    group.addoption("--os-cloud", dest="plugin_sdk_os_cloud", default=None, metavar="NAME",
                    help="with --engine endpoint: the clouds.yaml cloud whose Heat API runs "
                    "the stacks (default: $OS_CLOUD; plugin-sdk heat serve's is plugin-sdk-local)")
    engine_help = ("run Heat's convergence engine (Heat 27's default) or its legacy one, on "
                   "plugin-sdk's runtime or (--engine heat) on real Heat [default: convergence "
                   "of [tool.plugin-sdk], else convergence]")
    group.addoption("--convergence", action="store_const", const=True, dest="plugin_sdk_convergence",
                    default=None, help=engine_help)
    group.addoption("--legacy", action="store_const", const=False, dest="plugin_sdk_convergence",
                    help=engine_help)
    group.addoption("--legacy-engine", action="store_const", const=False,
                    dest="plugin_sdk_legacy_engine", help="deprecated: use --legacy")


    group.addoption("--contract", action="store_true", dest="plugin_sdk_contract", default=None,
                    help="also check every resource type of the plug-in directories against "
                    "the plug-in contract, one test each (as plugin-sdk test --contract)")
    parser.addini("plugin_sdk_contract", type="bool", default=False,
                  help="run the --contract checks in every pytest run of this project")


def pytest_configure(config):
    config.stash[_CONVERGENCE] = _convergence(config)
    if config.getoption("plugin_sdk_engine", "sdk") == "sdk":
        _serve_heat_on_first_import()
        _heat_options(config)
    config.addinivalue_line(
        "markers", "contract(types=None, examples=10): check every resource type (or the "
        "listed ones) against the plug-in contract, in a test that takes a resource_type argument")
    if config.getoption("plugin_sdk_engine", "sdk") == "endpoint":
        from sdk.testing import endpoint
        endpoint.configure(config)
    if config.getoption("plugin_sdk_engine", "sdk") == "heat":
        from sdk import plugin_loader
        from sdk.common import install
        if not plugin_loader.real_heat_installed():
            raise pytest.UsageError("--engine heat needs real Heat: " + install.pip_install("heat"))
        # Before any plug-in imports heat.engine: Heat's test set-up picks its backends.
        try:
            import sdk.testing.heat_driver  # noqa: F401
        except ImportError as exc:
            raise pytest.UsageError("--engine heat cannot load Heat's test fixtures (%s): %s"
                                    % (exc, install.pip_install("heat")))


def _heat_options(config):
    """Heat's options from the project's ``[tool.plugin-sdk.heat]``, as the
    commands read them (its limits apply to the tests' stacks too)."""
    from sdk import project
    from sdk.common import heat_options
    heat_options.reset()
    try:
        project.load_heat_options(str(config.rootpath))
    except project.ConfigError as exc:
        raise pytest.UsageError(str(exc))


def configured_plugin_dirs(config):
    """--plugin-dir values (relative to the invocation directory), else the
    project's configured ones (relative to the rootdir)."""
    given = config.getoption("plugin_sdk_dirs")
    if given:
        return [os.path.join(str(config.invocation_params.dir), d) for d in given]
    from sdk import project
    try:
        return project.plugin_dirs(config.rootpath)
    except project.ConfigError as exc:
        raise pytest.UsageError(str(exc))


def _new_harness(config, dirs, clock=None):
    from sdk import plugin_loader
    convergence = config.stash[_CONVERGENCE]
    try:
        if config.getoption("plugin_sdk_engine") == "endpoint":
            from sdk.testing import endpoint
            return endpoint.harness(config, dirs, clock)
        if config.getoption("plugin_sdk_engine") == "heat":
            from sdk.testing.heat_engine import HeatHarness
            return HeatHarness(plugin_dirs=dirs, clock=clock,
                               engine="convergence" if convergence else "legacy")
        from sdk.testing.harness import Harness
        return Harness(plugin_dirs=dirs, clock=clock, convergence=convergence)
    except plugin_loader.PluginLoadError as exc:
        pytest.fail(str(exc), pytrace=False)


def _convergence(config):
    """--convergence/--legacy, else the project's convergence setting."""
    from sdk import project
    chosen = config.getoption("plugin_sdk_convergence")
    if config.getoption("plugin_sdk_legacy_engine") is not None:
        config.issue_config_time_warning(
            project.DeprecatedSpelling("--legacy-engine is deprecated: use --legacy"), stacklevel=2)
        chosen = False if chosen is None else chosen
    if chosen is not None:
        return chosen
    with warnings.catch_warnings(record=True) as caught:  # shown as pytest shows its own
        warnings.simplefilter("always")
        try:
            convergence = project.convergence(config.rootpath)
        except project.ConfigError as exc:
            raise pytest.UsageError(str(exc))
    for warning in caught:
        config.issue_config_time_warning(warning.message, stacklevel=2)
    return convergence


@pytest.fixture(name="plugin_dirs")
def plugin_dirs_fixture(request: pytest.FixtureRequest) -> list[str]:
    """The directories the ``harness`` fixture loads (``--plugin-dir`` or the
    project's configuration); override it in a conftest to choose others."""
    return configured_plugin_dirs(request.config)


@pytest.fixture
def virtual_clock() -> VirtualClock:
    """The clock the harness polls on: ``.now`` (seconds), ``.sleeps`` (steps)."""
    from sdk.engine.scheduler import VirtualClock
    return VirtualClock()


@pytest.fixture
def fake_cloud() -> FakeCloud:
    """An empty fake cloud; the ``harness`` fixture serves its plug-ins' clients from it."""
    from sdk.testing.fakecloud import FakeCloud
    return FakeCloud()


@pytest.fixture
def harness(request: pytest.FixtureRequest, plugin_dirs: list[str], fake_cloud: FakeCloud,
            virtual_clock: VirtualClock) -> Harness:
    """A Harness over the project's plug-ins, its clients served by ``fake_cloud``."""
    h = _new_harness(request.config, plugin_dirs, clock=virtual_clock)
    fake_cloud.attach(h)
    request.node.stash.setdefault(_HARNESSES, []).append(h)
    yield h
    h.close()


@pytest.fixture
def make_stack(harness: Harness) -> Callable[..., Stack]:
    """``make_stack(template, params=None, **kw)`` creates a stack (``kw`` as
    for ``Harness.create_stack``); stacks not deleted by the test are deleted
    at teardown."""
    made = []

    def make(template: Mapping | str, params: Mapping | None = None, **kwargs: object) -> Stack:
        st = harness.create_stack(template, params=params, **kwargs)
        made.append(st)
        return st

    yield make
    for st in reversed(made):
        if st.state != ("DELETE", "COMPLETE"):
            st.delete()
            if st.state != ("DELETE", "COMPLETE"):
                warnings.warn("plugin-sdk: stack %s left behind: delete ended %s_%s: %s"
                              % (st.name, st.action, st.status, st.status_reason), stacklevel=2)


def timeline(stacks):
    """Every stack's events and final resource states, as text."""
    lines = []
    for st in stacks:
        lines.append("stack %s: %s_%s  %s" % (st.name, st.action, st.status, st.status_reason))
        lines.extend("  %s" % e for e in st.events)
        for name, res in sorted(st.resources.items()):
            lines.append("  resource %-20s %s_%s  id=%s" % (name, res.action, res.status,
                                                            res.resource_id))
    return "\n".join(lines)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    harnesses = item.stash.get(_HARNESSES, None)
    if report.failed and harnesses:
        text = timeline([st for h in harnesses for st in h.stacks])
        if text:
            report.sections.append(("plugin-sdk stack events", text))


def pytest_generate_tests(metafunc):
    marker = metafunc.definition.get_closest_marker("contract")
    if marker is None or "resource_type" not in metafunc.fixturenames:
        return  # another plug-in's "contract" marker (e.g. consumer-driven contracts)
    types = marker.kwargs.get("types")
    if types is None:
        types = _loaded_types(metafunc.config)
    metafunc.parametrize("resource_type", list(types), ids=list(types))


def _loaded_types(config):
    """The resource types of the configured plug-in dirs (for parametrizing),
    loaded once per session."""
    types = config.stash.get(_TYPES, None)
    if types is None:
        from sdk import plugin_loader
        try:
            env = plugin_loader.load_environment(configured_plugin_dirs(config))
        except plugin_loader.PluginLoadError as exc:
            raise pytest.UsageError(str(exc))
        types = config.stash[_TYPES] = sorted(env.types)
    return types


def pytest_collection_modifyitems(session, config, items):
    """With --contract (or ``plugin_sdk_contract = true``), one contract test
    per resource type of the plug-in directories, in any project: no test
    file needs writing. On an endpoint, tests that drive the fake cloud or
    the virtual clock themselves are skipped, saying so."""
    if config.getoption("plugin_sdk_engine", "sdk") == "endpoint":
        from sdk.testing.endpoint import mark_local_only
        mark_local_only(items)
    wanted = config.getoption("plugin_sdk_contract")
    if not (wanted if wanted is not None else config.getini("plugin_sdk_contract")):
        return
    items.extend(ContractItem.from_parent(session, name="contract[%s]" % t, nodeid="contract[%s]" % t,
                                          resource_type=t)
                 for t in _loaded_types(config))


class ContractItem(pytest.Item):
    """The contract checks of one resource type (what ``plugin-sdk test --contract`` runs)."""

    def __init__(self, *, resource_type, **kwargs):
        super().__init__(**kwargs)
        self.resource_type = resource_type

    def runtest(self):
        findings = _contract_findings(self.config, configured_plugin_dirs(self.config),
                                      self.resource_type, 10)
        if findings:
            raise ContractFailed(findings)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ContractFailed):
            return "\n".join(str(f) for f in excinfo.value.args[0])
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, self.name


class ContractFailed(Exception):
    """A resource type's contract findings."""


def _contract_findings(config, dirs, resource_type, examples):
    """The type's contract findings; a pass is remembered in pytest's cache
    under a digest of everything the checks read (``_contract_key``), so a
    run where none of it changed skips them (``--cache-clear`` runs them)."""
    cache = getattr(config, "cache", None)
    slot = "plugin-sdk/contract/%s" % resource_type.replace("::", "-")
    key = _contract_key(config, dirs, resource_type, examples) if cache is not None else None
    if key is not None and cache.get(slot, None) == key:
        return []
    from sdk.testing.contract import run_contract
    harness = _new_harness(config, dirs)
    try:
        result, = run_contract(harness, [resource_type], examples=examples)
    finally:
        harness.close()
    if key is not None:
        cache.set(slot, key if not result.findings else None)
    return result.findings


def _contract_key(config, dirs, resource_type, examples):
    """A digest of what decides a type's contract run: the plug-in directories'
    files (path and content), plugin-sdk's own modules (version, and each
    file's size and modification time, for a checkout installed with -e), the
    type, the examples drawn and the engine. The checks are deterministic
    (hypothesis derandomized), so the same digest means the same result."""
    import hashlib
    import importlib.metadata

    import sdk
    digest = hashlib.sha256(repr((resource_type, examples, config.getoption("plugin_sdk_engine"),
                                  config.stash[_CONVERGENCE],
                                  importlib.metadata.version("plugin-sdk"))).encode())
    for root in [*dirs, os.path.dirname(sdk.__file__)]:
        for path in sorted(_source_files(root)):
            digest.update(path.encode())
            if root in dirs:
                with open(path, "rb") as f:
                    digest.update(f.read())
            else:
                st = os.stat(path)
                digest.update(b"%d:%d" % (st.st_size, st.st_mtime_ns))
    return digest.hexdigest()


def _source_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != "__pycache__" and not d.startswith(".")]
        for name in filenames:
            if not name.endswith((".pyc", ".pyo")):
                yield os.path.join(dirpath, name)


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    marker = pyfuncitem.get_closest_marker("contract")
    if marker is None or "resource_type" not in pyfuncitem.funcargs:
        return None
    config = pyfuncitem.config
    dirs = pyfuncitem.funcargs.get("plugin_dirs") or configured_plugin_dirs(config)
    findings = _contract_findings(config, dirs, pyfuncitem.funcargs["resource_type"],
                                  marker.kwargs.get("examples", 10))
    if findings:
        pytest.fail("\n".join(str(f) for f in findings), pytrace=False)
    return None
