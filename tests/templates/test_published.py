"""Templates as people write them (tests/templates/published): their files
gathered as python-heatclient gathers them, validated offline without false
errors, run, and their mistakes reported where they are written."""
import json
import os
import shutil

import pytest
from click.testing import CliRunner

from sdk.common import template_files

from .conftest import HERE

PUBLISHED = HERE / "published"
INVALID = PUBLISHED / "invalid"
TRIPLEO = PUBLISHED / "tripleo"
MAGNUM = PUBLISHED / "magnum" / "drivers"
MAGNUM_ENVS = MAGNUM / "common" / "templates" / "environments"
HEAT_TEMPLATES = PUBLISHED / "heat-templates"

#: (template, environment files, parameters) of each valid one, as its users run it
VALID = {
    "tripleo": (TRIPLEO / "overcloud.yaml", [TRIPLEO / "overcloud-resource-registry.yaml",
                                             TRIPLEO / "environments" / "logging.yaml"], []),
    "tripleo-no-ntp": (TRIPLEO / "overcloud.yaml", [TRIPLEO / "overcloud-resource-registry.yaml",
                                                    TRIPLEO / "environments" / "no-ntp.yaml"], []),
    "magnum": (MAGNUM / "k8s" / "templates" / "kubecluster.yaml",
               [MAGNUM_ENVS / "no_master_lb.yaml", MAGNUM_ENVS / "no_volume.yaml"],
               ["server_image=cirros-0.6.3-x86_64-disk"]),
    "magnum-volume": (MAGNUM / "k8s" / "templates" / "kubecluster.yaml",
                      [MAGNUM_ENVS / "no_master_lb.yaml", MAGNUM_ENVS / "with_volume.yaml"],
                      ["server_image=fedora-coreos", "docker_volume_size=10"]),
    "autoscaling": (HEAT_TEMPLATES / "autoscaling" / "autoscaling.yaml", [], []),
    "software-config": (HEAT_TEMPLATES / "software-config" / "example-script-template.yaml", [], []),
    "remote": (HEAT_TEMPLATES / "remote" / "remote_provider.yaml", [], []),
}


def _args(case):
    template, envs, params = VALID[case]
    return [template] + [a for e in envs for a in ("-e", e)] + [a for p in params for a in ("-P", p)]


def _plugin_sdk(*args):
    from sdk.cli import main
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture
def where(tmp_path, monkeypatch):
    """Run in an empty directory (no pyproject.toml above it)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    return tmp_path


# -- gathering ----------------------------------------------------------------------


def _heatclient(template, envs):
    """(files, template, environment) as python-heatclient's own functions
    gather them for ``openstack stack create -t TEMPLATE -e ENV...``."""
    from heatclient.common import template_utils
    env_files, env = template_utils.process_multiple_environments_and_files(
        env_paths=[str(e) for e in envs])
    files, tmpl = template_utils.get_template_contents(template_file=str(template))
    files = dict(files, **env_files)
    return {k: v.decode() if isinstance(v, bytes) else v for k, v in files.items()}, tmpl, env


def _ours(template, envs):
    from sdk.cli.inputs import read_environment, read_template
    from sdk.cli.inputs import template_files as gather
    env = read_environment([str(e) for e in envs])
    tmpl = read_template(str(template))
    return gather(tmpl, str(template), env), tmpl, env


@pytest.mark.parametrize("case", sorted(set(VALID) - {"remote"}))
def test_files_are_gathered_as_heatclient_gathers_them(case, where):
    """The same files map (keys are file:// URLs, provider templates as
    JSON with their own names rewritten), the same template and the same
    resource_registry, as heatclient sends them to Heat; heatclient also
    sends the files of registry entries a later environment file
    overrides, which nothing reads (tripleo-no-ntp's ntp.yaml)."""
    template, envs, _ = VALID[case]
    files, tmpl, env = _heatclient(template, envs)
    our_files, our_tmpl, our_env = _ours(template, envs)
    assert our_tmpl == tmpl
    assert our_env["resource_registry"] == env.get("resource_registry", {})
    overridden = {f.resolve().as_uri() for f in (TRIPLEO / "puppet" / "services" / "ntp.yaml",
                                                 TRIPLEO / "scripts" / "ntp-step.pp")}
    assert sorted(our_files) == sorted(set(files) - (overridden if case == "tripleo-no-ntp" else set()))
    for url, content in files.items():
        if url not in our_files:
            continue
        if url.endswith(".yaml"):
            assert json.loads(our_files[url]) == json.loads(content), url
        else:
            assert our_files[url] == content, url


def test_names_are_relative_to_the_file_that_names_them():
    """A get_file in a nested template, a registry entry in an environment
    file of another directory, a group's member: each beside its namer."""
    _, envs, _ = VALID["tripleo"]
    files, _, env = _ours(TRIPLEO / "overcloud.yaml", envs)
    url = (TRIPLEO / "puppet" / "services" / "logging.yaml").resolve().as_uri()
    assert env["resource_registry"]["OS::TripleO::Services::Logging"] == url   # ../puppet from environments/
    assert url in files
    ntp = json.loads(files[(TRIPLEO / "puppet" / "services" / "ntp.yaml").resolve().as_uri()])
    step = ntp["resources"]["NtpConfig"]["properties"]["value"]["step_config"]["get_file"]
    assert files[step] == (TRIPLEO / "scripts" / "ntp-step.pp").read_text()   # ../../scripts
    files, tmpl, _ = _ours(HEAT_TEMPLATES / "autoscaling" / "autoscaling.yaml", [])
    member = tmpl["resources"]["asg"]["properties"]["resource"]["type"]   # an ASG's resource
    assert member == (HEAT_TEMPLATES / "autoscaling" / "lb_server.yaml").resolve().as_uri()


def test_heatclients_rules_for_urls_and_files(tmp_path):
    """A name with a scheme is a URL; an absolute path is a file; a
    registry value with "::" is a type; base_url moves a registry's files;
    a file that is not UTF-8 is sent as base64, one that is not a template
    as text, a template as JSON."""
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "m.yaml").write_text("heat_template_version: 2018-08-31\n")
    (tmp_path / "blob.bin").write_bytes(b"\xff\xfe")
    (tmp_path / "notes.yaml").write_text("just: data\n")
    gathered = template_files.Gathered()
    data = {"resources": {
        "a": {"type": str(tmp_path / "lib" / "m.yaml")},
        "b": {"type": "http://example.com/t.yaml"},
        "c": {"type": "OS::Heat::None", "properties": {
            "x": {"get_file": "blob.bin"}, "y": {"get_file": "notes.yaml"}}}}}
    gathered.template(data, str(tmp_path / "t.yaml"))
    m_url, blob, notes = ((tmp_path / n).as_uri() for n in ("lib/m.yaml", "blob.bin", "notes.yaml"))
    assert data["resources"]["a"]["type"] == m_url
    assert json.loads(gathered.files[m_url]) == {"heat_template_version": "2018-08-31"}
    assert gathered.remote == {"http://example.com/t.yaml"}
    assert gathered.files[blob] == "//4=\n" and gathered.files[notes] == "just: data\n"
    env = {"resource_registry": {"base_url": (tmp_path / "lib").as_uri(), "My::M": "m.yaml",
                                 "My::Alias": "OS::Heat::None",
                                 "resources": {"r": {"My::M": "m.yaml", "hooks": "pre-create"}}}}
    template_files.Gathered().environment(env, str(tmp_path / "env" / "e.yaml"))
    assert env["resource_registry"]["My::M"] == m_url
    assert env["resource_registry"]["resources"]["r"] == {"My::M": m_url, "hooks": "pre-create"}
    assert env["resource_registry"]["My::Alias"] == "OS::Heat::None"


# -- validation ---------------------------------------------------------------------


@pytest.mark.parametrize("case", sorted(VALID))
def test_valid_published_templates_are_clean(case, where, heat_source_root, monkeypatch):
    """No finding, exit 0, and no cloud asked: a client-backed check is
    skipped and counted in the summary."""
    from sdk.engine import plugin_manager

    def no_cloud(name):
        raise AssertionError("template validate asked for the %s client" % name)
    monkeypatch.setattr(plugin_manager, "installed_client", no_cloud)
    result = _plugin_sdk("template", "validate", *_args(case))
    assert (result.exit_code, result.stdout) == (0, ""), result.output
    assert result.stderr == "" or result.stderr.startswith("0 error(s), 0 warning(s) in 1 template(s); ")


def test_checks_that_need_a_cloud_are_counted(where, heat_source_root):
    result = _plugin_sdk("template", "validate", *_args("magnum"))
    # the image and flavor constraints (glance.image, nova.flavor); the remote template and script
    assert result.stderr == ("0 error(s), 0 warning(s) in 1 template(s); 2 check(s) skipped: "
                             "they need a cloud\n")
    result = _plugin_sdk("template", "validate", *_args("remote"))
    assert result.stderr.endswith("; 2 check(s) skipped: they need a cloud\n")


def _findings(*args):
    result = _plugin_sdk("template", "validate", "--format", "json", *args)
    assert result.exit_code in (0, 1), result.output
    return [(os.path.relpath(f["path"], INVALID), f["line"], f["column"], f["code"], f["message"])
            for f in json.loads(result.stdout)], result.exit_code


def test_a_parameters_bad_default_or_type_is_reported_at_that_key(where):
    found, code = _findings(INVALID / "parameters.yaml")
    assert [f[:4] for f in found] == [("parameters.yaml", 6, 5, "HT201"),   # default:
                                      ("parameters.yaml", 10, 5, "HT201"),  # type:
                                      ("parameters.yaml", 14, 5, "HT201")]  # default:
    assert found[1][4] == "Invalid type (numbr)"
    assert code == 1


def test_an_environment_files_value_is_reported_in_that_file(where):
    env = INVALID / "env_values_env.yaml"
    found, _ = _findings(INVALID / "env_values.yaml", "-e", env)
    assert [f[:4] for f in found] == [("env_values_env.yaml", 2, 3, "HT202"),   # parameters: size
                                      ("env_values_env.yaml", 4, 3, "HT202")]   # parameter_defaults: mode
    assert found[0][4] == "Parameter 'size' is invalid: 42 is out of range (min: 1, max: 10)"
    # a value given with -P has no file: at the parameter
    found, _ = _findings(INVALID / "env_values.yaml", "-e", env, "-P", "size=11")
    assert [f[:4] for f in found] == [("env_values.yaml", 4, 3, "HT202"),
                                      ("env_values_env.yaml", 4, 3, "HT202")]


def test_an_outputs_unknown_resource_is_a_warning(where):
    found, code = _findings(INVALID / "outputs.yaml")
    assert found == [("outputs.yaml", 8, 13, "HT502",
                      'Heat accepts it, and fails when the output is shown: The specified '
                      'reference "server_prot" (in unknown) is incorrect.')]
    assert code == 0   # warnings alone pass
    assert _plugin_sdk("template", "validate", "--strict", INVALID / "outputs.yaml").exit_code == 1


def test_a_provider_template_is_checked_as_heat_checks_it_at_create(where):
    """Its parameters' constraints are the properties' (a bad literal is
    refused); a value known only at create (get_attr, a parameter without
    one) is not; a missing file inside it is reported in it, at its line;
    no placeholder of the validator's shows in a message."""
    found, _ = _findings(INVALID / "nested.yaml")
    assert [f[:4] for f in found] == [
        ("nested.yaml", 17, 7, "HT303"), ("nested.yaml", 21, 5, "HT303"),
        ("nested.yaml", 25, 38, "HT303"), ("nested_member.yaml", 18, 16, "HT003")]
    assert [f[4] for f in found[:3]] == [
        "Property error: resources.bad_port.properties.port: 70000 is out of range (min: 1, max: 65535)",
        "Property error: resources.no_label.properties: Property label not assigned",
        'Property error: resources.bad_tier.properties.tier: "bronze" is not an allowed value '
        '["gold", "silver"]']
    assert found[3][4] == "Could not fetch contents for %s" % (
        INVALID / "scripts" / "missing.sh").resolve().as_uri()
    assert not any("\0" in f[4] for f in found)


def test_a_missing_file_is_reported_at_the_line_naming_it(where):
    """Once, as heatclient reports it, and nothing else about it."""
    found, _ = _findings(INVALID / "missing_files.yaml")
    assert [f[:4] for f in found] == [("missing_files.yaml", 9, 9, "HT003"),
                                      ("missing_files.yaml", 13, 16, "HT003")]
    # an environment file's: an input error at its line, for every command
    for command in (["template", "validate"], ["stack", "create", "s", "--state", where / "s.db", "-t"]):
        result = _plugin_sdk(*command, INVALID / "missing_files.yaml", "-e", INVALID / "missing_registry.yaml")
        assert result.exit_code == 2
        assert result.output == "Error: %s:2:3: Could not fetch contents for %s\n" % (
            INVALID / "missing_registry.yaml", (PUBLISHED / "members" / "member.yaml").as_uri())


def test_the_commands_refuse_a_missing_or_remote_file_at_its_line(where):
    result = _plugin_sdk("run", "-t", INVALID / "missing_files.yaml")
    assert result.exit_code == 2
    assert result.output == "Error: %s:9:9: Could not fetch contents for %s\n" % (
        INVALID / "missing_files.yaml", (INVALID / "members" / "member.yaml").as_uri())
    result = _plugin_sdk("stack", "create", "s", "--state", where / "s.db", "-t",
                         HEAT_TEMPLATES / "remote" / "remote_provider.yaml")
    assert result.exit_code == 2
    assert result.output == ("Error: %s:5:5: Could not fetch contents for https://example.com/templates/"
                             "member.yaml: plugin-sdk reads local files only\n"
                             % (HEAT_TEMPLATES / "remote" / "remote_provider.yaml"))
    assert not (where / "s.db").exists()
    with pytest.raises(template_files.FilesError, match=":9:9: Could not fetch contents for file://"):
        from sdk.testing import Harness
        Harness().create_stack(INVALID / "missing_files.yaml")


# -- running ------------------------------------------------------------------------


@pytest.mark.parametrize("template, environment", [
    (TRIPLEO / "overcloud.yaml", TRIPLEO / "overcloud-resource-registry.yaml"),
    (HEAT_TEMPLATES / "software-config" / "example-script-template.yaml", None)])
def test_the_harness_creates_them_from_their_paths(template, environment, heat_source_root):
    from sdk.testing import Harness
    st = Harness().create_stack(template, environment=environment)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason


def test_stack_create_and_update_read_them_as_heatclient_does(where, heat_source_root):
    """Created from one directory, updated from another: the files are
    found beside the files that name them either way."""
    copy = where / "copy"
    shutil.copytree(TRIPLEO, copy)
    state = where / "state.db"
    template, envs, _ = VALID["tripleo"]
    args = [a for e in envs for a in ("-e", copy / e.relative_to(TRIPLEO))]
    result = _plugin_sdk("stack", "create", "oc", "-t", copy / "overcloud.yaml", "--state", state, *args)
    assert result.exit_code == 0, result.output
    os.chdir(copy / "environments")
    result = _plugin_sdk("stack", "update", "oc", "-t", "../overcloud.yaml", "--state", state,
                         "-e", "../overcloud-resource-registry.yaml", "-e", "no-ntp.yaml",
                         "-P", "ComputeCount=2")
    assert result.exit_code == 0, result.output
    outputs = json.loads(_plugin_sdk("stack", "outputs", "oc", "--state", state, "--format", "json").stdout)
    values = {o["output_key"]: o["output_value"] for o in outputs}
    assert values["ComputeHostnames"] == ["overcloud-novacompute-0", "overcloud-novacompute-1"]


def test_a_run_on_the_fake_cloud(where, heat_source_root):
    result = _plugin_sdk("run", "-t", *_args("magnum"), "--fake-cloud", "--steps", "create,delete")
    assert result.exit_code == 0, result.output
    assert "output api_address = 'https://10.0.0.10:6443'" in result.output


def test_a_type_an_environment_file_maps_wrongly_is_reported_there(where):
    found, _ = _findings(INVALID / "registry.yaml", "-e", INVALID / "registry_env.yaml")
    assert found == [("registry_env.yaml", 3, 3, "HT302", "The Resource Type (My::Db) could not be found.")]


def test_a_provider_templates_own_bad_default_is_refused_at_the_resource_using_it(where):
    """As Heat refuses it when the stack is created, with Heat's path."""
    found, _ = _findings(INVALID / "provider_default.yaml")
    assert found == [("provider_default.yaml", 4, 3, "HT308",
                      "InvalidSchemaError: resources.member<%s>: Parameter 'replicas' is invalid: "
                      "Invalid default 7 (7 is out of range (min: None, max: 5))"
                      % (INVALID / "member_default.yaml").as_uri())]


def test_what_heat_would_not_take_is_not_read(tmp_path, heat_option):
    """A directory or a device is no file to send (heatclient would block
    on a pipe); files past max_json_body_size make a request Heat's API
    refuses, with its message, so they are not read."""
    heat_option("max_json_body_size", 100)
    (tmp_path / "small.sh").write_text("x" * 60)
    (tmp_path / "more.sh").write_text("y" * 60)
    data = {"resources": {name: {"type": "OS::Heat::SoftwareConfig", "properties": {
        "config": {"get_file": target}}} for name, target in (
            ("a", str(tmp_path)), ("b", "/dev/zero"), ("c", "small.sh"), ("d", "more.sh"))}}
    gathered = template_files.Gathered()
    gathered.template(data, str(tmp_path / "t.yaml"))
    assert [p.message for p in gathered.problems] == [
        "Could not fetch contents for %s" % tmp_path.as_uri(),
        "Could not fetch contents for file:///dev/zero",
        "Request limit exceeded: JSON body size (120 bytes) exceeds maximum allowed size (100 bytes). "
        "(%s and the files before it)" % (tmp_path / "more.sh").as_uri()]
    assert list(gathered.files) == [(tmp_path / "small.sh").as_uri()]
