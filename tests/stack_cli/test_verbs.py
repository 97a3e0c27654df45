"""The verbs of ``openstack stack`` on the runtime (issue 23, item 6):
snapshots, one output, resources, signal, mark-unhealthy, cancel,
--timeout and --rollback/--no-rollback, resource-type list --all."""
import json
import time

import pytest

SIGNALLED = '''
import json
from heat.engine import attributes, resource


class Signalled(resource.Resource):
    """Keeps the data of every signal."""

    properties_schema = {}
    attributes_schema = {"got": attributes.Schema("The signals' data.")}

    def handle_create(self):
        self.resource_id_set(self.physical_resource_name())

    def handle_signal(self, details=None):
        got = json.loads(self.data().get("got", "[]")) + [details]
        self.data_set("got", json.dumps(got))

    def _resolve_attribute(self, name):
        return json.loads(self.data().get("got", "[]"))


class Forever(resource.Resource):
    """A check that never completes."""

    properties_schema = {}

    def handle_create(self):
        self.resource_id_set("forever")

    def handle_check(self):
        return True

    def check_check_complete(self, token):
        return False


def resource_mapping():
    return {"Test::Signalled": Signalled, "Test::Forever": Forever}
'''


@pytest.fixture
def cli(work):
    (work.path / "plugins" / "signalled.py").write_text(SIGNALLED)

    def invoke(*args):
        return work.run(*args)
    return invoke


def _json(result):
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def _create(cli, *extra, template="stack.yaml"):
    return cli("stack", "create", "s", "-t", template, "--plugin-dir", "plugins",
               "--poll-interval", "0", *extra)


def test_snapshots_list_show_restore_delete(cli, work):
    assert _create(cli, "-P", "tag=x").returncode == 0
    snap = _json(cli("stack", "snapshot", "create", "s", "--name", "first", "--poll-interval",
                     "0", "--format", "json"))
    assert sorted(snap) == ["creation_time", "id", "name", "status", "status_reason"]
    assert (snap["name"], snap["status"]) == ("first", "COMPLETE")
    assert _json(cli("stack", "snapshot", "list", "s", "--format", "json")) == [snap]
    table = cli("stack", "snapshot", "list", "s").stdout.splitlines()
    assert table[0].split() == ["ID", "NAME", "STATUS", "CREATED", "REASON"]
    assert table[1].split()[:3] == [snap["id"], "first", "COMPLETE"]
    for key in (snap["id"], "first"):   # by id, as Heat, or by name
        shown = _json(cli("stack", "snapshot", "show", "s", key, "--format", "json"))
        assert shown == dict(snap, data=shown["data"])
        assert shown["data"]["parameters"] == {"tag": "x"}
        assert sorted(shown["data"]["resources"]) == ["a", "b", "c"]
    before = {r["resource_name"]: r["physical_resource_id"]
              for r in _json(cli("stack", "show", "s", "--format", "json"))["resources"]}

    # A changed tag replaces a; restoring the snapshot goes back to tag x.
    assert cli("stack", "update", "s", "-P", "tag=y", "--poll-interval", "0").returncode == 0
    restored = _json(cli("stack", "snapshot", "restore", "s", "first", "--format", "json"))
    assert restored["stack_status"] == "RESTORE_COMPLETE"
    assert restored["parameters"]["tag"] == "x"
    assert {r["resource_name"] for r in restored["resources"]} == set(before)

    deleted = cli("stack", "snapshot", "delete", "s", snap["id"])
    assert (deleted.returncode, deleted.stdout) == (0, "snapshot %s deleted\n" % snap["id"])
    assert _json(cli("stack", "snapshot", "list", "s", "--format", "json")) == []
    for verb in ("show", "delete", "restore"):
        missing = cli("stack", "snapshot", verb, "s", "first")
        assert (missing.returncode, missing.stderr) == (
            2, "Error: Snapshot with id first not found\n")


def test_one_output(cli):
    assert _create(cli).returncode == 0
    out = _json(cli("stack", "outputs", "s", "label", "--format", "json"))
    assert sorted(out) == ["description", "output_key", "output_value"]
    assert out["output_key"] == "label" and out["output_value"].endswith(":2")
    assert cli("stack", "outputs", "s", "label").stdout.split()[:3] == ["OUTPUT", "VALUE", "label"]
    missing = cli("stack", "outputs", "s", "nope")
    assert (missing.returncode, missing.stderr) == (
        2, "Error: Specified output key nope not found.\n")


def test_resource_list_and_show(cli):
    assert _create(cli).returncode == 0
    listed = _json(cli("stack", "resource", "list", "s", "--format", "json"))
    assert [(r["resource_name"], r["resource_status"]) for r in listed] == [
        ("a", "CREATE_COMPLETE"), ("b", "CREATE_COMPLETE"), ("c", "CREATE_COMPLETE")]
    assert all(r["updated_time"] for r in listed)
    a = _json(cli("stack", "resource", "show", "s", "a", "--format", "json"))
    assert a["required_by"] == ["b"]   # b reads a's label
    assert a["attributes"]["label"] == "%s:2" % a["physical_resource_id"]
    # found by physical id too, as Heat's API finds one
    assert _json(cli("stack", "resource", "show", "s", a["physical_resource_id"], "--format",
                     "json"))["resource_name"] == "a"
    text = cli("stack", "resource", "show", "s", "a").stdout.splitlines()
    assert text[0].split() == ["FIELD", "VALUE"]
    assert ["resource_status", "CREATE_COMPLETE"] in [line.split() for line in text]
    missing = cli("stack", "resource", "show", "s", "nope")
    assert missing.returncode == 2
    assert missing.stderr == ("Error: s: ResourceNotFound: The Resource (nope) could not be "
                              "found in Stack s.\n")


SIGNAL_TEMPLATE = """
heat_template_version: 2016-10-14
resources:
  waiter: {type: Test::Signalled}
  other: {type: Test::Slow, properties: {pause: 0}}
"""


def test_signal_and_mark_unhealthy(cli, work):
    work.write("sig.yaml", SIGNAL_TEMPLATE)
    assert _create(cli, template="sig.yaml").returncode == 0
    assert cli("stack", "resource", "signal", "s", "waiter", "--data", '{"n": 1}').returncode == 0
    work.write("data.yaml", "n: 2\n")
    assert cli("stack", "resource", "signal", "s", "waiter", "--data-file", "data.yaml"
               ).returncode == 0
    shown = _json(cli("stack", "resource", "show", "s", "waiter", "--format", "json"))
    assert shown["attributes"]["got"] == [{"n": 1}, {"n": 2}]
    assert shown["resource_status"] == "CREATE_COMPLETE"   # a signal is an event, as in Heat
    assert [e["resource_status"] for e in _json(cli("stack", "events", "s", "--format", "json"))
            if e["resource_name"] == "waiter"][-2:] == ["SIGNAL_COMPLETE", "SIGNAL_COMPLETE"]
    not_json = cli("stack", "resource", "signal", "s", "waiter", "--data", "{n")
    assert not_json.returncode == 2 and not_json.stderr.startswith("Error: --data: not JSON")
    refused = cli("stack", "resource", "signal", "s", "other")   # no handle_signal
    assert refused.returncode == 2 and len(refused.stderr.splitlines()) == 1

    marked = cli("stack", "resource", "mark-unhealthy", "s", "other", "it is broken")
    assert (marked.returncode, marked.stdout) == (0, "other  CHECK_FAILED  it is broken\n")
    reset = _json(cli("stack", "resource", "mark-unhealthy", "s", "other", "--reset",
                      "--format", "json"))
    assert (reset["resource_status"], reset["resource_status_reason"]) == (
        "CHECK_COMPLETE", "state changed by resource_mark_unhealthy api")
    # marked unhealthy, the next update replaces it
    cli("stack", "resource", "mark-unhealthy", "s", "other")
    old = reset["physical_resource_id"]
    updated = _json(cli("stack", "update", "s", "--poll-interval", "0", "--format", "json"))
    assert [r["physical_resource_id"] for r in updated["resources"]
            if r["resource_name"] == "other"] != [old]


FOREVER = """
heat_template_version: 2016-10-14
resources:
  f: {type: Test::Forever}
"""


def test_timeout_ends_a_check_that_never_completes(cli, work):
    """--poll-interval 0 used to spin for ever on it; the timeout counts
    steps as Heat's seconds."""
    work.write("forever.yaml", FOREVER)
    created = _json(_create(cli, "--timeout", "1", "--legacy", "--format", "json",
                            template="forever.yaml"))
    assert created["timeout_mins"] == 1
    started = time.monotonic()
    checked = cli("stack", "check", "s", "--poll-interval", "0", "--format", "json")
    assert checked.returncode == 1
    shown = json.loads(checked.stdout)
    assert (shown["stack_status"], shown["stack_status_reason"]) == ("CHECK_FAILED",
                                                                     "Check timed out")
    assert time.monotonic() - started < 30
    # update --timeout replaces the stack's; without it the stack keeps its own
    assert _json(cli("stack", "update", "s", "--timeout", "2", "--poll-interval", "0",
                     "--format", "json"))["timeout_mins"] == 2
    assert _json(cli("stack", "update", "s", "--poll-interval", "0",
                     "--format", "json"))["timeout_mins"] == 2


def test_heats_default_timeout_ends_it_too(cli, work):
    """An hour of steps on the convergence engine."""
    work.write("forever.yaml", FOREVER)
    assert _create(cli, template="forever.yaml").returncode == 0
    checked = cli("stack", "check", "s", "--poll-interval", "0", "--format", "json")
    assert checked.returncode == 1
    assert json.loads(checked.stdout)["stack_status"] == "CHECK_FAILED"


def test_rollback(cli, work):
    work.write("fail.yaml", """
        heat_template_version: 2016-10-14
        resources:
          a: {type: Test::Slow, properties: {pause: 0, fail: true}}
        """)
    rolled = _json_failed(_create(cli, "--rollback", "--format", "json", template="fail.yaml"))
    assert (rolled["stack_status"], rolled["disable_rollback"]) == ("ROLLBACK_COMPLETE", False)
    assert cli("stack", "delete", "s", "--poll-interval", "0").returncode == 0
    kept = _json_failed(_create(cli, "--no-rollback", "--format", "json", template="fail.yaml"))
    assert (kept["stack_status"], kept["disable_rollback"]) == ("CREATE_FAILED", True)
    assert cli("stack", "delete", "s", "--poll-interval", "0").returncode == 0

    # update: --rollback turns it on for this and later updates
    assert _create(cli, "-P", "pause=0").returncode == 0
    work.write("bad.yaml", work.path.joinpath("stack.yaml").read_text().replace(
        "type: Test::Slow\n    properties: {polls: 3", "type: Test::Slow\n    properties: {fail: true, polls: 3"))
    failed = _json_failed(cli("stack", "update", "s", "-t", "bad.yaml", "--rollback",
                              "--poll-interval", "0", "--format", "json"))
    assert (failed["stack_status"], failed["disable_rollback"]) == ("ROLLBACK_COMPLETE", False)


def _json_failed(result):
    assert result.returncode == 1, result.stderr
    return json.loads(result.stdout)


def test_cancel_refuses_a_stack_with_nothing_under_way(cli):
    assert _create(cli).returncode == 0
    refused = cli("stack", "cancel", "s")
    assert (refused.returncode, refused.stderr) == (
        2, "Error: Cancelling update when stack is CREATE_COMPLETE is not supported.\n")


def test_resource_type_list_all(cli, work):
    plugins = cli("resource-type", "list", "--plugin-dir", "plugins", "--format", "json")
    every = cli("resource-type", "list", "--all", "--plugin-dir", "plugins", "--format", "json")
    mine, everything = _json(plugins), _json(every)
    assert "Test::Slow" in mine and "OS::Heat::None" not in mine
    assert set(mine) < set(everything)
    assert {"OS::Heat::None", "OS::Heat::ResourceGroup", "OS::Heat::RandomString"} <= set(everything)
    assert "Test::Secret" not in everything   # HIDDEN
    assert everything == sorted(everything)
    from sdk.common import heat_source
    if heat_source.available() is not None:
        assert {"OS::Neutron::Net", "OS::Nova::Server"} <= set(everything)
        assert every.stderr == ""


def test_every_type_listed_can_be_shown(work):
    """--all lists only types that work here, as Heat's resource-type-list
    leaves out those whose service is not available: each one's schema is
    there for resource-type show."""
    from sdk.cli.inputs import load_plugins
    from sdk.cli.stack import _every_type
    harness = load_plugins([str(work.path / "plugins")])
    listed = _every_type(harness)
    assert [n for n in listed if not harness.resource_type_show(n)["resource_type"] == n] == []
    everything = harness.env.all_types()
    left_out = set(everything) - set(listed)
    assert "Test::Secret" in left_out
    from sdk.common import heat_source
    if heat_source.available() is not None:
        # a type needing a service extension cannot be checked without a cloud
        assert "OS::Neutron::Firewall" in left_out and "OS::Neutron::Net" in listed
