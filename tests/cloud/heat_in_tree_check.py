"""Real Heat 27's own in-tree types on the fake cloud (``nox -s cloud_heat``):
a network, subnet, router and interface, a port, a server on it with a
floating IP and an attached volume, a security group and a key pair, created,
updated (the server resized, the volume extended, the network renamed) and
deleted by real Heat through its own client plug-ins, and the cloud left as
DevStack had it. Needs openstack-heat (the heat extra); exits 1 on failure.
"""
import sys

from sdk.testing import heat_engine  # first: Heat's test set-up picks its backends

TEMPLATE = """
heat_template_version: 2021-04-16
resources:
  net: {type: OS::Neutron::Net, properties: {name: n1}}
  subnet:
    type: OS::Neutron::Subnet
    properties: {network: {get_resource: net}, cidr: 192.168.9.0/24}
  router: {type: OS::Neutron::Router, properties: {external_gateway_info: {network: public}}}
  iface:
    type: OS::Neutron::RouterInterface
    properties: {router: {get_resource: router}, subnet: {get_resource: subnet}}
  sg:
    type: OS::Neutron::SecurityGroup
    properties: {rules: [{protocol: tcp, port_range_min: 22, port_range_max: 22}]}
  port:
    type: OS::Neutron::Port
    properties:
      network: {get_resource: net}
      fixed_ips: [{subnet: {get_resource: subnet}}]
      security_groups: [{get_resource: sg}]
  kp: {type: OS::Nova::KeyPair, properties: {name: k1, public_key: "ssh-rsa AAAAB3Nza k1"}}
  server:
    type: OS::Nova::Server
    properties:
      image: cirros-0.6.3-x86_64-disk
      flavor: m1.tiny
      key_name: {get_resource: kp}
      networks: [{port: {get_resource: port}}]
  fip:
    type: OS::Neutron::FloatingIP
    depends_on: iface
    properties: {floating_network: public, port_id: {get_resource: port}}
  vol: {type: OS::Cinder::Volume, properties: {size: 1}}
  att:
    type: OS::Cinder::VolumeAttachment
    properties: {instance_uuid: {get_resource: server}, volume_id: {get_resource: vol}}
outputs:
  ip: {value: {get_attr: [server, first_address]}}
  fip: {value: {get_attr: [fip, floating_ip_address]}}
"""


def main():
    from sdk.testing.fakecloud import FakeCloud
    cloud = FakeCloud(polls=1)
    harness = heat_engine.HeatHarness()
    cloud.attach(harness)
    before = {coll: sorted(objs) for coll, objs in cloud.openstack.data["collections"].items()}
    try:
        st = harness.create_stack(TEMPLATE)
        print("create:", st.state, st.status_reason, st.outputs)
        ok = st.state == ("CREATE", "COMPLETE") and st.outputs["ip"].startswith("192.168.9.") \
            and st.outputs["fip"].startswith("172.24.4.")
        st.update(TEMPLATE.replace("flavor: m1.tiny", "flavor: m1.small")
                  .replace("{size: 1}", "{size: 2}").replace("{name: n1}", "{name: n2}"))
        fake = cloud.openstack
        changed = ([(s["_flavor"], s["status"]) for s in fake.collection("nova.servers").values()],
                   [v["size"] for v in fake.collection("cinder.volumes").values()],
                   [n["name"] for n in fake.collection("neutron.networks").values()])
        print("update:", st.state, st.status_reason, changed)
        ok = ok and st.state == ("UPDATE", "COMPLETE") and changed == (
            [("2", "ACTIVE")], [2], ["public", "private", "n2"])
        st.delete()
        print("delete:", st.state, st.status_reason)
        ok = ok and st.state == ("DELETE", "COMPLETE")
    finally:
        harness.close()
    after = {coll: sorted(objs) for coll, objs in cloud.openstack.data["collections"].items()
             if objs}
    left = {coll: ids for coll, ids in after.items() if ids != before.get(coll)}
    print("left behind:", left or "nothing")
    return 0 if ok and not left else 1


if __name__ == "__main__":
    sys.exit(main())
