"""Writes that fail (a full disk, a read-only file or directory): every
command that writes a file says so in one line and exits non-zero, and
nothing is lost: stack abandon forgets the stack only once its data is
written, an output file is the old one or the new one, never half of each."""
import json
import os
import stat

import pytest

from .helpers import cli, file_size_limit, one_line, permissions_bind, snapshot

PLUGIN = '''
from heat.engine import properties, resource


class Thing(resource.Resource):
    """A thing."""

    properties_schema = {"name": properties.Schema(properties.Schema.STRING, "A name.")}

    def handle_create(self):
        self.resource_id_set("thing")


def resource_mapping():
    return {"My::Thing": Thing}
'''

TEMPLATE = """heat_template_version: 2016-10-14
resources:
  word: {type: OS::Heat::RandomString}
  thing: {type: My::Thing}
"""

SCENARIO = """plugins: [p/thing.py]
steps:
  - op: create
    template:
      heat_template_version: 2016-10-14
      resources:
        t: {type: My::Thing}
"""


@pytest.fixture
def work(tmp_path):
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "thing.py").write_text(PLUGIN)
    (tmp_path / "t.yaml").write_text(TEMPLATE)
    (tmp_path / "scenario.yaml").write_text(SCENARIO)
    return tmp_path


@pytest.fixture
def dev_full():
    """/dev/full, checked to be the device still afterwards (a command that
    replaced it with a regular file would have written nowhere near it)."""
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)
    yield "/dev/full"
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def _created(work):
    proc = cli("stack", "create", "s", "-t", "t.yaml", "--plugin-dir", "p", "--state", "s.db",
               "--poll-interval", "0", cwd=work)
    assert proc.returncode == 0, proc.stderr
    return proc


def _stacks(work):
    proc = cli("stack", "list", "--state", "s.db", "--format", "json", cwd=work)
    return {s["stack_name"]: s["stack_status"] for s in json.loads(proc.stdout)}


@pytest.mark.parametrize("args", [
    ("docs", "--plugin-dir", "p", "--format", "markdown", "-o"),
    ("docs", "--plugin-dir", "p", "--format", "json", "-o"),
    ("template", "schema", "--plugin-dir", "p", "-o"),
    ("scenario", "scenario.yaml", "-o"),
    ("stack", "abandon", "s", "--state", "s.db", "-o"),
])
def test_an_output_on_a_full_disk_is_an_error_naming_it(work, dev_full, args):
    if args[0] == "stack":
        _created(work)
    proc = cli(*args, dev_full, cwd=work)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert one_line(proc.stderr) == "Error: cannot write /dev/full: No space left on device"
    if args[0] == "stack":   # not forgotten: its data is nowhere else
        assert _stacks(work) == {"s": "CREATE_COMPLETE"}


def test_abandon_forgets_the_stack_only_once_its_data_is_written(work, dev_full):
    _created(work)
    events = cli("stack", "events", "s", "--state", "s.db", "--format", "json", cwd=work).stdout
    with open(dev_full, "w") as full:
        proc = cli("stack", "abandon", "s", "--state", "s.db", cwd=work, stdout=full)
    assert proc.returncode == 2
    assert one_line(proc.stderr) == "Error: cannot write to standard output: No space left on device"
    assert _stacks(work) == {"s": "CREATE_COMPLETE"}
    # the abandon's own transitions were undone with it
    assert cli("stack", "events", "s", "--state", "s.db", "--format", "json",
               cwd=work).stdout == events
    kept = cli("stack", "abandon", "s", "--state", "s.db", "-o", "s.json", cwd=work)
    assert kept.returncode == 0, kept.stderr
    data = json.loads((work / "s.json").read_text())
    assert sorted(data["resources"]) == ["thing", "word"]
    assert _stacks(work) == {}
    adopted = cli("stack", "adopt", "s", "--adopt-file", "s.json", "--plugin-dir", "p", "--state", "s.db",
                  "--poll-interval", "0", cwd=work)
    assert adopted.returncode == 0, adopted.stderr
    assert _stacks(work) == {"s": "ADOPT_COMPLETE"}


def test_an_html_build_that_cannot_be_written_keeps_the_old_one(work):
    assert cli("docs", "--plugin-dir", "p", "-o", "html", cwd=work).returncode == 0
    before = snapshot(work / "html")
    proc = cli("docs", "--plugin-dir", "p", "-o", "html", cwd=work, preexec_fn=file_size_limit(2000))
    assert proc.returncode == 2
    assert one_line(proc.stderr) == "Error: cannot write html: File too large"
    assert snapshot(work / "html") == before
    assert sorted(os.listdir(work)) == ["html", "p", "scenario.yaml", "t.yaml"]


def test_a_full_disk_under_new_plugin_is_one_line(work):
    proc = cli("new", "plugin", "--no-input", "--output-dir", "out", cwd=work,
               preexec_fn=file_size_limit(2000))
    assert proc.returncode == 2
    assert one_line(proc.stderr).startswith("Error: ")
    assert "File too large" in proc.stderr


def test_a_full_disk_under_a_new_state_file_is_named_not_blamed_on_the_template(work):
    proc = cli("stack", "create", "s", "-t", "t.yaml", "--plugin-dir", "p", "--state", "s.db",
               "--poll-interval", "0", cwd=work, preexec_fn=file_size_limit(2000))
    assert proc.returncode == 2
    assert one_line(proc.stderr) == "Error: s.db: cannot create the state file in %s: disk I/O " \
                                    "error" % work


def test_a_read_only_state_file_is_called_read_only(work):
    _created(work)
    for name in os.listdir(work):
        if name.startswith("s.db"):
            os.chmod(work / name, 0o444)
    before = (work / "s.db").read_bytes()
    for args in (("list",), ("show", "s"), ("delete", "s"),
                 ("create", "t", "-t", "t.yaml", "--plugin-dir", "p")):
        proc = cli("stack", *args, "--state", "s.db", cwd=work, preexec_fn=permissions_bind)
        assert proc.returncode == 2, (args, proc.stdout)
        assert one_line(proc.stderr) == (
            "Error: s.db: the state file is read-only; every stack command records what it does "
            "there (attempt to write a readonly database)"), args
    assert (work / "s.db").read_bytes() == before


def test_a_new_state_file_in_a_read_only_directory_names_the_directory(work):
    (work / "ro").mkdir()
    os.chmod(work / "ro", 0o555)
    proc = cli("stack", "create", "s", "-t", "t.yaml", "--plugin-dir", "p", "--state", "ro/s.db",
               "--poll-interval", "0", cwd=work, preexec_fn=permissions_bind)
    assert proc.returncode == 2
    assert one_line(proc.stderr) == ("Error: ro/s.db: cannot create the state file in %s: the "
                                     "directory is not writable" % (work / "ro"))
    os.chmod(work / "ro", 0o755)
    assert os.listdir(work / "ro") == []
