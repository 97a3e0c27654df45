"""``plugin-sdk heat serve``: real Heat 27 as a local service, driven by the
standard clients (python-openstackclient, python-heatclient) over HTTP.
Needs openstack-heat and python-openstackclient: ``nox -s heat_serve``."""
import concurrent.futures
import json
import os
import pathlib
import re
import shutil
import socket
import sqlite3
import subprocess
import sys
import time

import pytest
import yaml

from sdk.cloud.heat_service import ServiceError
from sdk.cloud.heat_service.launcher import LocalHeat

PLUGINS = pathlib.Path(__file__).resolve().parents[2] / "examples" / "plugins"

MIXED = """
heat_template_version: 2018-08-31
parameters:
  colour: {type: string, default: blue}
resources:
  widget: {type: Example::Widget, properties: {colour: {get_param: colour}}}
  name: {type: OS::Heat::RandomString, properties: {length: 8}}
  net: {type: OS::Neutron::Net, properties: {name: {get_attr: [name, value]}}}
outputs:
  label: {value: {get_attr: [widget, label]}}
  net_status: {value: {get_attr: [net, status]}}
  net_id: {value: {get_resource: net}}
"""

GROUP = """
heat_template_version: 2018-08-31
parameters:
  count: {type: number}
  colour: {type: string}
resources:
  group:
    type: OS::Heat::ResourceGroup
    properties:
      count: {get_param: count}
      resource_def:
        type: Example::Widget
        properties: {colour: {get_param: colour}}
outputs:
  labels: {value: {get_attr: [group, label]}}
"""


def _wide(n, width=20):
    """``width`` independent resources: as many of Heat's workers writing at once."""
    resources = {"w%d" % i: {"type": "Example::Widget"} for i in range(width // 2)}
    resources.update({"s%d" % i: {"type": "OS::Heat::RandomString"} for i in range(width // 2)})
    return yaml.safe_dump({"heat_template_version": "2018-08-31", "resources": resources,
                           "outputs": {"n": {"value": n}}})


def _ten(n):
    """Ten resources: five independent widgets and five strings after them."""
    resources = {"w%d" % i: {"type": "Example::Widget"} for i in range(5)}
    resources.update({"s%d" % i: {"type": "OS::Heat::RandomString", "depends_on": "w%d" % i}
                      for i in range(5)})
    return yaml.safe_dump({"heat_template_version": "2018-08-31", "resources": resources,
                           "outputs": {"n": {"value": n}}})


@pytest.fixture(scope="module")
def heat(tmp_path_factory):
    with LocalHeat(tmp_path_factory.mktemp("heat") / "state", plugin_dirs=[PLUGINS]) as service:
        yield service


def _openstack(heat, *args):
    if shutil.which("openstack") is None:
        from sdk.common import install
        pytest.fail("python-openstackclient is missing: " + install.pip_install("heat"))
    proc = subprocess.run(["openstack", "--os-cloud", heat.cloud, *args], env=heat.env(),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _wait(client, stack_id, timeout=180):
    deadline = time.monotonic() + timeout
    while True:
        st = client.stacks.get(stack_id)
        if not st.stack_status.endswith("IN_PROGRESS"):
            return st
        assert time.monotonic() < deadline, "%s still %s" % (stack_id, st.stack_status)
        time.sleep(0.1)


def _gone(client, stack_id, timeout=180):
    from heatclient import exc
    deadline = time.monotonic() + timeout
    while True:
        try:
            st = client.stacks.get(stack_id)
        except exc.HTTPNotFound:
            return "DELETE_COMPLETE"
        if st.stack_status != "DELETE_IN_PROGRESS":
            return st.stack_status
        assert time.monotonic() < deadline, "%s still deleting" % stack_id
        time.sleep(0.1)


def _outputs(listed):
    return {o["output_key"]: o["output_value"] for o in listed}


def _networks(heat):
    with open(os.path.join(heat.state_dir, "cloud.json"), encoding="utf-8") as f:
        return {n["id"]: n for n in json.load(f)["collections"]["neutron.networks"].values()}


def test_openstack_client_creates_updates_and_deletes_a_mixed_stack_across_a_restart(tmp_path):
    template = tmp_path / "mixed.yaml"
    template.write_text(MIXED)
    service = LocalHeat(tmp_path / "state", plugin_dirs=[PLUGINS])
    with service:
        _openstack(service, "stack", "create", "--wait", "-t", str(template), "mixed")
        out = _outputs(json.loads(_openstack(service, "stack", "show", "-f", "json", "mixed"))["outputs"])
        assert out["label"] == "1-blue" and out["net_status"] == "ACTIVE"
        net_id = out["net_id"]
        assert _networks(service)[net_id]["status"] == "ACTIVE"   # made in the fake cloud
        _openstack(service, "stack", "update", "--wait", "-t", str(template),
                   "--parameter", "colour=red", "mixed")
    assert service.returncode == 0
    with service:   # a restart on the same state directory
        shown = json.loads(_openstack(service, "stack", "show", "-f", "json", "mixed"))
        assert shown["stack_status"] == "UPDATE_COMPLETE"
        assert _outputs(shown["outputs"])["label"] == "1-red"
        types = _openstack(service, "orchestration", "resource", "type", "list", "-f", "value")
        assert "Example::Widget" in types.split()
        _openstack(service, "stack", "delete", "--wait", "-y", "mixed")
        assert net_id not in _networks(service)
        assert "mixed" not in _openstack(service, "stack", "list", "-f", "value", "-c", "Stack Name")


def test_three_parallel_stacks_all_complete(heat):
    client = heat.client()

    def lifecycle(n):
        made = client.stacks.create(stack_name="parallel%d" % n, template=_wide(n))
        created = _wait(client, made["stack"]["id"]).stack_status
        client.stacks.update(made["stack"]["id"], template=_wide(n + 1))
        updated = _wait(client, made["stack"]["id"]).stack_status
        client.stacks.delete(made["stack"]["id"])
        return created, updated, _gone(client, made["stack"]["id"])

    with concurrent.futures.ThreadPoolExecutor(3) as pool:
        results = list(pool.map(lifecycle, range(3)))
    assert results == [("CREATE_COMPLETE", "UPDATE_COMPLETE", "DELETE_COMPLETE")] * 3
    log = pathlib.Path(heat.state_dir, "heat.log").read_text()
    assert "database is locked" not in log


def test_resource_group_update_then_delete_keeps_its_outputs_and_finishes(heat):
    client = heat.client()
    for attempt in range(2):
        made = client.stacks.create(stack_name="group%d" % attempt, template=GROUP,
                                    parameters={"count": 10, "colour": "blue"})
        stack_id = made["stack"]["id"]
        assert _wait(client, stack_id).stack_status == "CREATE_COMPLETE"
        client.stacks.update(stack_id, template=GROUP, parameters={"count": 12, "colour": "red"})
        st = _wait(client, stack_id)
        assert st.stack_status == "UPDATE_COMPLETE", st.stack_status_reason
        labels = _outputs(st.outputs)["labels"]
        assert labels == ["1-red"] * 12
        client.stacks.delete(stack_id)
        assert _gone(client, stack_id) == "DELETE_COMPLETE"


STUCK = """
from heat.engine import resource


class Stuck(resource.Resource):
    properties_schema = {}

    def handle_create(self):
        self.resource_id_set("stuck")

    def check_create_complete(self, _):
        return False


def resource_mapping():
    return {"Test::Stuck": Stuck}
"""


def test_ctrl_c_with_a_stack_in_progress_stops_within_the_timeout_and_the_next_start_fails_it(tmp_path):
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "stuck.py").write_text(STUCK)
    service = LocalHeat(tmp_path / "state", plugin_dirs=[plugins], stop_timeout=2)
    with service:
        client = service.client()
        stack_id = client.stacks.create(stack_name="stuck", template=yaml.safe_dump({
            "heat_template_version": "2018-08-31",
            "resources": {"s": {"type": "Test::Stuck"}}}))["stack"]["id"]
        deadline = time.monotonic() + 60
        while client.resources.get(stack_id, "s").resource_status != "CREATE_IN_PROGRESS":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        stopping = time.monotonic()
    assert (service.returncode, time.monotonic() - stopping < 2 + 8) == (3, True), service.output
    assert [line for line in service.output if line.startswith("Error: ")] == [
        "Error: Heat did not stop within 2 s (stacks in progress): exiting now; the next start "
        "marks their stacks FAILED"]
    with service:
        assert "Marked FAILED, left IN_PROGRESS when Heat last stopped: stuck" in service.output
        client = service.client()
        assert client.stacks.get(stack_id).stack_status == "CREATE_FAILED"
        assert client.resources.get(stack_id, "s").resource_status == "CREATE_FAILED"
        client.stacks.delete(stack_id)
        assert _gone(client, stack_id) == "DELETE_COMPLETE"


def test_the_schema_never_reuses_ids_and_enforces_foreign_keys(heat):
    db = sqlite3.connect(os.path.join(heat.state_dir, "heat.sqlite"))
    tables = dict(db.execute("SELECT name, sql FROM sqlite_master WHERE type='table'"))
    integer_ids = [name for name, sql in tables.items() if re.search(r"\(\s*id INTEGER NOT NULL", sql)]
    assert {"resource", "resource_properties_data", "resource_data", "event"} <= set(integer_ids)
    assert [n for n in integer_ids if "AUTOINCREMENT" not in tables[n]] == []
    assert "REFERENCES" in tables["resource"]
    assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


# -- bad input: one line, non-zero exit, nothing left running, no state lost ---------------
def _serve(*args, cwd=None, env=None):
    return subprocess.run([sys.executable, "-W", "ignore", "-m", "sdk", "heat", "serve", *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def _one_line_error(proc):
    assert proc.returncode == 1, proc.stdout + proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith("Error: "), proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    return errors[0]


def test_a_port_in_use_is_named(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = _serve("--port", str(port), "--state-dir", str(tmp_path / "s"),
                      "--clouds-yaml", str(tmp_path / "clouds.yaml"))
    assert "127.0.0.1:%d is in use" % port in _one_line_error(proc)
    assert not (tmp_path / "clouds.yaml").exists()


def test_a_plugin_that_fails_to_load_is_named_and_the_state_is_kept(tmp_path):
    broken = tmp_path / "plugins"
    broken.mkdir()
    (broken / "broken.py").write_text("from heat.engine import resource\n\nraise RuntimeError('no widgets today')\n")
    state = tmp_path / "state"
    with LocalHeat(state, plugin_dirs=[PLUGINS]) as good:
        made = good.client().stacks.create(stack_name="kept", template=_ten(1))
        _wait(good.client(), made["stack"]["id"])
    before = (state / "heat.sqlite").read_bytes()
    proc = _serve("--port", "0", "--state-dir", str(state), "--plugin-dir", str(broken),
                  "--clouds-yaml", str(state / "clouds.yaml"))
    line = _one_line_error(proc)
    assert "%s:3: RuntimeError: no widgets today" % (broken / "broken.py") in line
    with LocalHeat(state, plugin_dirs=[PLUGINS]) as again:
        assert again.client().stacks.get("kept").stack_status == "CREATE_COMPLETE"
    assert len(before) > 0


def test_a_second_service_on_the_same_state_is_refused(heat, tmp_path):
    proc = _serve("--port", "0", "--state-dir", heat.state_dir,
                  "--clouds-yaml", str(tmp_path / "clouds.yaml"))
    assert "another plugin-sdk heat serve uses this state directory" in _one_line_error(proc)


def _clouds(tmp_path, auth_url, username="admin"):
    path = tmp_path / "clouds.yaml"
    path.write_text(yaml.safe_dump({"clouds": {"elsewhere": {
        "auth": {"auth_url": auth_url, "username": username, "password": "secret",
                 "project_name": "admin", "user_domain_name": "Default",
                 "project_domain_name": "Default"}, "region_name": "RegionOne"}}}))
    return dict(os.environ, OS_CLIENT_CONFIG_FILE=str(path))


def test_an_unreachable_cloud_is_named(tmp_path):
    with socket.socket() as s:   # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = _clouds(tmp_path, "http://127.0.0.1:%d/identity/v3" % port)
    proc = _serve("--port", "0", "--os-cloud", "elsewhere", "--state-dir", str(tmp_path / "s"),
                  env=env)
    assert _one_line_error(proc) == (
        "Error: --os-cloud elsewhere: cannot reach the cloud's Keystone at "
        "http://127.0.0.1:%d/identity/v3: Connection refused" % port)


def test_an_unauthorised_cloud_is_named_and_a_real_cloud_serves_heat(tmp_path):
    from sdk.cloud.server import CloudServer
    with CloudServer() as cloud:
        env = _clouds(tmp_path, cloud.auth_url, username="nobody")
        proc = _serve("--port", "0", "--os-cloud", "elsewhere", "--state-dir", str(tmp_path / "s"),
                      env=env)
        assert "--os-cloud elsewhere: the cloud refused the credentials" in _one_line_error(proc)
        # the same cloud with the right password: Heat's Neutron calls go to it
        _clouds(tmp_path, cloud.auth_url)
        service = LocalHeat(tmp_path / "state", plugin_dirs=[PLUGINS], os_cloud="elsewhere",
                            clouds_yaml=tmp_path / "clouds.yaml")
        with service:
            client = service.client()
            made = client.stacks.create(stack_name="remote", template=MIXED)
            st = _wait(client, made["stack"]["id"])
            assert st.stack_status == "CREATE_COMPLETE", st.stack_status_reason
            net_id = _outputs(st.outputs)["net_id"]
            assert cloud.cloud.lookup("neutron.networks", net_id)["status"] == "ACTIVE"
        with open(service.clouds_yaml, encoding="utf-8") as f:
            assert set(yaml.safe_load(f)["clouds"]) == {"elsewhere", "plugin-sdk-local"}


def test_launcher_reports_the_failing_line(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        with pytest.raises(ServiceError, match="is in use"):
            LocalHeat(tmp_path / "s", port=taken.getsockname()[1]).start()


# -- the project's tests on an endpoint (pytest --engine endpoint) -------------------------
ENDPOINT_TESTS = '''
import pytest

TEMPLATE = {"heat_template_version": "2018-08-31",
            "parameters": {"colour": {"type": "string", "default": "blue"}},
            "resources": {"w": {"type": "Example::Widget",
                                "properties": {"colour": {"get_param": "colour"}}},
                          "net": {"type": "OS::Neutron::Net"}},
            "outputs": {"label": {"value": {"get_attr": ["w", "label"]}}}}


def test_life_cycle(make_stack, harness):
    st = make_stack(TEMPLATE)
    assert st.state == ("CREATE", "COMPLETE")
    assert st.outputs == {"label": "1-blue"}
    assert st.resources["w"].resource_id == "widget-w"
    assert st.update(TEMPLATE, params={"colour": "red"})
    assert st.outputs == {"label": "1-red"}
    assert ("w", "UPDATE", "COMPLETE") in [(e.resource_name, e.action, e.status) for e in st.events]
    assert st.suspend() and st.state == ("SUSPEND", "COMPLETE")
    assert st.resume() and st.resources["w"].state == ("RESUME", "COMPLETE")
    assert st.check() and st.state == ("CHECK", "COMPLETE")
    assert set(st.snapshot()["resources"]) == {"w", "net"}
    assert harness.resource_types() == ["Example::Widget"]
    assert st.delete() and st.state == ("DELETE", "COMPLETE")


def test_validation(harness):
    bad = {"heat_template_version": "2018-08-31",
           "resources": {"w": {"type": "Example::Widget", "properties": {"size": 99}}}}
    with pytest.raises(harness.validation_error, match="size"):
        harness.create_stack(bad)


def test_drives_the_fake_cloud(make_stack, fake_cloud):
    assert False, "never runs on an endpoint"
'''


def test_the_projects_tests_run_on_the_endpoint(heat, tmp_path):
    (tmp_path / "test_on_heat.py").write_text(ENDPOINT_TESTS)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs",
                           "--engine", "endpoint", "--os-cloud", heat.cloud,
                           "--plugin-dir", str(PLUGINS), "test_on_heat.py"],
                          cwd=tmp_path, env=heat.env(), capture_output=True, text=True, timeout=600)
    assert "2 passed, 1 skipped" in proc.stdout, proc.stdout + proc.stderr
    assert ("--engine endpoint: the test uses fake_cloud, which a Heat endpoint does not share"
            in proc.stdout)


def test_an_endpoint_that_does_not_answer_is_a_usage_error(tmp_path):
    env = _clouds(tmp_path, "http://127.0.0.1:9/identity/v3")
    (tmp_path / "test_x.py").write_text("def test_x():\n    pass\n")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--engine", "endpoint", "--os-cloud", "elsewhere", "test_x.py"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 4, proc.stdout + proc.stderr
    assert "--os-cloud elsewhere: " in proc.stderr and "Traceback" not in proc.stderr
