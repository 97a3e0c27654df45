"""Fixtures for the stack commands: a slow test plug-in, templates, and the
``plugin-sdk`` command run as a real process against a state file."""
import json
import os
import pathlib
import sqlite3
import subprocess
import sys
import textwrap
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

PLUGIN = '''
import os
import time
from heat.engine import attributes, properties, resource

SERVICE = os.path.join(os.getcwd(), "service")   # a fake cloud: one file per resource


class Slow(resource.Resource):
    """Takes a few polls to build; sleeps a little in every handler so that a
    kill lands in the middle of an action."""

    properties_schema = {
        "polls": properties.Schema(properties.Schema.INTEGER, "Polls to build.", default=2,
                                   update_allowed=True),
        "tag": properties.Schema(properties.Schema.STRING, "Changing it replaces.", default=""),
        "fail": properties.Schema(properties.Schema.BOOLEAN, "Fail the create.", default=False),
        "pause": properties.Schema(properties.Schema.NUMBER, "Seconds per poll.", default=0.02,
                                   update_allowed=True),
    }
    attributes_schema = {"label": attributes.Schema("Id and polls.", type=attributes.Schema.STRING)}

    def handle_create(self):
        time.sleep(self.properties["pause"])
        if self.properties["fail"]:
            raise ValueError("asked to fail")
        os.makedirs(SERVICE, exist_ok=True)
        open(os.path.join(SERVICE, self.physical_resource_name()), "w").close()
        self.resource_id_set(self.physical_resource_name())
        return self.properties["polls"]

    def check_create_complete(self, polls):
        done = int(self.data().get("polls", 0)) + 1
        self.data_set("polls", str(done))
        time.sleep(self.properties["pause"])
        return done >= polls

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        time.sleep(self.properties["pause"])

    def handle_delete(self):
        time.sleep(self.properties["pause"])
        if os.path.exists("stuck"):
            raise RuntimeError("stuck")
        try:   # found by name even when the id was never recorded
            os.remove(os.path.join(SERVICE, self.physical_resource_name()))
        except FileNotFoundError:
            pass

    def _resolve_attribute(self, name):
        return "%s:%s" % (self.resource_id, self.data().get("polls"))


class Secret(Slow):
    """Not for templates."""

    support_status = __import__("heat.engine.support", fromlist=["x"]).SupportStatus(
        status="HIDDEN", message="internal")


def resource_mapping():
    return {"Test::Slow": Slow, "Test::Secret": Secret}
'''

TEMPLATE = """
heat_template_version: 2016-10-14
parameters:
  polls: {type: number, default: 2}
  tag: {type: string, default: one}
  pause: {type: number, default: 0.02}
resources:
  a:
    type: Test::Slow
    properties: {polls: {get_param: polls}, tag: {get_param: tag}, pause: {get_param: pause}}
  b:
    type: Test::Slow
    properties: {tag: {get_attr: [a, label]}, pause: {get_param: pause}}
  c:
    type: Test::Slow
    properties: {polls: 3, pause: {get_param: pause}}
outputs:
  label:
    value: {get_attr: [b, label]}
"""


class Workdir:
    """A directory with the plug-in, templates and a state file; ``run``
    starts ``plugin-sdk`` there."""

    def __init__(self, path, default_map=None):
        self.path = path
        self.default_map = default_map
        (path / "plugins").mkdir()
        (path / "plugins" / "slow.py").write_text(PLUGIN)
        self.write("stack.yaml", TEMPLATE)
        self.state = path / ".plugin-sdk" / "state.db"

    def write(self, name, text):
        (self.path / name).write_text(textwrap.dedent(text))
        return str(self.path / name)

    def args(self, *args):
        return [sys.executable, "-m", "sdk", *args]

    def popen(self, *args, **kwargs):
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        return subprocess.Popen(self.args(*args), cwd=self.path, env=env, text=True,
                                stdout=kwargs.pop("stdout", subprocess.PIPE),
                                stderr=kwargs.pop("stderr", subprocess.PIPE), **kwargs)

    def run(self, *args):
        """``plugin-sdk ARGS`` in this process (another connection to the
        state file, as a second command has); the working directory is this one,
        and polls do not sleep unless ``--poll-interval`` is given (``quick_polls``)."""
        from click.testing import CliRunner

        from sdk.cli import main
        cwd = os.getcwd()
        os.chdir(self.path)
        try:
            result = CliRunner().invoke(main, list(args), catch_exceptions=False,
                                        default_map=self.default_map)
        finally:
            os.chdir(cwd)
        return subprocess.CompletedProcess(args, result.exit_code, result.stdout, result.stderr)

    def ok(self, *args):
        proc = self.run(*args)
        assert proc.returncode == 0, (args, proc.stdout, proc.stderr)
        return proc

    def json(self, *args):
        return json.loads(self.ok(*args, "--format", "json").stdout)

    def service(self):
        """The physical resources the fake cloud holds."""
        d = self.path / "service"
        return sorted(p.name for p in d.iterdir()) if d.exists() else []

    def event_count(self):
        """Events stored so far, read as another process would."""
        try:
            conn = sqlite3.connect("file:%s?mode=ro" % self.state, uri=True, timeout=5)
            try:
                return conn.execute("SELECT count(*) FROM event").fetchone()[0]
            finally:
                conn.close()
        except sqlite3.Error:
            return 0

    def wait_for_events(self, count, proc, limit=20.0):
        deadline = time.monotonic() + limit
        while self.event_count() < count:
            assert proc.poll() is None or self.event_count() >= count, proc.communicate()
            assert time.monotonic() < deadline, "no event %d" % count
            time.sleep(0.005)


@pytest.fixture
def work(tmp_path, quick_polls):
    return Workdir(tmp_path, quick_polls)
