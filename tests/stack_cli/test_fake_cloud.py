"""``--fake-cloud``: plug-ins' clients served by sdk.testing.fakecloud, its
objects kept in the state file, so each command (a separate process) goes on
with the cloud the last one left."""
import json
import signal
import sqlite3

from sdk import store
from sdk.testing.fakecloud import FakeCloud

BOX = '''
from heat.engine import attributes, properties, resource


class Box(resource.Resource):
    """A box of the boxes service; each also files a label with the labels service."""

    default_client_name = "boxes"
    properties_schema = {
        "name": properties.Schema(properties.Schema.STRING, "Renamed in place.",
                                  default="box", update_allowed=True),
        "size": properties.Schema(properties.Schema.INTEGER, "A new size replaces.", default=1),
    }
    attributes_schema = {"size": attributes.Schema("As the service reports it.")}

    def handle_create(self):
        box = self.client().create(name=self.properties["name"], size=self.properties["size"])
        self.resource_id_set(box.id)
        self.client("labels").create(box=box.id)
        return box.id

    def check_create_complete(self, box_id):
        return self.client().get(box_id).status == "ACTIVE"

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self.client().update(self.resource_id, **prop_diff)
        return self.resource_id

    def check_update_complete(self, box_id):
        return self.client().get(box_id).status == "ACTIVE"

    def handle_delete(self):
        if self.resource_id is None:
            return None
        try:
            self.client().delete(self.resource_id)
        except Exception as ex:
            self.client_plugin().ignore_not_found(ex)
            return None
        return self.resource_id

    def check_delete_complete(self, box_id):
        if box_id is None:
            return True
        try:
            self.client().get(box_id)
        except Exception as ex:
            self.client_plugin().ignore_not_found(ex)
            return True
        return False

    def _resolve_attribute(self, name):
        return self.client().get(self.resource_id).size


def resource_mapping():
    return {"Test::Box": Box}
'''
TEMPLATE = """
heat_template_version: 2016-10-14
parameters:
  name: {type: string, default: box}
  size: {type: number, default: 1}
resources:
  box:
    type: Test::Box
    properties: {name: {get_param: name}, size: {get_param: size}}
outputs:
  size:
    value: {get_attr: [box, size]}
"""


def _command(work, *args):
    """``plugin-sdk ARGS`` in a process of its own; the JSON it prints."""
    proc = work.popen(*args, "--format", "json")
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, (args, err)
    return json.loads(out)


def _objects(shown, service):
    return [(o["id"], o["status"], o["fields"]) for o in shown["fake_cloud"]
            if o["service"] == service]


def _box_plugin(work):
    (work.path / "plugins" / "box.py").write_text(BOX)
    work.write("box.yaml", TEMPLATE)


def test_a_fake_cloud_goes_on_across_processes(work):
    _box_plugin(work)
    created = _command(work, "stack", "create", "s", "-t", "box.yaml", "--plugin-dir", "plugins",
                       "--fake-cloud", "--poll-interval", "0")
    assert created["stack_status"] == "CREATE_COMPLETE"
    assert created["resources"][0]["physical_resource_id"] == "boxes-1"
    assert _objects(created, "boxes") == [("boxes-1", "ACTIVE", {"name": "box", "size": 1})]
    assert _objects(created, "labels") == [("labels-1", "BUILD", {"box": "boxes-1"})]
    # The state file holds the cloud itself, running operations included.
    conn = sqlite3.connect(str(work.state))
    cloud = FakeCloud.from_dict(json.loads(conn.execute("SELECT data FROM cloud").fetchone()[0]))
    conn.close()
    assert cloud.services["labels"].get("labels-1").status == "BUILD"
    assert cloud.services["labels"].get("labels-1").status == "ACTIVE"   # second poll

    # Later commands use the remembered cloud, with or without the flag.
    assert _command(work, "stack", "outputs", "s") == [
        {"output_key": "size", "output_value": 1, "description": "No description given"}]
    renamed = _command(work, "stack", "update", "s", "-P", "name=renamed", "--poll-interval", "0")
    assert renamed["stack_status"] == "UPDATE_COMPLETE"
    assert _objects(renamed, "boxes") == [("boxes-1", "ACTIVE", {"name": "renamed", "size": 1})]
    resized = _command(work, "stack", "update", "s", "-P", "size=2", "--fake-cloud",
                       "--poll-interval", "0")
    assert resized["stack_status"] == "UPDATE_COMPLETE"
    assert _objects(resized, "boxes") == [("boxes-2", "ACTIVE", {"name": "renamed", "size": 2})]
    assert _command(work, "stack", "outputs", "s")[0]["output_value"] == 2
    events = _command(work, "stack", "events", "s", "--fake-cloud")
    assert [e["physical_resource_id"] for e in events if e["resource_name"] == "box"][-1] == "boxes-1"

    deleted = _command(work, "stack", "delete", "s", "--poll-interval", "0")
    assert deleted["stack_status"] == "DELETE_COMPLETE"
    assert _objects(deleted, "boxes") == []
    # The plug-in never deletes its labels: the fake cloud shows the leak.
    assert [o[0] for o in _objects(deleted, "labels")] == ["labels-1", "labels-2"]


def test_fake_cloud_for_a_stack_created_without_it_is_refused(work):
    work.ok("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
            "--poll-interval", "0")
    assert "fake_cloud" not in work.json("stack", "show", "s")
    for args in (("update", "s"), ("delete", "s"), ("show", "s"), ("events", "s")):
        refused = work.run("stack", *args, "--fake-cloud")
        assert refused.returncode == 2
        assert refused.stderr == ("Error: stack s was created without --fake-cloud: its "
                                  "resources are in the cloud its plug-ins' clients reach\n")
    assert work.json("stack", "show", "s")["stack_status"] == "CREATE_COMPLETE"


def test_a_state_file_of_the_first_schema_is_upgraded(work):
    work.ok("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
            "--poll-interval", "0")
    conn = sqlite3.connect(str(work.state))
    conn.executescript("%s ALTER TABLE stack DROP COLUMN fake_cloud; ALTER TABLE stack DROP COLUMN files; "
                       "DROP TABLE deleted_event; %s PRAGMA user_version=1;"
                       % (_BEFORE_SHARED_CLOUDS % "''", _WITHOUT_CONVERGENCE + _WITHOUT_SETTINGS))
    conn.close()
    assert work.json("stack", "show", "s")["stack_status"] == "CREATE_COMPLETE"
    conn = sqlite3.connect(str(work.state))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA_VERSION
    assert conn.execute("SELECT fake_cloud, cloud, files, convergence FROM stack").fetchall() == [
        (None, None, None, 0)]
    # Heat's defaults: the default timeout, no rollback
    assert conn.execute("SELECT timeout_mins, disable_rollback FROM stack").fetchall() == [(None, 1)]
    assert conn.execute("SELECT count(*) FROM deleted_event").fetchone() == (0,)
    conn.close()


_WITHOUT_CONVERGENCE = ("ALTER TABLE stack DROP COLUMN convergence; ALTER TABLE stack DROP COLUMN "
                        "convergence_state; ALTER TABLE resource DROP COLUMN convergence;")
#: what schemas 7 (the settings) and 8 (a cancel request) added
_WITHOUT_SETTINGS = ("ALTER TABLE stack DROP COLUMN timeout_mins; ALTER TABLE stack DROP COLUMN "
                     "disable_rollback; ALTER TABLE stack DROP COLUMN cancel;")
#: A file of schema 5, where each stack kept a fake cloud of its own.
_BEFORE_SHARED_CLOUDS = ("ALTER TABLE stack DROP COLUMN cloud; ALTER TABLE stack ADD COLUMN fake_cloud TEXT; "
                         "UPDATE stack SET fake_cloud=(SELECT data FROM cloud WHERE name='default') "
                         "WHERE name IN (%s); DROP TABLE cloud;")


def test_a_state_file_of_schema_7_gets_the_cancel_column(work):
    work.ok("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
            "--poll-interval", "0")
    conn = sqlite3.connect(str(work.state))
    conn.executescript("ALTER TABLE stack DROP COLUMN cancel; PRAGMA user_version=7;")
    conn.close()
    refused = work.run("stack", "cancel", "s")
    assert refused.stderr == "Error: Cancelling update when stack is CREATE_COMPLETE is not " \
        "supported.\n"
    conn = sqlite3.connect(str(work.state))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA_VERSION
    assert conn.execute("SELECT cancel FROM stack").fetchall() == [(None,)]
    conn.close()


def test_each_stacks_own_fake_cloud_becomes_a_shared_cloud_named_after_it(work):
    """Before schema 6 each stack had a fake cloud of its own: the upgrade
    keeps each, named after its stack, and later commands go on using it."""
    _box_plugin(work)
    for name in ("a", "b"):
        work.ok("stack", "create", name, "-t", "box.yaml", "--plugin-dir", "plugins", "--fake-cloud",
                "--poll-interval", "0")
    conn = sqlite3.connect(str(work.state))
    conn.executescript(_BEFORE_SHARED_CLOUDS % "'a', 'b'" + _WITHOUT_SETTINGS + " PRAGMA user_version=5;")
    conn.close()
    assert sorted(work.json("cloud", "list"), key=lambda c: c["name"]) == [
        {"name": "a", "stacks": ["a"], "made": 4}, {"name": "b", "stacks": ["b"], "made": 4}]
    assert _objects(work.json("stack", "show", "b"), "boxes") == [
        ("boxes-1", "ACTIVE", {"name": "box", "size": 1}), ("boxes-2", "ACTIVE", {"name": "box", "size": 1})]
    assert _command(work, "stack", "delete", "a", "--poll-interval", "0")["stack_status"] == "DELETE_COMPLETE"
    assert [b[0] for b in _objects(work.json("stack", "show", "b"), "boxes")] == ["boxes-1", "boxes-2"]


def test_a_stack_stored_before_the_convergence_engine_stays_legacy(work):
    work.ok("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins", "--legacy",
            "--poll-interval", "0")
    conn = sqlite3.connect(str(work.state))
    conn.executescript(_BEFORE_SHARED_CLOUDS % "''" + _WITHOUT_CONVERGENCE + _WITHOUT_SETTINGS
                       + " DROP TABLE deleted_event; PRAGMA user_version=3;")
    conn.close()
    proc = work.run("stack", "check", "s", "--plugin-dir", "plugins", "--poll-interval", "0")
    assert proc.returncode == 0, proc.stderr
    assert "warning" not in proc.stderr
    conn = sqlite3.connect(str(work.state))
    assert conn.execute("SELECT convergence FROM stack").fetchall() == [(0,)]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA_VERSION
    conn.close()


def test_the_cloud_round_trips_through_json():
    cloud = FakeCloud(polls=3)
    boxes = cloud.service("boxes", polls=1)
    kept = boxes.create(name="a")
    boxes.delete(boxes.create(name="b").id)
    cloud.service("labels").create(box=kept.id)
    data = json.loads(json.dumps(cloud.to_dict()))
    again = FakeCloud.from_dict(data)
    assert again.to_dict() == data
    assert again.services["boxes"].get(kept.id).status == "ACTIVE"
    assert again.services["boxes"].create().id == "boxes-3"
    assert again.services["labels"].polls == 3


def test_a_killed_command_leaves_the_cloud_as_its_stack(work):
    # Whatever the stored stack knows of, the stored cloud holds, and no more:
    # a delete after the kill leaves no box behind.
    _box_plugin(work)
    for kill_after in (2, 3):   # after box CREATE_IN_PROGRESS, after box CREATE_COMPLETE
        proc = work.popen("stack", "create", "s", "-t", "box.yaml", "--plugin-dir", "plugins",
                          "--fake-cloud", "--poll-interval", "0.05")
        work.wait_for_events(kill_after, proc)
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
        shown = work.json("stack", "show", "s")
        boxes = _objects(shown, "boxes")
        assert [r["physical_resource_id"] for r in shown["resources"] if
                r["physical_resource_id"]] == [b[0] for b in boxes]
        if kill_after == 3:   # (the cloud is the file's: its box ids go on from the first try's)
            assert [b[1] for b in boxes] == ["ACTIVE"]
        deleted = _command(work, "stack", "delete", "s", "--poll-interval", "0")
        assert deleted["stack_status"] == "DELETE_COMPLETE"
        assert _objects(deleted, "boxes") == []
