"""Refused input: exit status 2, one line naming the bad value, nothing written."""
import pytest

from .helpers import tree


def refused(result):
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    assert "Traceback" not in result.output
    return lines[0]


@pytest.mark.parametrize("args, named", [
    (["--namespace", "Bad Name"], "'Bad Name'"),
    (["--namespace", "class"], "'class'"),
    (["--namespace", "1Vendor"], "'1Vendor'"),
    (["--namespace", "OS"], "reserved"),
    (["--service", "for"], "'for'"),
    (["--package", "json"], "standard library"),
    (["--package", "os"], "standard library"),
    (["--package", "sdk"], "shadow"),
    (["--package", "import"], "'import'"),
    (["--package", "My-Plugin"], "'My-Plugin'"),
    (["--name", "../escape"], "'../escape'"),
    (["--name", "/tmp/absolute"], "'/tmp/absolute'"),
    (["--name", "a/b"], "'a/b'"),
    (["--name", ".."], "'..'"),
])
def test_new_plugin_refuses_unsafe_answers(tmp_path, plugin_sdk, args, named):
    out = tmp_path / "out"
    line = refused(plugin_sdk("new", "plugin", "--no-input", "--output-dir", out, *args))
    assert named in line
    assert list(tmp_path.iterdir()) == []


def test_derived_default_that_shadows_the_stdlib_is_refused(tmp_path, plugin_sdk):
    # --name json makes the default package json.
    line = refused(plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--name", "json"))
    assert "package 'json' would shadow the standard library" in line
    assert list(tmp_path.iterdir()) == []


def test_non_empty_target_needs_force(tmp_path, plugin_sdk):
    target = tmp_path / "example-widgets"
    target.mkdir()
    (target / "notes.txt").write_text("mine")
    line = refused(plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path))
    assert "example-widgets is not empty (use --force" in line
    assert tree(target) == {"notes.txt": "mine"}

    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--force")
    assert result.exit_code == 0, result.output
    assert (target / "notes.txt").read_text() == "mine"
    assert (target / "pyproject.toml").is_file()


def test_output_dir_that_is_a_file(tmp_path, plugin_sdk):
    (tmp_path / "taken").write_text("mine")
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path / "taken")
    assert result.exit_code == 2  # click's usage error for the option
    assert "Invalid value for '--output-dir'" in result.stderr and "taken' is a file" in result.stderr
    assert tree(tmp_path) == {"taken": "mine"}


def test_force_stops_before_writing_when_a_file_is_where_a_directory_goes(tmp_path, plugin_sdk):
    target = tmp_path / "example-widgets"
    target.mkdir()
    (target / "docs").write_text("mine")
    line = refused(plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--force"))
    assert "docs: is a file; the template makes a directory there" in line
    assert tree(target) == {"docs": "mine"}


def test_invalid_prompt_answer_is_asked_again(tmp_path, plugin_sdk):
    answers = "\n".join(["class", "Acme", "Storage", "", "json", "", "import", "Bucket"]) + "\n"
    result = plugin_sdk("new", "plugin", "--output-dir", tmp_path, input=answers)
    assert result.exit_code == 0, result.output
    assert "'class' is not a Python identifier" in result.output
    assert "would shadow the standard library" in result.output
    # The defaults follow the earlier answers: acme-storage, then acme_storage.
    assert "resource name 'import' is not a Python identifier" in result.output
    project = tmp_path / "acme-storage"
    assert "Acme::Storage::Bucket" in (project / "acme_storage" / "plugin.py").read_text()


@pytest.mark.parametrize("type_name, named", [
    ("Widget", "is not Namespace::Service::Name"),
    ("Acme::Widget", "is not Namespace::Service::Name"),
    ("A::B::C::D", "is not Namespace::Service::Name"),
    ("Acme::Storage::class", "'class'"),
    ("Acme::1Storage::Thing", "'1Storage'"),
    ("Acme::Storage::Bad-Name", "'Bad-Name'"),
    ("OS::Nova::Thing", "reserved"),
    ("../x::y::z", "'../x'"),
    ("Example::Widgets::Widget", "already in .plugin-sdk.json"),
    ("Example::Widgets::Import", "'import'"),
    ("Example::Widgets::Exception", "would shadow the name Exception"),
    ("Example::Widgets::properties", "would shadow the name properties"),
])
def test_new_resource_refuses_bad_types(project, plugin_sdk, type_name, named):
    before = tree(project)
    line = refused(plugin_sdk("new", "resource", type_name, "--project", project))
    assert named in line
    assert tree(project) == before


def test_new_resource_outside_a_project(tmp_path, plugin_sdk):
    line = refused(plugin_sdk("new", "resource", "Acme::Storage::Thing", "--project", tmp_path))
    assert ".plugin-sdk.json: not found" in line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("template, answers", [
    ("plugin", {"package": "json"}),
    ("plugin", {"name": "../escape"}),
    ("resource", {"type": "Acme::Storage::class"}),
    ("resource", {"package": "os"}),
])
def test_template_hooks_refuse_when_cookiecutter_runs_them_directly(tmp_path, template, answers):
    from cookiecutter.exceptions import FailedHookException
    from cookiecutter.main import cookiecutter

    from sdk.scaffold import render

    with pytest.raises(FailedHookException):
        cookiecutter(str(render.templates_dir() / template), no_input=True,
                     extra_context=answers, output_dir=str(tmp_path / "out"))
    assert [p.name for p in tmp_path.rglob("*")] in ([], ["out"])
