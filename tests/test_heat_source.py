"""Heat's own source, fetched without its dependencies (sdk.common.heat_source,
``plugin-sdk heat fetch``), and how Heat's import paths reach it."""
import os
import subprocess
import sys
import zipfile

from sdk.common import heat_source


def fake_wheel(cache):
    """A stand-in for openstack-heat's wheel in the cache (no network)."""
    cache.mkdir(parents=True, exist_ok=True)
    wheel = cache / ("openstack_heat-%s-py3-none-any.whl" % heat_source.HEAT_VERSION)
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("heat/__init__.py", "")
        archive.writestr("heat/engine/resources/openstack/demo/thing.py", "X = 1\n")
        archive.writestr("heat/tests/test_thing.py", "")
        archive.writestr("openstack_heat-27.0.1.dist-info/METADATA", "")
    return wheel


def cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "sdk", *args], capture_output=True, text=True,
                          env=dict(os.environ, **(env or {})))


def test_fetch_extracts_heats_package_once_without_its_tests(tmp_path):
    fake_wheel(tmp_path)
    assert heat_source.available(str(tmp_path)) is None
    root = heat_source.fetch(str(tmp_path))
    assert heat_source.available(str(tmp_path)) == root
    assert os.path.isfile(os.path.join(root, "heat", "engine", "resources", "openstack", "demo",
                                       "thing.py"))
    assert not os.path.exists(os.path.join(root, "heat", "tests"))
    assert not os.path.exists(os.path.join(root, "openstack_heat-27.0.1.dist-info"))
    assert heat_source.resource_modules(root) == ["heat.engine.resources.openstack.demo.thing"]


def test_cli_prints_the_source_directory(tmp_path):
    fake_wheel(tmp_path)
    proc = cli("heat", "fetch", env={"PLUGIN_SDK_HEAT_SOURCE": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == os.path.join(str(tmp_path), "source") + "\n"


def test_cli_without_a_registry_fails_in_one_line(tmp_path):
    proc = cli("heat", "fetch", env={"PLUGIN_SDK_HEAT_SOURCE": str(tmp_path),
                                     "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": ""})
    assert proc.returncode == 1
    assert proc.stderr.startswith("Error: cannot download openstack-heat==27.0.1: ")
    assert proc.stderr.count("\n") == 1


LOAD = """
import sys
from sdk import plugin_loader
from sdk.testing import Harness
try:
    Harness(files=[sys.argv[1]])
except plugin_loader.PluginLoadError as exc:
    print(exc)
"""


def test_before_the_fetch_a_heat_module_names_the_command(tmp_path):
    plugin = tmp_path / "hook.py"
    plugin.write_text("from heat.engine.resources import signal_responder\n")
    proc = subprocess.run([sys.executable, "-c", LOAD, str(plugin)], capture_output=True,
                          text=True, env=dict(os.environ, PLUGIN_SDK_HEAT_SOURCE=str(tmp_path)))
    assert proc.stdout == (
        "cannot load plug-in module %s: %s:1: ImportError: cannot import name "
        "'signal_responder' from 'heat.engine.resources' (plugin-sdk serves Heat's plug-in "
        "API and takes Heat's other modules, such as heat.engine.resources.signal_responder, "
        "from Heat's source, not fetched yet: plugin-sdk heat fetch)\n" % (plugin, plugin))


def test_an_in_tree_type_without_the_source_says_how_to_get_it(tmp_path):
    (tmp_path / "net.yaml").write_text(
        "heat_template_version: 2018-08-31\nresources:\n  n: {type: OS::Neutron::Net}\n"
        "  m: {type: My::Own::Thing}\n")
    env = {"PLUGIN_SDK_HEAT_SOURCE": str(tmp_path / "empty-cache")}
    hint = ("The Resource Type (OS::Neutron::Net) could not be found. Heat's in-tree types are "
            "loaded from Heat %s's source, which is not fetched yet: run `plugin-sdk heat fetch`"
            % heat_source.HEAT_VERSION)
    shown = cli("resource-type", "show", "OS::Neutron::Net", env=env)
    assert shown.returncode != 0 and hint in shown.stderr and "Traceback" not in shown.stderr
    run = cli("run", "-t", str(tmp_path / "net.yaml"), "--fake-cloud", env=env)
    assert run.returncode == 2 and hint in run.stderr
    validated = cli("template", "validate", str(tmp_path / "net.yaml"), env=env)
    assert hint in validated.stdout
    # a type of no namespace Heat keeps gets Heat's message alone
    assert "The Resource Type (My::Own::Thing) could not be found.\n" in validated.stdout
    # with the source, the type is there
    assert "could not be found" not in cli("template", "validate", str(tmp_path / "net.yaml")).stdout.replace(
        "(My::Own::Thing) could not be found", "")
