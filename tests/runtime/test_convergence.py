"""What a plug-in sees differently on the convergence engine (Heat 27's
default) and on the legacy one, each difference shown on both engines."""
import json
import pathlib

import pytest

from sdk.testing import Harness

PLUGIN = '''
import json, os
from heat.engine import properties, resource

LOG = []


class Thing(resource.Resource):
    properties_schema = {
        "value": properties.Schema(properties.Schema.STRING, update_allowed=True),
        "fixed": properties.Schema(properties.Schema.STRING),
        "fail": properties.Schema(properties.Schema.BOOLEAN, default=False,
                                  update_allowed=True),
        "polls": properties.Schema(properties.Schema.INTEGER, default=0),
    }

    def handle_create(self):
        LOG.append(("create", self.name))
        if self.properties["fail"]:
            raise ValueError("boom")
        self.resource_id_set(self.name + "-" + str(self.properties["fixed"]))
        return 0

    def check_create_complete(self, _token):
        self.polled = getattr(self, "polled", 0) + 1
        LOG.append(("poll", self.name))
        return self.polled > self.properties["polls"]

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        LOG.append(("update", self.name))
        if json_snippet.properties(self.properties_schema)["fail"]:
            raise ValueError("update boom")

    def handle_delete(self):
        LOG.append(("delete", self.name))


def resource_mapping():
    return {"Test::Thing": Thing}
'''


@pytest.fixture(name="plugin")
def fixture_plugin(tmp_path):
    (tmp_path / "thing.py").write_text(PLUGIN)
    return tmp_path


def _harness(plugin, convergence):
    h = Harness(plugin_dirs=[str(plugin)], convergence=convergence)
    log = h.env.get_class("Test::Thing").__module__
    import sys
    return h, sys.modules[log].LOG


def _tmpl(**resources):
    return {"heat_template_version": "2021-04-16", "resources": {
        name: {"type": "Test::Thing", "properties": props} for name, props in resources.items()}}


def test_convergence_is_the_default(plugin):
    assert Harness(plugin_dirs=[str(plugin)]).convergence is True


@pytest.mark.parametrize("convergence, reason", [
    (True, "Resource CREATE failed: ValueError: resources.bad: boom"),
    (False, "Resource CREATE failed: ValueError: resources.bad: boom"),
])
def test_a_failed_create_names_the_action(plugin, convergence, reason):
    h, _log = _harness(plugin, convergence)
    st = h.create_stack(_tmpl(bad={"fail": True}))
    assert (st.state, st.status_reason) == (("CREATE", "FAILED"), reason)


def test_replacement_is_created_before_the_old_one_is_deleted(plugin):
    for convergence, order in ((True, [("create", "a"), ("poll", "a"), ("delete", "a")]),
                               (False, [("create", "a"), ("poll", "a"), ("delete", "a")])):
        h, log = _harness(plugin, convergence)
        st = h.create_stack(_tmpl(a={"fixed": "one"}, b={"value": {"get_resource": "a"}}))
        del log[:]
        assert st.update(_tmpl(a={"fixed": "two"}, b={"value": {"get_resource": "a"}}))
        assert [e for e in log if e[1] == "a"] == order
        # convergence: b is updated before the old a goes; legacy: likewise,
        # but the old a is a backup deleted at the end of the update.
        assert log.index(("update", "b")) < log.index(("delete", "a"))
        assert st["a"].resource_id == "a-two"


def test_deleted_rows_are_purged(plugin):
    h, _log = _harness(plugin, True)
    st = h.create_stack(_tmpl(a={}, b={}))
    assert st.delete()
    assert st.state == ("DELETE", "COMPLETE")
    assert st.resources == {}   # convergence purges the rows
    h, _log = _harness(plugin, False)
    st = h.create_stack(_tmpl(a={}, b={}))
    assert st.delete()
    assert {n: r.state for n, r in st.resources.items()} == {
        "a": ("DELETE", "COMPLETE"), "b": ("DELETE", "COMPLETE")}


def test_a_failure_drops_the_queued_messages_instead_of_cancelling(plugin):
    """A resource that fails ends the traversal: the worker's queued
    messages are ignored, what already ran is left as it is."""
    h, log = _harness(plugin, True)
    # the worker takes z (delivered first) to completion, then bad fails and
    # the message for a, still queued, is dropped
    st = h.create_stack(_tmpl(z={"polls": 3}, bad={"fail": True}, a={}))
    assert st.state == ("CREATE", "FAILED")
    assert [e for e in log if e[1] == "z"] == [("create", "z")] + [("poll", "z")] * 4
    assert st["z"].state == ("CREATE", "COMPLETE")  # polled to completion, not cancelled
    assert st["a"].state == ("INIT", "COMPLETE")
    assert st.current_traversal == ""
    h, log = _harness(plugin, False)
    st = h.create_stack(_tmpl(z={"polls": 3}, bad={"fail": True}, a={}))
    assert st["z"].state == ("CREATE", "FAILED")  # legacy cancels the sibling


@pytest.mark.parametrize("convergence", [True, False])
@pytest.mark.parametrize("action, doing", [("DELETE", "deleting"), ("SUSPEND", "suspended")])
def test_update_after_a_delete_or_suspend_is_refused(plugin, convergence, action, doing):
    """Heat's API refuses it before either engine sees the update."""
    h, _log = _harness(plugin, convergence)
    st = h.create_stack(_tmpl(a={}))
    st.state_set(action, "FAILED", "x")
    with pytest.raises(Exception, match="Updating a stack when it is %s is not supported" % doing):
        st.update(_tmpl(a={}))


def test_check_without_handle_check_says_so(plugin):
    h, _log = _harness(plugin, True)
    st = h.create_stack(_tmpl(a={}))
    assert st.check()
    assert st.status_reason == ("Stack CHECK completed successfully. 'CHECK' not fully "
                                "supported (see resources)")


ROOT = pathlib.Path(__file__).resolve().parents[1] / "conformance"


def test_every_convergence_record_has_its_scenario():
    records = sorted((ROOT / "expected" / "convergence").glob("*.json"))
    assert len(records) >= 100
    for path in records:
        assert (ROOT / "scenarios" / (path.stem + ".yaml")).exists(), path.stem
        assert isinstance(json.loads(path.read_text()), list)


@pytest.mark.parametrize("convergence, reason", [
    (True, "Resource UPDATE failed: ValueError: resources.a: update boom"),
    (False, "ValueError: resources.a: update boom"),
])
def test_a_failed_update_names_the_action_on_convergence_only(plugin, convergence, reason):
    h, _log = _harness(plugin, convergence)
    st = h.create_stack(_tmpl(a={"value": "one"}))
    assert not st.update(_tmpl(a={"value": "two", "fail": True}))
    assert (st.state, st.status_reason) == (("UPDATE", "FAILED"), reason)


CHECKED = PLUGIN.replace('''    def handle_delete(self):''', '''    def handle_check(self):
        if self.properties["value"] == "sick":
            raise ValueError("sick")

    def handle_delete(self):''')


def test_check_failures_aggregate_by_resource_on_convergence(tmp_path):
    (tmp_path / "thing.py").write_text(CHECKED)
    tmpl = _tmpl(a={"value": "sick"}, b={"value": "sick"},
                 after={"value": {"get_resource": "a"}})
    reasons = {}
    for convergence in (True, False):
        st = Harness(plugin_dirs=[str(tmp_path)], convergence=convergence).create_stack(tmpl)
        assert not st.check()
        reasons[convergence] = st.status_reason
        # neither engine checks what depends on a resource whose check failed
        assert st["after"].action == "CREATE"
    # (in the order the worker checked them)
    assert reasons[True] == (
        "Resource CHECK failed: b: Resource CHECK failed: ValueError: resources.b: sick; "
        "a: Resource CHECK failed: ValueError: resources.a: sick")
    assert reasons[False] == (
        "Resource CHECK failed: ['ValueError: resources.a: sick', "
        "'ValueError: resources.b: sick']")


def test_independent_resources_go_in_the_order_heat_stores_their_rows(tmp_path):
    """Heat stores a traversal's new rows dependents first, taking the
    resources in template order; its worker starts from the lowest row
    ids, so of two independent resources the first declared goes first
    (the order of the check failures in the stack's status reason)."""
    (tmp_path / "thing.py").write_text(CHECKED)
    st = Harness(plugin_dirs=[str(tmp_path)]).create_stack(
        _tmpl(a={"value": "sick"}, b={"value": "sick"}))
    assert [st[n].id for n in "ab"] == sorted(st[n].id for n in "ab")
    assert not st.check()
    assert st.status_reason == (
        "Resource CHECK failed: a: Resource CHECK failed: ValueError: resources.a: sick; "
        "b: Resource CHECK failed: ValueError: resources.b: sick")


@pytest.mark.parametrize("names, first", [("d1 p", "p"), ("p d1", "d1")])
def test_legacy_starts_independent_resources_in_heats_hash_order(plugin, names, first):
    """Heat's legacy stack builds its resources from a set of their names:
    of two independent ones failing at once, the one its seed-1 run starts
    first fails the stack, the other is never started (measured on Heat 27)."""
    h, log = _harness(plugin, False)
    st = h.create_stack(_tmpl(**{n: {"fail": True} for n in names.split()}))
    assert "resources.%s:" % first in st.status_reason
    assert [n for n in names.split() if st[n].state == ("INIT", "COMPLETE")] == \
        [n for n in names.split() if n != first]


def test_requirements_first_takes_the_first_resource_that_requires_nothing_left():
    from sdk.engine.dependencies import requirements_first
    # as Heat's list(Dependencies): each step takes the earliest free one
    graph = {"top": ["after_sib", "bad"], "bad": [], "sib": [], "after_sib": ["sib"]}
    # added to it in this order: each resource's requirements, then itself
    assert requirements_first(graph, ["after_sib", "bad", "top", "sib"]) == \
        ["bad", "sib", "after_sib", "top"]
    assert requirements_first({"y": ["x"], "x": [], "z": []}, ["x", "y", "z"]) == ["x", "y", "z"]


def test_dependents_first_takes_the_first_resource_nothing_left_requires():
    from sdk.engine.dependencies import dependents_first
    # as Heat's reversed(Dependencies): each resource's requirements are
    # added before it, and each step takes the earliest one free
    graph = {"bad": [], "sib": [], "after_sib": ["sib"], "top": ["after_sib", "bad"]}
    assert dependents_first(graph) == ["top", "bad", "after_sib", "sib"]
    assert dependents_first({"x": [], "y": ["x"], "z": []}) == ["y", "x", "z"]


def test_hash_order_is_the_order_of_heats_sets_under_the_recorders_seed():
    """The conformance records are Heat's run with PYTHONHASHSEED=1: the
    runtime takes independent resources in the order of that run's sets."""
    import subprocess
    import sys

    from sdk.engine import hash_order
    names = ["bad", "quick", "slow", "cancellable", "after_quick", "t1", "t2", "ünï", "名前"]
    nodes = [(i, i % 3 == 0) for i in range(1, 12)]
    code = ("import json,sys; n=json.loads(sys.argv[1]); print(json.dumps([[hash(x) for x in n], "
            "list(set(dict.fromkeys(n))), list(set(n)), "
            "[list(t[:2]) for t in set((i, u, 'resource') for i, u in json.loads(sys.argv[2]))]]))")
    out = subprocess.run([sys.executable, "-c", code, json.dumps(names), json.dumps(nodes)],
                         env={"PYTHONHASHSEED": "1"}, capture_output=True, text=True, check=True)
    hashes, from_dict, from_list, node_order = json.loads(out.stdout)
    assert [hash_order.str_hash(n) for n in names] == hashes
    assert hash_order.names_set(dict.fromkeys(names)) == from_dict
    assert hash_order.names_set(names) == from_list
    assert [list(n) for n in hash_order.nodes_set(nodes)] == node_order


ROWS_PLUGIN = '''
from heat.engine import attributes, properties, resource

LOG = []


class Kept(resource.Resource):
    properties_schema = {"value": properties.Schema(properties.Schema.STRING, update_allowed=True)}
    attributes_schema = {"size": attributes.Schema("never changes")}

    def handle_create(self):
        LOG.append(("create", self.name, dict(self.properties), self.id))
        self.resource_id_set(self.name)

    def _resolve_attribute(self, name):
        return 1

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        LOG.append(("update", self.name, dict(self.properties), self.id))

    def handle_delete(self):
        LOG.append(("delete", self.name, dict(self.properties), self.id))


def resource_mapping():
    return {"Test::Kept": Kept}
'''


@pytest.mark.parametrize("convergence", [True, False])
def test_a_plugin_never_gets_another_rows_data_as_deleted_ids_are_never_reused(tmp_path, convergence):
    """Production Heat's databases never give a deleted row's id again; on
    one that did (the SQLite of Heat's unit tests), a convergence worker
    stored a resource's attribute values over properties that took the id of
    the attribute data it had deleted, and handle_update and handle_delete
    got them as the properties. Every properties row, attribute row and
    resource row here is new, so each handler sees its own row's data."""
    import sys
    (tmp_path / "kept.py").write_text(ROWS_PLUGIN)
    h = Harness(plugin_dirs=[str(tmp_path)], convergence=convergence)
    log = sys.modules[h.env.get_class("Test::Kept").__module__].LOG

    def tmpl(value, *more):
        res = {"a": {"type": "Test::Kept", "properties": {"value": value}},
               "b": {"type": "Test::Kept", "properties": {"value": {"get_attr": ["a", "size"]}}}}
        res.update({name: {"type": "Test::Kept"} for name in more})
        return {"heat_template_version": "2021-04-16", "resources": res,
                "outputs": {"size": {"value": {"get_attr": ["a", "size"]}}}}
    st = h.create_stack(tmpl("v1", "c"))
    for value, more in (("v2", ()), ("v3", ("d",)), ("v4", ())):
        assert st.update(tmpl(value, *more)), st.status_reason
    assert st.delete()
    seen = [(call, props.get("value")) for call, name, props, _id in log if name == "a"]
    assert seen == [("create", "v1"), ("update", "v1"), ("update", "v2"), ("update", "v3"),
                    ("delete", "v4")]
    # c's row (the highest) is gone before d is made: d has an id of its own
    ids = {name: {row_id for _call, n, _props, row_id in log if n == name} for name in "abcd"}
    assert all(len(ids[n]) == 1 for n in "abcd"), ids
    assert len({row_id for n in "abcd" for row_id in ids[n]}) == 4, ids
