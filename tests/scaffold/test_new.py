"""What new plugin and new resource write."""
import json

from sdk.scaffold import project as projectm
from sdk.scaffold import render

from .helpers import replace_in, tree


def test_new_plugin_writes_a_complete_project(project):
    files = tree(project)
    for path in ("pyproject.toml", "README.md", "noxfile.py", "tox.ini", ".zuul.yaml",
                 "devstack/plugin.sh", "devstack/settings", ".pre-commit-config.yaml",
                 ".github/workflows/ci.yml", ".gitignore", "docs/conf.py", "docs/index.rst",
                 "example_widgets/plugin.py", "example_widgets/widget.py",
                 "example_widgets/client.py", "tests/test_widget.py", "tests/test_examples.py",
                 "examples/stack.yaml"):
        assert path in files, path
    # A Heat host installing the plug-in gets none of plugin-sdk's tools.
    assert "\ndependencies = []\n" in files["pyproject.toml"]
    assert '\n[project.optional-dependencies]\n' in files["pyproject.toml"]
    assert '\ndev = ["plugin-sdk' in files["pyproject.toml"]
    assert "entry: plugin-sdk lint" in files[".pre-commit-config.yaml"]
    assert 'extensions = ["docgen"]' in files["docs/conf.py"]
    assert 'plugin_sdk_plugin_dirs = ["../example_widgets"]' in files["docs/conf.py"]
    assert ".. resource-reference:: Example::" in files["docs/index.rst"]
    widget = files["example_widgets/widget.py"]
    for needed in ("def handle_create", "def check_create_complete", "def handle_update",
                   "def check_update_complete", "def handle_suspend", "def check_suspend_complete",
                   "def handle_resume", "def check_resume_complete", "def handle_delete",
                   "def check_delete_complete", 'SupportStatus(version="0.1.0")',
                   "from heat.engine import", "with self.client_plugin().ignore_not_found:"):
        assert needed in widget, needed
    # One fake: plugin-sdk's fake cloud, through its pytest plug-in's fixtures.
    assert "tests/conftest.py" not in files
    assert '[tool.plugin-sdk]\n' in files["pyproject.toml"]
    assert 'plugin-dirs = ["example_widgets"]' in files["pyproject.toml"]
    # Every registered type's contract, in every pytest run; the tests use the class's names.
    assert "\nplugin_sdk_contract = true\n" in files["pyproject.toml"]
    assert '\naddopts = "-p no:hypothesispytest"\n' in files["pyproject.toml"]   # the 1 s loop
    assert "@pytest.mark.contract" not in files["tests/test_widget.py"]
    assert "from example_widgets.widget import Widget\n" in files["tests/test_widget.py"]
    assert "sdk" not in widget.replace("plugin-sdk", "")  # runs unmodified in real Heat


def test_project_records_template_answers_and_versions(project):
    record = json.loads((project / ".plugin-sdk.json").read_text())
    assert record["template_version"] == render.template_version()
    assert record["plugin_sdk_version"] == projectm.installed_version()
    assert record["answers"]["package"] == "example_widgets"
    assert record["answers"]["namespace"] == "Example"
    assert [r["type"] for r in record["resources"]] == ["Example::Widgets::Widget"]
    # The template's own output is kept as the base of later merges.
    base = tree(project / ".plugin-sdk" / "template-base")
    mine = {p: t for p, t in tree(project).items() if not p.startswith(".plugin-sdk")}
    assert base == mine


def test_options_name_the_project(tmp_path, plugin_sdk):
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--namespace", "Acme",
                        "--service", "Storage", "--name", "acme-heat", "--package", "acme_heat")
    assert result.exit_code == 0, result.output
    mapping = (tmp_path / "acme-heat" / "acme_heat" / "plugin.py").read_text()
    assert '"Acme::Storage::Widget": Widget' in mapping
    assert 'storage = "acme_heat.client:StorageClientPlugin"' in (
        tmp_path / "acme-heat" / "pyproject.toml").read_text()


def test_new_resource_adds_module_tests_docs_and_mapping(project, plugin_sdk):
    result = plugin_sdk("new", "resource", "Acme::Storage::Bucket", "--project", project)
    assert result.exit_code == 0, result.output
    files = tree(project)
    assert "class Bucket(resource.Resource):" in files["example_widgets/bucket.py"]
    assert 'TYPE = "Acme::Storage::Bucket"' in files["tests/test_bucket.py"]
    assert files["example_widgets/plugin.py"].endswith(
        '    return {\n'
        '        "Example::Widgets::Widget": Widget,\n'
        '        "Acme::Storage::Bucket": Bucket,\n'
        '    }\n')
    assert "from .widget import Widget\nfrom .bucket import Bucket\n" in files["example_widgets/plugin.py"]
    assert files["docs/index.rst"].endswith(".. resource-reference:: Acme::\n")
    record = json.loads(files[".plugin-sdk.json"])
    assert record["resources"][-1] == {"type": "Acme::Storage::Bucket", "class_name": "Bucket",
                                       "module": "bucket", "version": "0.1.0"}
    assert ".plugin-sdk/template-base/example_widgets/bucket.py" in files


def test_new_resource_in_a_covered_namespace_leaves_the_docs_alone(project, plugin_sdk):
    before = (project / "docs" / "index.rst").read_text()
    result = plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project)
    assert result.exit_code == 0, result.output
    assert (project / "docs" / "index.rst").read_text() == before


def test_new_resource_keeps_the_users_mapping_module(project, plugin_sdk):
    mapping = project / "example_widgets" / "plugin.py"
    mapping.write_text('''"""Mine."""
import logging

from .widget import Widget

LOG = logging.getLogger(__name__)  # kept


def resource_mapping():
    """Mine too."""
    return {"Example::Widgets::Widget": Widget}
''')
    (project / "example_widgets" / "version.py").write_text("def resource_mapping():\n    return {}\n")
    result = plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project)
    assert result.exit_code == 0, result.output
    assert mapping.read_text() == '''"""Mine."""
import logging

from .widget import Widget
from .gadget import Gadget

LOG = logging.getLogger(__name__)  # kept


def resource_mapping():
    """Mine too."""
    return {"Example::Widgets::Widget": Widget, "Example::Widgets::Gadget": Gadget}
'''


def test_new_resource_needs_a_dict_literal_mapping(project, plugin_sdk):
    mapping = project / "example_widgets" / "plugin.py"
    mapping.write_text("from .widget import Widget\n\n\ndef resource_mapping():\n"
                       "    return dict(Widget=Widget)\n")
    before = tree(project)
    result = plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project)
    assert result.exit_code == 2
    assert "resource_mapping() does not return a dict literal" in result.stderr
    assert tree(project) == before


def test_new_resource_never_overwrites_a_module(project, plugin_sdk):
    (project / "example_widgets" / "gadget.py").write_text("# mine\n")
    before = tree(project)
    result = plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project)
    assert result.exit_code == 2
    assert "gadget.py already exists" in result.stderr
    assert tree(project) == before


def test_byte_code_caches_of_installed_templates_stay_out(tmp_path, plugin_sdk, newer_template):
    # pip byte-compiles the templates' .py files when it installs plugin-sdk.
    def edit(templates):
        cache = templates / "plugin" / "{{cookiecutter.name}}" / "tests" / "__pycache__"
        cache.mkdir()
        (cache / "conftest.cpython-311.pyc").write_bytes(b"\x00compiled")
    newer_template(edit)
    out = tmp_path / "out"
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", out).exit_code == 0
    assert not list(out.rglob("__pycache__"))


def test_new_type_appears_in_the_current_release(project, plugin_sdk):
    replace_in(project / "pyproject.toml", 'current-release = "0.1.0"', 'current-release = "0.3.0"')
    assert plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project).exit_code == 0
    assert 'SupportStatus(version="0.3.0")' in (project / "example_widgets" / "gadget.py").read_text()
    assert 'SupportStatus(version="0.1.0")' in (project / "example_widgets" / "widget.py").read_text()


def test_the_example_template_validates_against_the_projects_plugins(project, monkeypatch):
    from click.testing import CliRunner

    from sdk.validate.cli import template
    files = tree(project)
    assert "entry: plugin-sdk template validate" in files[".pre-commit-config.yaml"]
    monkeypatch.chdir(project)  # the plug-in dirs come from the project's pyproject.toml
    result = CliRunner().invoke(template, ["validate", "examples/stack.yaml"])
    assert (result.exit_code, result.output) == (0, "")


def test_resource_option_names_the_first_resource_type(tmp_path, plugin_sdk):
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--resource", "Bucket")
    assert result.exit_code == 0, result.output
    assert "with Example::Widgets::Bucket" in result.output
    project = tmp_path / "example-widgets"
    files = tree(project)
    assert '"Example::Widgets::Bucket": Bucket' in files["example_widgets/plugin.py"]
    assert "class Bucket(resource.Resource):" in files["example_widgets/bucket.py"]
    assert "from example_widgets.bucket import Bucket\n" in files["tests/test_bucket.py"]
    assert "type: Example::Widgets::Bucket" in files["examples/stack.yaml"]
    assert "example_widgets/widget.py" not in files
    record = json.loads((project / ".plugin-sdk.json").read_text())
    assert [r["type"] for r in record["resources"]] == ["Example::Widgets::Bucket"]


def test_a_bad_resource_option_is_refused_before_writing(tmp_path, plugin_sdk):
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--resource", "Acme::X::Y")
    assert result.exit_code == 2
    assert "resource name 'Acme::X::Y' is not a Python identifier" in result.stderr
    assert list(tmp_path.iterdir()) == []
