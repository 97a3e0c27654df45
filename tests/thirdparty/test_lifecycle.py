"""Each third-party-style plug-in loads without Heat and goes through
create, update, suspend, resume, check and delete with the results a user
expects (tests/thirdparty/plugins: one author's style per file)."""
import pytest

from sdk.common import exception
from sdk.engine.clients import client_plugin as clients
from sdk.testing.fakecloud import FakeCloud

from .conftest import HOT, run_actions
from .fakes import FakeNeutron, NotFound


class FakeZones:
    """Orbit's zones API: a zone is PENDING for one read, then ACTIVE."""

    def __init__(self):
        self.zones, self.calls = {}, []

    def create(self, **fields):
        self.calls.append(("create", fields))
        zone_id = "zone-%d" % (len(self.zones) + 1)
        self.zones[zone_id] = dict(fields, id=zone_id, status="PENDING", serial=1,
                                   name_servers=["ns1.orbit.example."])
        return dict(self.zones[zone_id])

    def get(self, zone_id):
        if zone_id not in self.zones:
            raise NotFound(zone_id)
        zone = self.zones[zone_id]
        reply = dict(zone)
        zone["status"] = "ACTIVE"
        return reply

    def update(self, zone_id, **fields):
        self.calls.append(("update", fields))
        self.zones[zone_id].update(fields)
        self.zones[zone_id]["serial"] += 1

    def delete(self, zone_id):
        self.calls.append(("delete", zone_id))
        if zone_id not in self.zones:
            raise NotFound(zone_id)
        del self.zones[zone_id]


class OrbitClient:
    def __init__(self):
        self.zones = FakeZones()


class OrbitClientPlugin(clients.ClientPlugin):
    """A client plug-in written as for Heat: ``_create`` builds the client."""

    def _create(self):
        return OrbitClient()

    def is_not_found(self, ex):
        return isinstance(ex, NotFound)


ZONE = HOT + """
resources:
  zone:
    type: Orbit::DNS::Zone
    properties: {name: example.org., email: %s, ttl: 600}
outputs:
  serial: {value: {get_attr: [zone, serial]}}
  servers: {value: {get_attr: [zone, name_servers]}}
  shown: {value: {get_attr: [zone, show, email]}}
"""


def test_client_backed_zone(harness):
    h = harness("orbit_dns.py")
    plugin = OrbitClientPlugin()
    h.register_client("orbit", plugin)
    st = h.create_stack(ZONE % "a@example.org")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    zone = st.resources["zone"]
    assert zone.resource_id == "zone-1"
    assert st.outputs == {"serial": 1, "servers": ["ns1.orbit.example."],
                          "shown": "a@example.org"}
    st.update(ZONE % "b@example.org")
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert st.resources["zone"].resource_id == "zone-1"  # in place
    assert ("update", {"email": "b@example.org"}) in plugin.client().zones.calls
    assert st.outputs["serial"] == 2
    run_actions(st)
    assert "CHECK not supported" not in st.resources["zone"].status_reason
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")
    assert plugin.client().zones.zones == {}


def test_zone_deleted_out_of_band_still_deletes(harness):
    h = harness("orbit_dns.py")
    plugin = OrbitClientPlugin()
    h.register_client("orbit", plugin)
    st = h.create_stack(ZONE % "a@example.org")
    plugin.client().zones.zones.clear()
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason


def test_zone_validation_message(harness):
    h = harness("orbit_dns.py")
    h.register_client("orbit", OrbitClientPlugin())
    with pytest.raises(exception.StackValidationFailed, match="must end with a dot"):
        h.create_stack(ZONE.replace("example.org.", "example.org") % "a@x")
    with pytest.raises(exception.StackValidationFailed, match="ttl"):
        h.create_stack(ZONE.replace("ttl: 600", "ttl: 5") % "a@x")


def test_legacy_queue(harness):
    h = harness("legacy_queue.py")
    t = HOT + """
resources:
  q:
    type: Hypo::Messaging::Queue
    properties: {name: jobs, metadata: {ttl: %d}}
outputs:
  href: {value: {get_attr: [q, href]}}
"""
    st = h.create_stack(t % 60)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs == {"href": "/v1/queues/jobs"}
    st.update(t % 120)
    assert st.resources["q"].state == ("UPDATE", "COMPLETE")
    assert st.resources["q"].data() == {"metadata": '{"ttl": 120}', "published": "done"}
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


def test_optional_driver_types_only_when_available(harness):
    h = harness("container_host.py")
    assert h.resource_types() == ["Hypo::Container::Port"]
    with pytest.raises(exception.StackValidationFailed, match="Hypo::Container::Host"):
        h.create_stack(HOT + "resources:\n  c: {type: Hypo::Container::Host}\n")
    t = HOT + """
resources:
  p: {type: Hypo::Container::Port, properties: {port: 8080, protocol: %s}}
outputs:
  spec: {value: {get_attr: [p, spec]}}
"""
    st = h.create_stack(t % "tcp")
    assert st.outputs == {"spec": "8080/tcp"}
    st.update(t % "udp")
    assert st.outputs == {"spec": "8080/udp"}
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


class FlavorConstraint(clients.ClientPlugin):
    pass


class NovaFlavor:
    """Stands in for Heat's nova.flavor constraint in a test."""

    def validate(self, value, context):
        return value in ("m1.small", "m1.large")


class Ledger(clients.ClientPlugin):
    def get_cost_centre(self, code):
        if code != "CC-1":
            raise exception.EntityNotFound(entity="Cost centre", name=code)


QUOTA = HOT + """
resources:
  quota:
    type: Hypo::Compute::FlavorQuota
    properties: {flavor: %s, project_code: %s, cost_centre: CC-1, limit: %d}
"""


def test_custom_constraints(harness):
    h = harness("flavor_constraints.py")
    h.register_constraint("nova.flavor", NovaFlavor)
    h.register_client("ledger", Ledger())
    st = h.create_stack(QUOTA % ("m1.small", "ABC-1234", 5))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    st.update(QUOTA % ("m1.small", "ABC-1234", 7))
    assert st.resources["quota"].state == ("UPDATE", "COMPLETE")
    st.update(QUOTA % ("m1.small", "ABC-1234", 0))
    assert st.state == ("UPDATE", "FAILED")
    assert "A quota in use cannot drop to zero." in st.status_reason
    with pytest.raises(exception.StackValidationFailed, match='"ABC" is not a project code'):
        h.create_stack(QUOTA % ("m1.small", "ABC", 5))
    with pytest.raises(exception.StackValidationFailed, match="m1.tiny"):
        h.create_stack(QUOTA % ("m1.tiny", "ABC-1234", 5))
    with pytest.raises(exception.StackValidationFailed,
                       match="Error validating value 'CC-2': The Cost centre"):
        h.create_stack((QUOTA % ("m1.small", "ABC-1234", 5)).replace("CC-1", "CC-2"))


def test_unregistered_heat_constraint_is_reported(harness):
    h = harness("flavor_constraints.py")
    with pytest.raises(exception.StackValidationFailed, match="nova.flavor"):
        h.create_stack(QUOTA % ("m1.small", "ABC-1234", 5))


POLICY = HOT + """
resources:
  fw:
    type: Hypo::Net::FirewallPolicy
    properties:
      name: edge
      rules: %s
      zones: {internal: {log: true}}
outputs:
  count: {value: {get_attr: [fw, rule_count]}}
  rules: {value: {get_attr: [fw, rules]}}
"""


def test_nested_list_and_map_schemas(harness):
    h = harness("firewall_policy.py")
    st = h.create_stack(POLICY % "[{action: allow, ports: [22, 443]}]")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["rules"] == [{"action": "allow", "protocol": "tcp",
                                    "ports": [22, 443], "cidr": "0.0.0.0/0"}]
    assert st.resources["fw"].properties["zones"] == {
        "internal": {"default_action": "deny", "log": True}}
    st.update(POLICY % "[{action: allow}, {action: deny, protocol: icmp}]")
    assert st.resources["fw"].state == ("UPDATE", "COMPLETE")
    assert st.outputs["count"] == 2
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


@pytest.mark.parametrize("rules, message", [
    ("[{action: maybe}]", 'Property error: resources.fw.properties.rules[0].action: '
                          '"maybe" is not an allowed value'),
    ("[{action: allow, ports: [70000]}]", "rules[0].ports[0]: 70000 is out of range"),
    ("[{action: allow, cidr: nonsense}]", "rules[0].cidr"),
    ("[{action: deny, protocol: icmp, ports: [1]}]", "icmp rules cannot have ports."),
    ("[]", "rules: length (0) is out of range (min: 1, max: 50)"),
    ("[{protocol: tcp}]", "Property action not assigned"),
])
def test_nested_schema_errors(harness, rules, message):
    h = harness("firewall_policy.py")
    with pytest.raises(exception.StackValidationFailed) as info:
        h.create_stack(POLICY % rules)
    assert message in str(info.value)


def test_subclassed_in_tree_types(harness):
    h = harness("noop_marker.py")
    t = HOT + """
resources:
  disabled: {type: Hypo::Feature::Disabled, properties: {anything: [1, 2]}}
  probe: {type: Hypo::Test::SlowProbe, properties: {value: v, label: %s, wait_secs: 3}}
outputs:
  out: {value: {get_attr: [probe, output]}}
"""
    st = h.create_stack(t % "one")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs == {"out": "v"}
    st.update(t % "two")
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


BUCKET = HOT + """
resources:
  b: {type: ACME::Storage::Bucket, properties: {quota_gb: %s}}
outputs:
  url: {value: {get_attr: [b, url]}}
"""


def test_package_plugin_with_helpers_and_tests(harness):
    """A package plug-in: relative and absolute imports of its own helper
    modules work, and its ``tests`` package (which needs real Heat) is skipped."""
    h = harness("acme_heat")
    cloud = FakeCloud(polls=2).attach(h)
    cloud.service("buckets")
    st = h.create_stack(BUCKET % 2.5, name="Prod_Stack")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs == {"url": "https://storage.acme.example/prod-stack-b"}
    st.update(BUCKET % 4)
    assert st.resources["b"].state == ("UPDATE", "COMPLETE")
    assert cloud.find(st.resources["b"].resource_id).quota_gb == 4
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")
    assert cloud.objects() == []


VOLUME = HOT + """
resources:
  v:
    type: Elastic::Block::Volume
    properties:
      size: %d
      settings: |
        heat_template_version: 2015-04-30
        created: 2015-04-30
outputs:
  settings: {value: {get_attr: [v, settings]}}
"""


def test_progress_objects_and_template_format(harness):
    h = harness("volume_resize.py")
    cloud = FakeCloud(polls=1).attach(h)
    cloud.service("volumes")
    st = h.create_stack(VOLUME % 10)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    # template_format keeps dates as strings, as Heat's does.
    assert st.outputs["settings"] == {"heat_template_version": "2015-04-30",
                                      "created": "2015-04-30"}
    st.update(VOLUME % 20)
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert cloud.find(st.resources["v"].resource_id).size == 20
    st.update(VOLUME % 5)
    assert st.state == ("UPDATE", "FAILED")
    assert "Shrinking a volume is not supported." in st.status_reason
    st.update(VOLUME % 20)
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


def test_template_format_errors_reach_validation(harness):
    h = harness("volume_resize.py")
    FakeCloud().attach(h)
    bad = VOLUME.replace("heat_template_version: 2015-04-30\n        created", "just")
    with pytest.raises(exception.StackValidationFailed, match="Template format version not found."):
        h.create_stack(bad % 10)


def test_signals_and_metadata(harness):
    h = harness("webhook_receiver.py")
    st = h.create_stack(HOT + """
resources:
  hook: {type: Hooks::Webhook::Receiver, properties: {keep: 2}}
outputs:
  endpoint: {value: {get_resource: hook}}
  history: {value: {get_attr: [hook, history]}}
""", name="web")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    hook = st.resources["hook"]
    assert hook.resource_id.startswith("hook-web-hook-")
    assert st.outputs["endpoint"] == "/stacks/web/receivers/%s" % hook.resource_id
    for n in range(3):
        st.signal("hook", {"n": n})
    assert st.outputs["history"] == [{"n": 1}, {"n": 2}]
    assert st.events[-1].reason == "Signal: 2 payload(s) kept"
    with pytest.raises(exception.ResourceFailure, match="Signal payload must be a JSON object"):
        st.signal("hook", "text")
    st.signal("hook", {"reset": True})
    assert st.outputs["history"] == []
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


SHARE = HOT + """
resources:
  s:
    type: %s
    properties: {size: %d, share_protocol: CIFS, access_rules: [{access_to: 10.0.0.0/8}]}
outputs:
  where: {value: {get_attr: [s, export_location]}}
"""


def test_deprecated_property_translated_and_hidden_old_name(harness):
    h = harness("versioned_share.py")
    cloud = FakeCloud(polls=1).attach(h)
    cloud.service("shares")
    assert h.resource_types() == ["Hypo::Storage::FileShare"]
    st = h.create_stack(SHARE % ("Hypo::Storage::Share", 1), name="files")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    share = cloud.find(st.resources["s"].resource_id)
    assert share.protocol == "CIFS"  # share_protocol was translated to protocol
    assert share.access_rules == [{"access_to": "10.0.0.0/8", "access_level": "rw"}]
    assert st.outputs["where"] == "cifs:/exports/%s" % share.name
    st.update(SHARE % ("Hypo::Storage::Share", 2))
    assert st.resources["s"].state == ("UPDATE", "COMPLETE")
    live = st.resources["s"].parse_live_resource_data(
        st.resources["s"].properties, share.to_dict())
    assert live == {"name": share.name, "size": 2,
                    "access_rules": [{"access_to": "10.0.0.0/8", "access_level": "rw"}]}
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


SEGMENT = HOT + """
resources:
  seg:
    type: Hypo::Neutron::Segment
    properties: {vlan: 42, value_specs: %s}
outputs:
  fabric: {value: {get_attr: [seg, fabric_id]}}
  ref: {value: {get_resource: seg}}
"""


def test_neutron_resource_subclass(harness):
    h = harness("vendor_segment.py")
    neutron = FakeNeutron()
    h.register_client("neutron", clients.ClientPlugin(client=neutron))
    st = h.create_stack(SEGMENT % "{mtu: 9000}", name="net")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    seg = neutron.objects[st.resources["seg"].resource_id]
    # prepare_properties: value_specs merged in, the name defaulted.
    assert seg["mtu"] == 9000 and seg["name"].startswith("net-seg-")
    assert st.outputs == {"fabric": "fab-1", "ref": "vendor_segment-1"}
    st.update(SEGMENT % "{mtu: 1500}")
    assert st.resources["seg"].state == ("UPDATE", "COMPLETE"), st.status_reason
    assert neutron.calls == [("update", {"vendor_segment": {"mtu": 1500}})]
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert neutron.objects == {}


def test_neutron_value_specs_may_not_repeat_properties(harness):
    h = harness("vendor_segment.py")
    h.register_client("neutron", clients.ClientPlugin(client=FakeNeutron()))
    with pytest.raises(exception.StackValidationFailed,
                       match="^vlan not allowed in value_specs$"):
        h.create_stack(SEGMENT % "{vlan: 7}")


POOL = HOT + """
resources:
  pool: {type: Hypo::LB::Pool}
  m1: {type: Hypo::LB::PoolMember, properties: {pool: {get_resource: pool}, address: %s}}
  m2: {type: Hypo::LB::PoolMember, properties: {pool: {get_resource: pool}, address: 10.0.0.2}}
outputs:
  members: {value: {get_attr: [pool, members]}}
  url: {value: {get_attr: [pool, url]}}
"""


def test_resources_found_through_the_stack(harness):
    h = harness("pool_member.py")
    st = h.create_stack(POOL % "10.0.0.1", name="lb")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.resources["m1"].resource_id == "pool-pool/10.0.0.1"
    assert st.outputs["members"] == ["10.0.0.1", "10.0.0.2"]
    assert st.outputs["url"] == "/plugin-sdk/stacks/lb/%s/pools/pool-pool" % st.id
    st.update(POOL % "10.0.0.3")
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert st.outputs["members"] == ["10.0.0.2", "10.0.0.3"]
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


def test_missing_referenced_resource_fails_the_create(harness):
    h = harness("pool_member.py")
    st = h.create_stack(HOT + """
resources:
  m: {type: Hypo::LB::PoolMember, properties: {pool: nowhere, address: 10.0.0.1}}
""")
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == ("Resource CREATE failed: EntityNotFound: resources.m: "
                                "The Pool (nowhere) could not be found.")


ACCOUNT = HOT + """
resources:
  acct: {type: Hypo::Identity::ServiceAccount, properties: {username: svc, rotation: %d%s}}
outputs:
  password: {value: {get_attr: [acct, password]}}
"""


def test_generated_passwords(harness):
    h = harness("service_account.py")
    st = h.create_stack(ACCOUNT % (0, ""))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    first = st.outputs["password"]
    assert len(first) == 32 and set(first) & set("!@#%^&*")
    assert any(c.isdigit() for c in first) and any(c.isupper() for c in first)
    st.update(ACCOUNT % (1, ""))
    assert st.resources["acct"].state == ("UPDATE", "COMPLETE")
    assert st.outputs["password"] != first
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")
    st = h.create_stack(ACCOUNT % (0, ", charset: digits"))
    assert len(st.outputs["password"]) == 24 and st.outputs["password"].isdigit()
