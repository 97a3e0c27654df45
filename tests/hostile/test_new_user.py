"""What a new user trips over in the first steps after the demo."""
import json
import shutil

from sdk.scaffold import render

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
    assert "\ndependencies = []\n" in text and '\ndev = ["plugin-sdk>=0.1.0"]\n' in text
    assert json.loads((project / ".plugin-sdk.json").read_text())["template_version"] == \
        render.template_version()
    assert plugin_sdk("check", "--project", project).exit_code == 0
