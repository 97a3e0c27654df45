"""openstack/heat-templates' templates of Heat's own types (MANIFEST.md),
created, updated and deleted on the fake cloud with DevStack's defaults:
Heat 27's own resource modules on plugin-sdk's runtime, talking HTTP to the
fake cloud through the real client libraries."""
import ipaddress

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


@pytest.mark.real_heat_gap("its convergence update of the nested group stops at "
                            "'ResourcePropertiesData with id N not found' in the in-process "
                            "driver", engine="convergence")
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
