"""The shape of the tree (issue 12): the runtime at Heat's paths, Heat's
import paths served by prefix, no import cycles, tools kept apart."""
import importlib
import subprocess
import sys

import pytest

from tests.layout import imports

GRAPH = imports.graph("sdk")
TOOLS = ("sdk.cli", "sdk.testing", "sdk.scaffold", "sdk.store", "sdk.plugin_loader", "sdk.project", "sdk.validate",
         "sdk.plugin_packages", "sdk.cloud", "lint", "docgen")


def test_no_import_cycles_deferred_imports_included():
    assert imports.cycles(GRAPH) == []


def test_the_cycle_finder_sees_a_cycle_through_a_deferred_import():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert imports.cycles(edges) == [["a", "b", "c"]]


def test_at_most_twelve_modules_directly_in_sdk():
    direct = [name for name in GRAPH if name.count(".") == 1]
    assert len(direct) <= 12, direct


@pytest.mark.parametrize("room", ["sdk.engine", "sdk.common"])
def test_engine_and_common_import_no_tool(room):
    offending = {(name, target) for name, targets in GRAPH.items()
                 if name == room or name.startswith(room + ".")
                 for target in targets if target.startswith(TOOLS)}
    assert offending == set()


def test_the_fake_cloud_imports_nothing_of_the_engine():
    """sdk.cloud is reached over HTTP by the engine's client plug-ins only."""
    assert {(n, t) for n, ts in GRAPH.items() if n.startswith("sdk.cloud")
            for t in ts if t.startswith(("sdk.engine", "sdk.common"))} == set()


def test_common_imports_nothing_of_the_engine():
    assert {(n, t) for n, ts in GRAPH.items() if n.startswith("sdk.common")
            for t in ts if t.startswith("sdk.engine")} == set()


def _reaches(start, stop=()):
    """The modules ``start`` imports, directly or not (not through ``stop``)."""
    seen, todo = set(), [start]
    while todo:
        for target in GRAPH.get(todo.pop(), ()):
            if target not in seen and target not in stop:
                seen.add(target)
                todo.append(target)
    return seen


LEGACY = {"sdk.engine.legacy", "sdk.engine.update"}
CONVERGENCE = {"sdk.engine.convergence", "sdk.engine.worker", "sdk.engine.check_resource",
               "sdk.engine.traversal", "sdk.engine.sync_point", "sdk.engine.properties_data"}


def test_the_engines_are_separate_modules_over_one_stack():
    """Issue 25: the stack composes an engine object; neither engine imports
    the other or the stack (the plug-in API they share is below them)."""
    assert LEGACY | CONVERGENCE <= GRAPH["sdk.engine.stack"] | _reaches("sdk.engine.stack")
    assert _reaches("sdk.engine.legacy") & (CONVERGENCE | {"sdk.engine.stack"}) == set()
    assert _reaches("sdk.engine.convergence") & (LEGACY | {"sdk.engine.stack"}) == set()


HEAT_PATHS = sorted("heat" + name[len("sdk"):] for name in GRAPH
                    if name.startswith(("sdk.engine", "sdk.common")))


def test_every_heat_path_the_sdk_provides_imports_as_the_same_module():
    """In a fresh interpreter: ``import heat.X`` gives the module whose file
    is sdk/X, for every module under sdk/engine and sdk/common."""
    script = """
import importlib, importlib.util, sys
from sdk import plugin_loader
plugin_loader.install_heat_aliases()
for heat_name in sys.argv[1:]:
    module = importlib.import_module(heat_name)
    sdk_name = "sdk" + heat_name[len("heat"):]
    assert module is importlib.import_module(sdk_name), heat_name
    assert module.__name__ == sdk_name, heat_name
    # the module keeps its own spec, so it is found again by its own name
    # once the heat.* entry is gone (as pytester's in-process runs do)
    assert module.__spec__.name == sdk_name, heat_name
    del sys.modules[heat_name]
    assert importlib.util.find_spec(sdk_name).origin == module.__file__, heat_name
    importlib.import_module(heat_name)
print(len(sys.argv) - 1)
"""
    out = subprocess.run([sys.executable, "-c", script, *HEAT_PATHS], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert int(out.stdout) == len(HEAT_PATHS) > 40


def test_from_imports_reach_submodules_by_heat_name():
    from sdk import plugin_loader
    plugin_loader.install_heat_aliases()
    from heat.engine.resources.openstack.heat import random_string

    from sdk.engine.resources.openstack.heat import random_string as served
    assert random_string is served
    heat_resource = importlib.import_module("heat.engine.resource")
    assert heat_resource.Resource is importlib.import_module("sdk.engine.resource").Resource


def test_a_heat_module_the_sdk_does_not_provide_is_not_found_by_name():
    from sdk import plugin_loader
    plugin_loader.install_heat_aliases()
    with pytest.raises(ModuleNotFoundError) as info:
        importlib.import_module("heat.engine.resources.openstack.nova.server_not_served")
    assert info.value.name.startswith("heat.engine.resources.openstack.nova")
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("heat.api")
