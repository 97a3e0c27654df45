"""The plugin-sdk requirement of a generated project: where this plugin-sdk
came from (pip's direct_url.json), with the openstack extra while the plug-in
uses Heat's OpenStack client plug-ins."""
import json
import re

import pytest

from sdk.scaffold import requirement

from .helpers import replace_in


@pytest.mark.parametrize("direct_url, expected", [
    ({"url": "file:///src/plugin-sdk", "dir_info": {"editable": True}},
     "plugin-sdk @ file:///src/plugin-sdk"),
    ({"url": "file:///src/plugin-sdk", "dir_info": {}}, "plugin-sdk @ file:///src/plugin-sdk"),
    ({"url": "https://example.com/plugin-sdk.git", "vcs_info": {
        "vcs": "git", "commit_id": "0123abc", "requested_revision": "main"}},
     "plugin-sdk @ git+https://example.com/plugin-sdk.git@0123abc"),
    ({"url": "https://example.com/dl/plugin_sdk-0.1.0.tar.gz", "archive_info": {}},
     "plugin-sdk @ https://example.com/dl/plugin_sdk-0.1.0.tar.gz"),
    ({}, "plugin-sdk==0.1.0"),
])
def test_requirement_from_pips_record(direct_url, expected):
    assert requirement.from_direct_url(direct_url, "0.1.0") == expected


def test_this_plugin_sdk_resolves_where_it_was_installed_from():
    """(A checkout's own plugin_sdk.egg-info, found first from its directory,
    records no source: pip's record of the installed one counts.)"""
    from importlib import metadata
    dists = list(metadata.distributions(name="plugin-sdk"))
    recorded = [d.read_text("direct_url.json") for d in dists if d.read_text("direct_url.json")]
    source = requirement.installed_source()
    if recorded:
        assert source == "plugin-sdk @ " + json.loads(recorded[0])["url"] or source.startswith(
            "plugin-sdk @ git+")
    else:
        assert source == "plugin-sdk==%s" % dists[0].version


class _Dist:
    def __init__(self, direct_url, version="0.1.0"):
        self.text, self.version = direct_url and json.dumps(direct_url), version

    def read_text(self, name):
        return self.text if name == "direct_url.json" else None


@pytest.mark.parametrize("direct_url, expected", [
    ({"url": "file:///src/plugin%20sdk", "dir_info": {"editable": True}},
     "pip install -e '/src/plugin sdk[heat]'"),
    ({"url": "file:///src/plugin-sdk", "dir_info": {}}, "pip install '/src/plugin-sdk[heat]'"),
    ({"url": "https://example.com/plugin-sdk.git", "vcs_info": {"vcs": "git", "commit_id": "0123"}},
     "pip install 'plugin-sdk[heat] @ git+https://example.com/plugin-sdk.git@0123'"),
    ({"url": "https://example.com/dl/plugin_sdk-0.1.0.tar.gz", "archive_info": {}},
     "pip install 'plugin-sdk[heat] @ https://example.com/dl/plugin_sdk-0.1.0.tar.gz'"),
    (None, "pip install 'plugin-sdk[heat]==0.1.0'"),
])
def test_the_install_hint_of_an_extra_names_where_plugin_sdk_came_from(monkeypatch, direct_url,
                                                                       expected):
    """(plugin-sdk is on no index: ``pip install 'plugin-sdk[heat]'`` resolves nowhere.)"""
    from sdk.common import install
    monkeypatch.setattr(install, "_distribution", lambda: _Dist(direct_url))
    assert install.pip_install("heat") == expected


def test_the_install_hint_of_a_checkout_run_in_place(monkeypatch):
    from sdk.common import install
    monkeypatch.setattr(install, "_distribution", lambda: None)
    root = __import__("pathlib").Path(install.__file__).resolve().parents[2]
    assert install.pip_install("openstack") == "pip install '%s[openstack]'" % root


def _extras(project):
    text = (project / "pyproject.toml").read_text()
    return dict(re.findall(r'\n(dev|heat|functional) = \["([^"]+)"\]', text))


def test_a_new_project_names_this_plugin_sdk(project):
    source = requirement.installed_source()
    record = json.loads((project / ".plugin-sdk.json").read_text())
    assert record["answers"]["plugin_sdk"] == source
    assert record["answers"]["openstack"] == "no"
    at = source[len("plugin-sdk"):]
    assert _extras(project) == {"dev": "plugin-sdk" + at, "heat": "plugin-sdk[heat]" + at,
                                "functional": "plugin-sdk[openstack]" + at}
    assert "plugin-sdk>=" not in (project / "pyproject.toml").read_text()


@pytest.mark.parametrize("edit", [
    ('    default_client_name = "widgets"', '    default_client_name = "neutron"'),
    ("from heat.engine import attributes", "from heat.engine.clients.os import neutron  # noqa\n"
                                           "from heat.engine import attributes"),
    ("constraints=[constraints.Range(1, 100)],",
     "constraints=[constraints.Range(1, 100), constraints.CustomConstraint('nova.flavor')],"),
])
def test_update_adds_the_openstack_extra_once_the_plugin_uses_openstack_clients(
        project, plugin_sdk, edit):
    replace_in(project / "example_widgets" / "widget.py", *edit)
    behind = plugin_sdk("check", "--project", project)
    assert behind.exit_code == 1 and "  pyproject.toml\n" in behind.stderr
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 0, result.output
    at = requirement.installed_source()[len("plugin-sdk"):]
    assert _extras(project) == {"dev": "plugin-sdk[openstack]" + at,
                                "heat": "plugin-sdk[heat,openstack]" + at,
                                "functional": "plugin-sdk[openstack]" + at}
    assert json.loads((project / ".plugin-sdk.json").read_text())["answers"]["openstack"] == "yes"
    assert plugin_sdk("check", "--project", project).exit_code == 0


def test_the_project_own_client_is_not_an_openstack_one(project):
    assert not requirement.uses_openstack(project / "example_widgets")


def test_a_recorded_requirement_stays_when_another_plugin_sdk_updates(project, plugin_sdk):
    path = project / ".plugin-sdk.json"
    record = json.loads(path.read_text())
    record["answers"]["plugin_sdk"] = "plugin-sdk @ git+https://example.com/plugin-sdk.git@feed"
    path.write_text(json.dumps(record))
    assert plugin_sdk("update", "--project", project).exit_code == 0
    assert _extras(project)["dev"] == "plugin-sdk @ git+https://example.com/plugin-sdk.git@feed"


@pytest.mark.parametrize("bad", ['plugin-sdk @ file:///x"]\nevil = ["', "requests", "plugin-sdk[all]",
                                 "plugin-sdk @ /no/scheme"])
def test_a_bad_recorded_requirement_is_refused_in_one_line(project, plugin_sdk, bad):
    path = project / ".plugin-sdk.json"
    record = json.loads(path.read_text())
    record["answers"]["plugin_sdk"] = bad
    path.write_text(json.dumps(record))
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 2
    assert "plugin-sdk requirement" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_new_plugin_takes_the_requirement_to_write(tmp_path, plugin_sdk):
    given = "plugin-sdk @ git+https://example.com/plugin-sdk.git@v1"
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--plugin-sdk", given)
    assert result.exit_code == 0, result.output
    assert "a path on this machine" not in result.output
    project = tmp_path / "example-widgets"
    assert _extras(project)["dev"] == given
    assert _extras(project)["heat"] == "plugin-sdk[heat] @ git+https://example.com/plugin-sdk.git@v1"
    bad = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path / "x", "--plugin-sdk", "requests")
    assert bad.exit_code == 2 and "plugin-sdk requirement 'requests'" in bad.stderr
    assert not (tmp_path / "x").exists()


def test_a_local_path_is_pointed_out(tmp_path, plugin_sdk):
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path, "--plugin-sdk",
                        "plugin-sdk @ file:///src/plugin-sdk")
    assert result.exit_code == 0
    assert ("Its dev extra installs plugin-sdk from file:///src/plugin-sdk, a path on this machine: "
            "for CI elsewhere, give --plugin-sdk") in result.output
