"""Heat's own functions and types on the fake cloud beyond the published
templates: what Heat asks of Nova, Cinder and Keystone for them, on both
engines (and on real Heat 27 with ``pytest --engine heat``)."""
import pytest

from sdk.cloud import compute, core

GETAZS_CFN = {
    "AWSTemplateFormatVersion": "2010-09-09",
    "Resources": {"vol": {"Type": "AWS::EC2::Volume", "Properties": {
        "Size": 1, "AvailabilityZone": {"Fn::Select": ["0", {"Fn::GetAZs": ""}]}}}},
    "Outputs": {"zones": {"Value": {"Fn::GetAZs": "RegionOne"}}}}

GETAZS_HOT = {
    "heat_template_version": "2013-05-23",
    "resources": {"vol": {"type": "OS::Cinder::Volume", "properties": {
        "size": 1, "availability_zone": {"Fn::Select": ["0", {"Fn::GetAZs": ""}]}}}},
    "outputs": {"zones": {"value": {"Fn::GetAZs": ""}}}}


AGGREGATE = {"heat_template_version": "2021-04-16", "resources": {"agg": {
    "type": "OS::Nova::HostAggregate", "properties": {
        "name": "fast", "availability_zone": "az-2", "hosts": ["devstack"]}}}}


def test_getazs_asks_nova_for_its_zones(on_cloud):
    """Fn::GetAZs (CFN, and HOT 2013-05-23) is Nova's zone list, which hides
    the internal zone: DevStack's compute host is in ``nova`` until a host
    aggregate puts it in another zone."""
    h, cloud = on_cloud()
    agg = h.create_stack(AGGREGATE, name="agg")
    assert agg.state == ("CREATE", "COMPLETE"), agg.status_reason
    st = h.create_stack(GETAZS_CFN)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["zones"] == ["az-2"]
    (vol,) = cloud.openstack.select("cinder.volumes", tick=False)
    assert vol["availability_zone"] == "az-2"
    agg.delete()
    assert agg.state == ("DELETE", "COMPLETE"), agg.status_reason
    hot = h.create_stack(GETAZS_HOT, name="hot")
    assert hot.state == ("CREATE", "COMPLETE"), hot.status_reason
    assert hot.outputs["zones"] == ["nova"]
    for stack in (st, hot):
        stack.delete()
        assert stack.state == ("DELETE", "COMPLETE"), stack.status_reason


def test_getazs_on_devstack_is_nova(on_cloud):
    h, _cloud = on_cloud()
    st = h.create_stack(GETAZS_HOT)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["zones"] == ["nova"]


ATTACHED = {
    "heat_template_version": "2021-04-16",
    "parameters": {"mountpoint": {"type": "string", "default": "/dev/vdb"}},
    "resources": {
        "server": {"type": "OS::Nova::Server", "properties": {
            "image": "cirros-0.6.3-x86_64-disk", "flavor": "m1.tiny",
            "networks": [{"network": "private"}]}},
        "vol": {"type": "OS::Cinder::Volume", "properties": {"size": 1}},
        "attachment": {"type": "OS::Cinder::VolumeAttachment", "properties": {
            "instance_uuid": {"get_resource": "server"}, "volume_id": {"get_resource": "vol"},
            "mountpoint": {"get_param": "mountpoint"}}}},
    "outputs": {"attached": {"value": {"get_attr": ["vol", "attachments_list"]}}}}


def _volume(cloud):
    (vol,) = cloud.openstack.select("cinder.volumes", tick=False)
    return vol


def test_volume_attachment_creates_updates_and_deletes(on_cloud):
    """OS::Cinder::VolumeAttachment attaches through Nova and waits for
    Cinder's in-use; a new mountpoint detaches and attaches again; the delete
    waits for available before the volume goes."""
    h, cloud = on_cloud()
    st = h.create_stack(ATTACHED)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    server = st.resources["server"].resource_id
    vol = _volume(cloud)
    assert vol["status"] == "in-use"
    assert [(a["server_id"], a["device"]) for a in vol["attachments"]] == [(server, "/dev/vdb")]
    assert [a["server_id"] for a in st.outputs["attached"]] == [server]
    (made,) = cloud.openstack.select("cinder.attachments", tick=False)
    assert (made["instance"], made["status"]) == (server, "attached")

    st.update(ATTACHED, params={"mountpoint": "/dev/vdc"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    vol = _volume(cloud)
    assert [(a["server_id"], a["device"]) for a in vol["attachments"]] == [(server, "/dev/vdc")]
    assert [a["id"] for a in cloud.openstack.select("cinder.attachments", tick=False)] != [
        made["id"]]

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.select("cinder.volumes", tick=False) == []
    assert cloud.openstack.select("cinder.attachments", tick=False) == []


def test_a_volume_attached_outside_the_stack_stays_in_use(on_cloud):
    """A volume a server outside the stack has attached is in-use: Cinder
    refuses Heat's delete of it, which goes through once that server let it go."""
    h, cloud = on_cloud()
    st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {
        "vol": {"type": "OS::Cinder::Volume", "properties": {"size": 1}}}})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    other = compute.SERVERS.create(cloud.openstack, {
        "name": "other", "imageRef": cloud.openstack.select("glance.images", tick=False)[0]["id"],
        "flavorRef": "1", "networks": "none"})
    compute._attach(cloud.openstack, other, st.resources["vol"].resource_id)
    st.delete()
    assert st.state == ("DELETE", "FAILED")
    assert st.status_reason == (
        "Resource DELETE failed: BadRequest: resources.vol: Invalid volume: Volume status must "
        "be available or error or error_restoring or error_extending or error_managing and "
        "must not be migrating, attached, belong to a group, have snapshots, awaiting a "
        "transfer, or be disassociated from snapshots after volume transfer. (HTTP 400)")
    (attached,) = cloud.openstack.select("nova.volume_attachments", tick=False)
    compute._detach(cloud.openstack, attached, synchronous=True)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.select("cinder.volumes", tick=False) == []


HANDLES = {
    "heat_template_version": "2021-04-16",
    "resources": {
        "handle": {"type": "OS::Heat::WaitConditionHandle"},
        "group": {"type": "OS::Heat::ResourceGroup", "properties": {
            "count": 2, "resource_def": {"type": "OS::Heat::WaitConditionHandle"}}}}}


def _heat_domain(cloud):
    return next(d["id"] for d in cloud.openstack.select("keystone.domains", tick=False)
                if d["name"] == "heat")


def _in_domain(cloud, collection, domain):
    return [o for o in cloud.openstack.select(collection, tick=False) if o["domain_id"] == domain]


@pytest.mark.real_heat_gap("Heat's test set-up replaces its Keystone client with a fake")
def test_a_stacks_user_project_goes_with_the_stack(on_cloud):
    """Stack users (a WaitConditionHandle's, its nested copies' too) live in
    one project of DevStack's heat domain, named after the owner's project
    and the stack; deleting the stack deletes the users, then the project."""
    h, cloud = on_cloud()
    heat = _heat_domain(cloud)
    st = h.create_stack(HANDLES)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    (project,) = _in_domain(cloud, "keystone.projects", heat)
    assert project["name"] == ("%s-%s" % (st.context.project_id, st.id))[:64]
    users = _in_domain(cloud, "keystone.users", heat)
    assert len(users) == 3
    assert {u["default_project_id"] for u in users} == {project["id"]}
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _in_domain(cloud, "keystone.projects", heat) == []
    assert _in_domain(cloud, "keystone.users", heat) == []


@pytest.mark.real_heat_gap("Heat's test set-up replaces its Keystone client with a fake")
def test_a_project_keystone_will_not_delete_fails_the_delete(on_cloud):
    h, cloud = on_cloud()
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"handle": {"type": "OS::Heat::WaitConditionHandle"}}})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    cloud.fail("delete", nth=2, service="keystone",   # the user's delete, then the project's
               error=core.HTTPError(403, "You are not authorized to perform the requested "
                                         "action: identity:delete_project."))
    st.delete()
    assert st.state == ("DELETE", "FAILED")
    assert st.status_reason.startswith("Error deleting project: You are not authorized")
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert _in_domain(cloud, "keystone.projects", _heat_domain(cloud)) == []


@pytest.mark.real_heat_gap("Heat's test set-up replaces its Keystone client with a fake")
def test_without_a_heat_domain_stack_users_stay_in_the_owners_project(on_cloud):
    """A cloud without the stack users' domain: Heat puts them in the stack
    owner's project and deletes no project (its fallback for such clouds)."""
    h, cloud = on_cloud()
    domain = _heat_domain(cloud)
    cloud.openstack.remove("keystone.domains", domain)
    projects = sorted(p["id"] for p in cloud.openstack.select("keystone.projects", tick=False))
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"handle": {"type": "OS::Heat::WaitConditionHandle"}}})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.stack_user_project_id == st.context.project_id
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert sorted(p["id"] for p in cloud.openstack.select("keystone.projects", tick=False)) == (
        projects)


BOOT_VOLUME = {
    "heat_template_version": "2021-04-16",
    "resources": {
        "vol": {"type": "OS::Cinder::Volume", "properties": {
            "size": 1, "image": "cirros-0.6.3-x86_64-disk"}},
        "server": {"type": "OS::Nova::Server", "properties": {
            "flavor": "m1.tiny", "networks": [{"network": "private"}],
            "block_device_mapping_v2": [{"volume_id": {"get_resource": "vol"},
                                         "boot_index": 0, "delete_on_termination": False}]}}}}


def test_a_server_boots_from_a_volume_of_the_stack(on_cloud):
    """block_device_mapping_v2: Nova attaches the volume through Cinder (in
    use while the server lives); the server's delete lets it go, so the
    volume's delete after it succeeds."""
    h, cloud = on_cloud()
    st = h.create_stack(BOOT_VOLUME)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    vol = _volume(cloud)
    assert (vol["status"], vol["bootable"]) == ("in-use", "true")
    assert [a["server_id"] for a in vol["attachments"]] == [st.resources["server"].resource_id]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.select("cinder.volumes", tick=False) == []
    assert cloud.openstack.select("cinder.attachments", tick=False) == []
