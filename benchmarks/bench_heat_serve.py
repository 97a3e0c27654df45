"""``plugin-sdk heat serve`` against issue 21's limits: the service ready
under 10 s from a cold start (a new state directory) and under 4 s with
existing state, measured from launching the command to its "ready" line;
and a 10-resource stack (five example widgets, five of Heat's
RandomStrings after them) created and deleted through Heat's REST API
(python-heatclient) under 3 s with --short-polls.

The machine is shared: each start is also given as a ratio to the floor
measured in the same run, a fresh Python importing Heat's engine and API
and loading Heat's resources and the plug-ins (what any Heat process pays
before it serves). Needs the heat extra (real Heat 27); without it this
says so and measures nothing.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLUGINS = os.path.join(ROOT, "examples", "plugins")
LIMITS = {"cold start": 10.0, "start with existing state": 4.0,
          "10-resource create + delete": 3.0}


def _template():
    resources = {"w%d" % i: {"type": "Example::Widget"} for i in range(5)}
    resources.update({"s%d" % i: {"type": "OS::Heat::RandomString", "depends_on": "w%d" % i}
                      for i in range(5)})
    return yaml.safe_dump({"heat_template_version": "2018-08-31", "resources": resources})


def _until(check):
    while True:
        done = check()
        if done:
            return done
        time.sleep(0.02)


def _create_and_delete(client, n):
    from heatclient import exc
    start = time.perf_counter()
    stack_id = client.stacks.create(stack_name="bench%d" % n, template=_template())["stack"]["id"]

    def created():
        status = client.stacks.get(stack_id).stack_status
        return None if status.endswith("IN_PROGRESS") else status

    assert _until(created) == "CREATE_COMPLETE"
    client.stacks.delete(stack_id)

    def gone():
        try:
            return client.stacks.get(stack_id).stack_status == "DELETE_COMPLETE" or None
        except exc.HTTPNotFound:
            return True

    _until(gone)
    return time.perf_counter() - start


#: Heat's own start in a fresh Python (the floor of any Heat process's start)
FLOOR = """
import gc, sys, time
gc.disable()   # as the service starts
t = time.perf_counter()
from oslo_service import backend
backend.init_backend(backend.BackendType.THREADING)
from oslo_config import cfg
from heat.common import config, messaging
from heat.engine import resources, service
from heat.api.openstack import v1
cfg.CONF(args=[], project="heat")
cfg.CONF.set_override("plugin_dirs", [sys.argv[1]])
resources.initialise()
print(time.perf_counter() - t)
"""


def _floor():
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-W", "ignore", "-c", FLOOR, PLUGINS],
                         capture_output=True, text=True, check=True).stdout
    return time.perf_counter() - started, float(out.split()[-1])


def _report(name, seconds, floor=None):
    limit = LIMITS[name]
    extra = "" if floor is None else ", %.2fx Heat's own start" % (seconds / floor)
    print("%-28s %6.2f s  (limit %.0f s, %.2f of it%s)  %s"
          % (name, seconds, limit, seconds / limit, extra, "ok" if seconds < limit else "OVER"))


def main():
    from sdk.testing import real_heat
    if not real_heat.heat_importable():
        print("heat serve: needs the heat extra (pip install 'plugin-sdk[heat]'); not measured")
        return
    from sdk.cloud.heat_service.launcher import LocalHeat
    floor, in_process = _floor()
    print("Heat's own start (fresh Python: imports, resources and plug-ins): %.2f s "
          "(%.2f s of it in Heat)" % (floor, in_process))
    with tempfile.TemporaryDirectory() as tmp:
        heat = LocalHeat(os.path.join(tmp, "state"), plugin_dirs=[PLUGINS])
        with heat:
            cold = heat.started_in
        warm = []
        for _ in range(2):
            with heat:
                warm.append(heat.started_in)
        with heat:
            warm.append(heat.started_in)
            client = heat.client()
            _create_and_delete(client, 0)   # first use: Heat's lazy imports
            runs = [_create_and_delete(client, n) for n in range(1, 6)]
    _report("cold start", cold, floor)
    _report("start with existing state", statistics.median(warm), floor)
    _report("10-resource create + delete", statistics.median(runs))
    print("  (create + delete runs: %s s)" % ", ".join("%.2f" % r for r in runs))
