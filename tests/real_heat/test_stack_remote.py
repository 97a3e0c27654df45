"""``plugin-sdk stack ... --os-cloud plugin-sdk-local`` on real Heat 27
(``plugin-sdk heat serve``): the stack commands on a Heat API, with the
same documents as on the runtime. Needs openstack-heat: ``nox -s
heat_serve``."""
import json
import subprocess
import sys
import time

import pytest
import yaml

from sdk.cloud.heat_service.launcher import LocalHeat
from tests.real_heat.test_heat_serve import MIXED, PLUGINS

#: MIXED (a plug-in type, a Heat built-in, OS::Neutron::Net) with a provider template too
TEMPLATE = dict(yaml.safe_load(MIXED))
TEMPLATE["resources"] = dict(TEMPLATE["resources"], extra={"type": "extra.yaml"})
#: a provider template the main one names: sent as heatclient sends it
EXTRA = """
heat_template_version: 2018-08-31
parameters:
  size: {type: number, default: 1}
resources:
  inner: {type: Example::Widget, properties: {size: {get_param: size}}}
"""


@pytest.fixture(scope="module")
def heat(tmp_path_factory):
    with LocalHeat(tmp_path_factory.mktemp("heat") / "state", plugin_dirs=[PLUGINS]) as service:
        yield service


def _stack(heat, cwd, *args, code=0):
    proc = subprocess.run([sys.executable, "-W", "ignore", "-m", "sdk", "stack", *args,
                           "--os-cloud", heat.cloud], cwd=cwd, env=heat.env(),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == code, proc.stdout + proc.stderr
    return proc


def _json(heat, cwd, *args, code=0):
    return json.loads(_stack(heat, cwd, *args, "--format", "json", code=code).stdout)


def test_a_stack_through_its_life_on_real_heat(heat, tmp_path):
    (tmp_path / "mixed.yaml").write_text(yaml.safe_dump(TEMPLATE))
    (tmp_path / "extra.yaml").write_text(EXTRA)
    (tmp_path / "env.yaml").write_text("parameter_defaults: {size: 2}\n")
    poll = ("--poll-interval", "0.1")
    created = _json(heat, tmp_path, "create", "mixed", "-t", "mixed.yaml", "-e", "env.yaml",
                    "--timeout", "10", *poll)
    assert created["stack_status"] == "CREATE_COMPLETE", created["stack_status_reason"]
    assert (created["timeout_mins"], created["disable_rollback"]) == (10, True)
    assert {r["resource_name"]: r["resource_status"] for r in created["resources"]} == dict.fromkeys(
        ("extra", "name", "net", "widget"), "CREATE_COMPLETE")
    outputs = {o["output_key"]: o["output_value"] for o in created["outputs"]}
    assert (outputs["label"], outputs["net_status"]) == ("1-blue", "ACTIVE")
    assert outputs["net_id"] == {r["resource_name"]: r["physical_resource_id"]
                                 for r in created["resources"]}["net"]
    # the same document as the runtime's
    assert sorted(created) == ["creation_time", "disable_rollback", "id", "outputs", "parameters",
                               "resources", "snapshots", "stack_name", "stack_status",
                               "stack_status_reason", "timeout_mins", "updated_time"]

    updated = _json(heat, tmp_path, "update", "mixed", "-P", "colour=red", *poll)
    assert updated["stack_status"] == "UPDATE_COMPLETE", updated["stack_status_reason"]
    assert updated["parameters"]["colour"] == "red"
    assert _json(heat, tmp_path, "outputs", "mixed", "label")["output_value"] == "1-red"
    shown = _json(heat, tmp_path, "show", "mixed")
    assert shown["id"] == created["id"] and shown["stack_status"] == "UPDATE_COMPLETE"
    text = _stack(heat, tmp_path, "show", "mixed").stdout.splitlines()
    assert text[0].startswith("mixed  UPDATE_COMPLETE  ")

    events = _json(heat, tmp_path, "events", "mixed")
    stack_events = [e["resource_status"] for e in events if e["resource_name"] == "mixed"]
    assert stack_events == ["CREATE_IN_PROGRESS", "CREATE_COMPLETE", "UPDATE_IN_PROGRESS",
                            "UPDATE_COMPLETE"]
    widget = _json(heat, tmp_path, "resource", "show", "mixed", "widget")
    assert widget["attributes"]["label"] == "1-red"
    assert [r["resource_name"] for r in _json(heat, tmp_path, "resource", "list", "mixed")] == [
        "extra", "name", "net", "widget"]

    refused = _stack(heat, tmp_path, "cancel", "mixed", code=2)   # nothing under way
    assert refused.stderr == ("Error: Cancelling update when stack is UPDATE_COMPLETE is not "
                              "supported.\n")   # the runtime refuses it with the same line

    checked = _json(heat, tmp_path, "check", "mixed", *poll)
    assert checked["stack_status"] == "CHECK_COMPLETE"
    snap = _json(heat, tmp_path, "snapshot", "create", "mixed", "--name", "first", *poll)
    assert snap["status"] == "COMPLETE"
    assert [s["name"] for s in _json(heat, tmp_path, "snapshot", "list", "mixed")] == ["first"]
    for action in ("suspend", "resume"):
        assert _json(heat, tmp_path, action, "mixed", *poll)["stack_status"] == \
            action.upper() + "_COMPLETE"

    deleted = _json(heat, tmp_path, "delete", "mixed", *poll)
    assert deleted["stack_status"] == "DELETE_COMPLETE"
    assert _json(heat, tmp_path, "list") == []
    missing = _stack(heat, tmp_path, "show", "mixed", code=2)
    assert missing.stderr == "Error: The Stack (mixed) could not be found.\n"


def test_a_failed_create_exits_1_with_heats_reason(heat, tmp_path):
    (tmp_path / "bad.yaml").write_text(
        "heat_template_version: 2018-08-31\nresources:\n"
        "  w: {type: Example::Widget, properties: {size: -5}}\n")
    refused = _stack(heat, tmp_path, "create", "bad", "-t", "bad.yaml", code=2)
    assert refused.stderr.startswith("Error: ") and len(refused.stderr.splitlines()) == 1


#: an update of ``slow`` that takes 4 s on Heat (TestResource's action_wait_secs)
SLOW = {"heat_template_version": "2018-08-31",
        "parameters": {"v": {"type": "string", "default": "a"}},
        "resources": {"slow": {"type": "OS::Heat::TestResource", "properties": {
            "value": {"get_param": "v"}, "action_wait_secs": {"update": 4}}}}}


def test_cancel_rolls_back_an_update_under_way(heat, tmp_path):
    (tmp_path / "slow.yaml").write_text(yaml.safe_dump(SLOW))
    poll = ("--poll-interval", "0.1")
    assert _json(heat, tmp_path, "create", "slow", "-t", "slow.yaml", *poll)[
        "stack_status"] == "CREATE_COMPLETE"
    update = subprocess.Popen(
        [sys.executable, "-W", "ignore", "-m", "sdk", "stack", "update", "slow", "-P", "v=b",
         "--os-cloud", heat.cloud, "--format", "json", *poll], cwd=tmp_path, env=heat.env(),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while _json(heat, tmp_path, "show", "slow")["stack_status"] != "UPDATE_IN_PROGRESS":
            assert update.poll() is None and time.monotonic() < deadline, update.communicate()
            time.sleep(0.1)
        cancelled = _json(heat, tmp_path, "cancel", "slow", *poll)
        out, err = update.communicate(timeout=120)
    finally:
        update.kill()
    # the same as on the runtime (tests/stack_cli/test_cancel.py)
    assert cancelled["stack_status"] == "ROLLBACK_COMPLETE", cancelled["stack_status_reason"]
    assert update.returncode == 1, err
    assert json.loads(out)["stack_status"] == "ROLLBACK_COMPLETE"
    assert _json(heat, tmp_path, "show", "slow")["parameters"]["v"] == "a"
    assert _json(heat, tmp_path, "delete", "slow", *poll)["stack_status"] == "DELETE_COMPLETE"
