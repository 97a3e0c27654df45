"""What a new user trips over in the first steps after the demo."""
import json
import os
import shutil

from sdk.scaffold import render

from .helpers import one_line

PYPROJECT = "plugin/{{cookiecutter.name}}/pyproject.toml"


def test_a_project_of_the_previous_template_updates_to_plugin_sdk_as_a_dev_extra(
        tmp_path, plugin_sdk, monkeypatch):
    """Template 3 made plugin-sdk a run-time dependency; update moves it to the extra."""
    old = tmp_path / "templates-3"
    shutil.copytree(render.templates_dir(), old)
    (old / "VERSION").write_text("3\n")
    pyproject = old / PYPROJECT
    text = pyproject.read_text()
    start, end = text.index("# Nothing at run time"), text.index("\n[project.entry-points")
    pyproject.write_text(text[:start] + 'dependencies = ["plugin-sdk>=0.1.0"]\n' + text[end:])
    monkeypatch.setenv(render.TEMPLATES_ENV, str(old))
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path).exit_code == 0
    project = tmp_path / "example-widgets"
    assert 'dependencies = ["plugin-sdk>=0.1.0"]' in (project / "pyproject.toml").read_text()
    monkeypatch.delenv(render.TEMPLATES_ENV)

    behind = plugin_sdk("check", "--project", project)
    assert behind.exit_code == 1 and "  pyproject.toml\n" in behind.stderr
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 0, result.output
    assert "updated   pyproject.toml" in result.output
    text = (project / "pyproject.toml").read_text()
    assert "\ndependencies = []\n" in text and '\ndev = ["plugin-sdk' in text
    assert json.loads((project / ".plugin-sdk.json").read_text())["template_version"] == \
        render.template_version()
    assert plugin_sdk("check", "--project", project).exit_code == 0


def _pytest(cwd, *args):
    import subprocess
    import sys
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=120)


def test_a_test_module_imports_heat_at_its_top(tmp_path):
    (tmp_path / "test_top.py").write_text(
        "from heat.common import exception\nfrom heat.engine import resource\n\n\n"
        "def test_names():\n    assert exception.StackValidationFailed.__module__ == 'sdk.common.exception'\n"
        "    assert resource.Resource.__module__ == 'sdk.engine.resource'\n")
    proc = _pytest(tmp_path)
    assert proc.returncode == 0, proc.stdout
    assert "1 passed" in proc.stdout


def test_a_project_that_never_imports_heat_does_not_load_plugin_sdk(tmp_path):
    (tmp_path / "test_plain.py").write_text(
        "import sys\n\n\ndef test_nothing_loaded():\n"
        "    assert not [m for m in sys.modules if m.startswith(('sdk.engine', 'heat'))]\n")
    proc = _pytest(tmp_path)
    assert proc.returncode == 0, proc.stdout


def test_any_project_gets_the_contract_checks_without_writing_a_test(tmp_path):
    plugins = os.path.join(os.path.dirname(os.path.dirname(__file__)), "harness", "plugins")
    shutil.copytree(plugins, tmp_path / "plugins")
    (tmp_path / "test_nothing.py").write_text("def test_one():\n    pass\n")
    plain = _pytest(tmp_path, "--plugin-dir", "plugins")
    assert plain.returncode == 0 and "1 passed" in plain.stdout, plain.stdout
    checked = _pytest(tmp_path, "--plugin-dir", "plugins", "--contract", "-rA")
    assert checked.returncode == 1, checked.stdout
    assert "PASSED contract[Test::Gadget]" in checked.stdout
    assert "FAILED contract[Bug::NoResourceId]" in checked.stdout
    assert "Traceback" not in checked.stdout
    (tmp_path / "pytest.ini").write_text("[pytest]\nplugin_sdk_contract = true\n")
    assert "contract[Test::Gadget]" in _pytest(tmp_path, "--plugin-dir", "plugins", "-rA").stdout


def test_run_serves_a_new_project_from_the_fake_cloud_and_hints_at_it(tmp_path, plugin_sdk, monkeypatch):
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path).exit_code == 0
    monkeypatch.chdir(tmp_path / "example-widgets")
    bare = plugin_sdk("run", "-t", "examples/stack.yaml")
    assert bare.exit_code == 2
    assert one_line(bare.stderr) == (
        "Error: examples/stack.yaml: ResourceTypeUnavailable: HEAT-E99001 Service widgets is not "
        "available for resource type Example::Widgets::Widget, reason: The client (widgets) is not "
        "available. (nothing serves that client here: give --fake-cloud to stack create or run to "
        "serve it from plugin-sdk's fake cloud, or install the package whose heat.clients entry "
        "point provides it)")
    served = plugin_sdk("run", "-t", "examples/stack.yaml", "--fake-cloud")
    assert served.exit_code == 0, served.output
    assert "== delete: DELETE_COMPLETE" in served.stdout
    created = plugin_sdk("stack", "create", "s", "-t", "examples/stack.yaml", "--state", "s.db")
    assert created.exit_code == 2 and "give --fake-cloud to stack create" in created.stderr
