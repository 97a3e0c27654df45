"""Runtime speed: create, update and delete chains and wide stacks of a
trivial plug-in. Prints time per resource per action, the scaling ratio
(10x the resources should cost at most 11x the time, measured in this run)
and the speed-up over Heat's in-process engine (about 15 ms per resource per
action on a 2-core machine, the figure from the runtime issue)."""
import pathlib
import tempfile
import time

from sdk.testing import Harness

HEAT_MS_PER_RESOURCE = 15.0

PLUGIN = '''
from heat.engine import properties, resource

class Trivial(resource.Resource):
    """A resource that does nothing."""
    properties_schema = {"value": properties.Schema(properties.Schema.STRING, "A value.",
                                                    update_allowed=True)}

    def handle_create(self):
        self.resource_id_set(self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        pass

def resource_mapping():
    return {"Bench::Trivial": Trivial}
'''


def template(n, shape, value):
    resources = {}
    for i in range(n):
        props = {"value": value}
        if shape == "chain" and i:
            props["value"] = {"list_join": ["-", [value, {"get_resource": "r%d" % (i - 1)}]]}
        resources["r%d" % i] = {"type": "Bench::Trivial", "properties": props}
    return {"heat_template_version": "2016-10-14", "resources": resources}


def measure(harness, n, shape):
    times = {}
    t0 = time.perf_counter()
    st = harness.create_stack(template(n, shape, "a"))
    times["create"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    st.update(template(n, shape, "b"))
    times["update"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    st.delete()
    times["delete"] = time.perf_counter() - t0
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    return times


def main():
    with tempfile.TemporaryDirectory() as d:
        (pathlib.Path(d) / "trivial.py").write_text(PLUGIN)
        harness = Harness(plugin_dirs=[d])
        measure(harness, 50, "wide")  # warm-up
        for shape in ("chain", "wide"):
            small, large = measure(harness, 100, shape), measure(harness, 1000, shape)
            for action in ("create", "update", "delete"):
                per = large[action] / 1000 * 1000
                print("%-5s %-6s 1000 resources: %7.3f s  %6.3f ms/resource  %5.0fx faster than Heat"
                      "  scaling 100->1000: %4.1fx" % (
                          shape, action, large[action], per, HEAT_MS_PER_RESOURCE / per,
                          large[action] / small[action]))
