"""``pytest --engine heat`` in a generated project installed as its README
says (``pip install -e``): its own ``heat.clients`` entry point registers its
client plug-in with Heat, and the fake cloud still serves that client in the
tests, on real Heat as on plugin-sdk's runtime; the support_status check
knows real Heat's SupportStatus. Needs openstack-heat: ``nox -s heat``."""
import re


def test_engine_heat_in_an_installed_project(fresh_python, tmp_path, plugin_sdk):
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path).exit_code == 0
    project = tmp_path / "example-widgets"
    installed = fresh_python("-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
                             "-e", ".", cwd=project)
    assert installed.returncode == 0, installed.stderr
    # the project's entry point is there for Heat to find
    found = fresh_python("-c", "from importlib.metadata import entry_points; print(sorted("
                         "e.value for e in entry_points(group='heat.clients') if e.name == 'widgets'))",
                         cwd=tmp_path)
    assert found.stdout.strip() == "['example_widgets.client:WidgetsClientPlugin']", found.stderr
    proc = fresh_python("-m", "pytest", "-q", "-p", "no:cacheprovider", "--engine", "heat", "-W",
                        "always::Warning", cwd=project)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    assert re.search(r"\b10 passed\b", out), out[-3000:]   # the contract test's too
    assert "HEAT-E99001" not in out
    assert "not a SupportStatus" not in out
