"""The fake cloud over real HTTP (sdk.cloud.server): the real clients reach
it by URL from any process, follow the URLs it hands out, and its state
survives a restart."""
import json
import subprocess
import sys
import textwrap

import pytest

from sdk import cloud as fakeos
from sdk.cloud.server import CloudServer


def _session(server):
    from keystoneauth1 import session as ks_session
    from keystoneauth1.identity import v3
    creds = {k: v for k, v in fakeos.CREDENTIALS.items() if k != "region_name"}
    creds["auth_url"] = server.auth_url
    return ks_session.Session(auth=v3.Password(**creds))


def test_the_catalog_points_at_the_server_and_another_process_uses_it(tmp_path):
    with CloudServer() as server:
        access = _session(server).auth.get_access(_session(server))
        urls = [e["url"] for entry in access.service_catalog.catalog for e in entry["endpoints"]]
        assert urls and all(u.startswith(server.url + "/") for u in urls)
        script = textwrap.dedent("""
            import sys
            from keystoneauth1 import session
            from keystoneauth1.identity import v3
            import openstack
            auth = v3.Password(auth_url=sys.argv[1], username="admin", password="secret",
                               project_name="admin", user_domain_name="Default",
                               project_domain_name="Default")
            conn = openstack.connection.Connection(session=session.Session(auth=auth),
                                                   region_name="RegionOne")
            net = conn.network.create_network(name="from-afar")
            print(net.id)
        """)
        made = subprocess.run([sys.executable, "-c", script, server.auth_url],
                              capture_output=True, text=True, timeout=120)
        assert made.returncode == 0, made.stderr
        net_id = made.stdout.split()[-1]
        assert server.cloud.lookup("neutron.networks", net_id)["name"] == "from-afar"


def test_errors_keep_their_status_and_body():
    import requests
    with CloudServer() as server:
        token = _session(server).get_token()
        reply = requests.get(server.url + "/networking/v2.0/networks/nope",
                             headers={"X-Auth-Token": token}, timeout=30)
        assert reply.status_code == 404
        assert reply.json()["NeutronError"]["type"] == "NetworkNotFound"


def test_state_is_written_after_each_change_and_read_at_start(tmp_path):
    from neutronclient.v2_0 import client
    state = str(tmp_path / "cloud.json")
    with CloudServer(state_file=state) as server:
        net = client.Client(session=_session(server)).create_network(
            {"network": {"name": "kept"}})["network"]
        with open(state, encoding="utf-8") as f:   # before the server stops
            assert net["id"] in json.load(f)["collections"]["neutron.networks"]
    with CloudServer(state_file=state) as again:
        assert again.url != "" and again.cloud.lookup("neutron.networks", net["id"])["name"] == "kept"
        shown = client.Client(session=_session(again)).show_network(net["id"])["network"]
        assert shown["name"] == "kept"


def test_a_port_in_use_raises():
    with CloudServer() as server:
        port = int(server.url.rsplit(":", 1)[1])
        with pytest.raises(OSError):
            CloudServer(port=port)
