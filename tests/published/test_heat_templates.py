"""openstack/heat-templates' templates of Heat's own types (MANIFEST.md),
created, updated and deleted on the fake cloud with DevStack's defaults:
Heat 27's own resource modules on plugin-sdk's runtime, talking HTTP to the
fake cloud through the real client libraries."""
import ipaddress
import re

import pytest

from sdk.cloud import compute

from .conftest import published

IMAGE = "cirros-0.6.3-x86_64-disk"


def names(cloud, collection):
    return sorted(o["name"] for o in cloud.openstack.select(collection, tick=False))


def test_hello_world_fails_as_heat_27_does_on_a_current_nova(on_cloud):
    """hello_world's server has no networks; Heat 27 creates servers at the
    highest microversion both sides speak (2.96 with DevStack's Nova), where
    Nova needs networks, so Heat fails it with novaclient's message."""
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "heat_key"})
    st = h.create_stack(published("heat-templates", "hot", "hello_world.yaml"),
                        params={"key_name": "heat_key", "image": IMAGE, "admin_pass": "Secr3t"})
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == ("Resource CREATE failed: ValueError: resources.server: "
                                "nics are required after microversion 2.36")
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.select("nova.servers", tick=False) == []


def test_hello_world_parameters_are_checked_against_the_cloud(on_cloud):
    h, _cloud = on_cloud()
    with pytest.raises(h.validation_error) as err:
        h.create_stack(published("heat-templates", "hot", "hello_world.yaml"),
                       params={"key_name": "nokey", "image": IMAGE, "admin_pass": "Secr3t"})
    assert "The Key (nokey) could not be found." in str(err.value)


SERVERS_PARAMS = {"key_name": "heat_key", "image": IMAGE, "flavor": "m1.tiny",
                  "public_net": "public", "private_net_name": "heat-net",
                  "private_net_cidr": "10.10.10.0/24", "private_net_gateway": "10.10.10.1",
                  "private_net_pool_start": "10.10.10.10", "private_net_pool_end": "10.10.10.100"}


def test_servers_in_new_neutron_net(on_cloud):
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "heat_key"})
    template = published("heat-templates", "hot", "servers_in_new_neutron_net.yaml")
    st = h.create_stack(template, params=SERVERS_PARAMS)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    out = st.outputs
    pool = ipaddress.ip_network("10.10.10.0/24")
    assert ipaddress.ip_address(out["server1_private_ip"]) in pool
    assert out["server1_private_ip"] != out["server2_private_ip"]
    public = cloud.openstack.lookup("neutron.networks", "public") or next(
        n for n in cloud.openstack.select("neutron.networks", tick=False) if n["name"] == "public")
    public_cidr = ipaddress.ip_network(cloud.openstack.lookup(
        "neutron.subnets", public["subnets"][0])["cidr"])
    assert {ipaddress.ip_address(out[k]) in public_cidr
            for k in ("server1_public_ip", "server2_public_ip")} == {True}
    assert out["server1_public_ip"] != out["server2_public_ip"]
    assert names(cloud, "nova.servers") == ["Server1", "Server2"]
    assert "heat-net" in names(cloud, "neutron.networks")

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert names(cloud, "nova.servers") == []
    assert names(cloud, "neutron.networks") == ["private", "public"]
    assert cloud.openstack.select("neutron.floatingips", tick=False) == []


def test_resource_group(on_cloud):
    h, _cloud = on_cloud()
    st = h.create_stack(published("heat-templates", "hot", "resource_group", "resource_group.yaml"))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    out = st.outputs
    assert out["all_values"] == [out["resource1_value"], out["resource2_value"]]
    assert out["resource1_id"] == out["resource1_value"]  # a RandomString's id is its value
    assert len(set(out["all_values"])) == 2 and all(len(v) == 32 for v in out["all_values"])
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason


def test_resource_group_of_a_provider_template(on_cloud):
    """random.yaml as each member, its index picking its length."""
    h, _cloud = on_cloud()
    group = published("heat-templates", "hot", "resource_group", "resource_group_index_lookup.yaml")
    files = {"random.yaml": published("heat-templates", "hot", "resource_group", "random.yaml")}
    st = h.create_stack(group, files=files)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert [len(v) for v in st.outputs["all_values"]] == [4, 5, 6]
    st.update(group, params={"random_lengths": "7,8,9"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert [len(v) for v in st.outputs["all_values"]] == [7, 8, 9]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason


@pytest.mark.real_heat_gap("Heat's test set-up replaces its Keystone client with a fake "
                            "that has no domains")
def test_keystone_project(on_cloud):
    h, cloud = on_cloud()
    template = published("heat-templates", "hot", "keystone", "keystone_project.yaml")
    params = {"project_name": "heat-project", "project_description": "made by Heat",
              "project_enabled": True, "project_domain": "default"}
    st = h.create_stack(template, params=params)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    project = cloud.openstack.lookup("keystone.projects", st.outputs["admin_project_id"])
    assert (project["name"], project["description"], project["enabled"]) == (
        "heat-project", "made by Heat", True)
    st.update(template, params=dict(params, project_name="renamed", project_enabled=False))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    project = cloud.openstack.lookup("keystone.projects", st.outputs["admin_project_id"])
    assert (project["name"], project["enabled"]) == ("renamed", False)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert names(cloud, "keystone.projects") == ["admin", "alt_demo", "demo", "service"]


def test_condition(on_cloud):
    h, _cloud = on_cloud()
    template = published("heat-templates", "hot", "condition.yaml")
    st = h.create_stack(template)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert "prod_res" not in st.resources and "test_res" in st.resources
    st.update(template, params={"env_type": "prod"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert "prod_res" in st.resources
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason


@pytest.mark.real_heat_gap("Heat's test set-up replaces its Keystone client with a fake "
                            "that has no domains")
def test_keystone_domain_and_user(on_cloud):
    """A domain, then a user in DevStack's demo project with roles on a
    project and on the Default domain, all by name, as a DevStack admin
    would give them."""
    h, cloud = on_cloud()
    domain = h.create_stack(published("heat-templates", "hot", "keystone", "keystone_domain.yaml"),
                            params={"domain_name": "heat-domain"})
    assert domain.state == ("CREATE", "COMPLETE"), domain.status_reason
    assert "heat-domain" in names(cloud, "keystone.domains")
    user = h.create_stack(
        published("heat-templates", "hot", "keystone", "keystone_user.yaml"),
        params={"user_name": "heat-user", "user_description": "made by Heat", "user_enabled": True,
                "user_domain": "default", "user_email": "heat@example.com",
                "user_password": "secret", "user_default_project": "demo", "user_groups": "",
                "group_role": "member", "group_role_domain": "default",
                "group_role_project": "demo"})
    assert user.state == ("CREATE", "COMPLETE"), user.status_reason
    made = cloud.openstack.lookup("keystone.users", user.outputs["admin_user_id"])
    assert (made["name"], made["email"]) == ("heat-user", "heat@example.com")
    for st in (user, domain):
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert "heat-user" not in names(cloud, "keystone.users")
    assert "heat-domain" not in names(cloud, "keystone.domains")


def _objects(cloud):
    """Every object of the fake cloud, by collection (to check a delete left
    the cloud as DevStack had it)."""
    return {coll: sorted(objs) for coll, objs in cloud.openstack.data["collections"].items()
            if objs}


def _servers(cloud):
    return sorted(cloud.openstack.select("nova.servers", tick=False), key=lambda s: s["name"])


def test_servers_in_existing_neutron_net(on_cloud):
    """Two servers on DevStack's private network, each on a port of a new
    security group with a floating IP from public; a new flavor resizes them."""
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "heat_key"})
    before = _objects(cloud)
    template = published("heat-templates", "hot", "servers_in_existing_neutron_net.yaml")
    params = {"key_name": "heat_key", "image": IMAGE, "flavor": "m1.tiny",
              "public_net_id": "public", "private_net_id": "private",
              "private_subnet_id": "private-subnet"}
    st = h.create_stack(template, params=params)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    out = st.outputs
    private = ipaddress.ip_network("10.0.0.0/26")
    public = ipaddress.ip_network("172.24.4.0/24")
    assert {ipaddress.ip_address(out[k]) in private
            for k in ("server1_private_ip", "server2_private_ip")} == {True}
    assert {ipaddress.ip_address(out[k]) in public
            for k in ("server1_public_ip", "server2_public_ip")} == {True}
    (group,) = [g for g in cloud.openstack.select("neutron.security_groups", tick=False)
                if g["name"] == "security-group"]
    ports = [p for p in cloud.openstack.select("neutron.ports", tick=False)
             if p["device_owner"] == "compute:nova"]
    assert [p["security_groups"] for p in ports] == [[group["id"]]] * 2
    assert [(s["name"], s["_flavor"]) for s in _servers(cloud)] == [("Server1", "1"),
                                                                   ("Server2", "1")]
    st.update(template, params=dict(params, flavor="m1.small"))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert [(s["name"], s["_flavor"], s["status"]) for s in _servers(cloud)] == [
        ("Server1", "2", "ACTIVE"), ("Server2", "2", "ACTIVE")]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


def test_servers_in_existing_neutron_network_no_floating_ips(on_cloud):
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "heat_key"})
    before = _objects(cloud)
    template = published("heat-templates", "hot",
                         "servers_in_existing_neutron_network_no_floating_ips.yaml")
    params = {"key_name": "heat_key", "image": IMAGE, "flavor": "m1.tiny", "net_id": "private",
              "subnet_id": "private-subnet"}
    st = h.create_stack(template, params=params)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert sorted(st.outputs) == ["server1_provider_ip", "server2_provider_ip"]
    assert {ipaddress.ip_address(ip) in ipaddress.ip_network("10.0.0.0/26")
            for ip in st.outputs.values()} == {True}
    assert "test-security-group" in names(cloud, "neutron.security_groups")
    assert cloud.openstack.select("neutron.floatingips", tick=False) == []
    st.update(template, params=dict(params, flavor="m1.small"))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert [s["_flavor"] for s in _servers(cloud)] == ["2", "2"]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


def test_vm_with_cinder(on_cloud):
    """A server with a volume attached at /dev/vdb; a bigger size extends
    the attached volume; the delete detaches it first."""
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "heat_key"})
    before = _objects(cloud)
    template = published("heat-templates", "hot", "vm_with_cinder.yaml")
    st = h.create_stack(template, params={"key_name": "heat_key", "image": IMAGE})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    (server,) = _servers(cloud)
    (volume,) = cloud.openstack.select("cinder.volumes", tick=False)
    assert (volume["status"], volume["size"]) == ("in-use", 1)
    assert [(a["server_id"], a["device"]) for a in volume["attachments"]] == [
        (server["id"], "/dev/vdb")]
    (address,) = st.outputs["instance_networks"]["private"]
    assert ipaddress.ip_address(address) in ipaddress.ip_network("10.0.0.0/26")
    st.update(template, params={"key_name": "heat_key", "image": IMAGE, "vol_size": 2})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    (volume,) = cloud.openstack.select("cinder.volumes", tick=False)
    assert (volume["status"], volume["size"]) == ("in-use", 2)
    assert [a["server_id"] for a in volume["attachments"]] == [server["id"]]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


ASG_PARAMS = {"key_name": "heat_key", "image": IMAGE, "flavor": "m1.tiny"}


def _asg_of_servers(on_cloud):
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "heat_key"})
    before = _objects(cloud)
    st = h.create_stack(published("heat-templates", "hot", "asg_of_servers.yaml"),
                        params=ASG_PARAMS)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    return st, cloud, before


def test_autoscaling_group_of_servers(on_cloud):
    """OS::Heat::AutoScalingGroup of three servers with scaling policies (no
    alarm service: their pre-signed URLs are the webhooks); a new flavor
    rolls through the members; the delete removes the policies' stack users
    and their project."""
    st, cloud, before = _asg_of_servers(on_cloud)
    assert st.outputs["asg_size"] == 3
    assert len(_servers(cloud)) == 3 and len(st.outputs["server_ips"]) == 3
    assert "/v1/signal/" in st.outputs["scale_up_url"]
    st.update(published("heat-templates", "hot", "asg_of_servers.yaml"),
              params=dict(ASG_PARAMS, flavor="m1.small"))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert [s["_flavor"] for s in _servers(cloud)] == ["2"] * 3
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


@pytest.mark.real_heat_gap("a signalled policy looks the group's nested stack up through the "
                           "engine service, which Heat's in-process driver does not find "
                           "(EntityNotFound: The Stack (stack-asg-...) could not be found)")
def test_autoscaling_group_scales_up_when_its_policy_is_signalled(on_cloud):
    st, cloud, before = _asg_of_servers(on_cloud)
    st.signal("scale_up_policy")
    assert len(_servers(cloud)) == 4
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


def test_aws_autoscaling_group_fails_as_heat_27_does_on_a_current_nova(on_cloud, engine):
    """cfn/aws_asg.template: AWS::AutoScaling::AutoScalingGroup over
    Fn::GetAZs; its AWS::EC2::Instance members name no network, which Nova
    refuses at Heat 27's microversion, as hello_world's server."""
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "heat_key"})
    before = _objects(cloud)
    template = published("heat-templates", "cfn", "aws_asg.template")
    params = {"KeyName": "heat_key", "Image": IMAGE, "Flavor": "m1.tiny"}
    st = h.create_stack(template, params=params)
    assert st.state == ("CREATE", "FAILED")
    nics = r"ValueError: resources\.\w{12}: nics are required after microversion 2\.36"
    assert re.fullmatch(r"Resource CREATE failed: " + nics.replace(
        r"resources\.", r"resources\.ASG\.resources\."), st.status_reason), st.status_reason
    # the failed group is updated in place, as Heat updates a nested stack
    st.update(template, params=dict(params, Flavor="m1.small"))
    assert st.state == ("UPDATE", "FAILED")
    expected = {"convergence": r"Resource UPDATE failed: resources\.ASG: Resource CREATE failed: ",
                "legacy": r"resources\.ASG: "}[engine]
    assert re.fullmatch(expected + nics, st.status_reason), st.status_reason
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


def test_instance_trunk_port(on_cloud):
    """A server on the parent port of a trunk with two VLAN subports, each
    on a new network."""
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "key0"})
    before = _objects(cloud)
    template = published("heat-templates", "hot", "neutron", "instance_trunk_port.yaml")
    st = h.create_stack(template, params={"image": IMAGE})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    (trunk,) = cloud.openstack.select("neutron.trunks", tick=False)
    assert sorted((s["segmentation_type"], s["segmentation_id"]) for s in trunk["sub_ports"]) == [
        ("vlan", 101), ("vlan", 102)]
    assert st.outputs["subport1/fixed_ips"][0]["ip_address"].startswith("10.0.5.")
    (server,) = _servers(cloud)
    assert [port for port, _made in server["_ports"]] == [trunk["port_id"]]
    st.update(template, params={"image": IMAGE, "flavor": "ds1G"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert [s["_flavor"] for s in _servers(cloud)] == ["d2"]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


def test_host_aggregate(on_cloud):
    """DevStack's compute host in an aggregate with a zone and metadata; the
    update moves it to another zone and takes it out."""
    h, cloud = on_cloud()
    template = published("heat-templates", "hot", "nova", "host_aggregate.yaml")
    params = {"host_aggregate_name": "fast", "availability_zone_name": "az-1",
              "hosts": "devstack", "metadata": {"ssd": "true"}}
    st = h.create_stack(template, params=params)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    agg = cloud.openstack.lookup("nova.aggregates", st.outputs["sample_host_aggregate_id"])
    assert (agg["name"], agg["hosts"], agg["metadata"]) == (
        "fast", ["devstack"], {"availability_zone": "az-1", "ssd": "true"})
    st.update(template, params=dict(params, availability_zone_name="az-2", hosts="",
                                    metadata={"ssd": "false"}))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert (agg["hosts"], agg["metadata"]) == ([], {"availability_zone": "az-2", "ssd": "false"})
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.select("nova.aggregates", tick=False) == []


def test_server_with_volumes_fails_as_heat_27_does_on_a_current_nova(on_cloud):
    """resource_group/server_with_volumes.yaml: its server names no network."""
    h, cloud = on_cloud()
    compute.KEYPAIRS.create(cloud.openstack, {"name": "stack_key"})
    before = _objects(cloud)
    st = h.create_stack(
        published("heat-templates", "hot", "resource_group", "server_with_volumes.yaml"),
        params={"image_id": IMAGE}, files={"volume_with_attachment.yaml": published(
            "heat-templates", "hot", "resource_group", "volume_with_attachment.yaml")})
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == ("Resource CREATE failed: ValueError: resources.instance: "
                                "nics are required after microversion 2.36")
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before


def test_heat_tempest_plugins_base_resources(on_cloud):
    """heat-tempest-plugin's scenario template: a network, a key pair from
    a file, a server on a port, a volume attached; a bigger volume."""
    h, cloud = on_cloud()
    before = _objects(cloud)
    directory = ("heat-tempest-plugin", "heat_tempest_plugin", "tests", "scenario", "templates")
    template = published(*directory, "test_base_resources.yaml")
    files = {"id_ed25519.pub": published(*directory, "id_ed25519.pub")}
    st = h.create_stack(template, params={"image": IMAGE}, files=files)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert list(st.outputs["server_networks"]["private-net-01"]) == ["192.168.101.2"]
    (key,) = cloud.openstack.select("nova.keypairs", tick=False)
    assert key["public_key"] == files["id_ed25519.pub"].strip() or key["public_key"] == files[
        "id_ed25519.pub"]
    (volume,) = cloud.openstack.select("cinder.volumes", tick=False)
    assert volume["status"] == "in-use"
    st.update(template, params={"image": IMAGE, "vol_size": 2}, files=files)
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert cloud.openstack.select("cinder.volumes", tick=False)[0]["size"] == 2
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _objects(cloud) == before
