"""Real Heat 27's own in-tree types on the fake cloud (``nox -s cloud_heat``):
a network, subnet, router and interface, a port, a server on it with a
floating IP and an attached volume, a security group and a key pair, created,
updated (the server resized, the volume extended, the network renamed) and
deleted by real Heat through its own client plug-ins, and the cloud left as
DevStack had it. Needs openstack-heat (the heat extra); exits 1 on failure.
"""
import os
import sys

from sdk.testing import heat_engine  # first: Heat's test set-up picks its backends

#: the stack, shared with tests/harness/engines (plugin-sdk's runtime runs it too)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "heat_in_tree.yaml")) as f:
    TEMPLATE = f.read()


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
