"""Scaffolding never writes outside the project: symbolic links in a project
that lead out of it are refused before anything is written, and a file
hard-linked to one outside is replaced, not written through."""
import json
import os
import shutil

import pytest

from .helpers import one_line, snapshot


@pytest.fixture
def project(tmp_path, plugin_sdk):
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path / "work")
    assert result.exit_code == 0, result.output
    return tmp_path / "work" / "example-widgets"


@pytest.fixture
def outside(tmp_path):
    """A directory beside the project with a file in it that must survive."""
    d = tmp_path / "outside"
    d.mkdir()
    (d / "precious.txt").write_text("keep me\n")
    return d


def _refused(result, link, project, before, outside, outside_before):
    assert result.exit_code == 2, result.output
    line = one_line(result.stderr)
    assert str(link) in line and "outside the project" in line, line
    assert snapshot(project) == before
    assert snapshot(outside) == outside_before


def _file_link(project, outside, rel):
    (project / rel).unlink()
    (project / rel).symlink_to(outside / "precious.txt")


def _dir_link(project, outside, rel):
    shutil.rmtree(project / rel)
    (project / rel).symlink_to(outside, target_is_directory=True)


def _dangling_link(project, outside, rel):
    (project / rel).unlink()
    (project / rel).symlink_to(outside / "created.py")


@pytest.mark.parametrize("rel, make_link", [
    ("README.md", _file_link),          # an outside file would be overwritten
    ("example_widgets", _dir_link),     # the package would be written into an outside directory
    ("noxfile.py", _dangling_link),     # the link's target would be created
    (".plugin-sdk", _dir_link),         # the template base would be replaced outside
])
def test_force_does_not_write_through_a_link_outside(project, outside, plugin_sdk, rel, make_link):
    make_link(project, outside, rel)
    before, outside_before = snapshot(project), snapshot(outside)
    result = plugin_sdk("new", "plugin", "--no-input", "--force", "--output-dir", project.parent)
    _refused(result, project / rel, project, before, outside, outside_before)
    assert not (outside / "created.py").exists()


def test_new_resource_does_not_write_into_a_package_outside(project, outside, plugin_sdk):
    shutil.copytree(project / "example_widgets", outside / "pkg")
    shutil.rmtree(project / "example_widgets")
    (project / "example_widgets").symlink_to(outside / "pkg", target_is_directory=True)
    before, outside_before = snapshot(project), snapshot(outside)
    result = plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project)
    _refused(result, project / "example_widgets", project, before, outside, outside_before)


def test_new_resource_does_not_create_a_dangling_links_target(project, outside, plugin_sdk):
    (project / "tests" / "test_gadget.py").symlink_to(outside / "created.py")
    before, outside_before = snapshot(project), snapshot(outside)
    result = plugin_sdk("new", "resource", "Example::Widgets::Gadget", "--project", project)
    _refused(result, project / "tests" / "test_gadget.py", project, before, outside, outside_before)
    assert not (outside / "created.py").exists()


@pytest.mark.parametrize("linked", ["docs/index.rst", ".plugin-sdk.json"])
def test_new_resource_does_not_edit_a_file_outside(project, outside, plugin_sdk, linked):
    (outside / "copy").write_bytes((project / linked).read_bytes())
    (project / linked).unlink()
    (project / linked).symlink_to(outside / "copy")
    before, outside_before = snapshot(project), snapshot(outside)
    result = plugin_sdk("new", "resource", "Acme::Storage::Gadget", "--project", project)
    _refused(result, project / linked, project, before, outside, outside_before)


def test_update_does_not_write_through_a_link_outside(project, outside, plugin_sdk):
    shutil.copytree(project / ".plugin-sdk" / "template-base", outside / "base")
    shutil.rmtree(project / ".plugin-sdk" / "template-base")
    (project / ".plugin-sdk" / "template-base").symlink_to(outside / "base", target_is_directory=True)
    before, outside_before = snapshot(project), snapshot(outside)
    result = plugin_sdk("update", "--project", project)
    _refused(result, project / ".plugin-sdk" / "template-base", project, before, outside, outside_before)


def test_links_that_stay_inside_the_project_are_followed(project, plugin_sdk):
    (project / "docs" / "index.rst").rename(project / "docs" / "reference.rst")
    (project / "docs" / "index.rst").symlink_to("reference.rst")
    result = plugin_sdk("new", "resource", "Acme::Storage::Gadget", "--project", project)
    assert result.exit_code == 0, result.output
    assert (project / "docs" / "index.rst").is_symlink()
    assert ".. resource-reference:: Acme::" in (project / "docs" / "reference.rst").read_text()


def _hard_link(project, outside, rel):
    """``rel`` in the project made a hard link to a file outside it (same content)."""
    (outside / "linked").write_bytes((project / rel).read_bytes())
    (project / rel).unlink()
    os.link(outside / "linked", project / rel)
    return (outside / "linked").read_bytes()


@pytest.mark.parametrize("rel", ["README.md", "noxfile.py", ".plugin-sdk.json"])
def test_force_replaces_a_hard_linked_file_instead_of_writing_through_it(project, outside,
                                                                          plugin_sdk, rel):
    kept = _hard_link(project, outside, rel)
    result = plugin_sdk("new", "plugin", "--no-input", "--force", "--output-dir", project.parent)
    assert result.exit_code == 0, result.output
    assert (outside / "linked").read_bytes() == kept
    assert os.stat(project / rel).st_nlink == 1
    assert os.access(project / "devstack" / "plugin.sh", os.X_OK)   # the template's modes kept


@pytest.mark.parametrize("rel", ["docs/index.rst", ".plugin-sdk.json",
                                 "example_widgets/plugin.py"])
def test_new_resource_replaces_a_hard_linked_file(project, outside, plugin_sdk, rel):
    kept = _hard_link(project, outside, rel)
    result = plugin_sdk("new", "resource", "Acme::Storage::Gadget", "--project", project)
    assert result.exit_code == 0, result.output
    assert (outside / "linked").read_bytes() == kept
    assert (project / rel).read_bytes() != kept   # the project's file got the change


def test_update_replaces_a_hard_linked_file(project, outside, plugin_sdk):
    record = json.loads((project / ".plugin-sdk.json").read_text())
    record["template_version"] -= 1
    (project / ".plugin-sdk.json").write_text(json.dumps(record))
    kept = _hard_link(project, outside, ".plugin-sdk.json")
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 0, result.output
    assert (outside / "linked").read_bytes() == kept
    assert json.loads((project / ".plugin-sdk.json").read_text())["template_version"] == \
        record["template_version"] + 1
