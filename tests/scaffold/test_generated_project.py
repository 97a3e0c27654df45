"""The generated project, end to end, in a fresh virtualenv: its tests pass,
plugin-sdk lint reports nothing, and both still hold after new resource and
after update to a changed template (the user's edit surviving). The
virtualenv reuses this environment's packages (a .pth file) instead of
downloading plugin-sdk's dependencies."""
import os
import pathlib
import site
import subprocess
import sys

import pytest

from .helpers import RESOURCE_MODULE, replace_in


@pytest.fixture(scope="module")
def python(tmp_path_factory):
    """The interpreter of a fresh virtualenv that sees this environment's packages."""
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    purelib = run(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=venv).strip()
    # addsitedir, not a bare path, so the editable install of plugin-sdk (a .pth) works too.
    lines = ["import site; site.addsitedir(%r)" % d for d in site.getsitepackages()]
    pathlib.Path(purelib, "parent-environment.pth").write_text("\n".join(lines) + "\n")
    return python


def run(python, *args, cwd):
    # Byte-code caching on, as users have it: each run does not compile everything again.
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE")}
    proc = subprocess.run([python, *args], cwd=str(cwd), capture_output=True, text=True, env=env)
    assert proc.returncode == 0, "%s\n%s\n%s" % (" ".join(args), proc.stdout, proc.stderr)
    return proc.stdout


def passes(python, project):
    """The project's own tests pass and plugin-sdk lint has nothing to say; the test report."""
    report = run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA", cwd=project)
    assert " passed" in report and "failed" not in report
    assert run(python, "-m", "sdk", "lint", cwd=project) == ""
    return report


def test_generated_project_end_to_end(python, tmp_path, plugin_sdk, newer_template):
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path).exit_code == 0
    project = tmp_path / "example-widgets"
    run(python, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "-e", ".",
        cwd=project)
    assert "PASSED tests/test_widget.py::test_new_size_replaces" in passes(python, project)

    assert plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project).exit_code == 0
    assert "PASSED tests/test_gadget.py::test_new_size_replaces" in passes(python, project)

    widget = project / "example_widgets" / "widget.py"
    replace_in(widget, "    def _name(self):\n",
               "    def _name(self):\n        # Mine: names come from the template.\n")
    newer_template(lambda t: replace_in(
        t / RESOURCE_MODULE, "    default_client_name =",
        "    physical_resource_name_limit = 64\n\n    default_client_name ="))
    assert plugin_sdk("update", "--project", project).exit_code == 0
    assert "# Mine: names come from the template." in widget.read_text()
    assert "physical_resource_name_limit = 64" in widget.read_text()
    passes(python, project)


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
