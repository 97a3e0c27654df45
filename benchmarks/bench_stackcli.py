"""What persistence costs: the example widget stack grown to 40 resources,
created, updated and deleted in one process with the in-memory store and
with the SQLite store (every transition committed), also carrying a fake
cloud (``--fake-cloud``), on a virtual clock so only the store differs; and
the wall time of a ``stack show`` command.

No target is set by the issue; this reports the ratio to keep an eye on it.
"""
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N = 40


def _template(colour):
    return {"heat_template_version": "2016-10-14",
            "resources": {"w%02d" % i: {"type": "Example::Widget",
                                         "properties": {"size": 2, "colour": colour}}
                          for i in range(N)}}


def _life_cycle(env, make_store):
    from sdk.engine import scheduler
    from sdk.engine.stack import Stack
    st = Stack("bench", _template("red"), env, clock=scheduler.VirtualClock())
    st.store = make_store(st)
    assert st.create() and st.update(_template("blue")) and st.delete()
    return len(st.store.events)


def _best(func, repeat=3):
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = func()
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, result


def main():
    from sdk import plugin_loader, store
    from sdk.engine.event import MemoryStore
    env = plugin_loader.load_environment([os.path.join(ROOT, "examples", "plugins")])
    with tempfile.TemporaryDirectory() as tmp:
        counter = [0]

        def sqlite_store(st, cloud=None):
            counter[0] += 1
            db = store.Database(os.path.join(tmp, "bench%d.db" % counter[0]))
            db.add_stack(st, {"resource_registry": {}}, [], "CREATE", cloud=cloud)
            return store.StackStore(db, st.name, cloud=cloud)

        def with_cloud(st):
            # --fake-cloud: each transaction also stores the cloud (N objects) if it changed.
            from sdk.testing.fakecloud import FakeCloud
            cloud = FakeCloud(polls=0)
            for i in range(N):
                cloud.service("widgets").create(name="w%02d" % i, size=2)
            return sqlite_store(st, cloud)

        memory, events = _best(lambda: _life_cycle(env, lambda st: MemoryStore()))
        sqlite, _ = _best(lambda: _life_cycle(env, sqlite_store))
        print("create+update+delete of %d resources (%d events): memory %.3f s, "
              "SQLite %.3f s, ratio %.2fx, %.2f ms per event stored"
              % (N, events, memory, sqlite, sqlite / memory, 1000 * (sqlite - memory) / events))
        cloud, _ = _best(lambda: _life_cycle(env, with_cloud))
        print("the same with an idle fake cloud of %d objects (the widget makes no calls; "
              "the cloud is stored only after calls): %.3f s, ratio %.2fx to SQLite alone"
              % (N, cloud, cloud / sqlite))
        state = os.path.join(tmp, "cli.db")
        args = [sys.executable, "-m", "sdk", "stack"]
        common = ["--state", state, "--plugin-dir", os.path.join(ROOT, "examples", "plugins")]
        subprocess.run(args + ["create", "w", "-t", os.path.join(ROOT, "examples", "widget.yaml"),
                               "--poll-interval", "0"] + common, check=True, capture_output=True,
                       cwd=ROOT)
        show, _ = _best(lambda: subprocess.run(args + ["show", "w"] + common, check=True,
                                               capture_output=True, cwd=ROOT), repeat=5)
        print("plugin-sdk stack show (a new process): %.3f s" % show)
