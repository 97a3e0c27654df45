"""State rows written by an older or another tool: a message naming the stack
and the column, and what a delete or an abandon needs read in their place."""
import json
import sqlite3

import pytest

from sdk import store

from .helpers import one_line

TEMPLATE = """
heat_template_version: 2016-10-14
parameters:
  length: {type: number, default: 8}
resources:
  word: {type: OS::Heat::RandomString, properties: {length: {get_param: length}}}
  nothing: {type: OS::Heat::None}
"""


@pytest.fixture
def state(tmp_path, plugin_sdk, monkeypatch):
    """A state file with stack ``s`` (two resources, created) and a way to damage its rows."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "plugins").mkdir()
    (tmp_path / "stack.yaml").write_text(TEMPLATE)
    result = plugin_sdk("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
                        "--poll-interval", "0", "--state", "state.db")
    assert result.exit_code == 0, result.output

    def damage(sql):
        conn = sqlite3.connect(tmp_path / "state.db")
        with conn:
            conn.execute(sql)
        conn.close()
    damage.path = "state.db"
    return damage


@pytest.mark.parametrize("sql, problem", [
    ("UPDATE stack SET template='heat_template_version: 2016-10-14'",
     "stack s: its template column is not JSON (Expecting value: line 1 column 1 (char 0))"),
    ("UPDATE stack SET params='[8]'",
     "stack s: its params column holds a JSON array, not parameter values (an object)"),
    ("UPDATE stack SET plugin_dirs='\"plugins\"'",
     "stack s: its plugin_dirs column holds a JSON string, not a list of directories"),
    ("UPDATE resource SET definition='{}' WHERE name='word'",
     "stack s, resource word: its definition column holds a JSON object, not a resource "
     "definition (an object with a type)"),
    ("UPDATE resource SET data='{' WHERE name='word'",
     "stack s, resource word: its data column is not JSON"),
])
def test_a_foreign_row_is_named_and_can_still_be_salvaged(state, sql, problem):
    state(sql)
    db = store.Database(state.path)
    with pytest.raises(store.DamagedStack) as raised:
        db.stack_record("s")
    message = str(raised.value)
    assert message.startswith("state.db: " + problem), message
    assert message.endswith("; written by an older or another tool; stack delete and stack "
                            "abandon still work")
    salvaged = db.stack_record("s", salvage=True)
    assert [m.split(": ", 1)[1] for m in salvaged["damage"]] == [
        message.split(": ", 1)[1].rsplit("; stack delete", 1)[0]]
    assert sorted(r["name"] for r in salvaged["resources"]) == ["nothing", "word"]


def test_salvaged_stand_ins_let_every_resource_be_deleted(state):
    state("UPDATE stack SET template='not json', params='[1]', environment='3', snapshots='{}'")
    state("UPDATE resource SET definition='x' WHERE name='word'")
    record = store.Database(state.path).stack_record("s", salvage=True)
    # The template's stand-in holds what each resource was last created or updated with.
    assert record["template"] == dict(store.SALVAGED_VERSION, resources={
        r["name"]: r["definition"] for r in record["resources"]})
    assert (record["params"], record["environment"], record["snapshots"]) == ({}, {}, [])
    word = next(r for r in record["resources"] if r["name"] == "word")
    assert word["definition"] == {"type": "OS::Heat::RandomString", "properties": word["properties"]}
    assert word["properties"]["length"] == 8
    assert len(record["damage"]) == 5


def test_a_damaged_fake_cloud_cannot_be_stood_in_for(state):
    state("INSERT INTO cloud (name, data) VALUES ('default', '[]')")
    state("UPDATE stack SET cloud='default'")
    with pytest.raises(store.DamagedStack, match="its fake_cloud column holds a JSON array, not a "
                                                 "fake cloud .an object. or null; written by an "
                                                 "older or another tool$"):
        store.Database(state.path).stack_record("s", salvage=True)


def test_a_removed_stack_keeps_its_events_until_the_name_is_deleted_again(state):
    db = store.Database(state.path)
    events = db.events("s")
    assert events and db.events("s", deleted=True) == []
    db.remove_stack("s")
    assert db.events("s", deleted=True) == events
    assert db.events("s") == []


@pytest.mark.parametrize("sql", [
    "UPDATE stack SET template='heat_template_version: 2016-10-14'",
    "UPDATE stack SET params='[8]'",
])
def test_commands_name_the_damage_and_delete_still_works(state, plugin_sdk, sql):
    state(sql)
    for args in (("show", "s"), ("outputs", "s"), ("update", "s"), ("suspend", "s")):
        refused = plugin_sdk("stack", *args, "--state", state.path)
        assert refused.exit_code == 2, (args, refused.output)
        line = one_line(refused.stderr)
        assert line.startswith("Error: state.db: stack s: its ") and line.endswith(
            "; written by an older or another tool; stack delete and stack abandon still work")
    assert plugin_sdk("stack", "events", "s", "--state", state.path).exit_code == 0
    deleted = plugin_sdk("stack", "delete", "s", "--poll-interval", "0", "--state", state.path,
                         "--format", "json")
    assert deleted.exit_code == 0, deleted.output
    assert json.loads(deleted.stdout)["stack_status"] == "DELETE_COMPLETE"
    assert one_line(deleted.stderr).startswith("Warning: state.db: stack s: its ")
    assert plugin_sdk("stack", "list", "--state", state.path, "--format", "json").stdout.strip() == "[]"


def test_abandon_still_works_on_a_damaged_row(state, plugin_sdk):
    state("UPDATE stack SET template='{', environment='[]'")
    abandoned = plugin_sdk("stack", "abandon", "s", "--poll-interval", "0", "--state", state.path)
    assert abandoned.exit_code == 0, abandoned.output
    data = json.loads(abandoned.stdout)
    assert sorted(data["template"]["resources"]) == ["nothing", "word"]
    assert {r["type"] for r in data["resources"].values()} == {"OS::Heat::RandomString",
                                                               "OS::Heat::None"}
    assert len(data["resources"]["word"]["resource_data"]["value"]) == 8   # nothing lost
    assert len(abandoned.stderr.splitlines()) == 2


def test_a_deleted_stack_keeps_its_events(state, plugin_sdk):
    before = json.loads(plugin_sdk("stack", "events", "s", "--state", state.path,
                                   "--format", "json").stdout)
    assert plugin_sdk("stack", "delete", "s", "--poll-interval", "0",
                      "--state", state.path).exit_code == 0
    after = plugin_sdk("stack", "events", "s", "--state", state.path, "--format", "json")
    assert after.exit_code == 0, after.output
    events = json.loads(after.stdout)
    assert events[:len(before)] == before
    assert events[-1]["resource_name"] == "s" and events[-1]["resource_status"] == "DELETE_COMPLETE"
    # A new stack of that name has events of its own.
    assert plugin_sdk("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
                      "--poll-interval", "0", "--state", state.path).exit_code == 0
    fresh = json.loads(plugin_sdk("stack", "events", "s", "--state", state.path,
                                  "--format", "json").stdout)
    assert fresh[-1]["resource_status"] == "CREATE_COMPLETE" and len(fresh) < len(events)
    unknown = plugin_sdk("stack", "events", "nope", "--state", state.path)
    assert unknown.exit_code == 2 and one_line(unknown.stderr) == \
        "Error: The Stack (nope) could not be found."
