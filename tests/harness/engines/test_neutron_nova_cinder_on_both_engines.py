"""Heat's own Neutron, Nova and Cinder types in one stack (the one
``nox -s cloud_heat`` runs on real Heat: tests/cloud/heat_in_tree.yaml), on
both engines and the same fake cloud: created, updated in place (the server
resized, the volume extended, the network renamed) and deleted, the cloud
left as DevStack had it."""
import os

import pytest

TEMPLATE = os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "cloud",
                        "heat_in_tree.yaml")


@pytest.fixture
def plugin_dirs():
    return []


@pytest.fixture(autouse=True)
def heats_own_types(request):
    """plugin-sdk runs Heat's types from Heat's fetched source; real Heat has its own."""
    if request.config.getoption("plugin_sdk_engine") != "heat":
        request.getfixturevalue("heat_source_root")


def test_create_update_delete(make_stack, fake_cloud):
    with open(TEMPLATE) as f:
        template = f.read()
    fake = fake_cloud.openstack
    before = {coll: sorted(objs) for coll, objs in fake.data["collections"].items()}
    st = make_stack(template)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["ip"].startswith("192.168.9.") and st.outputs["fip"].startswith("172.24.4.")
    st.update(template.replace("flavor: m1.tiny", "flavor: m1.small")
              .replace("{size: 1}", "{size: 2}").replace("{name: n1}", "{name: n2}"))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert [(s["_flavor"], s["status"]) for s in fake.collection("nova.servers").values()] == [
        ("2", "ACTIVE")]
    assert [v["size"] for v in fake.collection("cinder.volumes").values()] == [2]
    assert sorted(n["name"] for n in fake.collection("neutron.networks").values()) == [
        "n2", "private", "public"]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    after = {coll: sorted(objs) for coll, objs in fake.data["collections"].items() if objs}
    assert {coll: ids for coll, ids in after.items() if ids != before.get(coll)} == {}
