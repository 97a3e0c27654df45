"""plugin-sdk stack --os-cloud: the commands on a Heat API (here Heat's v1
REST API as fake_heat_api answers it): what heatclient sends, the same
documents as on the runtime, one-line errors for a cloud that is not
there. tests/real_heat/test_stack_remote.py runs them on real Heat."""
import json

import pytest
import requests_mock

from tests.stack_cli.fake_heat_api import CLOUDS_YAML, FakeHeat


@pytest.fixture
def heat(work, monkeypatch):
    (work.path / "clouds.yaml").write_text(CLOUDS_YAML)
    monkeypatch.setenv("OS_CLIENT_CONFIG_FILE", str(work.path / "clouds.yaml"))
    with requests_mock.Mocker() as mocker:
        yield FakeHeat(mocker)


def remote(work, *args):
    waits = args[1] in ("create", "update", "adopt", "delete", "suspend", "resume", "check") \
        or args[1:3] in (("snapshot", "create"), ("snapshot", "restore"))
    return work.run(*args, "--os-cloud", "fake-heat", *(("--poll-interval", "0") if waits else ()))


def remote_json(work, *args):
    result = remote(work, *args, "--format", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


NESTED = """
heat_template_version: 2016-10-14
parameters:
  size: {type: number, default: 1}
resources:
  inner:
    type: inner.yaml
outputs:
  out: {value: 1}
"""


def test_create_sends_the_template_its_files_and_environments_as_heatclient(work, heat):
    work.write("top.yaml", NESTED)
    work.write("inner.yaml", "heat_template_version: 2016-10-14\nresources: {}\n")
    work.write("env.yaml", "parameters: {size: 3}\nresource_registry: {My::Inner: inner.yaml}\n")
    created = remote_json(work, "stack", "create", "s", "-t", "top.yaml", "-e", "env.yaml",
                          "-P", "size=2", "--timeout", "5", "--rollback")
    method, path, body = heat.requests[0]
    assert (method, path) == ("POST", "/stacks")
    assert body["stack_name"] == "s" and body["parameters"] == {"size": "2"}
    assert (body["timeout_mins"], body["disable_rollback"]) == (5, False)
    assert body["template"]["resources"]["inner"]["type"].endswith("/inner.yaml")   # a file: URL
    assert sorted(body["files"]) == sorted([body["template"]["resources"]["inner"]["type"],
                                            body["environment_files"][0]])
    assert body["environment"]["parameters"] == {"size": 3}
    assert body["environment_files"][0].endswith("/env.yaml")
    # The runtime's document: the same keys, Heat's pseudo-parameters left out.
    assert created["stack_status"] == "CREATE_COMPLETE"
    assert sorted(created) == ["creation_time", "disable_rollback", "id", "outputs", "parameters",
                               "resources", "snapshots", "stack_name", "stack_status",
                               "stack_status_reason", "timeout_mins", "updated_time"]
    assert created["parameters"] == {"size": "2"}
    assert (created["timeout_mins"], created["disable_rollback"]) == (5, False)
    assert created["outputs"] == [{"output_key": "out", "output_value": 1,
                                   "description": "No description given"}]
    assert [r["resource_name"] for r in created["resources"]] == ["inner"]


def test_update_is_a_patch_that_keeps_what_is_not_given(work, heat):
    work.write("t.yaml", NESTED.replace("inner.yaml", "OS::Heat::None"))
    remote_json(work, "stack", "create", "s", "-t", "t.yaml")
    updated = remote_json(work, "stack", "update", "s", "-P", "size=4", "--no-rollback")
    method, path, body = [r for r in heat.requests if r[0] == "PATCH"][0]
    assert path == "/stacks/s/%s" % updated["id"]
    assert "template" not in body   # --existing: Heat keeps the stack's template
    assert body["parameters"] == {"size": "4"} and body["disable_rollback"] is True
    assert "timeout_mins" not in body
    assert updated["stack_status"] == "UPDATE_COMPLETE"


def test_the_verbs_and_their_output(work, heat):
    work.write("t.yaml", NESTED.replace("inner.yaml", "OS::Heat::None"))
    remote_json(work, "stack", "create", "s", "-t", "t.yaml")
    for action in ("suspend", "resume", "check"):
        assert remote_json(work, "stack", action, "s")["stack_status"] == action.upper() + "_COMPLETE"
    assert ("POST", "/stacks/s/%s/actions" % heat.stacks["s"]["id"], {"check": None}) \
        in heat.requests
    events = remote_json(work, "stack", "events", "s")
    assert sorted(events[0]) == ["event_time", "id", "physical_resource_id", "resource_name",
                                 "resource_status", "resource_status_reason"]
    assert [e["resource_status"] for e in events] == [
        "CREATE_IN_PROGRESS", "CREATE_COMPLETE", "SUSPEND_IN_PROGRESS", "SUSPEND_COMPLETE",
        "RESUME_IN_PROGRESS", "RESUME_COMPLETE", "CHECK_IN_PROGRESS", "CHECK_COMPLETE"]
    assert remote(work, "stack", "events", "s").stdout.splitlines()[0].split() == [
        "TIME", "RESOURCE", "STATUS", "REASON"]
    assert remote_json(work, "stack", "outputs", "s", "out") == {
        "output_key": "out", "output_value": "v-out", "description": "No description given"}
    assert [r["resource_name"] for r in remote_json(work, "stack", "resource", "list", "s")] == [
        "inner"]
    shown = remote_json(work, "stack", "resource", "show", "s", "inner")
    assert shown["attributes"] == {"name": "inner"}
    assert remote(work, "stack", "resource", "signal", "s", "inner", "--data", '{"a": 1}'
                  ).returncode == 0
    assert heat.stacks["s"]["resources"]["inner"]["signals"] == [{"a": 1}]
    marked = remote_json(work, "stack", "resource", "mark-unhealthy", "s", "inner", "broken")
    assert (marked["resource_status"], marked["resource_status_reason"]) == (
        "CHECK_FAILED", "broken")
    snap = remote_json(work, "stack", "snapshot", "create", "s", "--name", "first")
    assert (snap["name"], snap["status"]) == ("first", "COMPLETE")
    assert remote_json(work, "stack", "snapshot", "list", "s") == [snap]
    assert remote_json(work, "stack", "snapshot", "show", "s", "first")["data"]["template"]
    restored = remote_json(work, "stack", "snapshot", "restore", "s", "first")
    assert restored["stack_status"] == "RESTORE_COMPLETE"
    assert remote(work, "stack", "snapshot", "delete", "s", snap["id"]).returncode == 0
    assert remote_json(work, "stack", "list")[0]["stack_name"] == "s"
    deleted = remote_json(work, "stack", "delete", "s")
    assert deleted["stack_status"] == "DELETE_COMPLETE"
    assert remote_json(work, "stack", "list") == []


def test_a_failed_action_exits_1_and_heats_refusals_are_one_line(work, heat):
    work.write("t.yaml", "heat_template_version: 2016-10-14\nresources:\n  x: {type: Fail::Me}\n")
    failed = remote(work, "stack", "create", "s", "-t", "t.yaml")
    assert failed.returncode == 1
    assert failed.stdout.splitlines()[0] == "s  CREATE_FAILED  Resource CREATE failed: boom"
    again = remote(work, "stack", "create", "s", "-t", "t.yaml")
    assert (again.returncode, again.stderr) == (2, "Error: The Stack (s) already exists.\n")
    missing = remote(work, "stack", "show", "nope")
    assert (missing.returncode, missing.stderr) == (
        2, "Error: The Stack (nope) could not be found.\n")
    no_snap = remote(work, "stack", "snapshot", "show", "s", "nope")
    assert (no_snap.returncode, no_snap.stderr) == (2, "Error: Snapshot with id nope not found\n")


def test_an_update_rolled_back_is_waited_for_until_the_rollback_ends(work, heat):
    work.write("t.yaml", "heat_template_version: 2016-10-14\nresources:\n  n: {type: OS::Heat::None}\n")
    remote_json(work, "stack", "create", "s", "-t", "t.yaml")
    work.write("t.yaml", "heat_template_version: 2016-10-14\nresources:\n  f: {type: Fail::Me}\n")
    updated = remote(work, "stack", "update", "s", "-t", "t.yaml", "--rollback", "--format", "json")
    assert updated.returncode == 1, updated.stderr
    shown = json.loads(updated.stdout)
    assert (shown["stack_status"], shown["stack_status_reason"]) == (
        "ROLLBACK_COMPLETE", "Stack ROLLBACK completed successfully")


def test_a_snapshot_whose_engine_thread_ended_is_not_waited_for(work, heat):
    work.write("t.yaml", "heat_template_version: 2016-10-14\nresources:\n  e: {type: Exit::Me}\n")
    remote_json(work, "stack", "create", "s", "-t", "t.yaml")
    snap = remote(work, "stack", "snapshot", "create", "s", "--format", "json")
    assert snap.returncode == 1, snap.stderr
    assert json.loads(snap.stdout)["status"] == "IN_PROGRESS"


def test_abandon_and_adopt(work, heat):
    work.write("t.yaml", NESTED.replace("inner.yaml", "OS::Heat::None"))
    remote_json(work, "stack", "create", "s", "-t", "t.yaml")
    abandoned = remote(work, "stack", "abandon", "s", "-o", "a.json")
    assert abandoned.returncode == 0, abandoned.stderr
    assert json.loads((work.path / "a.json").read_text())["name"] == "s"
    assert remote_json(work, "stack", "list") == []
    adopted = remote_json(work, "stack", "adopt", "s", "--adopt-file", "a.json")
    assert adopted["stack_status"] == "ADOPT_COMPLETE"
    sent = [r[2] for r in heat.requests if r[:2] == ("POST", "/stacks")][-1]
    assert json.loads(sent["adopt_stack_data"])["name"] == "s"


def test_options_of_the_runtime_are_refused_with_os_cloud(work, heat):
    for option in (["--plugin-dir", "plugins"], ["--fake-cloud"], ["--state", "x.db"],
                   ["--legacy"]):
        refused = remote(work, "stack", "show", "s", *option)
        assert refused.returncode == 2
        assert refused.stderr.splitlines()[-1] == (
            "Error: %s: an option of the local runtime, not of a Heat endpoint (--os-cloud)"
            % {"--legacy": "--convergence/--legacy"}.get(option[0], option[0]))
    refused = remote(work, "stack", "show", "s", "-e", "env.yaml")
    assert refused.stderr.splitlines()[-1].startswith("Error: -e: an option of the local")
    assert heat.requests == []


@pytest.mark.parametrize("clouds, expected", [
    ("clouds: {}\n", "Error: cloud fake-heat: Cloud fake-heat was not found.\n"),
    ("clouds:\n  fake-heat:\n    auth_type: none\n"
     "    orchestration_endpoint_override: http://127.0.0.1:9/v1/admin\n",
     "Error: cloud fake-heat cannot be reached: http://127.0.0.1:9/v1/admin/stacks/s "
     "(Connection refused)\n"),
])
def test_a_cloud_that_is_not_there_is_one_line(work, monkeypatch, clouds, expected):
    (work.path / "clouds.yaml").write_text(clouds)
    monkeypatch.setenv("OS_CLIENT_CONFIG_FILE", str(work.path / "clouds.yaml"))
    result = remote(work, "stack", "show", "s")
    assert (result.returncode, result.stderr) == (2, expected)


def test_a_cloud_refusing_the_credentials_is_one_line(work, monkeypatch):
    (work.path / "clouds.yaml").write_text(
        "clouds:\n  fake-heat:\n    auth:\n      auth_url: http://keystone.test/v3\n"
        "      username: u\n      password: wrong\n      project_name: p\n"
        "      user_domain_name: Default\n      project_domain_name: Default\n")
    monkeypatch.setenv("OS_CLIENT_CONFIG_FILE", str(work.path / "clouds.yaml"))
    with requests_mock.Mocker() as mocker:
        mocker.get("http://keystone.test/v3", json={"version": {
            "id": "v3.14", "status": "stable", "links": [
                {"rel": "self", "href": "http://keystone.test/v3/"}]}})
        mocker.post("http://keystone.test/v3/auth/tokens", status_code=401, json={"error": {
            "code": 401, "title": "Unauthorized",
            "message": "The request you have made requires authentication."}})
        result = remote(work, "stack", "show", "s")
    assert result.returncode == 2
    assert result.stderr.startswith("Error: cloud fake-heat refused the credentials: ")
    assert len(result.stderr.splitlines()) == 1


def test_the_os_variables_name_a_cloud_too(work, monkeypatch):
    """``--os-cloud envvars``: openstacksdk's cloud of the OS_* variables."""
    from tests.stack_cli.fake_heat_api import ENDPOINT
    (work.path / "clouds.yaml").write_text("clouds: {}\n")
    monkeypatch.setenv("OS_CLIENT_CONFIG_FILE", str(work.path / "clouds.yaml"))
    for name, value in (("OS_AUTH_TYPE", "admin_token"), ("OS_ENDPOINT", ENDPOINT),
                        ("OS_TOKEN", "secret")):
        monkeypatch.setenv(name, value)
    with requests_mock.Mocker() as mocker:
        heat = FakeHeat(mocker)
        listed = work.run("stack", "list", "--os-cloud", "envvars", "--format", "json")
    assert (listed.returncode, json.loads(listed.stdout)) == (0, [])
    assert mocker.request_history[0].headers["X-Auth-Token"] == "secret"
    assert heat.requests == [("GET", "/stacks", None)]
