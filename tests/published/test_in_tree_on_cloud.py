"""Heat's own functions and types on the fake cloud beyond the published
templates: what Heat asks of Nova, Cinder and Keystone for them, on both
engines (and on real Heat 27 with ``pytest --engine heat``)."""
from sdk.cloud import compute

GETAZS_CFN = {
    "AWSTemplateFormatVersion": "2010-09-09",
    "Resources": {"vol": {"Type": "AWS::EC2::Volume", "Properties": {
        "Size": 1, "AvailabilityZone": {"Fn::Select": ["1", {"Fn::GetAZs": ""}]}}}},
    "Outputs": {"zones": {"Value": {"Fn::GetAZs": "RegionOne"}}}}

GETAZS_HOT = {
    "heat_template_version": "2013-05-23",
    "resources": {"vol": {"type": "OS::Cinder::Volume", "properties": {
        "size": 1, "availability_zone": {"Fn::Select": ["0", {"Fn::GetAZs": ""}]}}}},
    "outputs": {"zones": {"value": {"Fn::GetAZs": ""}}}}


def test_getazs_asks_nova_for_its_zones(on_cloud, monkeypatch):
    """Fn::GetAZs (CFN, and HOT 2013-05-23) is Nova's zone list, which hides
    the internal zone: DevStack's one compute zone, here with a second one."""
    monkeypatch.setattr(compute, "_SERVICES", compute._SERVICES + (("4", "nova-compute", "az-2"),))
    h, cloud = on_cloud()
    st = h.create_stack(GETAZS_CFN)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["zones"] == ["az-2", "nova"]
    hot = h.create_stack(GETAZS_HOT, name="hot")
    assert hot.state == ("CREATE", "COMPLETE"), hot.status_reason
    assert hot.outputs["zones"] == ["az-2", "nova"]
    zones = sorted(v["availability_zone"] for v in cloud.openstack.select("cinder.volumes", tick=False))
    assert zones == ["az-2", "nova"]
    for stack in (st, hot):
        stack.delete()
        assert stack.state == ("DELETE", "COMPLETE"), stack.status_reason


def test_getazs_on_devstack_is_nova(on_cloud):
    h, _cloud = on_cloud()
    st = h.create_stack(GETAZS_HOT)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["zones"] == ["nova"]
