"""What a plug-in author sees of the API around the life cycle: resource
type list/show/template (compared with data recorded from real Heat by
tests/conformance/record_resource_types.py), plug-in loading errors, the
default client-backed delete, attribute caching, immutable parameters and
stack names."""
import json
import pathlib
import re

import pytest

from sdk import plugin_loader
from sdk.common import exception
from sdk.engine import stack as stackm
from sdk.testing import Harness

HERE = pathlib.Path(__file__).resolve().parent
PLUGINS = HERE.parent / "conformance" / "plugins"
RECORDED = json.loads((HERE / "data" / "resource_types.json").read_text())


def _harness_for(type_name):
    return Harness(files=[str(PLUGINS / (RECORDED[type_name]["plugin"] + ".py"))], convergence=False)


@pytest.mark.parametrize("type_name", sorted(RECORDED))
def test_resource_type_show_and_template_match_heat(type_name):
    h, heat = _harness_for(type_name), RECORDED[type_name]
    if heat["show"]["support_status"]["status"] == "HIDDEN":
        for call in (h.resource_type_show, h.resource_type_template):
            with pytest.raises(exception.NotSupported, match="^%s is not supported.$" % type_name):
                call(type_name)
        return
    shown = h.resource_type_show(type_name)
    shown.pop("description", None)
    assert json.loads(json.dumps(shown)) == heat["show"]
    template = json.loads(json.dumps(h.resource_type_template(type_name)))
    if heat["template"] == "KeyError('Any')":
        # Heat cannot generate it (no parameter type for Any); plugin-sdk uses json.
        any_props = [n for n, p in heat["show"]["properties"].items() if p["type"] == "any"]
        assert any_props and all(template["parameters"][n]["type"] == "json" for n in any_props)
    else:
        assert template == heat["template"]


def test_hidden_type_is_listed_nowhere_but_usable_in_templates():
    h = _harness_for("My::HiddenThing")
    assert "My::HiddenThing" not in h.resource_types()
    assert "My::Persist" in h.resource_types()
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"x": {"type": "My::HiddenThing"}}})
    assert st.state == ("CREATE", "COMPLETE")


def test_resource_type_list_filters_like_heat():
    h = _harness_for("My::Widget")
    assert h.resource_types(type_name="My::.*Widget$")[:2] == ["My::BareWidget", "My::CancellableWidget"]
    assert h.resource_types(type_name="Widget") == []  # matched at the start
    assert h.resource_types(type_name="[") == []  # a bad expression lists nothing
    lifecycle = _harness_for("My::OldThing")
    assert lifecycle.resource_types(support_status="DEPRECATED") == ["My::OldThing"]
    assert "My::NewThing" in lifecycle.resource_types(version="27.0.0")
    assert {"resource_type": "My::NewThing", "description": "The replacement implementation."} \
        in lifecycle.resource_types(with_description=True)
    with pytest.raises(exception.Invalid, match="Invalid support status and should be one of"):
        h.resource_types(support_status="BOGUS")


def test_types_without_their_client_are_unavailable(make_harness):
    h = make_harness(CLIENT_BACKED)
    with pytest.raises(exception.ResourceTypeUnavailable,
                       match="^HEAT-E99001 Service gadgets is not available for resource type "
                             "My::Gadget, reason: Service endpoint not in service catalog.$"):
        h.resource_type_show("My::Gadget")
    h.register_client("gadgets", object())
    assert h.resource_type_show("My::Gadget")["resource_type"] == "My::Gadget"


# -- plug-in loading ---------------------------------------------------------------

def _plugin_dir(tmp_path, files):
    for rel, text in files.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return str(tmp_path)


GOOD = """
from heat.engine import resource
class Thing(resource.Resource):
    properties_schema = {}
def resource_mapping():
    return {'My::%s': Thing}
"""


def test_tests_packages_are_skipped(tmp_path):
    d = _plugin_dir(tmp_path, {
        "pkg/__init__.py": "", "pkg/good.py": GOOD % "Good",
        "pkg/tests/__init__.py": "", "pkg/tests/test_good.py": "raise RuntimeError('imported')"})
    assert "My::Good" in Harness(plugin_dirs=[d]).resource_types()


@pytest.mark.parametrize("source, expected", [
    ("x = 1\ndef broken(:\n    pass\n", r"bad\.py:2: SyntaxError: "),
    ("import json\nimport no_such_module_here\n", r"bad\.py:2: ModuleNotFoundError: No module named"),
    ("\n\nraise ValueError('half-written plug-in')\n", r"bad\.py:3: ValueError: half-written plug-in"),
    ("from heat.engine import properties\n\nS = properties.Schema('Foo')\n",
     r"bad\.py:3: InvalidSchemaError: Invalid type \(Foo\)"),
])
def test_plugin_import_errors_are_one_line_naming_file_and_line(tmp_path, source, expected):
    d = _plugin_dir(tmp_path, {"good.py": GOOD % "Good", "bad.py": source})
    with pytest.raises(plugin_loader.PluginLoadError, match=expected) as info:
        Harness(plugin_dirs=[d])
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("function", ["resource_mapping", "available_resource_mapping",
                                      "constraint_mapping"])
def test_failing_mapping_functions_are_one_line_errors(tmp_path, function):
    source = (GOOD % "Good") + "\n\ndef %s():\n    return {}['missing']\n" % function
    d = _plugin_dir(tmp_path, {"mapped.py": source})
    with pytest.raises(plugin_loader.PluginLoadError,
                       match=r"mapped\.py: %s\(\) failed: .*mapped\.py:\d+: KeyError: 'missing'$"
                       % function) as info:
        Harness(plugin_dirs=[d])
    assert "\n" not in str(info.value)


def test_missing_plugin_directory_is_named(tmp_path):
    with pytest.raises(plugin_loader.PluginLoadError, match="not found: .*nowhere"):
        Harness(plugin_dirs=[str(tmp_path / "nowhere")])


# -- the default handle_delete of client-backed plug-ins -----------------------------

CLIENT_BACKED = """
class Gadget(resource.Resource):
    properties_schema = {}
    default_client_name = 'gadgets'
    entity = 'gadgets'

    def handle_create(self):
        self.resource_id_set(self.client().gadgets.create())

def resource_mapping():
    return {'My::Gadget': Gadget}
"""


class _NotFound(Exception):
    pass


class _Gadgets:
    def __init__(self, missing=()):
        self.deleted, self.missing, self.count = [], set(missing), 0

    def create(self):
        self.count += 1
        return "g-%d" % self.count

    def delete(self, rid):
        if rid in self.missing:
            raise _NotFound(rid)
        self.deleted.append(rid)

    def get(self, rid):
        return {"id": rid}


class _Client:
    def __init__(self, gadgets):
        self.gadgets = gadgets


def _gadget_harness(make_harness, gadgets, not_found=True):
    from sdk.engine.clients import client_plugin as clients

    class Plugin(clients.ClientPlugin):
        def is_not_found(self, ex):
            return not_found and isinstance(ex, _NotFound)

    h = make_harness(CLIENT_BACKED)
    h.register_client("gadgets", Plugin(client=_Client(gadgets)))
    return h


TWO_GADGETS = {"heat_template_version": "2021-04-16",
               "resources": {"a": {"type": "My::Gadget"}, "b": {"type": "My::Gadget"}}}


def test_default_delete_calls_the_entity_client(make_harness):
    gadgets = _Gadgets()
    st = _gadget_harness(make_harness, gadgets).create_stack(TWO_GADGETS)
    assert st.resources["a"].FnGetAtt("show") == {"id": st.resources["a"].resource_id}
    assert st.delete()
    assert sorted(gadgets.deleted) == ["g-1", "g-2"]


def test_default_delete_ignores_not_found(make_harness):
    gadgets = _Gadgets(missing={"g-1"})
    st = _gadget_harness(make_harness, gadgets).create_stack(TWO_GADGETS)
    assert st.delete()
    assert st.state == ("DELETE", "COMPLETE")
    assert gadgets.deleted == ["g-2"]


def test_default_delete_fails_on_other_errors(make_harness):
    gadgets = _Gadgets(missing={"g-1"})
    st = _gadget_harness(make_harness, gadgets, not_found=False).create_stack(TWO_GADGETS)
    assert not st.delete()
    failed = [r for r in st.resources.values() if r.state == ("DELETE", "FAILED")]
    assert [r.status_reason for r in failed] == ["_NotFound: resources.%s: g-1" % failed[0].name]
    assert st.status_reason == "Resource DELETE failed: _NotFound: resources.%s: g-1" % failed[0].name


def test_unregistered_client_makes_the_type_unavailable(make_harness):
    h = make_harness(CLIENT_BACKED)
    with pytest.raises(exception.ResourceTypeUnavailable, match="Service gadgets is not available "
                       "for resource type My::Gadget"):
        h.create_stack(TWO_GADGETS)


# -- attribute caching -------------------------------------------------------------------

CACHING = """
class Counter(resource.Resource):
    properties_schema = {}
    attributes_schema = {
        'local': attributes.Schema('Cached.', cache_mode=attributes.Schema.CACHE_LOCAL),
        'none': attributes.Schema('Never cached.', cache_mode=attributes.Schema.CACHE_NONE),
    }
    reads = 0

    def handle_create(self):
        self.resource_id_set('c')

    def _resolve_attribute(self, name):
        type(self).reads += 1
        return type(self).reads

def resource_mapping():
    return {'My::Counter': Counter}
"""


def test_cache_local_resolves_once_and_cache_none_every_time(make_harness):
    h = make_harness(CACHING)
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"c": {"type": "My::Counter"}},
                         "outputs": {"local": {"value": {"get_attr": ["c", "local"]}},
                                     "none": {"value": {"get_attr": ["c", "none"]}}}})
    res = st.resources["c"]
    first_local, first_none = res.FnGetAtt("local"), res.FnGetAtt("none")
    assert res.FnGetAtt("local") == first_local
    assert res.FnGetAtt("none") > first_none
    assert res.FnGetAtt("none") > res.FnGetAtt("local")


# -- parameters and names on create / update ---------------------------------------------------

IMMUTABLE = {"heat_template_version": "2021-04-16",
             "parameters": {"flavor": {"type": "string", "immutable": True},
                            "size": {"type": "number", "default": 1}},
             "resources": {}}


def test_immutable_parameter_cannot_change_on_update(make_harness):
    st = make_harness(GOOD % "Good").create_stack(IMMUTABLE, params={"flavor": "small"})
    with pytest.raises(exception.ImmutableParameterModified,
                       match="^The following parameters are immutable and may not be "
                             "updated: flavor$"):
        st.update(IMMUTABLE, params={"flavor": "large"})
    assert st.state == ("CREATE", "COMPLETE")
    assert st.update(IMMUTABLE, params={"flavor": "small", "size": 2})
    assert st.state == ("UPDATE", "COMPLETE")


@pytest.mark.parametrize("name", ["1stack", "has space", "x" * 256, "semi;colon", "_x"])
def test_invalid_stack_names_are_refused(make_harness, name):
    h = make_harness(GOOD % "Good")
    with pytest.raises(exception.StackValidationFailed, match="^Invalid stack name "):
        h.create_stack({"heat_template_version": "2021-04-16", "resources": {}}, name=name)


@pytest.mark.parametrize("name", ["a", "A.b-c_d", "x" * 255])
def test_valid_stack_names(make_harness, name):
    st = make_harness(GOOD % "Good").create_stack(
        {"heat_template_version": "2021-04-16", "resources": {}}, name=name)
    assert st.name == name and st.state == ("CREATE", "COMPLETE")


def test_malformed_yaml_names_the_line(make_harness):
    h = make_harness(GOOD % "Good")
    with pytest.raises(ValueError, match=r"^Error parsing template .*:3:\d+: ") as info:
        h.create_stack("heat_template_version: 2021-04-16\nresources:\n\ta: 1\n")
    assert "\n" not in str(info.value)


def test_stack_name_must_be_a_string():
    with pytest.raises(exception.StackValidationFailed,
                       match="^Invalid stack name 42, must be a string$"):
        stackm.Stack(42, {"heat_template_version": "2021-04-16"}, None)


# -- signals, delete retries, replacement hooks, metadata ------------------------------------

HOOKS = """
CALLS = []

class Conflict(Exception):
    pass

class Hooked(resource.Resource):
    properties_schema = {
        'fixed': properties.Schema(properties.Schema.STRING, 'Replaces.'),
        'conflicts': properties.Schema(properties.Schema.INTEGER, 'Delete conflicts.', default=0,
                                       update_allowed=True),
        'prepare_fails': properties.Schema(properties.Schema.BOOLEAN, 'prepare fails.',
                                           default=False, update_allowed=True),
        'fail_update': properties.Schema(properties.Schema.BOOLEAN, 'update fails.',
                                         default=False, update_allowed=True),
    }
    signal_needs_metadata_updates = True

    def handle_create(self):
        self.resource_id_set('%s-%s' % (self.name, self.properties['fixed']))

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if json_snippet.properties(self.properties_schema, self.context)['fail_update']:
            raise ValueError('update failed')

    def handle_delete(self):
        n = int(self.data().get('deletes', 0)) + 1
        self.data_set('deletes', str(n))
        CALLS.append(('handle_delete', self.name, n))
        if n <= self.properties['conflicts']:
            raise Conflict('busy')

    def handle_signal(self, details=None):
        CALLS.append(('handle_signal', self.name, details, self.properties['fixed']))
        if details == 'quiet':
            raise resource.NoActionRequired()
        if details == 'boom':
            raise ValueError('bad signal')
        if details == 'result':
            return 'done'

    def metadata_update(self, new_metadata=None):
        CALLS.append(('metadata_update', self.name))

    def prepare_for_replace(self):
        CALLS.append(('prepare_for_replace', self.name))
        if self.properties['prepare_fails']:
            raise RuntimeError('cannot prepare')

    def restore_prev_rsrc(self, convergence=False):
        CALLS.append(('restore_prev_rsrc', self.name))

class Silent(resource.Resource):
    properties_schema = {}

def resource_mapping():
    return {'My::Hooked': Hooked, 'My::Silent': Silent}
"""


def _hooks(make_harness, client=True):
    from sdk.engine.clients import client_plugin as clients

    class Plugin(clients.ClientPlugin):
        def is_conflict(self, ex):
            return type(ex).__name__ == "Conflict"

    h = make_harness(HOOKS)
    calls = __import__(h.env.get_class("My::Hooked").__module__, fromlist=["CALLS"]).CALLS
    calls.clear()
    if client:
        h.register_client("hooked", Plugin())
        h.env.get_class("My::Hooked").default_client_name = "hooked"
    return h, calls


def _hooked(**props):
    return {"heat_template_version": "2021-04-16",
            "resources": {"a": {"type": "My::Hooked", "properties": dict({"fixed": "one"}, **props)},
                          "s": {"type": "My::Silent"}}}


def test_signal_reaches_handle_signal_with_frozen_properties_and_refreshes_metadata(make_harness):
    h, calls = _hooks(make_harness)
    st = h.create_stack(_hooked())
    st.signal("a", "result")
    assert calls == [("handle_signal", "a", "result", "one")]
    events = [e for e in st.events if e.action == "SIGNAL"]
    assert [(e.resource_name, e.status, e.reason) for e in events] == [("a", "COMPLETE", "Signal: done")]
    calls.clear()
    st.signal("a", {"previous": "ok", "current": "alarm", "reason": "cpu"})
    assert st.events[-1].reason == "alarm state changed from ok to alarm (cpu)"
    st.signal("a")
    assert st.events[-1].reason == "No signal details provided"
    st.signal("a", "plain text")
    assert st.events[-1].reason == "plain text"
    st.signal("a", {"x": 1})
    assert st.events[-1].reason == "Unknown"  # texts checked against real Heat


def test_signal_errors(make_harness):
    h, calls = _hooks(make_harness)
    st = h.create_stack(_hooked())
    n_events = len(st.events)
    st.signal("a", "quiet")  # NoActionRequired: no event
    assert len(st.events) == n_events
    with pytest.raises(exception.ResourceFailure, match="^ValueError: resources.a: bad signal$"):
        st.signal("a", "boom")
    with pytest.raises(exception.ResourceActionNotSupported, match="^signal is not supported for resource.$"):
        st.signal("s")
    with pytest.raises(exception.ResourceNotFound, match="could not be found in Stack stack"):
        st.signal("nope")
    assert st.suspend()
    with pytest.raises(exception.NotSupported, match="^Signal resource during SUSPEND is not supported.$"):
        st.signal("a", "x")
    assert st.events[-1].reason == "Cannot signal resource during SUSPEND"


def test_delete_retries_conflicts(make_harness):
    h, calls = _hooks(make_harness)
    st = h.create_stack(_hooked(conflicts=2))
    assert st.delete()
    assert [c for c in calls if c[0] == "handle_delete"] == [
        ("handle_delete", "a", 1), ("handle_delete", "a", 2), ("handle_delete", "a", 3)]
    assert st.resources["a"].state == ("DELETE", "COMPLETE")


def test_delete_gives_up_after_the_retry_limit(make_harness):
    h, calls = _hooks(make_harness)
    st = h.create_stack(_hooked(conflicts=99))
    assert not st.delete()
    assert len([c for c in calls if c[0] == "handle_delete"]) == st.action_retry_limit + 1
    assert st.resources["a"].status_reason == "Conflict: resources.a: busy"


def test_other_delete_errors_are_not_retried(make_harness):
    h, calls = _hooks(make_harness, client=False)
    st = h.create_stack(_hooked(conflicts=1))
    assert not st.delete()
    assert [c for c in calls if c[0] == "handle_delete"] == [("handle_delete", "a", 1)]


def test_failing_prepare_for_replace_fails_the_resource(make_harness):
    h, calls = _hooks(make_harness)
    st = h.create_stack(_hooked(prepare_fails=True))
    assert not st.update(_hooked(fixed="two", prepare_fails=True))
    assert ("prepare_for_replace", "a") in calls
    assert st.resources["a"].state == ("UPDATE", "FAILED")
    assert st.resources["a"].status_reason == "RuntimeError: resources.a: cannot prepare"
    assert st.resources["a"].resource_id == "a-one"


def test_rollback_calls_restore_prev_rsrc_instead_of_prepare_for_replace(make_harness):
    h, calls = _hooks(make_harness)
    st = h.create_stack(_hooked())
    st.disable_rollback = False
    bad = _hooked(fixed="two")
    bad["resources"]["b"] = {"type": "My::Hooked", "depends_on": ["a"],
                             "properties": {"fixed": "b", "fail_update": True}}
    assert st.update(_hooked()) and st.update(dict(_hooked(), resources=dict(
        _hooked()["resources"], b={"type": "My::Hooked", "depends_on": ["a"],
                                   "properties": {"fixed": "b"}})))
    calls.clear()
    assert not st.update(bad)
    assert st.state == ("ROLLBACK", "COMPLETE")
    hooks = [c for c in calls if c[0] in ("prepare_for_replace", "restore_prev_rsrc")]
    assert hooks[0] == ("prepare_for_replace", "a")
    assert ("restore_prev_rsrc", "a") in hooks
    assert st.resources["a"].resource_id == "a-one"


def test_metadata_set_is_refused_once_deleted(make_harness):
    h, _ = _hooks(make_harness)
    st = h.create_stack(_hooked())
    res = st.resources["a"]
    res.metadata_set({"k": 1}, merge_metadata=lambda new, old: dict(old, **new))
    assert res.metadata_get() == {"k": 1}
    st.delete()
    with pytest.raises(exception.ResourceNotAvailable):
        st.resources["a"].metadata_set({"k": 2})


def test_cached_attributes_are_dropped_when_the_stored_properties_change(make_harness):
    h = make_harness(CACHING.replace("properties_schema = {}", "properties_schema = {'p': properties.Schema("
                                     "properties.Schema.STRING, 'P.', update_allowed=True)}")
                     .replace("    reads = 0\n", "    reads = 0\n\n    def handle_update(self, *args):\n"
                              "        self.seen = self.FnGetAtt('local')\n"))
    tmpl = {"heat_template_version": "2021-04-16",
            "resources": {"c": {"type": "My::Counter", "properties": {"p": "a"}}}}
    st = h.create_stack(tmpl)
    res = st.resources["c"]
    before = res.FnGetAtt("local")
    assert res.FnGetAtt("local") == before
    tmpl["resources"]["c"]["properties"]["p"] = "b"
    assert st.update(tmpl)
    res = st.resources["c"]
    assert res.seen > before  # a fresh instance after the reload
    assert res.FnGetAtt("local") > res.seen  # not the value cached during handle_update


OWN_GET_ATTRIBUTE = """
class Custom(resource.Resource):
    properties_schema = {}
    attributes_schema = {
        'local': attributes.Schema('Cached.'),
        'none': attributes.Schema('Never cached.', cache_mode=attributes.Schema.CACHE_NONE),
    }
    reads = 0

    def get_attribute(self, key, *path):
        type(self).reads += 1
        return [key, list(path), type(self).reads]

def resource_mapping():
    return {'My::Custom': Custom}
"""


def test_own_get_attribute_is_cached_per_key_and_path_unless_cache_none(make_harness):
    st = make_harness(OWN_GET_ATTRIBUTE).create_stack(
        {"heat_template_version": "2021-04-16", "resources": {"c": {"type": "My::Custom"}}})
    res = st.resources["c"]
    first = res.FnGetAtt("local")
    assert res.FnGetAtt("local") == first
    assert res.FnGetAtt("local", "x") != first and res.FnGetAtt("local", "x") == res.FnGetAtt("local", "x")
    assert res.FnGetAtt("anything") == res.FnGetAtt("anything")  # unknown keys are cached too
    assert res.FnGetAtt("none") != res.FnGetAtt("none")


RESTORABLE = """
CALLS = []

class Volume(resource.Resource):
    properties_schema = {
        'size': properties.Schema(properties.Schema.INTEGER, 'Size.', update_allowed=True),
        'backup': properties.Schema(properties.Schema.STRING, 'Backup to restore.'),
    }

    def handle_create(self):
        CALLS.append(('create', self.properties['size'], self.properties['backup']))
        self.resource_id_set('vol-%s' % self.properties['size'])

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        CALLS.append(('update', dict(prop_diff)))

    def handle_snapshot(self):
        self.data_set('backup_id', 'bk-%s' % self.resource_id)

    def handle_restore(self, defn, restore_data):
        props = dict(defn.properties(self.properties_schema, self.context).data)
        props['backup'] = restore_data['resource_data']['backup_id']
        return defn.freeze(properties=props)

def resource_mapping():
    return {'My::Volume': Volume}
"""


def test_restore_uses_handle_restore_definitions(make_harness):
    h = make_harness(RESTORABLE)
    calls = __import__(h.env.get_class("My::Volume").__module__, fromlist=["CALLS"]).CALLS
    calls.clear()
    tmpl = {"heat_template_version": "2021-04-16",
            "resources": {"v": {"type": "My::Volume", "properties": {"size": 1}}}}
    st = h.create_stack(tmpl)
    snap = st.snapshot("s1")
    tmpl["resources"]["v"]["properties"]["size"] = 2
    assert st.update(tmpl)
    calls.clear()
    assert st.restore(snap)
    assert st.state == ("RESTORE", "COMPLETE")
    assert st.status_reason == "Stack RESTORE completed successfully"
    # backup is not update_allowed: the volume is replaced from the backup
    assert calls == [("create", 1, "bk-vol-1")]
    assert st.resources["v"].resource_id == "vol-1"


def test_an_incomplete_snapshot_cannot_be_restored(make_harness):
    h = make_harness(RESTORABLE.replace("        self.data_set('backup_id'", "        raise ValueError('no space')\n"
                                        "        self.data_set('backup_id'"))
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"v": {"type": "My::Volume", "properties": {"size": 1}}}})
    snap = st.snapshot("s1")
    assert snap["status"] == "FAILED" and st.state == ("SNAPSHOT", "FAILED")
    with pytest.raises(exception.NotSupported, match="^Restoring incomplete snapshot is not supported.$"):
        st.restore(snap)
    st.delete_snapshot(snap)
    assert st.snapshots == []


def test_resource_helpers_heat_offers_plugins(make_harness):
    h, _ = _hooks(make_harness)
    tmpl = _hooked()
    tmpl["resources"]["b"] = {"type": "My::Hooked", "depends_on": ["a"], "properties": {"fixed": "b"}}
    st = h.create_stack(tmpl, name="demo")
    a = st.resources["a"]
    assert a.required_by() == ["b"] and st.resources["b"].required_by() == []
    assert a.calc_update_allowed(a.properties) == {"conflicts", "prepare_fails", "fail_update"}
    assert re.match(r"^demo-a-[a-z2-7]{12}$", a.physical_resource_name_or_FnGetRefId())
    assert a.has_interface("My::Hooked") and not a.has_interface("My::Silent")
    assert a.external_id is None and a.BASE_ATTRIBUTES == ("show",)
    assert a.parse_live_resource_data(a.properties, {"conflicts": 3, "fixed": "x"}) == {"conflicts": 3}
    assert a.cancel_grace_period() is None  # Heat's fixtures cancel at once
    a.state_reset()
    assert a.state == ("INIT", "COMPLETE")


def test_client_shortcuts_reach_registered_client_plugins(make_harness):
    from sdk.engine.clients import client_plugin as clients
    h = make_harness(GOOD % "Good")
    h.register_client("nova", clients.ClientPlugin(client="nova-client"))
    st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {"g": {"type": "My::Good"}}})
    assert st.resources["g"].nova() == "nova-client"
    # not registered: Heat's own neutron plug-in, python-neutronclient's client
    assert type(st.resources["g"].neutron()).__module__ == "neutronclient.v2_0.client"


def test_plugins_can_subclass_heats_in_tree_types(make_harness):
    h = make_harness("""
from heat.engine.resources.openstack.heat import none_resource, test_resource

class Quiet(none_resource.NoneResource):
    pass

class Echo(test_resource.TestResource):
    pass

def resource_mapping():
    return {'My::Quiet': Quiet, 'My::Echo': Echo}
""")
    st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {
        "q": {"type": "My::Quiet", "properties": {"any": "thing"}},
        "e": {"type": "My::Echo", "properties": {"value": "hi"}}},
        "outputs": {"echo": {"value": {"get_attr": ["e", "output"]}}}})
    assert st.state == ("CREATE", "COMPLETE") and st.outputs["echo"] == "hi"


def test_a_checker_that_never_completes_times_out_after_an_hour_by_default(make_harness):
    h = make_harness("""
class Stuck(resource.Resource):
    properties_schema = {}

    def handle_create(self):
        return None

    def check_create_complete(self, token):
        return False

def resource_mapping():
    return {'My::Stuck': Stuck}
""")
    st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {"s": {"type": "My::Stuck"}}})
    assert st.state == ("CREATE", "FAILED") and st.status_reason == "Create timed out"
    assert st.resources["s"].status_reason == "CREATE aborted"
    assert 3600 <= h.clock.time() < 3700


# -- user environments ------------------------------------------------------------------

@pytest.mark.parametrize("environment, error", [
    ({"resource_registy": {}}, 'environment has wrong section "resource_registy"'),
    ({"parameters": None}, 'environment has empty section "parameters"'),
    ("- a list", "The environment is not a valid YAML mapping data type."),
    ({"resource_registry": {"My::Thing": "ftp://example.com/thing.yaml"}},
     'Could not fetch remote template "ftp://example.com/thing.yaml": Invalid URL scheme ftp'),
])
def test_bad_environments_are_refused(make_harness, environment, error):
    h = make_harness(GOOD % "Good")
    with pytest.raises((ValueError, exception.StackValidationFailed), match="^%s$" % re.escape(error)):
        h.create_stack({"heat_template_version": "2021-04-16", "resources": {}}, environment=environment)


def test_environment_maps_a_real_type_to_a_fake_and_sets_parameters(make_harness):
    h = make_harness(GOOD % "Good")
    st = h.create_stack(
        {"heat_template_version": "2021-04-16",
         "parameters": {"flavor": {"type": "string"}, "size": {"type": "number", "default": 1}},
         "resources": {"server": {"type": "OS::Nova::Server"}},
         "outputs": {"flavor": {"value": {"get_param": "flavor"}}, "size": {"value": {"get_param": "size"}}}},
        environment="resource_registry:\n  OS::Nova::Server: My::Good\n"
                    "parameters: {flavor: small}\nparameter_defaults: {size: 3}\n")
    assert st.state == ("CREATE", "COMPLETE")
    assert type(st.resources["server"]).__name__ == "Thing"
    assert st.outputs == {"flavor": "small", "size": 3}


def test_resource_failure_from_a_nested_stacks_status_reason():
    """A nested stack's status reason becomes the stack resource's failure as
    in Heat: one of the same action is split into error and path below the
    resource; one of another action (a failed create met by an update) is
    the message, under the resource's path."""
    st = Harness().create_stack({"heat_template_version": "2021-04-16",
                                 "resources": {"grp": {"type": "OS::Heat::None"}}})
    res = st.resources["grp"]
    same = exception.ResourceFailure("Resource UPDATE failed: ValueError: resources.m: boom", res,
                                     action="UPDATE")
    assert (str(same), same.error, same.path) == (
        "ValueError: resources.grp.resources.m: boom", "ValueError", ["resources", "grp",
                                                                      "resources", "m"])
    other = exception.ResourceFailure("Resource CREATE failed: ValueError: resources.m: boom", res,
                                      action="UPDATE")
    assert str(other) == "resources.grp: Resource CREATE failed: ValueError: resources.m: boom"
