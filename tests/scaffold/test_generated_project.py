"""The generated project, end to end, in a fresh virtualenv: its tests pass,
plugin-sdk lint reports nothing, and both still hold after new resource and
after update to a changed template (the user's edit surviving). The
virtualenv reuses this environment's packages (the ``fresh_python``
fixture) instead of downloading plugin-sdk's dependencies."""
import subprocess
import sys

import pytest

from .helpers import RESOURCE_MODULE, replace_in


def run(python, *args, cwd):
    proc = python(*args, cwd=cwd)
    assert proc.returncode == 0, "%s\n%s\n%s" % (" ".join(args), proc.stdout, proc.stderr)
    return proc.stdout


def passes(python, project):
    """The project's own tests pass and plugin-sdk lint has nothing to say; the test report."""
    report = run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA", cwd=project)
    assert " passed" in report and "failed" not in report
    assert run(python, "-m", "sdk", "lint", cwd=project) == ""
    return report


def test_generated_project_end_to_end(fresh_python, tmp_path, plugin_sdk, newer_template):
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path).exit_code == 0
    project = tmp_path / "example-widgets"
    run(fresh_python, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "-e", ".",
        cwd=project)
    assert "PASSED tests/test_widget.py::test_new_size_replaces" in passes(fresh_python, project)

    assert plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project).exit_code == 0
    assert "PASSED tests/test_gadget.py::test_new_size_replaces" in passes(fresh_python, project)

    widget = project / "example_widgets" / "widget.py"
    replace_in(widget, "    def _name(self):\n",
               "    def _name(self):\n        # Mine: names come from the template.\n")
    newer_template(lambda t: replace_in(
        t / RESOURCE_MODULE, "    default_client_name =",
        "    physical_resource_name_limit = 64\n\n    default_client_name ="))
    assert plugin_sdk("update", "--project", project).exit_code == 0
    assert "# Mine: names come from the template." in widget.read_text()
    assert "physical_resource_name_limit = 64" in widget.read_text()
    passes(fresh_python, project)


def test_generated_docs_build(tmp_path, plugin_sdk):
    """sphinx-build -W builds the generated docs, every resource type in them."""
    pytest.importorskip("docgen", reason="the docgen Sphinx extension is merged from its own branch")
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path).exit_code == 0
    project = tmp_path / "example-widgets"
    assert plugin_sdk("new", "resource", "Acme::Storage::Bucket", "--project", project).exit_code == 0
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
                           str(project / "docs"), str(tmp_path / "html")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    page = (tmp_path / "html" / "index.html").read_text()
    assert "Example::Widgets::Widget" in page and "Acme::Storage::Bucket" in page
    assert "Size of the Widget; a new size replaces it." in page
