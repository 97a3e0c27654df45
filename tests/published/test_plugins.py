"""Published plug-ins that call OpenStack clients (MANIFEST.md), next to
Heat's own types, created, updated and deleted on the fake cloud."""
import configparser
import json
import os
import re
import sys

import pytest

from sdk.cloud import image

from .conftest import HERE, published

BGPVPN = os.path.join(HERE, "networking-bgpvpn")
EXAMPLES = ("networking-bgpvpn", "networking_bgpvpn_heat", "examples")


def bgpvpn_on_cloud(on_cloud):
    h, cloud = on_cloud(plugin_dirs=[BGPVPN])
    # Heat finds the constraint through the package's heat.constraints entry
    # point (its pyproject.toml); the vendored copy is not installed.
    module = sys.modules[h.resource_class("OS::Neutron::BGPVPN").__module__]
    h.register_constraint("neutron.bgpvpn", module.BGPVPNConstraint)
    return h, cloud


def objects(cloud, collection):
    return cloud.openstack.select(collection, tick=False)


def test_bgpvpn_next_to_heats_network_creates_updates_and_deletes(on_cloud):
    """bgpvpn_test-00: the plug-in's BGPVPN and network association next to
    Heat's own OS::Neutron::Net and Subnet."""
    h, cloud = bgpvpn_on_cloud(on_cloud)
    template = published(*EXAMPLES, "bgpvpn_test-00.yaml")
    st = h.create_stack(template)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    [vpn] = objects(cloud, "neutron.bgpvpns")
    assert (vpn["name"], vpn["route_targets"], vpn["import_targets"]) == (
        "default VPN", ["100:1000"], ["100:1001"])
    [assoc] = objects(cloud, "neutron.network_associations")
    assert assoc["network_id"] == st.resources["Net1"].resource_id
    assert type(st.resources["Net1"]).__module__ == "heat.engine.resources.openstack.neutron.net"

    st.update(template.replace('"default VPN"', '"renamed VPN"')
              .replace('import_targets: [ "100:1001"]', 'import_targets: [ "100:1001", "100:1003"]'))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    [vpn] = objects(cloud, "neutron.bgpvpns")
    assert (vpn["name"], vpn["import_targets"]) == ("renamed VPN", ["100:1001", "100:1003"])

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert objects(cloud, "neutron.bgpvpns") == []
    assert sorted(n["name"] for n in objects(cloud, "neutron.networks")) == ["private", "public"]


def test_bgpvpn_router_and_port_associations(on_cloud, engine):
    """The tenant examples, bound to BGPVPNs an admin made first (by id, as
    their parameters ask)."""
    h, cloud = bgpvpn_on_cloud(on_cloud)
    admin = h.create_stack({"heat_template_version": "2013-05-23", "resources": {
        name: {"type": "OS::Neutron::BGPVPN", "properties": {"name": name}}
        for name in ("vpn", "vpn_bis")}}, name="admin")
    assert admin.state == ("CREATE", "COMPLETE"), admin.status_reason
    ids = {n: admin.resources[n].resource_id for n in ("vpn", "vpn_bis")}
    router = h.create_stack(published(*EXAMPLES, "bgpvpn_test-01bis_router-tenant.yaml"),
                            params={"bgpvpn": ids["vpn"]}, name="router")
    assert router.state == ("CREATE", "COMPLETE"), router.status_reason
    [assoc] = objects(cloud, "neutron.router_associations")
    assert assoc["router_id"] == router.resources["Router1"].resource_id
    port = h.create_stack(published(*EXAMPLES, "bgpvpn_test-01ter_port-tenant.yaml"),
                          params={"bgpvpn": ids["vpn"], "bgpvpn_bis": ids["vpn_bis"]}, name="port")
    assert port.state == ("CREATE", "COMPLETE"), port.status_reason
    assocs = {a["port_id"]: a for a in objects(cloud, "neutron.port_associations")}
    port1, port2 = (port.resources[p].resource_id for p in ("Port1", "Port2"))
    assert set(assocs) == {port1, port2}
    assert {a["_parent"] for a in assocs.values()} == {ids["vpn"]}
    assert assocs[port2]["advertise_fixed_ips"] is False
    assert assocs[port2]["routes"] == [
        {"type": "prefix", "prefix": "1.1.1.1/32", "local_pref": 42},
        {"type": "bgpvpn", "bgpvpn_id": ids["vpn_bis"]}]
    # The plug-in polls a deleted port association with show_port_association,
    # which python-neutronclient does not have (its name is
    # show_bgpvpn_port_assoc): on Heat 27 too the delete fails after the
    # association is gone, and deleting again completes.
    port.delete()
    assert port.state == ("DELETE", "FAILED")
    # (which association is deleted first follows the engine's order)
    assert re.fullmatch(
        r"Resource DELETE failed: AttributeError: resources\.BGPVPN_port_assoc[12]: "
        r"'Client' object has no attribute 'show_port_association'", port.status_reason), port.status_reason
    # the failing association is gone (the other one is deleted next time)
    assert len(objects(cloud, "neutron.port_associations")) < 2
    if engine == "convergence":
        # The convergence engine stops the traversal at the first failure,
        # so the other association's delete fails the same way next time.
        port.delete()
        assert port.state == ("DELETE", "FAILED")
        assert "show_port_association" in port.status_reason
        assert objects(cloud, "neutron.port_associations") == []
    for st in (port, router, admin):
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    for coll in ("bgpvpns", "router_associations", "port_associations"):
        assert objects(cloud, "neutron." + coll) == []


STX = os.path.join(HERE, "plugins", "stx-heat", "heat", "engine", "resources", "wr")
# neutron_provider_net(_range).py do not load on Heat 27 (attributes.Schema.NUMBER
# is no attribute type there; tests/thirdparty): Heat would refuse the whole
# directory, so the stacks load the other modules one by one.
STX_FILES = [os.path.join(STX, f) for f in ("wr_scaling_policy.py", "neutron_port_forwarding.py")]

SERVER_AND_POLICY = """
heat_template_version: 2015-04-30
parameters:
  direction: {type: string, default: up}
resources:
  net:
    type: OS::Neutron::Net
  subnet:
    type: OS::Neutron::Subnet
    properties: {network: {get_resource: net}, cidr: 10.8.0.0/24}
  server:
    type: OS::Nova::Server
    properties:
      image: cirros-0.6.3-x86_64-disk
      flavor: m1.tiny
      networks: [{subnet: {get_resource: subnet}}]
  policy:
    type: OS::WR::ScalingPolicy
    properties:
      ServerName: {get_resource: server}
      ScalingDirection: {get_param: direction}
      Cooldown: 60
outputs:
  alarm_url: {value: {get_attr: [policy, AlarmUrl]}}
"""


def test_stx_scaling_policy_next_to_heats_server(on_cloud):
    """StarlingX's OS::WR::ScalingPolicy on a server of Heat's own: its
    nova.server constraint asks Nova; Heat 27 signals it into a TypeError
    (the plug-in calls the cooldown check of an older Heat, without its
    argument)."""
    h, cloud = on_cloud(files=STX_FILES)
    st = h.create_stack(SERVER_AND_POLICY)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert re.search(r"/v1/signal/.*/resources/policy\?.*AWSAccessKeyId=\w+", st.outputs["alarm_url"])

    st.update(SERVER_AND_POLICY, params={"direction": "down"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert st.resources["policy"].properties["ScalingDirection"] == "down"

    with pytest.raises(Exception) as err:
        st.signal("policy", {"current": "alarm"})
    assert type(err.value).__name__ == "ResourceFailure", repr(err.value)
    assert str(err.value) == ("TypeError: resources.policy: CooldownMixin._check_scaling_allowed() "
                              "missing 1 required positional argument: 'cooldown'")
    st.signal("policy", {"current": "ok"})  # not an alarm: nothing to do

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert objects(cloud, "nova.servers") == []


@pytest.mark.real_heat_gap("Heat's test set-up keeps stack domain users in its own fake Keystone")
def test_stx_scaling_policy_keeps_its_stack_user_in_keystone(on_cloud):
    """As a SignalResponder the policy makes a stack user in Keystone, and an
    EC2 key pair for its pre-signed AlarmUrl when that is first asked for;
    deleting the stack deletes them."""
    h, cloud = on_cloud(files=STX_FILES)
    st = h.create_stack(SERVER_AND_POLICY)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    [user] = [u for u in objects(cloud, "keystone.users")
              if u["id"] == st.resources["policy"].resource_id]
    assert user["name"].startswith("stack-policy-")
    assert objects(cloud, "keystone.credentials") == []
    url = st.outputs["alarm_url"]
    [cred] = objects(cloud, "keystone.credentials")
    assert (cred["user_id"], cred["type"]) == (user["id"], "ec2")
    assert "AWSAccessKeyId=%s&" % json.loads(cred["blob"])["access"] in url
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert [u for u in objects(cloud, "keystone.users") if u["id"] == user["id"]] == []
    assert objects(cloud, "keystone.credentials") == []


def test_stx_scaling_policy_server_must_exist(on_cloud):
    h, _cloud = on_cloud(files=STX_FILES)
    with pytest.raises(h.validation_error) as err:
        h.create_stack({"heat_template_version": "2015-04-30", "resources": {"policy": {
            "type": "OS::WR::ScalingPolicy",
            "properties": {"ServerName": "no-such-server", "ScalingDirection": "up"}}}})
    assert str(err.value) == ("Property error: resources.policy.properties.ServerName: Error "
                              "validating value 'no-such-server': The Server (no-such-server) "
                              "could not be found.")


def test_stx_port_forwarding_needs_wind_rivers_neutron_client(on_cloud):
    """WR::Neutron::PortForwarding calls create_portforwarding, which only
    Wind River's python-neutronclient has: with the upstream client the
    create fails (as on Heat 27) and the stack deletes cleanly."""
    h, cloud = on_cloud(files=STX_FILES)
    st = h.create_stack({"heat_template_version": "2015-04-30", "resources": {
        "router": {"type": "OS::Neutron::Router"},
        "forward": {"type": "WR::Neutron::PortForwarding", "properties": {
            "router_id": {"get_resource": "router"}, "inside_addr": "10.8.0.5",
            "inside_port": 80, "outside_port": 8080, "protocol": "tcp"}}}})
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == ("Resource CREATE failed: AttributeError: resources.forward: "
                                "'Client' object has no attribute 'create_portforwarding'")
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert [r["name"] for r in objects(cloud, "neutron.routers")] == ["router1"]  # DevStack's


VALET = os.path.join(HERE, "plugins", "valet", "plugins", "valet_plugins", "heat")
VALET_EXAMPLE = ("plugins", "valet", "valet", "tests", "functional", "valet_validator", "tests",
                 "templates", "diversity_between_2_affinity.yml")


def test_valet_example_fails_on_a_current_nova_as_on_heat_27(on_cloud):
    """Valet's own example (groups of groups over four servers) names no
    network for its servers: with the image it names uploaded, Nova at the
    microversion Heat 27 speaks refuses them, so no group is made."""
    h, cloud = on_cloud(plugin_dirs=[VALET])
    image.IMAGES.create(cloud.openstack, {"name": "cirros-0.3.4-x86_64", "disk_format": "qcow2",
                                          "container_format": "bare", "_active": True})
    st = h.create_stack(published(*VALET_EXAMPLE))
    assert st.state == ("CREATE", "FAILED")
    assert re.fullmatch(r"Resource CREATE failed: ValueError: resources\.my-instance-[1-4]: "
                        r"nics are required after microversion 2\.36", st.status_reason)
    assert {r.state for n, r in st.resources.items() if n.startswith("test-")} == {("INIT", "COMPLETE")}
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert objects(cloud, "nova.servers") == []


def test_valet_groups_over_heats_servers(on_cloud):
    """The example's groups over servers on DevStack's private network:
    created, changed in place (a group's type and name), deleted. The type
    only records the assignment (Valet's Heat life-cycle plug-in, not
    vendored, reads it), so it calls no client."""
    h, cloud = on_cloud(plugin_dirs=[VALET])
    servers = {"vm%d" % i: {"type": "OS::Nova::Server", "properties": {
        "image": "cirros-0.6.3-x86_64-disk", "flavor": "m1.tiny",
        "networks": [{"network": "private"}]}} for i in (1, 2, 3, 4)}

    def template(outer):
        return {"heat_template_version": "2015-04-30", "resources": dict(servers, **{
            "pair1": {"type": "ATT::Valet::GroupAssignment", "properties": {
                "group_type": "affinity", "level": "host",
                "resources": [{"get_resource": "vm1"}, {"get_resource": "vm2"}]}},
            "pair2": {"type": "ATT::Valet::GroupAssignment", "properties": {
                "group_type": "affinity", "level": "host",
                "resources": [{"get_resource": "vm3"}, {"get_resource": "vm4"}]}},
            "apart": {"type": "ATT::Valet::GroupAssignment", "properties": dict(outer, **{
                "level": "rack",
                "resources": [{"get_resource": "pair1"}, {"get_resource": "pair2"}]})}})}

    st = h.create_stack(template({"group_type": "diversity"}))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    apart = st.resources["apart"]
    assert apart.resource_id == apart.physical_resource_name()
    assert len(objects(cloud, "nova.servers")) == 4
    st.update(template({"group_type": "exclusivity", "group_name": "tenant-a"}))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert st.resources["apart"].resource_id == apart.resource_id  # changed in place
    assert st.resources["apart"].properties["group_name"] == "tenant-a"
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert objects(cloud, "nova.servers") == []


def installed_as_packaged(monkeypatch, tmp_path, source, setup_cfg, group, modules=None):
    """The vendored ``source`` on sys.path with the entry points of ``group``
    its ``setup.cfg`` declares (only those into ``modules``, when given),
    as pip would install the package; vendored code is test data, not a
    dependency of plugin-sdk."""
    config = configparser.ConfigParser()
    config.read(os.path.join(source, setup_cfg))
    entries = [line.strip() for line in config["entry_points"][group].splitlines() if line.strip()]
    if modules is not None:
        entries = [e for e in entries if e.split("=")[1].strip().split(":")[0] in modules]
    name = config["metadata"]["name"] if config.has_section("metadata") else os.path.basename(source)
    info = tmp_path / ("%s-0.dist-info" % name.replace("-", "_"))
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: %s\nVersion: 0\n" % name)
    (info / "entry_points.txt").write_text("[%s]\n%s\n" % (group, "\n".join(entries)))
    monkeypatch.syspath_prepend(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    # stevedore reads a namespace's entry points once per process: this test
    # reads them afresh, and later tests get the cache they had
    from stevedore import extension
    monkeypatch.setattr(extension.ExtensionManager, "ENTRY_POINT_CACHE", {})
    return entries


def test_manifest_names_every_vendored_client():
    """The client libraries under clients/ have a MANIFEST row each
    (repository, commit, licence) and keep their LICENSE."""
    rows = re.findall(r"^\| `clients/([\w.-]+)/` \| [\w.-]+/[\w.-]+ \| [0-9a-f]{40} \| Apache-2\.0 \|",
                      published("MANIFEST.md"), re.M)
    assert sorted(rows) == sorted(os.listdir(os.path.join(HERE, "clients")))
    for name in rows:
        assert os.path.isfile(os.path.join(HERE, "clients", name, "LICENSE"))


GBP = os.path.join(HERE, "plugins", "group-based-policy-automation")
GBP_TYPES = os.path.join(GBP, "gbpautomation", "heat", "engine", "resources")
GBP_CLIENT = os.path.join(HERE, "clients", "python-group-based-policy-client")


@pytest.fixture
def gbp_on_cloud(on_cloud, monkeypatch, tmp_path):
    """GBP's types on the fake cloud, their ``grouppolicy`` client plug-in
    the package's ``heat.clients`` entry point (its setup.cfg) over
    python-gbpclient (vendored: not on the package index)."""
    monkeypatch.syspath_prepend(GBP_CLIENT)
    installed_as_packaged(monkeypatch, tmp_path, GBP, "setup.cfg", "heat.clients")
    h, cloud = on_cloud(plugin_dirs=[GBP_TYPES])
    # The fake cloud serves client names no plug-in registers; GBP's client
    # talks HTTP to the fake Neutron, so its own plug-in serves the name.
    from sdk.engine import plugin_manager
    h.register_client("grouppolicy", plugin_manager.installed_client("grouppolicy"))
    return h, cloud


GBP_TEMPLATE = """
heat_template_version: 2015-04-30
parameters:
  rule_set_name: {type: string, default: web}
  port_range: {type: string, default: "80"}
resources:
  l3p:
    type: OS::GroupBasedPolicy::L3Policy
    properties: {name: l3p, ip_pool: 10.20.0.0/16, subnet_prefix_length: 26, shared: false}
  l2p:
    type: OS::GroupBasedPolicy::L2Policy
    properties: {name: l2p, l3_policy_id: {get_resource: l3p}, shared: false}
  classifier:
    type: OS::GroupBasedPolicy::PolicyClassifier
    properties: {name: http, protocol: tcp, port_range: {get_param: port_range},
                 direction: in, shared: false}
  allow:
    type: OS::GroupBasedPolicy::PolicyAction
    properties: {name: allow, action_type: allow, shared: false}
  rule:
    type: OS::GroupBasedPolicy::PolicyRule
    properties:
      name: allow-http
      policy_classifier_id: {get_resource: classifier}
      policy_actions: [{get_resource: allow}]
      shared: false
  rule_set:
    type: OS::GroupBasedPolicy::PolicyRuleSet
    properties: {name: {get_param: rule_set_name}, policy_rules: [{get_resource: rule}],
                 shared: false}
  web:
    type: OS::GroupBasedPolicy::PolicyTargetGroup
    properties:
      name: web
      l2_policy_id: {get_resource: l2p}
      provided_policy_rule_sets:
        - {policy_rule_set_id: {get_resource: rule_set}, policy_rule_set_scope: ""}
      shared: false
  target:
    type: OS::GroupBasedPolicy::PolicyTarget
    properties: {name: web-1, policy_target_group_id: {get_resource: web}}
outputs:
  l3p: {value: {get_attr: [l3p, show]}}
"""


def test_gbp_client_plugin_fails_on_heat_27_as_on_heat(gbp_on_cloud):
    """gbpautomation's client plug-in makes python-gbpclient's client with
    ``context.tenant_id``, which Heat 27's context (oslo.context 6) does not
    have: every GBP resource fails its create, on Heat 27 as here, before
    any request reaches the cloud, and its delete (which makes the client
    too) the same way, so the stack cannot be deleted."""
    h, cloud = gbp_on_cloud
    st = h.create_stack(GBP_TEMPLATE)
    assert st.state == ("CREATE", "FAILED")
    # (which independent resource is created first follows the engine's order)
    assert re.fullmatch(r"Resource CREATE failed: AttributeError: resources\.(l3p|classifier|allow): "
                        r"'RequestContext' object has no attribute 'tenant_id'", st.status_reason), \
        st.status_reason
    failed = re.fullmatch(r".*resources\.(\w+): .*", st.status_reason).group(1)
    st.delete()
    assert (st.state, st.status_reason) == (("DELETE", "FAILED"), (
        "Resource DELETE failed: AttributeError: resources.%s: 'RequestContext' object has no "
        "attribute 'tenant_id'" % failed))
    for coll in ("l3_policies", "policy_classifiers", "policy_actions"):
        assert objects(cloud, "neutron." + coll) == [], coll


NUAGE_TYPES = os.path.join(HERE, "plugins", "nuage-openstack-heat", "nuage-heat", "resources")
NUAGE_CLIENT = os.path.join(HERE, "clients", "nuage-openstack-neutronclient")


@pytest.fixture
def nuage_on_cloud(on_cloud, monkeypatch, tmp_path):
    """Nuage's types on the fake cloud through Heat's neutron client, which
    python-neutronclient extends with Nuage's calls (create_net_partition,
    list_nuage_gateways, ...) from the ``neutronclient.extension`` entry
    points of nuage-openstack-neutronclient's setup.cfg (the vendored
    modules' only). An operator's gateway with one port is in the cloud."""
    entries = installed_as_packaged(
        monkeypatch, tmp_path, NUAGE_CLIENT, "setup.cfg", "neutronclient.extension",
        modules={"nuage_neutronclient." + m for m in ("gateway", "netpartition", "redirecttarget")})
    assert len(entries) == 3
    h, cloud = on_cloud(plugin_dirs=[NUAGE_TYPES])
    from sdk.cloud import network_vendors
    gw = network_vendors.GATEWAYS.create(cloud.openstack, {"name": "gw1", "systemid": "10.0.0.9"})
    network_vendors.GATEWAY_PORTS.create(cloud.openstack, {
        "name": "port1", "gateway": gw["id"], "vlan": "100-200", "physicalname": "port1"})
    return h, cloud


NUAGE_TEMPLATE = """
heat_template_version: 2015-04-30
parameters:
  vlan_id: {type: number, default: 100}
  stateful: {type: boolean, default: true}
  target_name: {type: string, default: rt}
resources:
  partition:
    type: Nuage::Neutron::Netpartition
    properties: {name: tenant-a}
  mapping:
    type: Nuage::Neutron::ProjectNetpartitionMapping
    properties: {project: {get_param: "OS::project_id"}, net_partition_id: {get_resource: partition}}
  net:
    type: OS::Neutron::Net
  subnet:
    type: OS::Neutron::Subnet
    properties: {network: {get_resource: net}, cidr: 10.9.0.0/24}
  gateway:
    type: Nuage::Neutron::Gateway
    properties: {name: gw1}
  gw_port:
    type: Nuage::Neutron::GatewayPort
    properties: {name: port1, gateway: {get_resource: gateway}}
  vlan:
    type: Nuage::Neutron::GatewayPortVlan
    properties: {gatewayport: {get_resource: gw_port}, value: {get_param: vlan_id}}
  vport:
    type: Nuage::Neutron::GatewayVport
    properties:
      gatewayvlan: {get_resource: vlan}
      subnet: {get_resource: subnet}
      tenant: {get_param: "OS::project_id"}
  sg:
    type: Nuage::Neutron::SecurityGroup
    properties: {name: web, value_specs: {stateful: {get_param: stateful}}}
  target:
    type: Nuage::Neutron::RedirectTarget
    properties:
      name: {get_param: target_name}
      insertion_mode: VIRTUAL_WIRE
      subnet_id: {get_resource: subnet}
  vip:
    type: Nuage::Neutron::RedirectTargetVIP
    properties:
      redirect_target_id: {get_resource: target}
      subnet_id: {get_resource: subnet}
      virtual_ip_address: 10.9.0.50
  rule:
    type: Nuage::Neutron::RedirectTargetRule
    properties:
      redirect_target_id: {get_resource: target}
      protocol: tcp
      action: REDIRECT
      origin_group_id: {get_resource: sg}
      port_range_min: 80
      port_range_max: 80
      priority: 10
outputs:
  gateway_system: {value: {get_attr: [gateway, systemid]}}
  vlan_gateway: {value: {get_attr: [vlan, gateway]}}
"""


def test_nuage_types_create_update_and_delete(nuage_on_cloud):
    """Nuage's net-partition and project mapping, the operator's gateway and
    port found by name, a VLAN on the port with a vport on Heat's subnet,
    its security group with value_specs, a redirect target with a VIP and
    a rule: created, updated (a new VLAN replaces the old and takes the
    vport; the group's value_specs change in place; a renamed redirect
    target is replaced) and deleted."""
    h, cloud = nuage_on_cloud
    st = h.create_stack(NUAGE_TEMPLATE)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    [gw] = objects(cloud, "neutron.nuage_gateways")
    [port] = objects(cloud, "neutron.nuage_gateway_ports")
    assert (st.resources["gateway"].resource_id, st.resources["gw_port"].resource_id) == (
        gw["id"], port["id"])
    assert st.outputs == {"gateway_system": "10.0.0.9", "vlan_gateway": gw["id"]}
    [partition] = objects(cloud, "neutron.net_partitions")
    [mapping] = objects(cloud, "neutron.project_net_partition_mappings")
    assert partition["name"] == "tenant-a"
    assert mapping["net_partition_id"] == partition["id"]
    assert st.resources["mapping"].resource_id == mapping["project"]
    [vlan] = objects(cloud, "neutron.nuage_gateway_vlans")
    [vport] = objects(cloud, "neutron.nuage_gateway_vports")
    subnet = st.resources["subnet"].resource_id
    assert (vlan["value"], vlan["vport"], vlan["assigned"]) == (100, vport["id"], [mapping["project"]])
    assert (vport["type"], vport["subnet"], vport["gatewayport"]) == ("bridge", subnet, port["id"])
    [sg] = [g for g in objects(cloud, "neutron.security_groups") if g["name"] == "web"]
    assert sg["stateful"] is True
    [target] = objects(cloud, "neutron.nuage_redirect_targets")
    [vip] = objects(cloud, "neutron.nuage_redirect_target_vips")
    [rule] = objects(cloud, "neutron.nuage_redirect_target_rules")
    assert (target["insertion_mode"], target["subnet_id"]) == ("VIRTUAL_WIRE", subnet)
    assert vip["redirect_target_id"] == rule["redirect_target_id"] == target["id"]
    assert (rule["origin_group_id"], rule["action"]) == (sg["id"], "REDIRECT")

    st.update(NUAGE_TEMPLATE, params={"vlan_id": 200, "stateful": False, "target_name": "rt2"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    [new_vlan] = objects(cloud, "neutron.nuage_gateway_vlans")
    [new_vport] = objects(cloud, "neutron.nuage_gateway_vports")
    assert new_vlan["id"] != vlan["id"] and new_vport["id"] != vport["id"]   # replaced
    assert (new_vlan["value"], new_vlan["vport"]) == (200, new_vport["id"])
    [sg2] = [g for g in objects(cloud, "neutron.security_groups") if g["name"] == "web"]
    assert (sg2["id"], sg2["stateful"]) == (sg["id"], False)   # in place
    # name is update_allowed, but the type has no handle_update: Heat's
    # default replaces it, and its VIP and rule with it (the old VIP, which
    # the type never deletes, goes with the old target)
    [new_target] = objects(cloud, "neutron.nuage_redirect_targets")
    assert (new_target["name"], new_target["id"] != target["id"]) == ("rt2", True)
    [vip] = objects(cloud, "neutron.nuage_redirect_target_vips")
    [rule] = objects(cloud, "neutron.nuage_redirect_target_rules")
    assert vip["redirect_target_id"] == rule["redirect_target_id"] == new_target["id"]

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    for coll in ("net_partitions", "project_net_partition_mappings", "nuage_gateway_vlans",
                 "nuage_gateway_vports", "nuage_redirect_targets", "nuage_redirect_target_vips",
                 "nuage_redirect_target_rules"):
        assert objects(cloud, "neutron." + coll) == [], coll
    # the operator's gateway and port stay
    assert [g["id"] for g in objects(cloud, "neutron.nuage_gateways")] == [gw["id"]]
    assert len(objects(cloud, "neutron.nuage_gateway_ports")) == 1
