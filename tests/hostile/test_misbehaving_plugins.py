"""Plug-ins that misbehave while they are loaded: every command that loads
them, docgen and the pytest plug-in say so in one line naming the file and
exit non-zero; none exits silently, prints a traceback or hangs.

Each case runs ``plugin-sdk`` as its own process: a plug-in calling os._exit()
must not be able to end the test run if the guard failed.
"""
import json
import os
import subprocess
import sys

import pytest

from .helpers import one_line

GOOD = '''
from heat.engine import properties, resource


class Good(resource.Resource):
    """A resource that works."""

    properties_schema = {"name": properties.Schema(properties.Schema.STRING, "A name.")}

    def handle_create(self):
        self.resource_id_set("good")


def resource_mapping():
    return {"My::Good": Good}
'''

TEMPLATE = "heat_template_version: 2016-10-14\nresources:\n  g: {type: My::Good}\n"

#: (source of bad.py, what the one line says after "bad.py:LINE: " or "bad.py: ")
MISBEHAVIOURS = {
    "sys.exit(0)": ("import sys\nsys.exit(0)\n", "bad.py:2: called sys.exit(0) while loaded"),
    "sys.exit(3)": ("import sys\nsys.exit(3)\n", "bad.py:2: called sys.exit(3) while loaded"),
    "os._exit": ("import os\nos._exit(0)\n", "bad.py:2: called os._exit(0) while loaded"),
    "from os import _exit": ("from os import _exit\n_exit(5)\n",
                             "bad.py:2: called os._exit(5) while loaded"),
    "BaseException": ("raise BaseException('boom')\n", "bad.py:1: BaseException: boom"),
    "KeyboardInterrupt-like": ("class Stop(BaseException):\n    pass\n\nraise Stop('no')\n",
                               "bad.py:4: Stop: no"),
    "hang": ("import time\n\nwhile True:\n    time.sleep(0.01)\n",
             "bad.py:4: still running after 1 s: an import that never returns? "
             "(PLUGIN_SDK_IMPORT_TIMEOUT sets the limit)"),
    "busy hang": ("x = 0\nwhile True:\n    x += 1\n", "bad.py:3: still running after 1 s"),
    "exit in resource_mapping": ("import os\n\n\ndef resource_mapping():\n    os._exit(4)\n",
                                 "bad.py:5: called os._exit(4) while loaded"),
    "value not a class": ("def resource_mapping():\n    return {'My::Bad': 5}\n",
                          "bad.py: resource_mapping() maps My::Bad to int 5, not a Resource class"),
    "class not a Resource": ("class Bad:\n    pass\n\n\ndef resource_mapping():\n"
                             "    return {'My::Bad': Bad}\n",
                             "bad.py: resource_mapping() maps My::Bad to type <class "),
    "key not a string": ("from heat.engine import resource\n\n\ndef resource_mapping():\n"
                         "    return {5: resource.Resource}\n",
                         "bad.py: resource_mapping() has the key int 5; a resource type name is a "
                         "string"),
}

COMMANDS = {
    "resource-type list": ["resource-type", "list", "--format", "json"],
    "resource-type show": ["resource-type", "show", "My::Good", "--format", "json"],
    "stack create": ["stack", "create", "s", "-t", "t.yaml", "--state", "state.db",
                     "--poll-interval", "0", "--format", "json"],
    "run": ["run", "-t", "t.yaml"],
    "test --contract": ["test", "--contract", "--examples", "1"],
    "docs": ["docs", "--format", "json"],
}


@pytest.fixture
def project(tmp_path):
    """run(*args) -> CompletedProcess of ``plugin-sdk ARGS --plugin-dir p`` in a
    directory with a good plug-in module (and whatever bad.py the test adds)."""
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "good.py").write_text(GOOD)
    (tmp_path / "t.yaml").write_text(TEMPLATE)
    env = dict(os.environ, PLUGIN_SDK_IMPORT_TIMEOUT="1")

    def run(*args, plugin_dir=True):
        argv = [sys.executable, "-m", "sdk", *args] + (["--plugin-dir", "p"] if plugin_dir else [])
        return subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True, env=env, timeout=30)
    run.path = tmp_path
    return run


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("case", MISBEHAVIOURS)
def test_a_misbehaving_plugin_is_one_line_naming_its_file(project, case, command):
    source, expected = MISBEHAVIOURS[case]
    (project.path / "p" / "bad.py").write_text(source)
    proc = project(*COMMANDS[command])
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    line = one_line(proc.stderr)
    assert str(project.path / "p" / expected) in line or \
        (str(project.path / "p" / "bad.py") in line and expected.split(": ", 1)[1] in line), line
    assert proc.stdout == ""


def test_a_plugin_that_prints_leaves_json_output_alone(project):
    (project.path / "p" / "noisy.py").write_text(
        "print('loading noisy')\n" + GOOD.replace("Good", "Noisy").replace(
            'self.resource_id_set("good")', 'print("creating"); self.resource_id_set("noisy")'))
    listed = project("resource-type", "list", "--format", "json")
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout) == ["My::Good", "My::Noisy"]
    assert "loading noisy" in listed.stderr
    (project.path / "n.yaml").write_text(TEMPLATE.replace("My::Good", "My::Noisy"))
    created = project("stack", "create", "s", "-t", "n.yaml", "--state", "state.db",
                      "--poll-interval", "0", "--format", "json")
    assert created.returncode == 0, created.stderr
    assert json.loads(created.stdout)["stack_status"] == "CREATE_COMPLETE"
    assert "creating" in created.stderr


#: A class that breaks only once Heat builds it: Heat 27's Resource has no
#: default properties_schema (heat-oracle: validate_error "AttributeError:
#: 'Thing' object has no attribute 'properties_schema'").
NO_SCHEMA = """
from heat.engine import resource


class Thing(resource.Resource):
    def handle_create(self):
        self.resource_id_set("x")


def resource_mapping():
    return {"My::Thing": Thing}
"""


@pytest.mark.parametrize("command", ["create", "update", "run"])
def test_a_plugin_that_fails_while_its_stack_is_validated_is_one_line(project, command):
    (project.path / "p" / "thing.py").write_text(NO_SCHEMA)
    (project.path / "thing.yaml").write_text(TEMPLATE.replace("My::Good", "My::Thing"))
    state = ["--state", "state.db", "--poll-interval", "0"]
    if command == "update":
        assert project("stack", "create", "s", "-t", "t.yaml", *state).returncode == 0
        before = (project.path / "state.db").read_bytes()
    if command == "run":
        proc = project("run", "-t", "thing.yaml")
    else:
        proc = project("stack", command, "s", "-t", "thing.yaml", *state)
    assert proc.returncode == 2, proc.stderr
    assert one_line(proc.stderr) == ("Error: thing.yaml: AttributeError: 'Thing' object has no "
                                     "attribute 'properties_schema'")
    if command == "update":   # refused before the stack was touched
        assert (project.path / "state.db").read_bytes() == before
    else:
        assert not (project.path / "state.db").exists()


def test_a_sphinx_build_does_not_pass_having_checked_nothing(project):
    (project.path / "p" / "bad.py").write_text("import sys\nsys.exit(0)\n")
    docs = project.path / "docs"
    docs.mkdir()
    (docs / "conf.py").write_text('extensions = ["docgen"]\nplugin_sdk_plugin_dirs = ["../p"]\n')
    (docs / "index.rst").write_text("R\n=\n\n.. resource-reference::\n")
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-W", "-N", "-q", "-b", "text", str(docs),
                           str(project.path / "out")], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert one_line(proc.stderr).endswith(
        "resource-reference: cannot load plug-in module bad: %s:2: called sys.exit(0) while loaded"
        % (project.path / "p" / "bad.py"))


def test_pytest_on_a_project_with_a_misbehaving_plugin_fails_naming_it(project):
    (project.path / "p" / "bad.py").write_text("import os\nos._exit(0)\n")
    (project.path / "test_it.py").write_text("def test_types(harness):\n    assert harness.resource_types()\n")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--plugin-dir", "p", "test_it.py"], cwd=project.path, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 1, proc.stdout
    assert "bad.py:2: called os._exit(0) while loaded" in proc.stdout
    assert "Traceback" not in proc.stdout
