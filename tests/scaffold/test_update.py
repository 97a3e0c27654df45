"""update merges a newer template into a project; check tells CI it is behind."""
import json
import shutil

from sdk.scaffold.render import template_version

from .helpers import PLUGIN_ROOT, RESOURCE_MODULE, replace_in, tree

#: The installed template's version, and the one newer_template stands for.
CURRENT = template_version()
NEXT = CURRENT + 1

SUPPORT = '    support_status = support.SupportStatus(version="{{ cookiecutter.version }}")\n'
CLIENT = '    default_client_name = "{{ cookiecutter.client }}"\n'


def test_check_passes_on_a_fresh_project(project, plugin_sdk):
    result = plugin_sdk("check", "--project", project)
    assert result.exit_code == 0, result.output
    assert "Project is at template %d" % CURRENT in result.output


def test_edit_survives_update_to_a_changed_template(project, plugin_sdk, newer_template):
    widget = project / "example_widgets" / "widget.py"
    replace_in(widget, '    default_client_name = "widgets"\n',
               '    # Mine: the service calls these widgets.\n    default_client_name = "widgets"\n')
    (project / "noxfile.py").unlink()

    def edit(templates):
        replace_in(templates / RESOURCE_MODULE, SUPPORT, SUPPORT + "\n    physical_resource_name_limit = 64\n")
        replace_in(templates / PLUGIN_ROOT / "noxfile.py", "import nox\n", "import nox  # v2\n")
        (templates / PLUGIN_ROOT / "CHANGES.md").write_text("# {{ cookiecutter.name }} changes\n")
    newer_template(edit)

    check = plugin_sdk("check", "--project", project)
    assert check.exit_code == 1
    assert ("template %d is behind this plugin-sdk's template %d (3 file(s) would change)"
            % (CURRENT, NEXT)) in check.stderr
    assert "  CHANGES.md\n  example_widgets/widget.py\n  noxfile.py\n" in check.stderr

    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 0, result.output
    text = widget.read_text()
    assert "# Mine: the service calls these widgets.\n" in text
    assert "physical_resource_name_limit = 64\n" in text
    assert (project / "CHANGES.md").read_text() == "# example-widgets changes\n"
    assert not (project / "noxfile.py").exists()
    assert "added     CHANGES.md" in result.output
    assert "noxfile.py: you deleted it; it stays deleted" in result.output
    record = json.loads((project / ".plugin-sdk.json").read_text())
    assert record["template_version"] == NEXT
    assert plugin_sdk("check", "--project", project).exit_code == 0
    again = plugin_sdk("update", "--project", project)
    assert again.exit_code == 0
    assert again.output == "Project is at template %d\n" % NEXT


def test_conflicts_are_marked_listed_and_nothing_is_lost(project, plugin_sdk, newer_template):
    widget = project / "example_widgets" / "widget.py"
    replace_in(widget, '    default_client_name = "widgets"\n', '    default_client_name = "mine"\n')
    newer_template(lambda t: replace_in(t / RESOURCE_MODULE, CLIENT,
                                        '    default_client_name = "theirs-{{ cookiecutter.client }}"\n'))
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 1
    assert "conflict  example_widgets/widget.py" in result.stderr
    assert "1 file(s) with conflicts" in result.stderr
    assert ('<<<<<<< yours\n    default_client_name = "mine"\n=======\n'
            '    default_client_name = "theirs-widgets"\n>>>>>>> template %d\n' % NEXT) in widget.read_text()


def test_files_the_template_drops(project, plugin_sdk, newer_template):
    replace_in(project / "README.md", "## Layout", "## My layout")

    def edit(templates):
        (templates / PLUGIN_ROOT / "README.md").unlink()
        (templates / PLUGIN_ROOT / ".pre-commit-config.yaml").unlink()
    newer_template(edit)
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 0, result.output
    assert not (project / ".pre-commit-config.yaml").exists()
    assert "## My layout" in (project / "README.md").read_text()
    assert "README.md: the template dropped it; your edited copy is kept" in result.output


def test_resources_added_later_follow_the_template_too(project, plugin_sdk, newer_template):
    assert plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project).exit_code == 0
    newer_template(lambda t: replace_in(t / RESOURCE_MODULE, SUPPORT,
                                        SUPPORT + "\n    physical_resource_name_limit = 64\n"))
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 0, result.output
    assert "physical_resource_name_limit" in (project / "example_widgets" / "gadget.py").read_text()
    # The registration new resource made stays.
    assert '"Example::Widgets::Gadget": Gadget' in (project / "example_widgets" / "plugin.py").read_text()


def test_a_project_from_a_newer_template_is_not_downgraded(project, plugin_sdk):
    record = json.loads((project / ".plugin-sdk.json").read_text())
    record["template_version"] += 1
    (project / ".plugin-sdk.json").write_text(json.dumps(record))
    before = tree(project)
    result = plugin_sdk("check", "--project", project)
    assert result.exit_code == 1
    assert "newer than this plugin-sdk's" in result.stderr
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 2
    assert "newer than this plugin-sdk's %d: upgrade plugin-sdk" % CURRENT in result.stderr
    assert tree(project) == before


def test_update_needs_the_record_and_the_base(tmp_path, project, plugin_sdk):
    result = plugin_sdk("update", "--project", tmp_path)
    assert result.exit_code == 2 and ".plugin-sdk.json: not found" in result.stderr
    (project / ".plugin-sdk.json").write_text("{not json")
    result = plugin_sdk("check", "--project", project)
    assert result.exit_code == 2 and "not a valid record" in result.stderr
    (project / ".plugin-sdk.json").write_text("{}")
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 2 and "not a valid record (KeyError 'template_version')" in result.stderr
    record = {"template_version": 1, "plugin_sdk_version": "0.1.0", "answers": {"name": "p"}}
    (project / ".plugin-sdk.json").write_text(json.dumps(record))
    result = plugin_sdk("new", "resource", "Acme::Storage::Bucket", "--project", project)
    assert result.exit_code == 2 and "not a valid record (KeyError 'namespace')" in result.stderr


def test_recorded_answers_are_checked_before_rendering(tmp_path, project, plugin_sdk):
    record = json.loads((project / ".plugin-sdk.json").read_text())
    record["answers"]["package"] = "../../escaped"
    (project / ".plugin-sdk.json").write_text(json.dumps(record))
    before = tree(tmp_path)
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 2
    assert ".plugin-sdk.json: package '../../escaped' is not a lowercase Python identifier" in result.stderr
    assert tree(tmp_path) == before


def test_update_without_the_template_base(project, plugin_sdk):
    shutil.rmtree(project / ".plugin-sdk")
    before = tree(project)
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 2 and "template-base: missing" in result.stderr
    assert tree(project) == before


def test_a_directory_in_the_way_stops_update_before_it_writes(project, plugin_sdk, newer_template):
    def edit(templates):
        (templates / PLUGIN_ROOT / "CHANGES.md").write_text("new\n")
        replace_in(templates / RESOURCE_MODULE, SUPPORT, SUPPORT + "\n    physical_resource_name_limit = 64\n")
    newer_template(edit)
    (project / "CHANGES.md").mkdir()
    before = tree(project)
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 2
    assert "CHANGES.md: is a directory; the template makes a file there" in result.stderr
    assert tree(project) == before
